import type { BookingPayment } from '@wayfare/contracts/flight-booking';
import type { Currency } from '@wayfare/contracts/money';
import type { SplitMode, SplitPaymentRequest } from '@wayfare/contracts/split-payment';
import { fromMajorUnits, toMajorUnits } from '@wayfare/domain/money-format';
import {
  checkShares,
  MAX_SHARES,
  splitEvenly,
  type ShareProblem,
} from '@wayfare/domain/split-payment';

/**
 * The booking page's split payment choice (issue 23), as typed: share 0 is the booker's (the card
 * above); every other share names a card of theirs (`cards`) or a payer (`travellers`). Amounts
 * are typed in major units and checked with the domain's rule as the person types.
 */
export interface SplitDraftShare {
  amountText: string;
  cardToken: string | null;
  payerName: string;
  payerEmail: string;
}

export interface SplitDraft {
  enabled: boolean;
  mode: SplitMode;
  bookerName: string;
  shares: SplitDraftShare[];
}

export const EMPTY_SPLIT: SplitDraft = {
  enabled: false,
  mode: 'travellers',
  bookerName: '',
  shares: [],
};

const blankShare = (amountText: string): SplitDraftShare => ({
  amountText,
  cardToken: null,
  payerName: '',
  payerEmail: '',
});

/** Formats minor units as the amount box shows them (no grouping, the currency's decimals). */
export function formatShareInput(amountMinor: number, currency: Currency): string {
  const major = toMajorUnits({ amountMinor, currency });
  const decimals = String(fromMajorUnits(1, currency).amountMinor).length - 1;
  return major.toFixed(decimals);
}

/** A typed amount in minor units, or null when it is not a number. */
export function parseShareInput(text: string, currency: Currency): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (!/^\d+(\.\d*)?$/.test(cleaned)) return null;
  return fromMajorUnits(Number(cleaned), currency).amountMinor;
}

/** The draft's shares re-split evenly over `count` shares of `totalMinor`, keeping who pays. */
export function splitDraftEvenly(
  draft: SplitDraft,
  count: number,
  totalMinor: number,
  currency: Currency,
): SplitDraft {
  const n = Math.min(Math.max(count, 2), MAX_SHARES);
  const amounts = splitEvenly(totalMinor, n);
  return {
    ...draft,
    shares: amounts.map((a, i) => ({
      ...(draft.shares[i] ?? blankShare('')),
      amountText: formatShareInput(a, currency),
    })),
  };
}

export type SplitCheck =
  | { ok: true; sumMinor: number }
  | { ok: false; sumMinor: number; problem: ShareProblem | { code: 'Unparsed'; index: number } };

/** The live check of the typed shares against what the card pays. */
export function checkDraft(draft: SplitDraft, totalMinor: number, currency: Currency): SplitCheck {
  const amounts: number[] = [];
  for (const [index, share] of draft.shares.entries()) {
    const minor = parseShareInput(share.amountText, currency);
    if (minor === null)
      return {
        ok: false,
        sumMinor: amounts.reduce((a, b) => a + b, 0),
        problem: { code: 'Unparsed', index },
      };
    amounts.push(minor);
  }
  const sumMinor = amounts.reduce((a, b) => a + b, 0);
  const problem = checkShares(totalMinor, amounts);
  return problem ? { ok: false, sumMinor, problem } : { ok: true, sumMinor };
}

/** `payment.split` as the book request sends it, or nothing without a split. */
export function toSplitRequest(
  draft: SplitDraft,
  currency: Currency,
): Pick<BookingPayment, 'split'> {
  if (!draft.enabled || draft.shares.length < 2) return {};
  const split: SplitPaymentRequest = {
    mode: draft.mode,
    shares: draft.shares.map((s, i) => ({
      amountMinor: parseShareInput(s.amountText, currency) ?? -1,
      ...(draft.mode === 'cards' && i > 0 && s.cardToken ? { cardToken: s.cardToken } : {}),
      ...(draft.mode === 'travellers' && i === 0 && draft.bookerName.trim()
        ? { payer: { name: draft.bookerName.trim() } }
        : {}),
      ...(draft.mode === 'travellers' && i > 0
        ? { payer: { name: s.payerName.trim(), email: s.payerEmail.trim() } }
        : {}),
    })),
  };
  return { split };
}
