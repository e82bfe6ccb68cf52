/**
 * Split payment (issue 23, docs/decisions/021-split-payment.md): what the card pays of a booking
 * is shared out, either across two or more of the booker's own cards (all authorized at once) or
 * across the travellers (the booker's share now, every other share by its payer from an e-mailed
 * link). The booking is held, like an approval hold, until every share is authorized; any decline
 * of one of the booker's cards, or the deadline, releases every authorization.
 *
 * Amounts are integer minor units of the booking's currency; the shares always sum exactly to
 * what the card pays.
 */

export type SplitMode = 'cards' | 'travellers';

/**
 * A split's life: Collecting while shares are outstanding; Authorized once every share is (the
 * booking goes on); Captured with the booking's confirmation; Declined (a card of the booker's
 * refused) or Expired (the deadline passed) release every authorization and end as Released.
 */
export type SplitStatus =
  'Collecting' | 'Authorized' | 'Captured' | 'Declined' | 'Expired' | 'Released';

/**
 * A share's life: Requested → Authorizing (one payer's attempt holds it, so one share is paid
 * once) → Authorized | Declined; a Declined traveller's share may be tried again until the
 * deadline; Captured when the booking confirms; Expired or Released when the split ends without it.
 */
export type ShareStatus =
  'Requested' | 'Authorizing' | 'Authorized' | 'Declined' | 'Expired' | 'Released' | 'Captured';

/** The fewest shares a split has (the booker's and one more). */
export const MIN_SHARES = 2;
/** The most shares a split has: a booking's travellers (nine at most) are shared by up to six. */
export const MAX_SHARES = 6;
/**
 * The smallest share, in minor units (1.00 of a two-decimal currency): a share is paid by its
 * own card, and an authorization of a few cents is what card testing looks like.
 */
export const MIN_SHARE_MINOR = 100;
/** How long the other travellers have to pay: 24 hours, never past the booking's hold. */
export const SPLIT_DEADLINE_HOURS = 24;

/**
 * Splits a total evenly over `count` shares. The remainder rule: the cents that do not divide go
 * one each to the first shares (the booker's first), so no share differs from another by more
 * than one minor unit and the shares sum exactly to the total.
 */
export function splitEvenly(totalMinor: number, count: number): number[] {
  if (!Number.isSafeInteger(totalMinor) || totalMinor < 0)
    throw new RangeError('total must be a whole, non-negative number of minor units');
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError('count must be at least 1');
  const base = Math.floor(totalMinor / count);
  const remainder = totalMinor - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < remainder ? 1 : 0));
}

export type ShareProblem =
  | { code: 'TooFewShares' | 'TooManyShares'; index: null }
  | { code: 'InvalidShareAmount' | 'ShareTooSmall'; index: number }
  | { code: 'SharesDoNotSum'; index: null; differenceMinor: number };

/**
 * Checks chosen share amounts against what the card pays: between MIN_SHARES and MAX_SHARES
 * shares, each a whole number of minor units of at least MIN_SHARE_MINOR, summing exactly to
 * the total. The first problem found, or null.
 */
export function checkShares(totalMinor: number, amounts: readonly number[]): ShareProblem | null {
  if (amounts.length < MIN_SHARES) return { code: 'TooFewShares', index: null };
  if (amounts.length > MAX_SHARES) return { code: 'TooManyShares', index: null };
  for (const [index, amount] of amounts.entries()) {
    if (!Number.isSafeInteger(amount) || amount < 0) return { code: 'InvalidShareAmount', index };
    if (amount < MIN_SHARE_MINOR) return { code: 'ShareTooSmall', index };
  }
  const sum = amounts.reduce((a, b) => a + b, 0);
  if (sum !== totalMinor)
    return { code: 'SharesDoNotSum', index: null, differenceMinor: totalMinor - sum };
  return null;
}

/**
 * The deadline for every share: SPLIT_DEADLINE_HOURS after the hold starts, but never after the
 * held inventory's hold ends (`holdEndsAt`), as the booking cannot wait past it.
 */
export function splitDeadline(input: { holdStartsAt: Date; holdEndsAt: Date }): Date {
  const wanted = input.holdStartsAt.getTime() + SPLIT_DEADLINE_HOURS * 3_600_000;
  return new Date(Math.min(wanted, input.holdEndsAt.getTime()));
}

export type ShareEvent = 'attempt' | 'authorized' | 'declined' | 'expire' | 'release' | 'capture';

/** A share's next status on an event, or null when the event does not apply to it. */
export function moveShare(status: ShareStatus, event: ShareEvent): ShareStatus | null {
  switch (event) {
    case 'attempt':
      return status === 'Requested' || status === 'Declined' ? 'Authorizing' : null;
    case 'authorized':
      return status === 'Authorizing' ? 'Authorized' : null;
    case 'declined':
      return status === 'Authorizing' ? 'Declined' : null;
    case 'expire':
      return status === 'Requested' || status === 'Declined' || status === 'Authorizing'
        ? 'Expired'
        : null;
    case 'release':
      return status === 'Authorized' ? 'Released' : null;
    case 'capture':
      return status === 'Authorized' ? 'Captured' : null;
  }
}

/** The shares' statuses from which a share can still be paid (a payer may try again). */
export const PAYABLE_SHARE_STATUSES: readonly ShareStatus[] = ['Requested', 'Declined'];

export type SplitDecision =
  | { kind: 'Confirm' }
  | { kind: 'Wait'; outstanding: number }
  | { kind: 'Release'; status: 'Declined' | 'Expired' };

/**
 * What a collecting split does now. The booking confirms only when every share is authorized.
 * Across the booker's cards, any decline releases everything (they were tried at once); across
 * travellers a decline lets that traveller try again, and only the deadline ends the split.
 * Once the deadline has passed, whatever is not authorized ends it.
 */
export function decideSplit(input: {
  mode: SplitMode;
  shares: readonly ShareStatus[];
  now: Date;
  deadline: Date;
}): SplitDecision {
  const outstanding = input.shares.filter((s) => s !== 'Authorized').length;
  if (outstanding === 0 && input.shares.length > 0) return { kind: 'Confirm' };
  if (input.mode === 'cards' && input.shares.includes('Declined'))
    return { kind: 'Release', status: 'Declined' };
  if (input.now.getTime() >= input.deadline.getTime())
    return { kind: 'Release', status: 'Expired' };
  return { kind: 'Wait', outstanding };
}

/** A split's next status on ending it, or null when it has already ended. */
export function moveSplit(
  status: SplitStatus,
  event: 'allAuthorized' | 'declined' | 'expired' | 'released' | 'captured',
): SplitStatus | null {
  switch (event) {
    case 'allAuthorized':
      return status === 'Collecting' ? 'Authorized' : null;
    case 'declined':
      return status === 'Collecting' ? 'Declined' : null;
    case 'expired':
      return status === 'Collecting' ? 'Expired' : null;
    case 'released':
      return status === 'Declined' || status === 'Expired' || status === 'Authorized'
        ? 'Released'
        : null;
    case 'captured':
      return status === 'Authorized' ? 'Captured' : null;
  }
}

/**
 * A cancelled split booking's card refund shared across the shares' cards, in proportion to what
 * each card paid. Exact minor units: each share gets the floor of its proportional part, and the
 * units left over go one each to the shares with the largest remainders, ties to the earlier
 * position (the booker's first), so the parts always add up to the refund and none exceeds what
 * its card paid. A refund above what was paid is capped at it; a negative one refunds nothing.
 */
export function allotShareRefunds(refundMinor: number, paidMinor: readonly number[]): number[] {
  const paid = paidMinor.map((p) => (Number.isSafeInteger(p) && p > 0 ? p : 0));
  const total = paid.reduce((a, b) => a + b, 0);
  const refund = Math.max(0, Math.min(Math.floor(refundMinor), total));
  if (total === 0 || refund === 0) return paid.map(() => 0);
  // BigInt keeps refund × paid exact beyond 2^53.
  const parts = paid.map((p, index) => {
    const exact = BigInt(refund) * BigInt(p);
    return { index, minor: Number(exact / BigInt(total)), remainder: exact % BigInt(total) };
  });
  let left = refund - parts.reduce((sum, p) => sum + p.minor, 0);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const part of byRemainder) {
    if (left === 0) break;
    part.minor += 1;
    left -= 1;
  }
  return parts.map((p) => p.minor);
}

/**
 * When a traveller who hasn't paid is reminded: once, when half the time to the deadline is gone
 * (the hold's start to its deadline, on the travel clock).
 */
export function splitReminderAt(input: { holdStartsAt: Date; deadline: Date }): Date {
  const start = input.holdStartsAt.getTime();
  const span = Math.max(0, input.deadline.getTime() - start);
  return new Date(start + Math.floor(span / 2));
}
