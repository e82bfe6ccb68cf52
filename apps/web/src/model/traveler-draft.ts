import type { AssistanceCode, Traveler, TravelerInput } from '@wayfare/contracts/travelers';
import {
  ASSISTANCE_CODES,
  KNOWN_TRAVELER_NUMBER_PATTERN,
  REDRESS_NUMBER_PATTERN,
  TravelerInputSchema,
} from '@wayfare/contracts/travelers';
import { prepareTravelerUpdate } from '@wayfare/domain/traveler-payload';

/** One frequent-flyer (airline code) or hotel loyalty (program code) number. */
export interface LoyaltyRow {
  key: string;
  code: string;
  number: string;
}

/** What the traveler form edits: every value as typed, so nothing is lost on a failed save. */
export interface TravelerDraft {
  /** The server id; null for a new traveler or a missing-info placeholder (not stored yet). */
  id: string | null;
  givenName: string;
  surname: string;
  gender: 'M' | 'F' | '';
  dateOfBirth: string;
  emailAddress: string;
  assistance: AssistanceCode[];
  passportNumber: string;
  passportCountry: string;
  passportNationality: string;
  passportExpiry: string;
  knownTravelerNumber: string;
  tsaRedressNumber: string;
  frequentFlyer: LoyaltyRow[];
  hotelLoyalty: LoyaltyRow[];
  isPrivateProfile: boolean;
}

export type TravelerRule =
  | 'nameRequired'
  | 'nameTooLong'
  | 'nameCharacters'
  | 'genderRequired'
  | 'dateFormat'
  | 'emailFormat'
  | 'passportNumber'
  | 'passportCountry'
  | 'passportNationality'
  | 'passportExpiry'
  | 'knownTravelerNumber'
  | 'redressNumber'
  | 'airlineCode'
  | 'frequentFlyerNumber'
  | 'hotelProgram'
  | 'hotelNumber'
  | 'duplicateProgram';

/** Field paths: `givenName`, `passportNumber`, `frequentFlyer.0.code`, `hotelLoyalty.1.number`. */
export type TravelerErrors = Partial<Record<string, TravelerRule>>;

const AIRLINE_CODE = /^[A-Z0-9]{2}$/;
const HOTEL_PROGRAM_CODE = /^[A-Z]{2,4}$/;
const PASSPORT_NUMBER = /^[A-Za-z0-9]{5,20}$/;
const COUNTRY_CODE = /^[A-Za-z]{2}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_FREQUENT_FLYER_LENGTH = 20;
const MAX_HOTEL_NUMBER_LENGTH = 30;

let rowCounter = 0;
export function createLoyaltyRow(code = '', number = ''): LoyaltyRow {
  rowCounter += 1;
  return { key: `row-${rowCounter}`, code, number };
}

export function createEmptyDraft(): TravelerDraft {
  return {
    id: null,
    givenName: '',
    surname: '',
    gender: '',
    dateOfBirth: '',
    emailAddress: '',
    assistance: [],
    passportNumber: '',
    passportCountry: '',
    passportNationality: '',
    passportExpiry: '',
    knownTravelerNumber: '',
    tsaRedressNumber: '',
    frequentFlyer: [],
    hotelLoyalty: [],
    isPrivateProfile: false,
  };
}

/** A placeholder keeps its names and link, but its 1870 birth date is a marker, never shown. */
export function createDraftFromTraveler(traveler: Traveler): TravelerDraft {
  return {
    id: traveler.isMissingInfo ? null : traveler.id,
    givenName: traveler.givenName,
    surname: traveler.surname,
    gender: traveler.gender,
    dateOfBirth: traveler.isMissingInfo ? '' : traveler.dateOfBirth,
    emailAddress: traveler.emailAddress ?? '',
    assistance: [...traveler.assistance],
    passportNumber: traveler.passport?.number ?? '',
    passportCountry: traveler.passport?.countryOfIssue ?? '',
    passportNationality: traveler.passport?.nationality ?? '',
    passportExpiry: traveler.passport?.expiration ?? '',
    knownTravelerNumber: traveler.knownTravelerNumber ?? '',
    tsaRedressNumber: traveler.tsaRedressNumber ?? '',
    frequentFlyer: Object.entries(traveler.frequentFlyer).map(([c, n]) => createLoyaltyRow(c, n)),
    hotelLoyalty: Object.entries(traveler.hotelLoyalty).map(([c, n]) => createLoyaltyRow(c, n)),
    isPrivateProfile: traveler.isPrivateProfile,
  };
}

function hasPassport(draft: TravelerDraft): boolean {
  return [
    draft.passportNumber,
    draft.passportCountry,
    draft.passportNationality,
    draft.passportExpiry,
  ].some((value) => value.trim() !== '');
}

function toEntries(rows: readonly LoyaltyRow[]): Record<string, string> {
  return Object.fromEntries(
    rows
      .filter((row) => row.code.trim() !== '')
      .map((row) => [row.code.trim().toUpperCase(), row.number.trim()]),
  );
}

/** The traveler as typed, in the update call's shape, before the spec §5 payload rules. */
export function buildRawTraveler(draft: TravelerDraft): Record<string, unknown> {
  return {
    id: draft.id ?? undefined,
    givenName: draft.givenName.trim(),
    surname: draft.surname.trim(),
    gender: draft.gender === '' ? undefined : draft.gender,
    dateOfBirth: draft.dateOfBirth.trim(),
    assistance: ASSISTANCE_CODES.filter((code) => draft.assistance.includes(code)),
    frequentFlyer: toEntries(draft.frequentFlyer),
    hotelLoyalty: toEntries(draft.hotelLoyalty),
    emailAddress: draft.emailAddress.trim(),
    passport: hasPassport(draft)
      ? {
          number: draft.passportNumber.trim(),
          countryOfIssue: draft.passportCountry.trim().toUpperCase(),
          nationality: draft.passportNationality.trim().toUpperCase() || undefined,
          expiration: draft.passportExpiry.trim(),
        }
      : null,
    knownTravelerNumber: draft.knownTravelerNumber.trim(),
    tsaRedressNumber: draft.tsaRedressNumber.trim(),
  };
}

/** The person for PUT /passengers/update, with the domain's payload rules applied (spec §5). */
export function buildTravelerPayload(draft: TravelerDraft): TravelerInput {
  // prepareTravelerUpdate returns JSON values; a draft that passed validateTravelerDraft has the
  // update call's shape, which the server validates again.
  return prepareTravelerUpdate(buildRawTraveler(draft)) as unknown as TravelerInput;
}

function checkName(value: string): TravelerRule | null {
  const result = TravelerInputSchema.shape.givenName.safeParse(value);
  if (result.success) return null;
  const code = result.error.issues[0]?.code;
  if (value.trim() === '' || code === 'too_small') return 'nameRequired';
  return code === 'too_big' ? 'nameTooLong' : 'nameCharacters';
}

function checkRows(
  errors: TravelerErrors,
  field: 'frequentFlyer' | 'hotelLoyalty',
  rows: readonly LoyaltyRow[],
): void {
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const code = row.code.trim().toUpperCase();
    if (code === '' && row.number.trim() === '') return;
    const isAirline = field === 'frequentFlyer';
    if (!(isAirline ? AIRLINE_CODE : HOTEL_PROGRAM_CODE).test(code)) {
      errors[`${field}.${index}.code`] = isAirline ? 'airlineCode' : 'hotelProgram';
    } else if (seen.has(code)) {
      errors[`${field}.${index}.code`] = 'duplicateProgram';
    }
    seen.add(code);
    const maxLength = isAirline ? MAX_FREQUENT_FLYER_LENGTH : MAX_HOTEL_NUMBER_LENGTH;
    if (row.number.trim().length > maxLength) {
      errors[`${field}.${index}.number`] = isAirline ? 'frequentFlyerNumber' : 'hotelNumber';
    }
  });
}

/** The form's rules, worded as the server's (contracts TravelerInputSchema). */
export function validateTravelerDraft(draft: TravelerDraft): TravelerErrors {
  const errors: TravelerErrors = {};
  const givenName = checkName(draft.givenName);
  if (givenName) errors.givenName = givenName;
  const surname = checkName(draft.surname);
  if (surname) errors.surname = surname;
  if (draft.gender === '') errors.gender = 'genderRequired';
  if (!ISO_DATE.test(draft.dateOfBirth.trim())) errors.dateOfBirth = 'dateFormat';
  if (!TravelerInputSchema.shape.emailAddress.safeParse(draft.emailAddress).success) {
    errors.emailAddress = 'emailFormat';
  }
  if (hasPassport(draft)) {
    if (!PASSPORT_NUMBER.test(draft.passportNumber.trim()))
      errors.passportNumber = 'passportNumber';
    if (!COUNTRY_CODE.test(draft.passportCountry.trim()))
      errors.passportCountry = 'passportCountry';
    const nationality = draft.passportNationality.trim();
    if (nationality !== '' && !COUNTRY_CODE.test(nationality)) {
      errors.passportNationality = 'passportNationality';
    }
    if (!ISO_DATE.test(draft.passportExpiry.trim())) errors.passportExpiry = 'passportExpiry';
  }
  const ktn = draft.knownTravelerNumber.trim();
  if (ktn !== '' && !KNOWN_TRAVELER_NUMBER_PATTERN.test(ktn)) {
    errors.knownTravelerNumber = 'knownTravelerNumber';
  }
  const redress = draft.tsaRedressNumber.trim();
  if (redress !== '' && !REDRESS_NUMBER_PATTERN.test(redress)) {
    errors.tsaRedressNumber = 'redressNumber';
  }
  checkRows(errors, 'frequentFlyer', draft.frequentFlyer);
  checkRows(errors, 'hotelLoyalty', draft.hotelLoyalty);
  return errors;
}

export function hasTravelerErrors(errors: TravelerErrors): boolean {
  return Object.keys(errors).length > 0;
}

const SERVER_FIELDS: Record<string, string> = {
  givenName: 'givenName',
  surname: 'surname',
  gender: 'gender',
  dateOfBirth: 'dateOfBirth',
  emailAddress: 'emailAddress',
  'passport.number': 'passportNumber',
  'passport.countryOfIssue': 'passportCountry',
  'passport.nationality': 'passportNationality',
  'passport.expiration': 'passportExpiry',
  passport: 'passportNumber',
  knownTravelerNumber: 'knownTravelerNumber',
  tsaRedressNumber: 'tsaRedressNumber',
  frequentFlyer: 'frequentFlyer',
  hotelLoyalty: 'hotelLoyalty',
};

/** Maps the server's 400 `field` (`person.passport.number`) onto a form field, or null. */
export function placeServerFieldError(field: string | undefined): string | null {
  if (!field?.startsWith('person.')) return null;
  const path = field.slice('person.'.length);
  const exact = SERVER_FIELDS[path];
  if (exact) return exact;
  const top = path.split('.')[0] ?? '';
  return SERVER_FIELDS[top] ?? null;
}
