/**
 * One way to turn money into text and back, by currency: minor units come from the currency's
 * ISO 4217 exponent (JPY and CLP have none, USD, EUR and CAD two), never from a fixed 100.
 */

/** Money in minor units (contracts' `Money`, or a stored row whose currency is a plain string). */
export interface MinorAmount {
  amountMinor: number;
  currency: string;
}

/** The ISO 4217 exponent of most currencies, ours included. */
export const DEFAULT_CURRENCY_EXPONENT = 2;

/** ISO 4217 exponents that are not the default two. */
const CURRENCY_EXPONENTS: Readonly<Partial<Record<string, number>>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

/** Digits after the decimal point in the currency's major unit: 2 for USD, 0 for JPY. */
export function selectCurrencyExponent(currency: string): number {
  return CURRENCY_EXPONENTS[currency.toUpperCase()] ?? DEFAULT_CURRENCY_EXPONENT;
}

/** Minor units per major unit: 100 for USD, 1 for JPY. */
export function selectMinorUnitsPerMajor(currency: string): number {
  return 10 ** selectCurrencyExponent(currency);
}

/** The amount in major units: 1234 USD minor units → 12.34; 1234 JPY → 1234. */
export function toMajorUnits(money: MinorAmount): number {
  return money.amountMinor / selectMinorUnitsPerMajor(money.currency);
}

/** Major units (a typed or configured amount) to money, rounded to the nearest minor unit. */
export function fromMajorUnits<C extends string>(
  amountMajor: number,
  currency: C,
): { amountMinor: number; currency: C } {
  const amountMinor = Math.round(amountMajor * selectMinorUnitsPerMajor(currency));
  return { amountMinor: amountMinor === 0 ? 0 : amountMinor, currency };
}

/** Rounds to whole major units, half away from zero (spec §9: $123.49 → 123, $123.50 → 124). */
export function roundToWholeMajorUnits(money: MinorAmount): number {
  const perMajor = selectMinorUnitsPerMajor(money.currency);
  const whole = Math.sign(money.amountMinor) * Math.round(Math.abs(money.amountMinor) / perMajor);
  return whole === 0 ? 0 : whole;
}

export interface MoneyFormatOptions {
  /**
   * `exact` (default): every minor digit, "$1,067.48", "¥1,067"; `whole`: rounded to whole units as
   * fares are shown, "$346"; `trimmed`: exact, without minor digits when there are none, "$75",
   * "$37.50".
   */
  precision?: 'exact' | 'whole' | 'trimmed';
  /** As `Intl.NumberFormat`: `auto` "-$5.00", `always` "+$5.00", `exceptZero`, `never`. */
  signDisplay?: 'auto' | 'always' | 'exceptZero' | 'never';
  /** `compact` "$12K": for tight spaces such as map pills (with `whole` precision, one digit). */
  notation?: 'standard' | 'compact';
  /** The currency's symbol (default) or its ISO code: "CA$12.00" or "CAD 12.00". */
  currencyDisplay?: 'symbol' | 'narrowSymbol' | 'code';
}

const formatters = new Map<string, Intl.NumberFormat>();

function selectFormatter(
  locale: string,
  currency: string,
  digits: number,
  options: MoneyFormatOptions,
): Intl.NumberFormat {
  const notation = options.notation ?? 'standard';
  const signDisplay = options.signDisplay ?? 'auto';
  const currencyDisplay = options.currencyDisplay ?? 'symbol';
  const key = [locale, currency, digits, notation, signDisplay, currencyDisplay].join('|');
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay,
      signDisplay,
      notation,
      minimumFractionDigits: notation === 'compact' ? 0 : digits,
      maximumFractionDigits: notation === 'compact' ? Math.max(digits, 1) : digits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Money as text in the reader's language (`locale` is a BCP 47 tag), with the currency's own minor
 * digits: `formatMoney({ amountMinor: 106748, currency: 'USD' }, 'en-US')` → "$1,067.48".
 */
export function formatMoney(
  money: MinorAmount,
  locale: string,
  options: MoneyFormatOptions = {},
): string {
  const exponent = selectCurrencyExponent(money.currency);
  const precision = options.precision ?? 'exact';
  if (precision === 'whole') {
    return selectFormatter(locale, money.currency, 0, options).format(
      roundToWholeMajorUnits(money),
    );
  }
  const isWhole = money.amountMinor % selectMinorUnitsPerMajor(money.currency) === 0;
  const digits = precision === 'trimmed' && isWhole ? 0 : exponent;
  return selectFormatter(locale, money.currency, digits, options).format(toMajorUnits(money));
}
