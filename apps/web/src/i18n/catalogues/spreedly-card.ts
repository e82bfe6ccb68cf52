/** Spreedly's card fields on the booking page (issue 24): English, in the booking catalogue. */
export const SPREEDLY_CARD_EN = {
  'booking.spreedly.holderName': 'Name on card',
  'booking.spreedly.number': 'Card number',
  'booking.spreedly.cvv': 'Security code',
  'booking.spreedly.expiryMonth': 'Expiry month (MM)',
  'booking.spreedly.expiryYear': 'Expiry year (YYYY)',
  'booking.spreedly.postalCode': 'Billing postal code',
  'booking.spreedly.submit': 'Use this card',
  'booking.spreedly.saving': 'Checking your card…',
  'booking.spreedly.loadFailed': 'The secure card form could not load. Try again in a moment.',
  'booking.spreedly.invalidNumber': 'Check the card number.',
  'booking.spreedly.invalidCvv': 'Check the security code.',
  'booking.spreedly.invalidExpiry': 'Enter the expiry as a month (1–12) and a four-digit year.',
  'booking.spreedly.nameRequired': 'Enter the name on the card.',
  'booking.spreedly.failed': 'We could not add this card. Check it, or try another card.',
} as const;
