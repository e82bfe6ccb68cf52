import { createHash } from 'node:crypto';
import { isErrorCode } from '@wayfare/contracts/errors';
import type { PaymentSource } from '@wayfare/contracts/flight-booking';
import type { Currency, Money } from '@wayfare/contracts/money';

/**
 * What the views of products booked through the shared saga (cars, homes) say the same way: the
 * portal's locator, the spec §4 status, the payments per source.
 */

/** The portal's own locator (shown as `H-…`): six characters from the booking id, per product. */
export function deriveBookingLocator(
  product: 'car' | 'home' | 'package',
  bookingId: string,
): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const digest = createHash('sha256').update(`${product}-locator|${bookingId}`).digest();
  return Array.from(digest.subarray(0, 6), (b) => alphabet[b % alphabet.length]).join('');
}

type SagaRowStatus = 'Pending' | 'AwaitingApproval' | 'Confirmed' | 'Failed' | 'Cancelled';

/** Spec §4 states from the shared saga's record states (as stays show them). */
export function toProductBookingStatus(
  status: SagaRowStatus,
): 'PendingConfirm' | 'AwaitingApproval' | 'Confirmed' | 'Cancelled' | 'Failure' {
  switch (status) {
    case 'Pending':
      return 'PendingConfirm';
    case 'Failed':
      return 'Failure';
    default:
      return status;
  }
}

/** What each source paid, those that paid anything. */
export function listBookingPayments(
  row: { cardMinor: number; rewardsMinor: number; walletCreditMinor: number },
  currency: Currency,
): { source: PaymentSource; amount: Money }[] {
  const payments: { source: PaymentSource; minor: number }[] = [
    { source: 'UserCard', minor: row.cardMinor },
    { source: 'Rewards', minor: row.rewardsMinor },
    { source: 'TravelWallet', minor: row.walletCreditMinor },
  ];
  return payments
    .filter((p) => p.minor > 0)
    .map((p) => ({ source: p.source, amount: { amountMinor: p.minor, currency } }));
}

/** The row's columns every product's view reads the same way (saga and policy). */
export interface ProductBookingRow {
  status: SagaRowStatus;
  earn: { value: number; currency: 'miles' | 'cash' } | null;
  errorCode: string | null;
  errorMessage: string | null;
  inPolicy: boolean | null;
  outOfPolicyReason: string | null;
  approvalProcess: '24hr_review' | 'auto' | null;
  approvalExpiresAt: Date | null;
  createdAt: Date;
  cancelledAt: Date | null;
}

/**
 * The view's earn (once confirmed), error, policy (with the quote's policy status `S`) and times,
 * the same for every product booked through the shared saga.
 */
export function describeProductBooking<S>(row: ProductBookingRow, policyStatus: S) {
  return {
    earn: row.status === 'Confirmed' ? row.earn : null,
    error:
      row.errorCode && isErrorCode(row.errorCode)
        ? { code: row.errorCode, message: row.errorMessage ?? '' }
        : null,
    policy:
      row.inPolicy === null || row.approvalProcess === null
        ? null
        : {
            inPolicy: row.inPolicy,
            outOfPolicyReason: row.outOfPolicyReason,
            approvalProcess: row.approvalProcess,
            approvalExpiresAt:
              row.status === 'AwaitingApproval'
                ? (row.approvalExpiresAt?.toISOString() ?? null)
                : null,
            status: policyStatus,
          },
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}
