import { CAR_LOYALTY_ERROR_CODES } from '@wayfare/contracts/error-catalogue';
import type { CarBookingRequest } from '@wayfare/contracts/car-booking';
import type { BookingPayment } from '@wayfare/contracts/flight-booking';
import type { Traveler } from '@wayfare/contracts/travelers';
import { checkDriverAge, type DriverAgeProblem } from '@wayfare/domain/car-rental';

/** What the car booking form edits, as typed, so nothing is lost on a failed booking. */
export interface CarDriverDraft {
  travelerId: string | null;
  loyaltyNumber: string;
  email: string;
  phone: string;
}

export type CarDriverField = 'driver' | 'loyaltyNumber' | 'email' | 'phone';

/** A field's problem: a rule of the form, or the driver's age rule (the domain's, as the server's). */
export type CarDriverProblem =
  { code: 'required' | 'emailFormat' | 'phoneFormat' | 'loyaltyFormat' } | DriverAgeProblem;

export type CarDriverErrors = Partial<Record<CarDriverField, CarDriverProblem>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[0-9 ().-]{7,20}$/;
const LOYALTY_PATTERN = /^[A-Za-z0-9-]{4,30}$/;

export interface CarDriverRules {
  /** The pick-up day at the counter, YYYY-MM-DD. */
  pickUpDate: string;
  minimumDriverAge: number;
  /** The age the search was priced for. */
  searchedAge: number;
}

/** The driver's age problem, if any: too young for the car, or outside the searched band. */
export function checkCarDriver(
  traveler: Pick<Traveler, 'dateOfBirth' | 'isMissingInfo'> | undefined,
  rules: CarDriverRules,
): DriverAgeProblem | null {
  if (!traveler) return null;
  const result = checkDriverAge({
    // A placeholder traveller (missing info) has no real birth date.
    dateOfBirth: traveler.isMissingInfo ? null : traveler.dateOfBirth,
    pickUpDate: rules.pickUpDate,
    minimumDriverAge: rules.minimumDriverAge,
    searchedAge: rules.searchedAge,
  });
  return result.ok ? null : result.problem;
}

/** The form's own checks (the server checks again, with the same age rule). */
export function checkCarBookingDraft(
  draft: CarDriverDraft,
  travelers: readonly Traveler[],
  rules: CarDriverRules,
): CarDriverErrors {
  const errors: CarDriverErrors = {};
  const driver = travelers.find((t) => t.id === draft.travelerId);
  if (!driver) errors.driver = { code: 'required' };
  else {
    const problem = checkCarDriver(driver, rules);
    if (problem) errors.driver = problem;
  }
  const loyalty = draft.loyaltyNumber.trim();
  if (loyalty && !LOYALTY_PATTERN.test(loyalty)) errors.loyaltyNumber = { code: 'loyaltyFormat' };
  const email = draft.email.trim();
  if (!email) errors.email = { code: 'required' };
  else if (!EMAIL_PATTERN.test(email)) errors.email = { code: 'emailFormat' };
  const phone = draft.phone.trim();
  if (!phone) errors.phone = { code: 'required' };
  else if (!PHONE_PATTERN.test(phone)) errors.phone = { code: 'phoneFormat' };
  return errors;
}

/** Where a server error belongs: a field of this form, or the shell's (payment, policy, alert). */
export function placeCarError(
  code: string,
  field: string | undefined,
): { area: 'field'; field: CarDriverField } | { area: 'shell' } {
  if ((CAR_LOYALTY_ERROR_CODES as readonly string[]).includes(code) || field === 'loyaltyNumber')
    return { area: 'field', field: 'loyaltyNumber' };
  if (code.startsWith('Driver') || field?.startsWith('driver'))
    return { area: 'field', field: 'driver' };
  if (field === 'contact.email') return { area: 'field', field: 'email' };
  if (field === 'contact.phone') return { area: 'field', field: 'phone' };
  return { area: 'shell' };
}

export function buildCarBookRequest(input: {
  quoteToken: string;
  draft: CarDriverDraft;
  payment: BookingPayment;
  acceptedTotalMinor: number | null;
  outOfPolicyReason: string | null;
}): CarBookingRequest {
  const { draft } = input;
  const loyalty = draft.loyaltyNumber.trim();
  return {
    quoteToken: input.quoteToken,
    driver: { travelerId: draft.travelerId ?? '' },
    additionalDrivers: [],
    ...(loyalty ? { loyaltyNumber: loyalty } : {}),
    contact: { email: draft.email.trim(), phone: draft.phone.trim() },
    payment: input.payment,
    ...(input.acceptedTotalMinor !== null
      ? { acceptPriceChange: { newTotalMinor: input.acceptedTotalMinor } }
      : {}),
    ...(input.outOfPolicyReason ? { outOfPolicyReason: input.outOfPolicyReason } : {}),
  };
}
