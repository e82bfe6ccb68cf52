import { fromMajorUnits } from '@wayfare/domain/money-format';

/**
 * A price in US dollars as a person types it (price match, issue 19): "$412.37", "1,204.10",
 * "412", or with a decimal comma as French writes it ("1 204,10 $"). Answers cents, null when
 * nothing was typed, or 'invalid' (more than two decimals, letters, a negative or zero amount).
 */
export function parseUsdAmount(text: string): number | null | 'invalid' {
  const compact = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/^(US\$|USD|\$)/i, '')
    .replace(/(US\$|USD|\$)$/i, '');
  if (compact === '') return text.trim() === '' ? null : 'invalid';
  let normalised: string;
  if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(compact)) normalised = compact.replaceAll(',', '');
  else if (/^\d{1,3}(\.\d{3})+,\d{1,2}$/.test(compact))
    normalised = compact.replaceAll('.', '').replace(',', '.');
  else if (/^\d+([.,]\d{1,2})?$/.test(compact)) normalised = compact.replace(',', '.');
  else return 'invalid';
  const amountMinor = fromMajorUnits(Number(normalised), 'USD').amountMinor;
  return amountMinor > 0 && amountMinor <= 100_000_000 ? amountMinor : 'invalid';
}
