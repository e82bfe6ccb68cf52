/**
 * The lease a booking waiting for its split payment's shares carries (issue 23,
 * split-payment-hold.ts): no process runs its saga and the sweep never takes it (it never
 * lapses); the last share or the deadline job takes it back by compare-and-set on the split.
 */
export const SPLIT_HOLD_LEASE_OWNER = 'split-payment-hold';
export const SPLIT_HOLD_LEASE_UNTIL = new Date('9999-12-31T00:00:00Z');

/** Whether a booking row is waiting for its shares (its view says `awaitingSplitPayment`). */
export function isAwaitingSplitPayment(row: { status: string; leaseOwner: string | null }) {
  return row.status === 'Pending' && row.leaseOwner === SPLIT_HOLD_LEASE_OWNER;
}
