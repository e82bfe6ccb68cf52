import {
  KNOWN_TRAVELER_NUMBER_PATTERN,
  REDRESS_NUMBER_PATTERN,
  TravelerInputSchema,
} from '@wayfare/contracts/travelers';
import type { LoyaltyRow, TravelerDraft, TravelerErrors, TravelerRule } from './traveler-draft';
import { hasPassport } from './traveler-draft';

/*
 * The traveler form's rules. They check names and e-mail addresses with the server's own schemas
 * (contracts TravelerInputSchema), so this module brings zod with it: only the traveler form
 * imports it, and the form loads when its dialog opens (traveler-form-dialog.tsx), never with the
 * booking page.
 */

const AIRLINE_CODE = /^[A-Z0-9]{2}$/;
const HOTEL_PROGRAM_CODE = /^[A-Z]{2,4}$/;
const PASSPORT_NUMBER = /^[A-Za-z0-9]{5,20}$/;
const COUNTRY_CODE = /^[A-Za-z]{2}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_FREQUENT_FLYER_LENGTH = 20;
const MAX_HOTEL_NUMBER_LENGTH = 30;

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
