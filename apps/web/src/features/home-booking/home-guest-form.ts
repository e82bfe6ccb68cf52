import type { HomeBookingRequest } from '@wayfare/contracts/home-booking';
import type { BookingPayment } from '@wayfare/contracts/flight-booking';
import type { Traveler } from '@wayfare/contracts/travelers';

/** What the home booking form edits, as typed, so nothing is lost on a failed booking. */
export interface HomeGuestDraft {
  travelerId: string | null;
  email: string;
  phone: string;
  messageToHost: string;
}

export type HomeGuestField = 'guest' | 'email' | 'phone' | 'messageToHost';
export type HomeGuestProblem = 'required' | 'emailFormat' | 'phoneFormat' | 'tooLong';
export type HomeGuestErrors = Partial<Record<HomeGuestField, HomeGuestProblem>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[0-9 ().-]{7,20}$/;
export const MAX_MESSAGE_TO_HOST = 500;

/** The form's own checks (the server checks again). */
export function checkHomeGuestDraft(
  draft: HomeGuestDraft,
  travelers: readonly Traveler[],
): HomeGuestErrors {
  const errors: HomeGuestErrors = {};
  if (!travelers.some((t) => t.id === draft.travelerId)) errors.guest = 'required';
  const email = draft.email.trim();
  if (!email) errors.email = 'required';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'emailFormat';
  const phone = draft.phone.trim();
  if (!phone) errors.phone = 'required';
  else if (!PHONE_PATTERN.test(phone)) errors.phone = 'phoneFormat';
  if (draft.messageToHost.trim().length > MAX_MESSAGE_TO_HOST) errors.messageToHost = 'tooLong';
  return errors;
}

/** Where a server error belongs: a field of this form, or the shell's (payment, policy, alert). */
export function placeHomeError(field: string | undefined): HomeGuestField | null {
  if (field?.startsWith('guest')) return 'guest';
  if (field === 'contact.email') return 'email';
  if (field === 'contact.phone') return 'phone';
  if (field === 'messageToHost') return 'messageToHost';
  return null;
}

export function buildHomeBookRequest(input: {
  quoteToken: string;
  draft: HomeGuestDraft;
  payment: BookingPayment;
  acceptedTotalMinor: number | null;
  outOfPolicyReason: string | null;
}): HomeBookingRequest {
  const { draft } = input;
  const message = draft.messageToHost.trim();
  return {
    quoteToken: input.quoteToken,
    guest: { travelerId: draft.travelerId ?? '' },
    contact: { email: draft.email.trim(), phone: draft.phone.trim() },
    payment: input.payment,
    ...(input.acceptedTotalMinor !== null
      ? { acceptPriceChange: { newTotalMinor: input.acceptedTotalMinor } }
      : {}),
    ...(input.outOfPolicyReason ? { outOfPolicyReason: input.outOfPolicyReason } : {}),
    ...(message ? { messageToHost: message } : {}),
  };
}
