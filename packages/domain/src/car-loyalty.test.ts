import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAR_LOYALTY_PROGRAMS,
  checkCarLoyaltyNumber,
  computeLuhnCheckDigit,
  findCarLoyaltyProgram,
  makeSandboxCarLoyaltyNumber,
  maskLoyaltyNumber,
  surnameInitial,
} from './car-loyalty';

const HERTZ = CAR_LOYALTY_PROGRAMS.ZE;
const AVIS = CAR_LOYALTY_PROGRAMS.ZI;
if (!HERTZ || !AVIS) throw new Error('programmes missing');

describe('car loyalty programmes', () => {
  it('are accepted by the brands that run one, deal brands only at airports', () => {
    expect(findCarLoyaltyProgram('ZE', 'City')?.code).toBe('HERTZ_GOLD');
    expect(findCarLoyaltyProgram('ZT', 'Airport')).toBeNull();
    expect(findCarLoyaltyProgram('ZD', 'Airport')?.code).toBe('BUDGET_FASTBREAK');
    expect(findCarLoyaltyProgram('ZD', 'City')).toBeNull();
  });

  it('compute the Luhn digit', () => {
    expect(computeLuhnCheckDigit('7992739871')).toBe(3);
  });

  it('fold accents and skip punctuation for the initial', () => {
    expect(surnameInitial(' Ørsted')).toBe('R');
    expect(surnameInitial('Égalité')).toBe('E');
    expect(surnameInitial("d'Arcy")).toBe('D');
    expect(surnameInitial('—')).toBeNull();
  });
});

describe('checkCarLoyaltyNumber (spec §8 car loyalty errors)', () => {
  it('answers each error in order', () => {
    const good = makeSandboxCarLoyaltyNumber(HERTZ, 'Smith');
    expect(checkCarLoyaltyNumber(HERTZ, good, 'Smith')).toEqual({ ok: true });
    expect(checkCarLoyaltyNumber(null, good, 'Smith')).toEqual({
      ok: false,
      code: 'LoyaltyProgramNotAccepted',
    });
    expect(checkCarLoyaltyNumber(HERTZ, 'ABC', 'Smith').ok).toBe(false);
    expect(checkCarLoyaltyNumber(AVIS, good, 'Smith')).toEqual({
      ok: false,
      code: 'InvalidLoyaltyNumber',
    });
    expect(checkCarLoyaltyNumber(HERTZ, good, 'Jones')).toEqual({
      ok: false,
      code: 'LoyaltyNameMismatch',
    });
    expect(
      checkCarLoyaltyNumber(
        HERTZ,
        makeSandboxCarLoyaltyNumber(HERTZ, 'Smith', { inactive: true }),
        'Smith',
      ),
    ).toEqual({ ok: false, code: 'LoyaltyAccountInactive' });
    expect(checkCarLoyaltyNumber(HERTZ, `${good.slice(0, 4)} ${good.slice(4)}`, 'smith').ok).toBe(
      true,
    );
  });

  it('accepts every made number for its surname and no single-digit typo of it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(CAR_LOYALTY_PROGRAMS)),
        fc.stringMatching(/^[A-Z][a-z]{1,12}$/),
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 9 }),
        (program, surname, serial, position, delta) => {
          const number = makeSandboxCarLoyaltyNumber(program, surname, { serial });
          if (!checkCarLoyaltyNumber(program, number, surname).ok) return false;
          const digit = (Number(number[position]) + delta) % 10;
          const typo = `${number.slice(0, position)}${digit}${number.slice(position + 1)}`;
          return !checkCarLoyaltyNumber(program, typo, surname).ok;
        },
      ),
    );
  });

  it('shows only the last four', () => {
    expect(maskLoyaltyNumber('118-42-1234')).toBe('1234');
  });
});
