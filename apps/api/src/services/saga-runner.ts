import { ERROR_CATALOGUE, type ErrorCode } from '@wayfare/contracts/errors';
import type { OutboxMessage } from '@wayfare/store/repositories/email-outbox-repository';
import type { AppContext } from '../context';
import { createSandboxPaymentProvider } from './payments';

/**
 * The one booking saga, shared by every product (docs/decisions/004-booking-saga.md). A product
 * brings two steps of its own, reserving inventory (seats, rooms) and booking with its supplier,
 * with their undos; paying (card authorization, rewards and travel-wallet redemption, capture),
 * the approval hold, compensation and resuming after a restart are the same for all.
 */
export const SHARED_SAGA_STEPS = [
  'cardAuthorized',
  'rewardsRedeemed',
  'walletRedeemed',
  'supplierBooked',
  'captured',
] as const;
/** The product's first step (flights hold seats, hotels rooms), recorded under its own name. */
export type ReserveStep = 'seatsReserved' | 'roomsReserved';
export type SagaStep = ReserveStep | (typeof SHARED_SAGA_STEPS)[number];

/** Saga states every product's record keeps (products may add more, e.g. Cancelled). */
export type SagaStatus = 'Pending' | 'AwaitingApproval' | 'Confirmed' | 'Failed';
export type SagaBookingStep =
  'ScheduleQuote' | 'PollingQuote' | 'SchedulePurchase' | 'PollingPurchase';

/** The columns the shared saga reads: each product's booking table has them. */
export interface SagaRecord {
  id: string;
  tenant: string;
  status: string;
  progress: string[];
  currency: string;
  cardMinor: number;
  rewardsMinor: number;
  walletCreditMinor: number;
  cardToken: string;
  rewardsAccountReferenceId: string | null;
  walletCreditId: string | null;
  authorizationId: string | null;
  approvalProcess: '24hr_review' | 'auto' | null;
  approvalDecidedAt: Date | null;
}

/** What the shared saga writes. */
export interface SagaPatch {
  status?: SagaStatus;
  step?: SagaBookingStep;
  progress?: string[];
  authorizationId?: string | null;
  agentLocator?: string | null;
  errorCode?: string | null;
  errorMessage?: string | null;
  /** Products with their own failure vocabulary (hotels, spec §8) record it; others ignore it. */
  failureReason?: string | null;
  approvalExpiresAt?: Date | null;
  approvalDecidedBy?: string | null;
  approvalDecidedAt?: Date | null;
  updatedAt?: Date;
}

export type ApprovalEmailKind = 'requested' | 'declined' | 'expired';

/** A failing step: the spec's error code and, for products that have them, a failure reason. */
export class SagaStepFailure extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly failureReason: string | null = null,
  ) {
    super(code);
  }
}

export interface SagaStore<R extends SagaRecord> {
  update(id: string, patch: SagaPatch): Promise<R>;
  /** Compare-and-set on the status; null when it was no longer in `from`. */
  transition(id: string, from: SagaStatus, patch: SagaPatch): Promise<R | null>;
  listStalePending(before: Date): Promise<R[]>;
  listExpiredApprovals(now: Date): Promise<R[]>;
  enqueueEmail(message: OutboxMessage): Promise<void>;
}

/** One product's part of the saga. */
export interface SagaProduct<R extends SagaRecord> {
  /** Names the background jobs (`<name>-booking`). */
  name: string;
  reserveStep: ReserveStep;
  /** The product's booking table, as the saga uses it. */
  store(ctx: AppContext): SagaStore<R>;
  /** Holds the inventory (hold id = booking id); throws SagaStepFailure when there is none. */
  reserveInventory(ctx: AppContext, booking: R): Promise<void>;
  releaseInventory(ctx: AppContext, booking: R): Promise<void>;
  /** Books with the supplier; returns its locator, or throws SagaStepFailure. */
  bookWithSupplier(ctx: AppContext, booking: R): Promise<{ agentLocator: string }>;
  cancelWithSupplier(ctx: AppContext, booking: R): Promise<void>;
  /**
   * The product's words for a failure: hotels say CreditCardDeclined where the payment port says
   * CardDeclined, and give every failure a spec §8 failure reason. Identity when absent.
   */
  classifyFailure?(
    code: ErrorCode,
    failureReason: string | null,
  ): { code: ErrorCode; failureReason: string | null };
  renderConfirmationEmail(booking: R, now: Date): OutboxMessage;
  renderApprovalEmail(booking: R, kind: ApprovalEmailKind, now: Date): OutboxMessage;
}

export interface SagaOptions {
  /** Tests only: stop right after this step, as a process killed mid-saga would. */
  haltAfter?: SagaStep;
}

/** The sandbox supplier's answer time per call; 0 in tests. */
export function supplierLatencyMs(ctx: AppContext): number {
  return ctx.env.SANDBOX_SUPPLIER_LATENCY_MS ?? (ctx.env.NODE_ENV === 'test' ? 0 : 700);
}

export const pause = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/** A booking still Pending this long after its last progress was abandoned by a stopped process. */
export const ABANDONED_AFTER_MS = 2 * 60_000;

/** How long an approver has to decide on a held booking (spec §6 `24hr_review`). */
export const APPROVAL_WINDOW_MS = 24 * 60 * 60_000;

/**
 * Runs a booking's saga: reserve inventory, authorize the card, redeem rewards and wallet credit,
 * book with the supplier, capture, confirm. Steps already recorded are skipped, so the same
 * function resumes a booking after its approval. Under a `24hr_review` policy it stops after the
 * redemptions, held (inventory reserved, payment authorized, nothing captured), until an approver
 * decides. Any failure undoes every step done so far and stores the spec's error code.
 */
export async function runSaga<R extends SagaRecord>(
  ctx: AppContext,
  product: SagaProduct<R>,
  start: R,
  options: SagaOptions = {},
): Promise<R> {
  let booking = start;
  const payments = createSandboxPaymentProvider(ctx);
  const done = (step: SagaStep) => booking.progress.includes(step);
  const record = async (step: SagaStep, patch: SagaPatch = {}) => {
    booking = await product.store(ctx).update(booking.id, {
      ...patch,
      progress: [...booking.progress, step],
      updatedAt: ctx.clock.now(),
    });
    return options.haltAfter === step;
  };
  try {
    if (!done(product.reserveStep)) {
      await product.reserveInventory(ctx, booking);
      if (await record(product.reserveStep, { step: 'PollingQuote' })) return booking;
    }

    if (!done('cardAuthorized')) {
      let authorizationId: string | null = null;
      if (booking.cardMinor > 0) {
        const auth = await payments.authorize(
          booking.cardToken,
          booking.cardMinor,
          booking.currency,
          booking.id,
        );
        if (!auth.ok) throw new SagaStepFailure(auth.code);
        authorizationId = auth.authorizationId;
      }
      if (await record('cardAuthorized', { authorizationId, step: 'SchedulePurchase' }))
        return booking;
    }

    if (!done('rewardsRedeemed')) {
      if (booking.rewardsMinor > 0 && booking.rewardsAccountReferenceId) {
        const moved = await ctx.repos.bookingLedger.moveRewards(
          booking.rewardsAccountReferenceId,
          booking.id,
          'redeem',
          booking.rewardsMinor,
        );
        if (!moved.ok) throw new SagaStepFailure('RedemptionFailure', 'RedemptionFailure');
      }
      if (await record('rewardsRedeemed')) return booking;
    }

    if (!done('walletRedeemed')) {
      if (booking.walletCreditMinor > 0 && booking.walletCreditId) {
        const moved = await ctx.repos.bookingLedger.moveWalletCredit(
          booking.walletCreditId,
          booking.id,
          'redeem',
          booking.walletCreditMinor,
        );
        if (!moved.ok) throw new SagaStepFailure('RedemptionFailure', 'RedemptionFailure');
      }
      if (await record('walletRedeemed')) return booking;
    }

    // Held for an approver: the quoted price and the inventory stay as they are for the whole window.
    if (booking.approvalProcess === '24hr_review' && !booking.approvalDecidedAt) {
      const now = ctx.clock.now();
      const held = await product.store(ctx).transition(booking.id, 'Pending', {
        status: 'AwaitingApproval',
        approvalExpiresAt: new Date(now.getTime() + APPROVAL_WINDOW_MS),
        updatedAt: now,
      });
      if (!held) return booking;
      await product.store(ctx).enqueueEmail(product.renderApprovalEmail(held, 'requested', now));
      ctx.emailSender.kick();
      return held;
    }

    if (!done('supplierBooked')) {
      booking = await product.store(ctx).update(booking.id, {
        step: 'PollingPurchase',
        updatedAt: ctx.clock.now(),
      });
      const booked = await product.bookWithSupplier(ctx, booking);
      if (await record('supplierBooked', { agentLocator: booked.agentLocator })) return booking;
    }

    if (!done('captured')) {
      if (booking.authorizationId) await payments.capture(booking.authorizationId);
      if (await record('captured')) return booking;
    }
    return await confirmSagaBooking(ctx, product, booking);
  } catch (error) {
    if (error instanceof SagaStepFailure)
      return failSagaBooking(ctx, product, booking, error.code, error.failureReason);
    // A bug or an outage: undo what we can, then let the error handler log it.
    await failSagaBooking(ctx, product, booking, 'ProviderError');
    throw error;
  }
}

/** The last step, also used to finish a booking the supplier already confirmed: capture (idempotent), Confirmed, e-mail. */
export async function confirmSagaBooking<R extends SagaRecord>(
  ctx: AppContext,
  product: SagaProduct<R>,
  start: R,
): Promise<R> {
  if (start.authorizationId) await createSandboxPaymentProvider(ctx).capture(start.authorizationId);
  const booking = await product.store(ctx).update(start.id, {
    status: 'Confirmed',
    updatedAt: ctx.clock.now(),
  });
  await product.store(ctx).enqueueEmail(product.renderConfirmationEmail(booking, ctx.clock.now()));
  // Send now rather than on the sender's next tick; the outbox keeps it if this fails.
  ctx.emailSender.kick();
  return booking;
}

/** Undoes whatever the saga did for this booking (each undo is idempotent), then marks it Failed. */
export async function failSagaBooking<R extends SagaRecord>(
  ctx: AppContext,
  product: SagaProduct<R>,
  booking: R,
  code: ErrorCode,
  failureReason: string | null = null,
): Promise<R> {
  const { bookingLedger } = ctx.repos;
  if (booking.progress.includes('supplierBooked')) await product.cancelWithSupplier(ctx, booking);
  await product.releaseInventory(ctx, booking);
  await createSandboxPaymentProvider(ctx).void(booking.authorizationId ?? `auth_${booking.id}`);
  if (
    booking.rewardsAccountReferenceId &&
    (await bookingLedger.hasMove(booking.id, 'rewards-redeem'))
  )
    await bookingLedger.moveRewards(
      booking.rewardsAccountReferenceId,
      booking.id,
      'refund',
      booking.rewardsMinor,
    );
  if (booking.walletCreditId && (await bookingLedger.hasMove(booking.id, 'wallet-redeem')))
    await bookingLedger.moveWalletCredit(
      booking.walletCreditId,
      booking.id,
      'refund',
      booking.walletCreditMinor,
    );
  const failure = product.classifyFailure?.(code, failureReason) ?? { code, failureReason };
  return product.store(ctx).update(booking.id, {
    status: 'Failed',
    errorCode: failure.code,
    errorMessage: ERROR_CATALOGUE[failure.code].message,
    failureReason: failure.failureReason,
    updatedAt: ctx.clock.now(),
  });
}

export type ApprovalDecision = 'approve' | 'decline';

/**
 * An approver's decision on a held booking. Approving resumes the saga (supplier booking at the
 * held price, capture, confirmation); declining undoes the hold and tells the traveller. Only one
 * decision (or the expiry) wins: the status moves on by compare-and-set.
 */
export async function decideSagaApproval<R extends SagaRecord>(
  ctx: AppContext,
  product: SagaProduct<R>,
  booking: R,
  approverId: string,
  decision: ApprovalDecision,
): Promise<R | null> {
  const now = ctx.clock.now();
  const claimed = await product.store(ctx).transition(booking.id, 'AwaitingApproval', {
    status: 'Pending',
    approvalDecidedBy: approverId,
    approvalDecidedAt: now,
    updatedAt: now,
  });
  if (!claimed) return null;
  if (decision === 'decline') {
    const failed = await failSagaBooking(ctx, product, claimed, 'ApprovalDeclined');
    await product.store(ctx).enqueueEmail(product.renderApprovalEmail(failed, 'declined', now));
    ctx.emailSender.kick();
    return failed;
  }
  ctx.jobs.run(`${product.name}-booking-approved`, () => runSaga(ctx, product, claimed));
  return claimed;
}

/** Held bookings nobody decided on within 24 hours: released, and the traveller is told. */
export async function expireSagaApprovals<R extends SagaRecord>(
  ctx: AppContext,
  product: SagaProduct<R>,
): Promise<number> {
  const now = ctx.clock.now();
  let expired = 0;
  for (const booking of await product.store(ctx).listExpiredApprovals(now)) {
    const claimed = await product.store(ctx).transition(booking.id, 'AwaitingApproval', {
      status: 'Pending',
      updatedAt: now,
    });
    if (!claimed) continue;
    const failed = await failSagaBooking(ctx, product, claimed, 'ApprovalExpired');
    await product.store(ctx).enqueueEmail(product.renderApprovalEmail(failed, 'expired', now));
    expired += 1;
  }
  if (expired > 0) ctx.emailSender.kick();
  return expired;
}

/**
 * Bookings a stopped process left Pending. Once the supplier has confirmed, the booking is
 * finished (capture, Confirmed, e-mail); before that it is compensated and fails with
 * PollingTimeout.
 */
export async function resumeSagaBookings<R extends SagaRecord>(
  ctx: AppContext,
  product: SagaProduct<R>,
): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - ABANDONED_AFTER_MS);
  const stale = await product.store(ctx).listStalePending(before);
  for (const booking of stale) {
    if (booking.progress.includes('supplierBooked'))
      await confirmSagaBooking(ctx, product, booking);
    else await failSagaBooking(ctx, product, booking, 'PollingTimeout');
  }
  return stale.length;
}
