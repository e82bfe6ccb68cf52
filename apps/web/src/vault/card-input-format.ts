import { detectCardBrand } from '@wayfare/domain/card-rules';

/**
 * How the vault frame shows what is typed (issue 16: "the card number input groups digits and the
 * expiry adds its slash"). Pure, so the frame stays tiny and the rules are tested.
 */

/** Digit groups as the card prints them: 4-6-5 for American Express, 4-6-4 for 14-digit Diners. */
function selectGroups(digits: string): readonly number[] {
  const brand = detectCardBrand(digits);
  if (brand === 'american_express') return [4, 6, 5];
  if (brand === 'diners_club' && digits.length <= 14) return [4, 6, 4];
  return [4, 4, 4, 4, 3];
}

/** "4242424242424242" → "4242 4242 4242 4242"; anything but digits is dropped, 19 digits at most. */
export function formatCardNumberInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 19);
  const parts: string[] = [];
  let at = 0;
  for (const size of selectGroups(digits)) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) parts.push(digits.slice(at));
  return parts.join(' ');
}

/**
 * The expiry as MM/YY while typing: the slash comes after the month ("12" → "12/", "1230" →
 * "12/30"), a month that can only be one digit gets its zero ("4" → "04/"), and deleting the
 * slash deletes it rather than adding it back. Four-digit years (MM/YYYY) are kept.
 */
export function formatExpiryInput(text: string, previous: string): string {
  let digits = text.replace(/\D/g, '').slice(0, 6);
  const isDeleting = text.length < previous.length;
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return isDeleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** Where the caret goes after reformatting: after as many digits as were before it. */
export function placeCaret(formatted: string, digitsBeforeCaret: number): number {
  if (digitsBeforeCaret <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (/\d/.test(formatted[i] ?? '')) seen += 1;
    if (seen === digitsBeforeCaret) return i + 1;
  }
  return formatted.length;
}
