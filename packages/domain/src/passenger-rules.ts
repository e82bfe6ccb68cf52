import type { PassengerRuleCode } from '@wayfare/contracts/errors';

export type { PassengerRuleCode };

/**
 * Spec §3 passenger types: Adult ADT, AgeChild CNN, SeatedInfant INS, LapInfant INF, AgelessChild
 * CHD (a child priced without an age), and the private (negotiated-fare) variants of the aged
 * ones with the IATA codes JCB, JNN, JNS and JNF. The industry has no private ageless child, so
 * neither do we. Every type is one of the four categories an airline seats and prices, and the
 * rules below judge a traveller by that category.
 */
export const PASSENGER_TYPE_NAMES = {
  ADT: 'Adult',
  CNN: 'AgeChild',
  INS: 'SeatedInfant',
  INF: 'LapInfant',
  CHD: 'AgelessChild',
  JCB: 'PrivateAdult',
  JNN: 'PrivateAgeChild',
  JNS: 'PrivateSeatedInfant',
  JNF: 'PrivateLapInfant',
} as const;
export type PassengerType = keyof typeof PASSENGER_TYPE_NAMES;
export const BOOKING_PASSENGER_TYPES = Object.keys(PASSENGER_TYPE_NAMES) as [
  PassengerType,
  ...PassengerType[],
];
/** What a search counts and an airline seats: adults, children, infants in a seat, on a lap. */
export type PassengerCategory = 'ADT' | 'CNN' | 'INS' | 'INF';

const CATEGORY: Record<PassengerType, PassengerCategory> = {
  ADT: 'ADT',
  CNN: 'CNN',
  INS: 'INS',
  INF: 'INF',
  CHD: 'CNN',
  JCB: 'ADT',
  JNN: 'CNN',
  JNS: 'INS',
  JNF: 'INF',
};

export function selectPassengerCategory(type: PassengerType): PassengerCategory {
  return CATEGORY[type];
}

/** A private (negotiated-fare) passenger type. */
export function isPrivatePassengerType(type: PassengerType): boolean {
  return type.startsWith('J');
}

export const MAX_PASSENGERS = 9;
export const ADULT_MIN_AGE = 12;
export const CHILD_MIN_AGE = 2;
/** A lap infant must still be under this age on the last flight of the trip. */
export const LAP_INFANT_MAX_AGE = 2;

const NAME_PATTERN = /^[\p{L}][\p{L} '.-]*$/u;
const KNOWN_TRAVELER_NUMBER = /^[A-Za-z0-9]{8,10}$/;
const REDRESS_NUMBER = /^\d{7,13}$/;
const PASSPORT_NUMBER = /^[A-Za-z0-9]{6,9}$/;
const COUNTRY_CODE = /^[A-Za-z]{2}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

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
  const category = CATEGORY[type];
  if (category === 'ADT') return age >= ADULT_MIN_AGE;
  if (category === 'CNN') return age >= CHILD_MIN_AGE && age < ADULT_MIN_AGE;
  return age >= 0 && age < CHILD_MIN_AGE;
}

const TYPE_LABEL: Record<PassengerCategory, string> = {
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
  const count = (category: PassengerCategory) =>
    passengers.filter((p) => CATEGORY[p.passengerType] === category).length;

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
        `This date of birth does not match ${TYPE_LABEL[CATEGORY[p.passengerType]]} on the day of travel.`,
      );
    } else if (
      CATEGORY[p.passengerType] === 'INF' &&
      computeAgeOn(p.dateOfBirth, input.lastDepartureDate) >= LAP_INFANT_MAX_AGE
    ) {
      add(
        'LapInfantTooOld',
        i,
        `${at}.dateOfBirth`,
        'A lap infant must be under 2 for the whole trip; book a seat for this child instead.',
      );
    }
    if (CATEGORY[p.passengerType] === 'INF' && (p.knownTravelerNumber || p.tsaRedressNumber)) {
      add(
        'LapInfantWithTrustedTravelerNumber',
        i,
        p.knownTravelerNumber ? `${at}.knownTravelerNumber` : `${at}.tsaRedressNumber`,
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
      if (!p.passport || p.passport.number.trim() === '') {
        add(
          'PassportMissing',
          i,
          `${at}.passport`,
          'A passport is required for international travel.',
        );
      } else if (!PASSPORT_NUMBER.test(p.passport.number.trim())) {
        add(
          'PassportInvalid',
          i,
          `${at}.passport.number`,
          'A passport number is 6 to 9 letters and digits.',
        );
      } else if (!COUNTRY_CODE.test(p.passport.countryOfIssue)) {
        add(
          'PassportInvalid',
          i,
          `${at}.passport.countryOfIssue`,
          'The country of issue is the 2-letter code on the passport.',
        );
      } else if (!ISO_DATE.test(p.passport.expiration)) {
        add(
          'PassportInvalid',
          i,
          `${at}.passport.expiration`,
          'Enter the passport expiry date as YYYY-MM-DD.',
        );
      } else {
        if (p.passport.expiration <= input.lastDepartureDate)
          add(
            'PassportExpired',
            i,
            `${at}.passport.expiration`,
            'The passport must be valid beyond the last flight of the trip.',
          );
        if (!p.passport.nationality || !COUNTRY_CODE.test(p.passport.nationality))
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
