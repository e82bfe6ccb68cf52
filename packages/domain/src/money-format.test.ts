import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  fromMajorUnits,
  roundToWholeMajorUnits,
  selectCurrencyExponent,
  toMajorUnits,
} from './money-format';

const CURRENCIES = ['USD', 'EUR', 'CAD', 'JPY', 'CLP', 'KWD', 'GBP'] as const;
const money = fc.record({
  amountMinor: fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
  currency: fc.constantFrom(...CURRENCIES),
});

describe('selectCurrencyExponent', () => {
  it('follows ISO 4217, two digits unless listed', () => {
    expect(selectCurrencyExponent('USD')).toBe(2);
    expect(selectCurrencyExponent('EUR')).toBe(2);
    expect(selectCurrencyExponent('CAD')).toBe(2);
    expect(selectCurrencyExponent('JPY')).toBe(0);
    expect(selectCurrencyExponent('CLP')).toBe(0);
    expect(selectCurrencyExponent('KWD')).toBe(3);
    expect(selectCurrencyExponent('XYZ')).toBe(2);
  });
});

describe('toMajorUnits and fromMajorUnits', () => {
  it('round-trips every amount in minor units', () => {
    fc.assert(
      fc.property(money, (m) => {
        expect(fromMajorUnits(toMajorUnits(m), m.currency)).toEqual(m);
      }),
    );
  });

  it('scales by the currency', () => {
    expect(toMajorUnits({ amountMinor: 1234, currency: 'USD' })).toBe(12.34);
    expect(toMajorUnits({ amountMinor: 1234, currency: 'JPY' })).toBe(1234);
    expect(fromMajorUnits(19.99, 'USD')).toEqual({ amountMinor: 1999, currency: 'USD' });
    expect(fromMajorUnits(0.29, 'EUR')).toEqual({ amountMinor: 29, currency: 'EUR' });
    expect(fromMajorUnits(500, 'JPY')).toEqual({ amountMinor: 500, currency: 'JPY' });
  });
});

describe('roundToWholeMajorUnits', () => {
  it('rounds half away from zero', () => {
    expect(roundToWholeMajorUnits({ amountMinor: 12349, currency: 'USD' })).toBe(123);
    expect(roundToWholeMajorUnits({ amountMinor: 12350, currency: 'USD' })).toBe(124);
    expect(roundToWholeMajorUnits({ amountMinor: -12350, currency: 'USD' })).toBe(-124);
    expect(roundToWholeMajorUnits({ amountMinor: 12350, currency: 'JPY' })).toBe(12350);
  });
});

describe('formatMoney', () => {
  it('shows the currency’s own minor digits', () => {
    expect(formatMoney({ amountMinor: 106748, currency: 'USD' }, 'en-US')).toBe('$1,067.48');
    expect(formatMoney({ amountMinor: 7500, currency: 'CAD' }, 'en-CA')).toBe('$75.00');
    expect(formatMoney({ amountMinor: 106748, currency: 'JPY' }, 'en-US')).toBe('¥106,748');
    expect(formatMoney({ amountMinor: 1234, currency: 'EUR' }, 'fr-FR')).toBe('12,34\u00a0€');
  });

  it('never shows decimals for JPY', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (amountMinor) => {
        const text = formatMoney({ amountMinor, currency: 'JPY' }, 'en-US');
        expect(text).not.toMatch(/\./);
        expect(Number(text.replace(/[^\d-]/g, ''))).toBe(amountMinor);
      }),
    );
  });

  it('shows negative amounts with a minus and the same digits', () => {
    fc.assert(
      fc.property(money, (m) => {
        fc.pre(m.amountMinor > 0);
        const positive = formatMoney(m, 'en-US');
        const negative = formatMoney({ ...m, amountMinor: -m.amountMinor }, 'en-US');
        expect(negative).toBe(`-${positive}`);
      }),
    );
    expect(formatMoney({ amountMinor: -1550, currency: 'USD' }, 'en-US')).toBe('-$15.50');
  });

  it('reads back as the amount in minor units (en-US)', () => {
    fc.assert(
      fc.property(money, (m) => {
        const digits = formatMoney(m, 'en-US', { currencyDisplay: 'code' }).replace(/[^\d-]/g, '');
        expect(Number(digits)).toBe(m.amountMinor);
      }),
    );
  });

  it('rounds fares to whole units, trims whole charges and can sign', () => {
    const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });
    expect(formatMoney(usd(34650), 'en-US', { precision: 'whole' })).toBe('$347');
    expect(formatMoney(usd(34649), 'en-US', { precision: 'whole' })).toBe('$346');
    expect(formatMoney(usd(7500), 'en-US', { precision: 'trimmed' })).toBe('$75');
    expect(formatMoney(usd(3750), 'en-US', { precision: 'trimmed' })).toBe('$37.50');
    expect(formatMoney(usd(2500), 'en-US', { signDisplay: 'always' })).toBe('+$25.00');
    expect(formatMoney(usd(1_234_500), 'en-US', { precision: 'whole', notation: 'compact' })).toBe(
      '$12.3K',
    );
  });
});
