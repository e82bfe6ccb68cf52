import { ERROR_CATALOGUE, type ErrorCode } from '@wayfare/contracts/errors';
import { FlightOfferSchema, type FlightOffer } from '@wayfare/contracts/flights';
import type { FlightBookingRecord } from '@wayfare/store/repositories/flight-bookings-repository';
import {
  createSandboxFlightProvider,
  listSeatClaims,
  type FlightProvider,
} from '@wayfare/supply/ports/flight-provider';
import { asSeatInventory, type AppContext } from '../context';
import { renderApprovalEmail, renderConfirmationEmail } from './booking-email';
import { noteSeatInventoryChanged } from './flight-shop';
import { createSandboxPaymentProvider } from './payments';

/** Saga steps in order; each is recorded on the booking row as soon as it is done. */
export const SAGA_STEPS = [
  'seatsReserved',
  'cardAuthorized',
  'rewardsRedeemed',
  'walletRedeemed',
  'supplierBooked',
  'captured',
] as const;
export type SagaStep = (typeof SAGA_STEPS)[number];

/** The sandbox supplier's answer time per call; 0 in tests. */
function supplierLatencyMs(ctx: AppContext): number {
  return ctx.env.SANDBOX_SUPPLIER_LATENCY_MS ?? (ctx.env.NODE_ENV === 'test' ? 0 : 700);
}

const pause = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/** A booking still Pending this long after its last progress was abandoned by a stopped process. */
export const ABANDONED_AFTER_MS = 2 * 60_000;

export interface SagaOptions {
  /** Tests only: stop right after this step, as a process killed mid-saga would. */
  haltAfter?: SagaStep;
}

const providers = new WeakMap<AppContext, FlightProvider>();

/** One sandbox supplier per app: it remembers its bookings, as a real supplier would. */
function getFlightProvider(ctx: AppContext): FlightProvider {
  let provider = providers.get(ctx);
  if (!provider) {
    provider = createSandboxFlightProvider(
      ctx.supply.getWorld().flights,
      asSeatInventory(ctx.repos),
    );
    providers.set(ctx, provider);
  }
  return provider;
}

export function readOffer(booking: FlightBookingRecord): FlightOffer {
  return FlightOfferSchema.parse(booking.offer);
}

export function listFareIds(offer: FlightOffer): string[] {
  return offer.slices.map((s) => s.fares[0]?.fareId ?? '');
}

class StepFailure extends Error {
  constructor(readonly code: ErrorCode) {
    super(code);
  }
}

/** How long an approver has to decide on a held booking (spec §6 `24hr_review`). */
export const APPROVAL_WINDOW_MS = 24 * 60 * 60_000;

/**
 * Runs the booking saga: reserve seats, authorize the card, redeem rewards and wallet credit,
 * book with the supplier, capture, confirm. Steps already recorded are skipped, so the same
 * function resumes a booking after its approval. A booking under a `24hr_review` policy stops
 * after the redemptions, held (seats reserved, payment authorized, nothing captured), until an
 * approver decides. Any failure undoes every step done so far and stores the spec's error code.
 */
export async function runBookingSaga(
  ctx: AppContext,
  start: FlightBookingRecord,
  options: SagaOptions = {},
): Promise<FlightBookingRecord> {
  let booking = start;
  const offer = readOffer(booking);
  const payments = createSandboxPaymentProvider(ctx);
  const done = (step: SagaStep) => booking.progress.includes(step);
  const record = async (step: SagaStep, patch: Partial<FlightBookingRecord> = {}) => {
    booking = await ctx.repos.flightBookings.update(booking.id, {
      ...patch,
      progress: [...booking.progress, step],
      updatedAt: ctx.clock.now(),
    });
    return options.haltAfter === step;
  };
  const latency = supplierLatencyMs(ctx);
  try {
    if (!done('seatsReserved')) {
      // The supplier re-confirms the fares before holding seats.
      await pause(latency);
      const claims = listSeatClaims(ctx.supply.getWorld().flights, offer, ctx.clock.now());
      const reserved = await ctx.repos.seatInventory.reserve(booking.id, claims);
      if (!reserved.ok) throw new StepFailure('NoAvailability');
      noteSeatInventoryChanged(ctx);
      if (await record('seatsReserved', { step: 'PollingQuote' })) return booking;
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
        if (!auth.ok) throw new StepFailure(auth.code);
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
        if (!moved.ok) throw new StepFailure('RedemptionFailure');
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
        if (!moved.ok) throw new StepFailure('RedemptionFailure');
      }
      if (await record('walletRedeemed')) return booking;
    }

    // Held for an approver: the quoted price and the seats stay as they are for the whole window.
    if (booking.approvalProcess === '24hr_review' && !booking.approvalDecidedAt) {
      const now = ctx.clock.now();
      const held = await ctx.repos.flightBookings.transition(booking.id, 'Pending', {
        status: 'AwaitingApproval',
        approvalExpiresAt: new Date(now.getTime() + APPROVAL_WINDOW_MS),
        updatedAt: now,
      });
      if (!held) return booking;
      await ctx.repos.flightBookings.enqueueEmail(
        renderApprovalEmail(held, offer, 'requested', now),
      );
      ctx.emailSender.kick();
      return held;
    }

    if (!done('supplierBooked')) {
      booking = await ctx.repos.flightBookings.update(booking.id, {
        step: 'PollingPurchase',
        updatedAt: ctx.clock.now(),
      });
      const card = await payments.describeCard(booking.cardToken);
      // The sandbox's slow supplier never answers within the polling window.
      if (card?.testBehaviour === 'SlowSupplier') {
        await pause(latency * 3);
        throw new StepFailure('PollingTimeout');
      }
      await pause(latency * 2);
      const booked = await getFlightProvider(ctx).book(
        booking.id,
        { tripType: offer.tripType, fareIds: listFareIds(offer), passengers: offer.passengers },
        ctx.clock.now(),
      );
      if (!booked.ok)
        throw new StepFailure(
          booked.code === 'NoAvailability' ? 'NoAvailability' : 'ProviderError',
        );
      if (await record('supplierBooked', { agentLocator: booked.value.locator })) return booking;
    }

    if (!done('captured')) {
      if (booking.authorizationId) await payments.capture(booking.authorizationId);
      if (await record('captured')) return booking;
    }
    return await confirmBooking(ctx, booking);
  } catch (error) {
    if (error instanceof StepFailure) return failBooking(ctx, booking, error.code);
    // A bug or an outage: undo what we can, then let the error handler log it.
    await failBooking(ctx, booking, 'ProviderError');
    throw error;
  }
}

/** The last step, also used to finish a booking the supplier already confirmed: capture (idempotent), Confirmed, e-mail. */
async function confirmBooking(
  ctx: AppContext,
  start: FlightBookingRecord,
): Promise<FlightBookingRecord> {
  if (start.authorizationId) await createSandboxPaymentProvider(ctx).capture(start.authorizationId);
  const booking = await ctx.repos.flightBookings.update(start.id, {
    status: 'Confirmed',
    updatedAt: ctx.clock.now(),
  });
  await ctx.repos.flightBookings.enqueueEmail(
    renderConfirmationEmail(booking, readOffer(booking), ctx.clock.now()),
  );
  // Send now rather than on the sender's next tick; the outbox keeps it if this fails.
  ctx.emailSender.kick();
  return booking;
}

/** Undoes whatever the saga did for this booking (each undo is idempotent), then marks it Failed. */
export async function failBooking(
  ctx: AppContext,
  booking: FlightBookingRecord,
  code: ErrorCode,
): Promise<FlightBookingRecord> {
  const { bookingLedger } = ctx.repos;
  if (booking.progress.includes('supplierBooked'))
    await getFlightProvider(ctx).cancel(booking.id, ctx.clock.now());
  await ctx.repos.seatInventory.release(booking.id);
  noteSeatInventoryChanged(ctx);
  const payments = createSandboxPaymentProvider(ctx);
  await payments.void(booking.authorizationId ?? `auth_${booking.id}`);
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
  return ctx.repos.flightBookings.update(booking.id, {
    status: 'Failed',
    errorCode: code,
    errorMessage: ERROR_CATALOGUE[code].message,
    updatedAt: ctx.clock.now(),
  });
}

export type ApprovalDecision = 'approve' | 'decline';

/**
 * An approver's decision on a held booking. Approving resumes the saga (supplier booking at the
 * held price, capture, confirmation); declining undoes the hold and tells the traveller. Only one
 * decision (or the expiry) wins: the status moves on by compare-and-set.
 */
export async function decideApproval(
  ctx: AppContext,
  booking: FlightBookingRecord,
  approverId: string,
  decision: ApprovalDecision,
): Promise<FlightBookingRecord | null> {
  const now = ctx.clock.now();
  const claimed = await ctx.repos.flightBookings.transition(booking.id, 'AwaitingApproval', {
    status: 'Pending',
    approvalDecidedBy: approverId,
    approvalDecidedAt: now,
    updatedAt: now,
  });
  if (!claimed) return null;
  if (decision === 'decline') {
    const failed = await failBooking(ctx, claimed, 'ApprovalDeclined');
    await ctx.repos.flightBookings.enqueueEmail(
      renderApprovalEmail(failed, readOffer(failed), 'declined', now),
    );
    ctx.emailSender.kick();
    return failed;
  }
  ctx.jobs.run('flight-booking-approved', () => runBookingSaga(ctx, claimed));
  return claimed;
}

/** Held bookings nobody decided on within 24 hours: released, and the traveller is told. */
export async function expireApprovals(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  let expired = 0;
  for (const booking of await ctx.repos.flightBookings.listExpiredApprovals(now)) {
    const claimed = await ctx.repos.flightBookings.transition(booking.id, 'AwaitingApproval', {
      status: 'Pending',
      updatedAt: now,
    });
    if (!claimed) continue;
    const failed = await failBooking(ctx, claimed, 'ApprovalExpired');
    await ctx.repos.flightBookings.enqueueEmail(
      renderApprovalEmail(failed, readOffer(failed), 'expired', now),
    );
    expired += 1;
  }
  if (expired > 0) ctx.emailSender.kick();
  return expired;
}

/**
 * Start-up job for bookings a stopped process left Pending. Once the supplier has confirmed, the
 * booking is finished (capture, Confirmed, e-mail); before that it is compensated (seats
 * released, authorization voided, rewards and credit returned) and fails with PollingTimeout.
 */
export async function resumeIncompleteBookings(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - ABANDONED_AFTER_MS);
  const stale = await ctx.repos.flightBookings.listStalePending(before);
  await expireApprovals(ctx);
  for (const booking of stale) {
    if (booking.progress.includes('supplierBooked')) await confirmBooking(ctx, booking);
    else await failBooking(ctx, booking, 'PollingTimeout');
  }
  return stale.length;
}
