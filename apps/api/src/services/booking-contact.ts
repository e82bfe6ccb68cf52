import { AppError } from '../app-error';

/**
 * The booking's contact, as every product checks it (ContactEmailRequired, ContactPhoneRequired
 * at their fields): an address for the confirmation and a phone the supplier can call.
 */
export function assertBookingContact(
  contact: { email: string; phone: string },
  caller: 'hotel' | 'rental company' | 'activity operator' | 'host',
): void {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact.email.trim()))
    throw new AppError(
      'ContactEmailRequired',
      'Enter an email address for the confirmation.',
      'contact.email',
    );
  if (contact.phone.replace(/\D/g, '').length < 7)
    throw new AppError(
      'ContactPhoneRequired',
      `Enter a phone number the ${caller} can call.`,
      'contact.phone',
    );
}
