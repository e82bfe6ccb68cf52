import type { AssistanceCode, Traveler, TravelerInput } from '@wayfare/contracts/travelers';
import { ASSISTANCE_CODES } from '@wayfare/contracts/traveler-codes';
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

export function hasPassport(draft: TravelerDraft): boolean {
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
