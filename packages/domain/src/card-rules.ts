export type CardBrand =
  'visa' | 'master' | 'american_express' | 'discover' | 'diners_club' | 'jcb' | 'maestro';

/** Card brands as people know them (the same in every language the portal speaks). */
export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  master: 'Mastercard',
  american_express: 'American Express',
  discover: 'Discover',
  diners_club: 'Diners Club',
  jcb: 'JCB',
  maestro: 'Maestro',
};

/** A stored brand's name, or the brand as stored when it is not one the portal knows. */
export function nameCardBrand(brand: string): string {
  return Object.hasOwn(CARD_BRAND_NAMES, brand) ? CARD_BRAND_NAMES[brand as CardBrand] : brand;
}

/** Prefix patterns and allowed lengths, most specific first (maestro overlaps nothing here). */
const BRANDS: { brand: CardBrand; pattern: RegExp; lengths: number[]; cvcLength: number }[] = [
  { brand: 'american_express', pattern: /^3[47]/, lengths: [15], cvcLength: 4 },
  { brand: 'diners_club', pattern: /^3(0[0-5]|[68])/, lengths: [14, 16], cvcLength: 3 },
  { brand: 'jcb', pattern: /^35(2[89]|[3-8])/, lengths: [16, 17, 18, 19], cvcLength: 3 },
  { brand: 'discover', pattern: /^6(011|5|4[4-9]|22)/, lengths: [16, 19], cvcLength: 3 },
  {
    brand: 'maestro',
    pattern: /^(5018|5020|5038|5893|6304|6759|676[1-3])/,
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
    cvcLength: 3,
  },
  {
    brand: 'master',
    pattern: /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/,
    lengths: [16],
    cvcLength: 3,
  },
  { brand: 'visa', pattern: /^4/, lengths: [13, 16, 19], cvcLength: 3 },
];

export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function detectCardBrand(digits: string): CardBrand | null {
  return BRANDS.find((b) => b.pattern.test(digits))?.brand ?? null;
}

export type CardCheckCode =
  'InvalidCreditCardNumber' | 'CreditCardExpired' | 'InvalidCreditCardVerificationNumber';

export type CardCheck =
  | { ok: true; digits: string; brand: CardBrand; lastFour: string }
  | { ok: false; code: CardCheckCode; field: 'number' | 'expiryMonth' | 'cvc'; message: string };

/**
 * A card the vault accepts: known brand and length, Luhn check digit, not expired at the end of
 * its expiry month (compared in UTC), and a security code of the brand's length.
 */
export function checkCard(
  input: { number: string; expiryMonth: number; expiryYear: number; cvc: string },
  now: Date,
): CardCheck {
  const digits = input.number.replace(/[\s-]/g, '');
  const brand = detectCardBrand(digits);
  const rule = BRANDS.find((b) => b.brand === brand);
  if (!rule || !rule.lengths.includes(digits.length) || !isLuhnValid(digits))
    return {
      ok: false,
      code: 'InvalidCreditCardNumber',
      field: 'number',
      message: 'Check the card number and try again.',
    };
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  if (input.expiryYear < year || (input.expiryYear === year && input.expiryMonth < month))
    return {
      ok: false,
      code: 'CreditCardExpired',
      field: 'expiryMonth',
      message: 'This card has expired.',
    };
  if (!/^\d+$/.test(input.cvc) || input.cvc.length !== rule.cvcLength)
    return {
      ok: false,
      code: 'InvalidCreditCardVerificationNumber',
      field: 'cvc',
      message: `The security code is ${rule.cvcLength} digits for this card.`,
    };
  return { ok: true, digits, brand: rule.brand, lastFour: digits.slice(-4) };
}
