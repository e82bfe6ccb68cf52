/**
 * Spec §9: a refund is split across the payment sources in proportion to what each paid, to the
 * minor unit, never more than a source paid. Largest-remainder rounding: each source first gets
 * the floor of its exact share, then the minor units left go one each to the largest fractional
 * parts (ties in the sources' order, card first), so the parts always sum to the refund exactly.
 */
export interface PaidSource<S extends string = string> {
  source: S;
  paidMinor: number;
}

export function splitRefund<S extends string>(
  refundMinor: number,
  paid: readonly PaidSource<S>[],
): { source: S; refundMinor: number }[] {
  const total = paid.reduce((sum, p) => sum + Math.max(0, p.paidMinor), 0);
  const refund = Math.max(0, Math.min(Math.floor(refundMinor), total));
  if (total === 0) return paid.map((p) => ({ source: p.source, refundMinor: 0 }));
  // BigInt keeps refund × paid exact beyond 2^53 (large totals in minor units).
  const parts = paid.map((p, index) => {
    const exact = BigInt(refund) * BigInt(Math.max(0, p.paidMinor));
    const floor = exact / BigInt(total);
    return {
      index,
      source: p.source,
      refundMinor: Number(floor),
      remainder: exact % BigInt(total),
    };
  });
  let left = refund - parts.reduce((sum, p) => sum + p.refundMinor, 0);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const part of byRemainder) {
    if (left === 0) break;
    part.refundMinor += 1;
    left -= 1;
  }
  return parts.map((p) => ({ source: p.source, refundMinor: p.refundMinor }));
}

/**
 * Spec §5 "travel credits restored on cancel if not expired": a card's annual travel credit is for
 * one calendar year (`period`, e.g. "2026") and expires at the end of it, UTC.
 */
export function isWalletCreditExpired(period: string, now: Date): boolean {
  const year = Number(period);
  if (!Number.isInteger(year)) return false;
  return now.getTime() >= Date.UTC(year + 1, 0, 1);
}

/** An airline travel credit is valid for a year from the original ticket's issue (spec §4). */
export const AIRLINE_CREDIT_VALID_DAYS = 365;

export function computeAirlineCreditExpiry(ticketedAt: Date): Date {
  return new Date(ticketedAt.getTime() + AIRLINE_CREDIT_VALID_DAYS * 86_400_000);
}

export type AirlineCreditState = 'available' | 'expired' | 'redeemed';

export function selectAirlineCreditStatus(
  credit: { remainingMinor: number; expiresAt: Date },
  now: Date,
): AirlineCreditState {
  if (credit.remainingMinor <= 0) return 'redeemed';
  return now.getTime() >= credit.expiresAt.getTime() ? 'expired' : 'available';
}

/**
 * Whether an airline credit may pay for a new flight booking: the owner's, still available, and
 * every flight marketed by the credit's airline (credits are the airline's, not the portal's).
 */
export function canRedeemAirlineCredit(
  credit: { ownerUserId: string; airlineCode: string; remainingMinor: number; expiresAt: Date },
  booking: { userId: string; marketingCarrierCodes: readonly string[] },
  now: Date,
): { ok: true } | { ok: false; code: 'NotOwner' | 'NotAvailable' | 'OtherAirline' } {
  if (credit.ownerUserId !== booking.userId) return { ok: false, code: 'NotOwner' };
  if (selectAirlineCreditStatus(credit, now) !== 'available')
    return { ok: false, code: 'NotAvailable' };
  if (
    booking.marketingCarrierCodes.length === 0 ||
    booking.marketingCarrierCodes.some((c) => c !== credit.airlineCode)
  )
    return { ok: false, code: 'OtherAirline' };
  return { ok: true };
}
