import type { CarLoyaltyErrorCode } from '@wayfare/contracts/error-catalogue';

/**
 * Car rental loyalty programmes and the sandbox's number rules (issue 21, spec §8 car loyalty
 * errors; docs/decisions/016-cars.md). Pure: the same rules judge a number on the server and
 * make one in tests and journeys.
 *
 * A sandbox member number is 9 digits:
 * - d1: the programme's digit (each rental company issues its own);
 * - d2d3: the member's surname initial, 00 = A … 25 = Z (plus 26, 52 or 78: 26 = A again);
 * - d4d5: `00` marks an account that is closed or inactive;
 * - d9: a Luhn check digit over d1–d8.
 */

export interface CarLoyaltyProgram {
  code: string;
  name: string;
  /** The first digit of every member number. */
  digit: number;
  /** Counters that do not take the programme (city branches for some brands). */
  airportOnly: boolean;
}

/** By rental company code; Thrifty (ZT) and Dollar (ZR) run no programme. */
export const CAR_LOYALTY_PROGRAMS: Readonly<Record<string, CarLoyaltyProgram>> = {
  ZE: { code: 'HERTZ_GOLD', name: 'Hertz Gold Plus Rewards', digit: 1, airportOnly: false },
  ZI: { code: 'AVIS_PREFERRED', name: 'Avis Preferred', digit: 2, airportOnly: false },
  ZD: { code: 'BUDGET_FASTBREAK', name: 'Budget Fastbreak', digit: 3, airportOnly: true },
  ET: { code: 'ENTERPRISE_PLUS', name: 'Enterprise Plus', digit: 4, airportOnly: false },
  ZL: { code: 'NATIONAL_EMERALD', name: 'National Emerald Club', digit: 5, airportOnly: false },
  AL: { code: 'ALAMO_INSIDERS', name: 'Alamo Insiders', digit: 6, airportOnly: true },
  SX: { code: 'SIXT_ONE', name: 'Sixt ONE', digit: 7, airportOnly: false },
  EP: { code: 'EUROPCAR_PRIVILEGE', name: 'Europcar Privilege', digit: 8, airportOnly: false },
};

/** The programme a counter accepts for this company, or null (none, or not at a city branch). */
export function findCarLoyaltyProgram(
  supplierCode: string,
  counterKind: 'Airport' | 'City',
): CarLoyaltyProgram | null {
  const program = CAR_LOYALTY_PROGRAMS[supplierCode];
  if (!program) return null;
  return program.airportOnly && counterKind === 'City' ? null : program;
}

/** The Luhn check digit that completes `digits`. */
export function computeLuhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** The first letter of a surname, A–Z, accents folded; null when it starts with none. */
export function surnameInitial(surname: string): string | null {
  const folded = surname
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toUpperCase();
  const match = /[A-Z]/.exec(folded);
  return match ? match[0] : null;
}

export type CarLoyaltyCheck = { ok: true } | { ok: false; code: CarLoyaltyErrorCode };

/**
 * Judges a member number for the main driver, in order: a programme this counter accepts
 * (LoyaltyProgramNotAccepted), the number's shape, programme digit and check digit
 * (InvalidLoyaltyNumber), the member's surname initial against the driver's
 * (LoyaltyNameMismatch), and an active account (LoyaltyAccountInactive).
 */
export function checkCarLoyaltyNumber(
  program: CarLoyaltyProgram | null,
  number: string,
  driverSurname: string,
): CarLoyaltyCheck {
  if (!program) return { ok: false, code: 'LoyaltyProgramNotAccepted' };
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{9}$/.test(digits)) return { ok: false, code: 'InvalidLoyaltyNumber' };
  if (Number(digits[0]) !== program.digit) return { ok: false, code: 'InvalidLoyaltyNumber' };
  if (computeLuhnCheckDigit(digits.slice(0, 8)) !== Number(digits[8]))
    return { ok: false, code: 'InvalidLoyaltyNumber' };
  const memberInitial = String.fromCharCode(65 + (Number(digits.slice(1, 3)) % 26));
  if (surnameInitial(driverSurname) !== memberInitial)
    return { ok: false, code: 'LoyaltyNameMismatch' };
  if (digits.slice(3, 5) === '00') return { ok: false, code: 'LoyaltyAccountInactive' };
  return { ok: true };
}

/**
 * A valid sandbox number of `program` for a member named `surname` (tests, journeys, the docs):
 * `serial` (0–999) picks among many; `inactive` makes a closed account's number.
 */
export function makeSandboxCarLoyaltyNumber(
  program: CarLoyaltyProgram,
  surname: string,
  options: { serial?: number; inactive?: boolean } = {},
): string {
  const initial = surnameInitial(surname) ?? 'A';
  const letter = String(initial.charCodeAt(0) - 65).padStart(2, '0');
  const serial = String((options.serial ?? 123) % 1000).padStart(3, '0');
  const status = options.inactive ? '00' : '42';
  const body = `${program.digit}${letter}${status}${serial}`;
  return `${body}${computeLuhnCheckDigit(body)}`;
}

/** The last four characters of a member number, as views and e-mails show it. */
export function maskLoyaltyNumber(number: string): string {
  return number.replace(/[\s-]/g, '').slice(-4);
}
