import { ERROR_CATALOGUE, type ErrorCode } from '@wayfare/contracts/errors';
import type { BookingPorts } from './booking-ports';
import { recordCardDecline } from './booking-payment';
import { createPaymentProvider } from './payments';
import { captureSplitShares, holdForSplitShares, releaseSplitShares } from './split-payment-hold';
import { SPLIT_HOLD_LEASE_OWNER, SPLIT_HOLD_LEASE_UNTIL } from './split-payment-lease';
import {
  type SagaStep,
  type SagaRecord,
  type SagaPatch,
  SagaStepFailure,
  type SagaProduct,
  type SagaOptions,
} from './saga-model';

/*
 * Runs the one booking saga, shared by every product (docs/decisions/004-booking-saga.md; its
 * shapes are in saga-model.ts). A product brings two steps of its own, reserving inventory
 * (seats, rooms) and booking with its supplier, with their undos; paying (card authorization,
 * rewards and travel-wallet redemption, capture), the approval hold, compensation and resuming
 * after a restart are the same for all.
 */

/** The sandbox supplier's answer time per call; 0 in tests. */
export function supplierLatencyMs(ctx: BookingPorts): number {
  return ctx.env.SANDBOX_SUPPLIER_LATENCY_MS ?? (ctx.env.NODE_ENV === 'test' ? 0 : 700);
}

export const pause = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/**
 * How long a process holds a booking's saga without renewing (it renews a third of the way).
 * A process killed mid-saga leaves a lease that lapses this long after its last renewal; the
 * five-second sweep then takes the booking up, so it is settled well within 30 s of a restart.
 */
export const SAGA_LEASE_MS = 10_000;
/** How often a running saga renews its lease. */
const LEASE_RENEW_MS = Math.floor(SAGA_LEASE_MS / 3);
/**
 * Saga runs a booking gets (the first, an approval's resume, and takeovers after a crash) before
 * the sweep gives up on it and compensates: a booking whose step keeps killing its process must
 * not be retried for ever.
 */
export const MAX_SAGA_RUNS = 3;

/** The booking's lease went to another process (we stalled past it): stop without touching it. */
class SagaLeaseLost extends Error {
  constructor(id: string) {
    super(`saga lease on ${id} was taken over`);
  }
}

const leaseUntil = (ctx: BookingPorts) => new Date(ctx.clock.now().getTime() + SAGA_LEASE_MS);

/** Writes a saga patch fenced on this process's lease; throws SagaLeaseLost without it. */
async function writeLeased<R extends SagaRecord>(
  ctx: BookingPorts,
  product: SagaProduct<R>,
  id: string,
  patch: SagaPatch,
): Promise<R> {
  const row = await product.store(ctx).updateLeased(id, ctx.instanceId, patch);
  if (!row) throw new SagaLeaseLost(id);
  return row;
}

/** What ends a saga run lets go of the lease in the same write. */
const RELEASE_LEASE = { leaseOwner: null, leaseExpiresAt: null } as const;

/** The lease fields a new booking is inserted with: the inserting process runs its saga. */
export function takeNewBookingLease(ctx: BookingPorts): {
  leaseOwner: string;
  leaseExpiresAt: Date;
} {
  return { leaseOwner: ctx.instanceId, leaseExpiresAt: leaseUntil(ctx) };
}

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
  ctx: BookingPorts,
  product: SagaProduct<R>,
  start: R,
  options: SagaOptions = {},
): Promise<R> {
  const claimed = await product
    .store(ctx)
    .claimLease(start.id, ctx.instanceId, ctx.clock.now(), leaseUntil(ctx));
  // Another process runs it (or it already moved on): nothing to do here.
  if (!claimed) return start;
  return runClaimedSaga(ctx, product, claimed, options);
}

/** The saga's steps for a booking whose lease this process holds; renews it while it runs. */
async function runClaimedSaga<R extends SagaRecord>(
  ctx: BookingPorts,
  product: SagaProduct<R>,
  start: R,
  options: SagaOptions,
): Promise<R> {
  const heartbeat = setInterval(() => {
    void product
      .store(ctx)
      .renewLease(start.id, ctx.instanceId, leaseUntil(ctx))
      .catch(() => undefined);
  }, LEASE_RENEW_MS);
  heartbeat.unref();
  try {
    return await runSagaSteps(ctx, product, start, options);
  } finally {
    clearInterval(heartbeat);
  }
}

async function runSagaSteps<R extends SagaRecord>(
  ctx: BookingPorts,
  product: SagaProduct<R>,
  start: R,
  options: SagaOptions,
): Promise<R> {
  let booking = start;
  const payments = createPaymentProvider(ctx);
  const done = (step: SagaStep) => booking.progress.includes(step);
  const record = async (step: SagaStep, patch: SagaPatch = {}) => {
    booking = await writeLeased(ctx, product, booking.id, {
      ...patch,
      progress: [...booking.progress, step],
      updatedAt: ctx.clock.now(),
    });
    if (options.haltAfter === step) return true;
    crashAfterStepForTests(ctx, step, booking.sagaRuns);
    return false;
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
        if (!auth.ok) {
          // Counted (atomically, shared by every process) against the held price: a person cycling
          // cards through one booking is stopped (booking-payment.ts, ExcessiveUserActivity).
          await recordCardDecline(ctx, booking.userId, booking.quoteId);
          throw new SagaStepFailure(auth.code);
        }
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
          ctx.travelClock.now(),
        );
        if (!moved.ok) throw new SagaStepFailure('RedemptionFailure', 'RedemptionFailure');
      }
      if (await record('walletRedeemed')) return booking;
    }

    // Split payment (issue 23): the other shares are authorized now (the booker's cards) or the
    // booking waits for them, inventory held, until the last share or the deadline takes it back.
    if ((await holdForSplitShares(ctx, booking)) === 'waiting')
      return await writeLeased(ctx, product, booking.id, {
        updatedAt: ctx.clock.now(),
        leaseOwner: SPLIT_HOLD_LEASE_OWNER,
        leaseExpiresAt: SPLIT_HOLD_LEASE_UNTIL,
      });

    // Held for an approver: the quoted price and the inventory stay as they are for the whole window.
    if (booking.approvalProcess === '24hr_review' && !booking.approvalDecidedAt) {
      const now = ctx.clock.now();
      const held = await writeLeased(ctx, product, booking.id, {
        status: 'AwaitingApproval',
        approvalExpiresAt: new Date(now.getTime() + APPROVAL_WINDOW_MS),
        updatedAt: now,
        ...RELEASE_LEASE,
      });
      await product.store(ctx).enqueueEmail(product.renderApprovalEmail(held, 'requested', now));
      await notifyApprovers(ctx, product, held, options, now);
      ctx.emailSender.kick();
      return held;
    }

    if (!done('supplierBooked')) {
      booking = await writeLeased(ctx, product, booking.id, {
        step: 'PollingPurchase',
        updatedAt: ctx.clock.now(),
      });
      // The sandbox's slow-supplier test card: no supplier answers within the polling window.
      const card = booking.cardMinor > 0 ? await payments.describeCard(booking.cardToken) : null;
      if (card?.testBehaviour === 'SlowSupplier') {
        await pause(supplierLatencyMs(ctx) * 3);
        throw new SagaStepFailure('PollingTimeout', 'Inactivity');
      }
      // The supplier's fulfilment refusals (spec §8): before the booking, or after taking it.
      const fulfil = await ctx.suppliers.calls.refusal(product.name, 'fulfil');
      if (fulfil?.kind === 'VccGenerationFailure' || fulfil?.kind === 'BookError')
        throw new SagaStepFailure(fulfil.kind);
      if (fulfil?.kind === 'fail') throw new SagaStepFailure('ProviderError');
      const booked = await product.bookWithSupplier(ctx, booking);
      if (await record('supplierBooked', { agentLocator: booked.agentLocator })) return booking;
      // Taken, then lost: compensation cancels with the supplier, as for any later failure.
      if (fulfil?.kind === 'BookFailed' || fulfil?.kind === 'TicketingUnconfirmed')
        throw new SagaStepFailure(fulfil.kind);
    }

    if (!done('captured')) {
      if (booking.authorizationId) await payments.capture(booking.authorizationId);
      await captureSplitShares(ctx, booking.id);
      if (await record('captured')) return booking;
    }
    return await confirmSagaBooking(ctx, product, booking);
  } catch (error) {
    // Another process took the booking over: it finishes or compensates it, not us.
    if (error instanceof SagaLeaseLost) return booking;
    if (error instanceof SagaStepFailure)
      return failSagaBooking(ctx, product, booking, error.code, error.failureReason);
    // A bug or an outage: undo what we can, then let the error handler log it.
    await failSagaBooking(ctx, product, booking, 'ProviderError');
    throw error;
  }
}

/**
 * Spec §6 approvals: every admin of the business but the booker (nobody approves their own trip)
 * is told a trip waits, with a link to the approvals page. One e-mail per approver and booking.
 */
async function notifyApprovers<R extends SagaRecord>(
  ctx: BookingPorts,
  product: SagaProduct<R>,
  booking: R,
  options: SagaOptions,
  now: Date,
): Promise<void> {
  if (!booking.businessId) return;
  const approvers = (await ctx.repos.corporate.listEmployees(booking.businessId)).filter(
    (e) => e.canViewAdmin && e.userId !== booking.userId,
  );
  const approvalsUrl = `${options.portalOrigin ?? ''}/approvals/`;
  for (const approver of approvers)
    await product
      .store(ctx)
      .enqueueEmail(product.renderApproverEmail(booking, approver, approvalsUrl, now));
}

/** The last step, also used to finish a booking the supplier already confirmed: capture (idempotent), Confirmed, e-mail. */
export async function confirmSagaBooking<R extends SagaRecord>(
  ctx: BookingPorts,
  product: SagaProduct<R>,
  start: R,
): Promise<R> {
  if (start.authorizationId) await createPaymentProvider(ctx).capture(start.authorizationId);
  await captureSplitShares(ctx, start.id);
  await product.beforeConfirm?.(ctx, start);
  // A travel offer it used is Completed with it (issue 23).
  await ctx.repos.travelOfferRedemptions.complete(start.id, ctx.travelClock.now());
  const booking = await writeLeased(ctx, product, start.id, {
    status: 'Confirmed',
    updatedAt: ctx.clock.now(),
    ...RELEASE_LEASE,
  });
  await product.store(ctx).enqueueEmail(product.renderConfirmationEmail(booking, ctx.clock.now()));
  // Send now rather than on the sender's next tick; the outbox keeps it if this fails.
  ctx.emailSender.kick();
  return booking;
}

/** Undoes whatever the saga did for this booking (each undo is idempotent), then marks it Failed. */
export async function failSagaBooking<R extends SagaRecord>(
  ctx: BookingPorts,
  product: SagaProduct<R>,
  booking: R,
  code: ErrorCode,
  failureReason: string | null = null,
): Promise<R> {
  const { bookingLedger } = ctx.repos;
  // Only the lease holder compensates: a process that stalled past its lease leaves it to the
  // process that took the booking over.
  if (!(await product.store(ctx).renewLease(booking.id, ctx.instanceId, leaseUntil(ctx))))
    throw new SagaLeaseLost(booking.id);
  if (booking.progress.includes('supplierBooked')) await product.cancelWithSupplier(ctx, booking);
  await product.releaseInventory(ctx, booking);
  await createPaymentProvider(ctx).void(booking.authorizationId ?? `auth_${booking.id}`);
  await releaseSplitShares(ctx, booking.id);
  // A travel offer it claimed is the person's again (issue 23).
  await ctx.repos.travelOfferRedemptions.cancel(booking.id, ctx.travelClock.now());
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
  const failure = product.classifyFailure?.(code, failureReason, booking) ?? {
    code,
    failureReason,
  };
  const failed = await writeLeased(ctx, product, booking.id, {
    status: 'Failed',
    errorCode: failure.code,
    errorMessage: ERROR_CATALOGUE[failure.code].message,
    failureReason: failure.failureReason,
    updatedAt: ctx.clock.now(),
    ...RELEASE_LEASE,
  });
  await product.afterFail?.(ctx, failed);
  return failed;
}

export type ApprovalDecision = 'approve' | 'decline';

/**
 * An approver's decision on a held booking. Approving resumes the saga (supplier booking at the
 * held price, capture, confirmation); declining undoes the hold and tells the traveller. Only one
 * decision (or the expiry) wins: the status moves on by compare-and-set.
 */
export async function decideSagaApproval<R extends SagaRecord>(
  ctx: BookingPorts,
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
    ...takeNewBookingLease(ctx),
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
  ctx: BookingPorts,
  product: SagaProduct<R>,
): Promise<number> {
  const now = ctx.clock.now();
  let expired = 0;
  for (const booking of await product.store(ctx).listExpiredApprovals(now)) {
    const claimed = await product.store(ctx).transition(booking.id, 'AwaitingApproval', {
      status: 'Pending',
      updatedAt: now,
      ...takeNewBookingLease(ctx),
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
 * Bookings a stopped process left Pending (their lease lapsed), each claimed by compare-and-set so
 * two sweeping processes never act on one. Once the supplier has confirmed, the booking is
 * finished (capture, Confirmed, e-mail); before that its saga is taken up where it stopped (every
 * step is idempotent: the hold id, the authorization reference and the ledger keys are the
 * booking's), and after MAX_SAGA_RUNS runs it is compensated with PollingTimeout. Returns how
 * many this process took up.
 */
export async function resumeSagaBookings<R extends SagaRecord>(
  ctx: BookingPorts,
  product: SagaProduct<R>,
): Promise<number> {
  const now = ctx.clock.now();
  let taken = 0;
  for (const lapsed of await product.store(ctx).listLapsed(now)) {
    const booking = await product
      .store(ctx)
      .claimLease(lapsed.id, ctx.instanceId, now, leaseUntil(ctx));
    if (!booking) continue;
    taken += 1;
    try {
      if (booking.progress.includes('supplierBooked'))
        await confirmSagaBooking(ctx, product, booking);
      else if (booking.sagaRuns <= MAX_SAGA_RUNS) await runClaimedSaga(ctx, product, booking, {});
      else await failSagaBooking(ctx, product, booking, 'PollingTimeout');
    } catch (error) {
      if (!(error instanceof SagaLeaseLost)) throw error;
    }
  }
  return taken;
}

/**
 * Tests of crash recovery only (NODE_ENV=test and SAGA_CRASH_AFTER naming a step): the process
 * kills itself right after recording that step of a booking's first run, as `kill -9` would.
 */
function crashAfterStepForTests(ctx: BookingPorts, step: SagaStep, sagaRuns: number): void {
  if (ctx.env.NODE_ENV === 'test' && ctx.env.SAGA_CRASH_AFTER === step && sagaRuns === 1)
    process.kill(process.pid, 'SIGKILL');
}
