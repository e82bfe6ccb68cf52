export type PassengerType = 'ADT' | 'CNN' | 'INS' | 'INF';

export const MAX_PASSENGERS = 9;
export const ADULT_MIN_AGE = 12;
export const CHILD_MIN_AGE = 2;
/** A lap infant must still be under this age on the last flight of the trip. */
export const LAP_INFANT_MAX_AGE = 2;

const NAME_PATTERN = /^[\p{L}][\p{L} '.-]*$/u;
const KNOWN_TRAVELER_NUMBER = /^[A-Za-z0-9]{8,10}$/;
const REDRESS_NUMBER = /^\d{7,13}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export type PassengerRuleCode =
  | 'NoAdultPassenger'
  | 'TooManyPassengers'
  | 'TooManyLapInfants'
  | 'LapInfantTooOld'
  | 'LapInfantWithTrustedTravelerNumber'
  | 'PassengerTypeMismatch'
  | 'UnsupportedNameCharacters'
  | 'InvalidKnownTravelerNumber'
  | 'InvalidRedressNumber'
  | 'PassportMissing'
  | 'PassportExpired'
  | 'PassportNationalityMissing'
  | 'ContactEmailRequired'
  | 'ContactPhoneRequired';

export interface PassengerRuleError {
  code: PassengerRuleCode;
  /** Which passenger (0-based), when the rule is about one. */
  passengerIndex: number | null;
  /** The field to show the message beside. */
  field: string;
  message: string;
}

export interface BookingPassenger {
  passengerType: PassengerType;
  givenName: string;
  surname: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  passport: {
    number: string;
    countryOfIssue: string;
    nationality?: string | undefined;
    expiration: string;
  } | null;
  knownTravelerNumber: string | null;
  tsaRedressNumber: string | null;
}

export interface PassengerCheckInput {
  passengers: readonly BookingPassenger[];
  contact: { email: string; phone: string };
  firstDepartureDate: string;
  lastDepartureDate: string;
  isInternational: boolean;
}

/** Whole years between a birth date and a day (both YYYY-MM-DD), as airlines count age. */
export function computeAgeOn(dateOfBirth: string, on: string): number {
  const [by = 0, bm = 0, bd = 0] = dateOfBirth.split('-').map(Number);
  const [y = 0, m = 0, d = 0] = on.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The passenger type a birth date allows on a departure date (seated infants and lap infants share ages). */
export function isAgeAllowedForType(type: PassengerType, age: number): boolean {
  if (type === 'ADT') return age >= ADULT_MIN_AGE;
  if (type === 'CNN') return age >= CHILD_MIN_AGE && age < ADULT_MIN_AGE;
  return age >= 0 && age < CHILD_MIN_AGE;
}

const TYPE_LABEL: Record<PassengerType, string> = {
  ADT: 'an adult (12 or older)',
  CNN: 'a child (2 to 11)',
  INS: 'an infant in a seat (under 2)',
  INF: 'a lap infant (under 2)',
};

/**
 * The spec's passenger rules (§5): at least one adult, at most nine travellers, no more lap
 * infants than adults, lap infants under 2 for the whole trip and without trusted-traveler
 * numbers, well-formed numbers, supported name characters, ages matching passenger types, a
 * valid passport with nationality on international trips, and contact e-mail and phone.
 */
export function checkPassengers(input: PassengerCheckInput): PassengerRuleError[] {
  const errors: PassengerRuleError[] = [];
  const add = (
    code: PassengerRuleCode,
    passengerIndex: number | null,
    field: string,
    message: string,
  ) => errors.push({ code, passengerIndex, field, message });
  const { passengers } = input;
  const count = (type: PassengerType) => passengers.filter((p) => p.passengerType === type).length;

  if (count('ADT') === 0)
    add('NoAdultPassenger', null, 'passengers', 'At least one adult must travel.');
  if (passengers.length > MAX_PASSENGERS)
    add(
      'TooManyPassengers',
      null,
      'passengers',
      `At most ${MAX_PASSENGERS} travellers can book together.`,
    );
  if (count('INF') > count('ADT'))
    add(
      'TooManyLapInfants',
      null,
      'passengers',
      'Each lap infant needs an adult: add an adult or seat the infant.',
    );
  if (!EMAIL.test(input.contact.email.trim()))
    add(
      'ContactEmailRequired',
      null,
      'contact.email',
      'Enter an e-mail address for the booking confirmation.',
    );
  if ((input.contact.phone.match(/\d/g) ?? []).length < 7)
    add(
      'ContactPhoneRequired',
      null,
      'contact.phone',
      'Enter a phone number the airline can reach you on.',
    );

  passengers.forEach((p, i) => {
    const at = `passengers.${i}`;
    for (const [field, value] of [
      ['givenName', p.givenName],
      ['surname', p.surname],
    ] as const) {
      if (!NAME_PATTERN.test(value.trim()))
        add(
          'UnsupportedNameCharacters',
          i,
          `${at}.${field}`,
          'Names may use letters, spaces, apostrophes, hyphens and periods only, as on the passport.',
        );
    }
    const age = computeAgeOn(p.dateOfBirth, input.firstDepartureDate);
    if (!isAgeAllowedForType(p.passengerType, age)) {
      add(
        'PassengerTypeMismatch',
        i,
        `${at}.dateOfBirth`,
        `This date of birth does not match ${TYPE_LABEL[p.passengerType]} on the day of travel.`,
      );
    } else if (
      p.passengerType === 'INF' &&
      computeAgeOn(p.dateOfBirth, input.lastDepartureDate) >= LAP_INFANT_MAX_AGE
    ) {
      add(
        'LapInfantTooOld',
        i,
        `${at}.dateOfBirth`,
        'A lap infant must be under 2 for the whole trip; book a seat for this child instead.',
      );
    }
    if (p.passengerType === 'INF' && (p.knownTravelerNumber || p.tsaRedressNumber)) {
      add(
        'LapInfantWithTrustedTravelerNumber',
        i,
        `${at}.knownTravelerNumber`,
        'Lap infants cannot have a known traveler or redress number.',
      );
    }
    if (p.knownTravelerNumber && !KNOWN_TRAVELER_NUMBER.test(p.knownTravelerNumber))
      add(
        'InvalidKnownTravelerNumber',
        i,
        `${at}.knownTravelerNumber`,
        'Known traveler number is 8 to 10 letters and digits.',
      );
    if (p.tsaRedressNumber && !REDRESS_NUMBER.test(p.tsaRedressNumber))
      add('InvalidRedressNumber', i, `${at}.tsaRedressNumber`, 'Redress number is 7 to 13 digits.');
    if (input.isInternational) {
      if (
        !p.passport ||
        p.passport.countryOfIssue.length !== 2 ||
        p.passport.number.trim() === ''
      ) {
        add(
          'PassportMissing',
          i,
          `${at}.passport`,
          'A passport is required for international travel.',
        );
      } else {
        if (p.passport.expiration <= input.lastDepartureDate)
          add(
            'PassportExpired',
            i,
            `${at}.passport.expiration`,
            'The passport must be valid beyond the last flight of the trip.',
          );
        if (!p.passport.nationality || p.passport.nationality.length !== 2)
          add(
            'PassportNationalityMissing',
            i,
            `${at}.passport.nationality`,
            'Add the nationality shown on the passport.',
          );
      }
    }
  });
  return errors;
}
