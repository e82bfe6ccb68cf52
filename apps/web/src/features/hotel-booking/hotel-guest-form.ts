import { isCardErrorCode } from '@wayfare/contracts/error-catalogue';
import type { BookingPayment } from '@wayfare/contracts/flight-booking';
import type { HotelBookingRequest } from '@wayfare/contracts/hotel-booking';
import type { BedType } from '@wayfare/contracts/lodging';
import type { Traveler } from '@wayfare/contracts/travelers';

/** What the hotel booking form edits, as typed, so nothing is lost on a failed booking. */
export interface HotelGuestDraft {
  givenName: string;
  surname: string;
  /** YYYY-MM-DD or empty. */
  dateOfBirth: string;
  countryCode: string;
  email: string;
  phone: string;
  loyaltyNumber: string;
  specialRequests: string;
  bedType: BedType | null;
}

export type HotelGuestField =
  | 'givenName'
  | 'surname'
  | 'dateOfBirth'
  | 'countryCode'
  | 'email'
  | 'phone'
  | 'loyaltyNumber'
  | 'specialRequests';

export type HotelGuestRule =
  | 'required'
  | 'nameCharacters'
  | 'tooLong'
  | 'dateFormat'
  | 'tooYoung'
  | 'emailFormat'
  | 'phoneFormat'
  | 'loyaltyFormat';

export type HotelGuestErrors = Partial<Record<HotelGuestField, HotelGuestRule>>;

const NAME_PATTERN = /^[\p{L}][\p{L} '.-]*$/u;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[0-9 ().-]{7,20}$/;
const LOYALTY_PATTERN = /^[A-Za-z0-9-]{4,30}$/;
export const SPECIAL_REQUESTS_MAX = 500;

/** Whole years between a birth date and a day (both YYYY-MM-DD), or null when unreadable. */
export function ageOn(dateOfBirth: string, day: string): number | null {
  const born = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  const on = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!born || !on) return null;
  const [by, bm, bd] = born.slice(1).map(Number) as [number, number, number];
  const [oy, om, od] = on.slice(1).map(Number) as [number, number, number];
  const check = new Date(Date.UTC(by, bm - 1, bd));
  if (check.getUTCMonth() !== bm - 1 || check.getUTCDate() !== bd) return null;
  return oy - by - (om < bm || (om === bm && od < bd) ? 1 : 0);
}

/**
 * The booking form's own checks, the same the hotel and the server make: names a hotel can
 * print, a readable birth date old enough for the hotel's minimum check-in age at check-in,
 * a country, a reachable contact, and a well-formed loyalty number.
 */
export function checkHotelGuest(
  draft: HotelGuestDraft,
  stay: { checkInDate: string; minimumCheckInAge: number },
): HotelGuestErrors {
  const errors: HotelGuestErrors = {};
  for (const field of ['givenName', 'surname'] as const) {
    const value = draft[field].trim();
    if (!value) errors[field] = 'required';
    else if (value.length > 60) errors[field] = 'tooLong';
    else if (!NAME_PATTERN.test(value)) errors[field] = 'nameCharacters';
  }
  if (draft.dateOfBirth) {
    const age = ageOn(draft.dateOfBirth, stay.checkInDate);
    if (age === null || age < 0 || age > 130) errors.dateOfBirth = 'dateFormat';
    else if (age < stay.minimumCheckInAge) errors.dateOfBirth = 'tooYoung';
  }
  if (!/^[A-Z]{2}$/.test(draft.countryCode)) errors.countryCode = 'required';
  const email = draft.email.trim();
  if (!email) errors.email = 'required';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'emailFormat';
  const phone = draft.phone.trim();
  if (!phone) errors.phone = 'required';
  else if (!PHONE_PATTERN.test(phone)) errors.phone = 'phoneFormat';
  const loyalty = draft.loyaltyNumber.trim();
  if (loyalty && !LOYALTY_PATTERN.test(loyalty)) errors.loyaltyNumber = 'loyaltyFormat';
  if (draft.specialRequests.length > SPECIAL_REQUESTS_MAX) errors.specialRequests = 'tooLong';
  return errors;
}

/** Fills the guest from a saved traveler: name, birth date and the chain's loyalty number. */
export function fillGuestFromTraveler(
  draft: HotelGuestDraft,
  traveler: Traveler,
  loyaltyProgramCode: string | null,
): HotelGuestDraft {
  const loyalty = loyaltyProgramCode ? traveler.hotelLoyalty[loyaltyProgramCode] : undefined;
  return {
    ...draft,
    givenName: traveler.givenName,
    surname: traveler.surname,
    dateOfBirth: traveler.dateOfBirth.startsWith('1870-') ? '' : traveler.dateOfBirth,
    loyaltyNumber: loyalty ?? draft.loyaltyNumber,
  };
}

/** The request for POST /hotels/book; empty optional fields are left out. */
export function buildHotelBookRequest(input: {
  quoteToken: string;
  draft: HotelGuestDraft;
  /** The saved traveler the guest was filled from, if any (their policy tier judges the stay). */
  travelerId?: string | null;
  payment: BookingPayment;
  acceptedTotalMinor: number | null;
  outOfPolicyReason: string | null;
}): HotelBookingRequest {
  const { draft } = input;
  const loyalty = draft.loyaltyNumber.trim();
  const requests = draft.specialRequests.trim();
  return {
    quoteToken: input.quoteToken,
    guests: {
      lead: {
        givenName: draft.givenName.trim(),
        surname: draft.surname.trim(),
        countryCode: draft.countryCode,
        ...(draft.dateOfBirth ? { dateOfBirth: draft.dateOfBirth } : {}),
        ...(input.travelerId ? { travelerId: input.travelerId } : {}),
      },
      others: [],
    },
    contact: { email: draft.email.trim(), phone: draft.phone.trim() },
    ...(loyalty ? { loyaltyNumber: loyalty } : {}),
    ...(requests ? { specialRequests: requests } : {}),
    ...(draft.bedType ? { bedType: draft.bedType } : {}),
    payment: input.payment,
    ...(input.acceptedTotalMinor !== null
      ? { acceptPriceChange: { newTotalMinor: input.acceptedTotalMinor } }
      : {}),
    ...(input.outOfPolicyReason ? { outOfPolicyReason: input.outOfPolicyReason } : {}),
  };
}

/** Where a server error belongs on the form: a guest field, the card, the rewards, or the page. */
export function placeHotelError(
  code: string,
  field: string | undefined,
): { area: 'field'; field: HotelGuestField } | { area: 'card' | 'rewards' | 'room' | 'page' } {
  if (code === 'CheckInMinimumAgeNotMet') return { area: 'field', field: 'dateOfBirth' };
  if (code === 'InvalidGuestCountry') return { area: 'field', field: 'countryCode' };
  if (code === 'RedemptionFailure') return { area: 'rewards' };
  if (HOTEL_ROOM_CODES.has(code)) return { area: 'room' };
  if (isCardErrorCode(code)) return { area: 'card' };
  const path = field?.split('.') ?? [];
  const last = path.at(-1);
  const known: readonly HotelGuestField[] = [
    'givenName',
    'surname',
    'dateOfBirth',
    'countryCode',
    'email',
    'phone',
    'loyaltyNumber',
    'specialRequests',
  ];
  if (last && (known as readonly string[]).includes(last))
    return { area: 'field', field: last as HotelGuestField };
  return { area: 'page' };
}

/** The room or rate is gone: the way back is the hotel page, to choose again. */
export const HOTEL_ROOM_CODES: ReadonlySet<string> = new Set([
  'RateNotAvailable',
  'NotAvailable',
  'LackOfInventory',
  'NoAvailability',
  'Invalid Quote',
  'Experiment',
]);
