import { releaseTravelOffer } from './travel-offers';
import type { LodgingDateChangesRepository } from '@wayfare/store/repositories/lodging-date-changes-repository';
import { refundBookingCard } from './lodging-card-refunds';
import type { FlightExchangesRepository } from '@wayfare/store/repositories/flight-exchanges-repository';
import { randomUUID } from 'node:crypto';
import type { ErrorCode } from '@wayfare/contracts/errors';
import type { PaymentSource } from '@wayfare/contracts/flight-booking';
import { computeSandboxCancelFeeMinor } from '@wayfare/domain/trip-cancellation';
import { computeAirlineCreditExpiry } from '@wayfare/domain/trip-refunds';
import type { EmailOutboxRepository } from '@wayfare/store/repositories/email-outbox-repository';
import type {
  TripBooking,
  TripCancellationRecord,
  TripsRepository,
} from '@wayfare/store/repositories/trips-repository';
import { AppError } from '../app-error';
import type { BookingPorts, BookingRepositories } from './booking-ports';
import { FLIGHT_SAGA, readOffer } from './booking-saga';
import { settleCfarAfterCancellation } from './cfar-protection';
import { expireChfar } from './change-for-any-reason';
import { settleDisruptionAfterCancellation } from './disruption-assistance';
import { voidMissedConnection } from './missed-connection-monitor';
import { endPriceDropOnCancellation } from './price-drop-attach';
import { noteSeatInventoryChanged } from './flight-shop';
import { CAR_SAGA } from './car-saga';
import { HOME_SAGA } from './home-saga';
import { EXPERIENCE_SAGA } from './experience-saga';
import { HOTEL_SAGA } from './hotel-saga';
import { expandSplitRefunds, refundSplitShares } from './split-payment-refunds';
import { PACKAGE_SAGA } from './package-saga';
import type { SupplierPorts, SupplierRefusal } from './supplier-ports';
import { describeSources, toRefunds, type PaymentSourcePorts } from './trip-receipt';
import { tripConfirmationCode } from './trips';
import { renderCancellationEmail } from './trips-email';

/**
 * What a cancellation's steps use: the booking path's supplier, payment and inventory parts (the
 * products' sagas cancel and release), the cancellation's rows, the supplier's cancellation terms,
 * the payment sources' names and the e-mail.
 */
export interface CancellationStepPorts extends BookingPorts, PaymentSourcePorts {
  repos: BookingRepositories &
    PaymentSourcePorts['repos'] & {
      trips: TripsRepository;
      emailOutbox: EmailOutboxRepository;
      flightExchanges: FlightExchangesRepository;
      lodgingDateChanges: LodgingDateChangesRepository;
    };
  suppliers: Pick<
    SupplierPorts,
    | 'flights'
    | 'hotels'
    | 'cars'
    | 'activities'
    | 'homes'
    | 'calls'
    | 'cancellations'
    | 'packageRates'
  >;
}

/*
 * A confirmed cancellation's steps (docs/decisions/006-trips-cancellation.md): run now by the
 * confirm, or later for one the supplier left Pending (the retry after its wait, the minute sweep).
 */

/** What a cancellation answers for each supplier refusal but a timeout (spec §8 cancellation codes). */
const CANCEL_FAULT_CODES = {
  fail: 'CancellationFailed',
  providerUnavailable: 'BookingProviderUnavailable',
  partnerUnavailable: 'ExternalBookingServiceUnavailable',
  feesApplicable: 'CancellationFeesApplicable',
} as const satisfies Record<Exclude<SupplierRefusal<'cancel'>['kind'], 'timeout'>, ErrorCode>;

/**
 * The supplier answers a timed-out cancellation later: the cancellation is taken up again after
 * the supplier's wait (and by the minute sweep, finishPendingCancellations, after a restart).
 */
function schedulePendingRetry(ctx: CancellationStepPorts, bookingId: string) {
  ctx.jobs.run('finish-pending-cancellation', async () => {
    await new Promise((resolve) => setTimeout(resolve, ctx.suppliers.cancellations.retryAfterMs));
    await finishPendingCancellation(ctx, bookingId);
  });
}

/**
 * Takes a Pending cancellation up again from its last step (no-op otherwise). A supplier failure
 * this time leaves it Failed, with its code, for the person to try again.
 */
export async function finishPendingCancellation(ctx: CancellationStepPorts, bookingId: string) {
  const trip = await ctx.repos.trips.findBooking(bookingId);
  if (!trip) return;
  await continueCancellation(ctx, trip, ['Pending']).catch((error: unknown) => {
    if (!(error instanceof AppError)) throw error;
  });
}

/**
 * Takes the booking's cancellation up from its last recorded step when its status is one of
 * `from`. A confirm and the pending retry may meet: runs are one at a time per booking in this
 * process, and each re-reads the row, so the second finds the first's steps recorded.
 */
export function continueCancellation(
  ctx: CancellationStepPorts,
  trip: TripBooking,
  from: readonly TripCancellationRecord['status'][],
): Promise<void> {
  return oneAtATime(trip.booking.id, async () => {
    const latest = await ctx.repos.trips.findCancellation(trip.booking.id);
    if (latest && from.includes(latest.status)) await runCancellation(ctx, trip, latest);
  });
}

const runningCancellations = new Map<string, Promise<void>>();

/** Runs a booking's cancellation steps one run at a time in this process. */
function oneAtATime(bookingId: string, task: () => Promise<void>): Promise<void> {
  const before = runningCancellations.get(bookingId) ?? Promise.resolve();
  const run = before.then(task);
  const settled = run.catch(() => undefined);
  runningCancellations.set(bookingId, settled);
  void settled.then(() => {
    if (runningCancellations.get(bookingId) === settled) runningCancellations.delete(bookingId);
  });
  return run;
}

/** The sweep: every cancellation left Pending (a timed-out supplier, a stopped process). */
export async function finishPendingCancellations(ctx: CancellationStepPorts): Promise<number> {
  const pending = await ctx.repos.trips.listPendingCancellations();
  for (const row of pending) await finishPendingCancellation(ctx, row.bookingId);
  return pending.length;
}

/**
 * The cancellation's steps in a safe order, each recorded and idempotent so a retry finishes the
 * job: supplier (a refusal fails it, or leaves it Pending on a timeout), card refund,
 * miles, wallet credit, airline credit spent on it, new airline credit (airline_ftc*), seats or
 * rooms back to inventory, booking Cancelled, e-mail, done.
 */
async function runCancellation(
  ctx: CancellationStepPorts,
  trip: TripBooking,
  start: TripCancellationRecord,
): Promise<TripCancellationRecord> {
  let c = start;
  const { booking } = trip;
  const done = (step: string) => c.progress.includes(step);
  const record = async (step: string, patch: Partial<TripCancellationRecord> = {}) => {
    c = await ctx.repos.trips.updateCancellation(c.id, {
      ...patch,
      progress: [...c.progress, step],
      updatedAt: ctx.travelClock.now(),
    });
  };
  const share = (source: PaymentSource) =>
    c.refunds.find((r) => r.source === source)?.amountMinor ?? 0;

  if (!done('supplierCancelled')) {
    const fault = await ctx.suppliers.calls.refusal(trip.product, 'cancel');
    if (fault?.kind === 'timeout') {
      schedulePendingRetry(ctx, booking.id);
      return ctx.repos.trips.updateCancellation(c.id, {
        status: 'Pending',
        errorCode: 'CancellationTimeout',
        updatedAt: ctx.travelClock.now(),
      });
    }
    if (fault) {
      const code = CANCEL_FAULT_CODES[fault.kind];
      if (fault.kind === 'feesApplicable')
        await ctx.suppliers.cancellations.setFee(
          booking.id,
          computeSandboxCancelFeeMinor(booking.totalMinor),
        );
      await ctx.repos.trips.updateCancellation(c.id, {
        status: 'Failed',
        errorCode: code,
        updatedAt: ctx.travelClock.now(),
      });
      await settleCfarAfterCancellation(ctx, booking.id, c.outcome, 'Failed', code);
      throw new AppError(code);
    }
    if (trip.product === 'flight') await FLIGHT_SAGA.cancelWithSupplier(ctx, trip.booking);
    else if (trip.product === 'car') await CAR_SAGA.cancelWithSupplier(ctx, trip.booking);
    else if (trip.product === 'activity')
      await EXPERIENCE_SAGA.cancelWithSupplier(ctx, trip.booking);
    else if (trip.product === 'home') await HOME_SAGA.cancelWithSupplier(ctx, trip.booking);
    // A package: the airline, then the hotel, each part's state by compare-and-set (issue 23).
    else if (trip.product === 'package') await PACKAGE_SAGA.cancelWithSupplier(ctx, trip.booking);
    else await HOTEL_SAGA.cancelWithSupplier(ctx, trip.booking);
    await record('supplierCancelled', { status: 'Requested', errorCode: null });
  }
  if (!done('cardRefunded')) {
    // A split-paid trip: each share's part back to its own card (issue 23).
    const splitPaid =
      share('UserCard') > 0 && (await refundSplitShares(ctx, booking, share('UserCard'), c.id));
    if (!splitPaid && share('UserCard') > 0 && booking.authorizationId)
      // Across the booking's own charge and any date change's (issue 22).
      await refundBookingCard(
        ctx,
        { id: booking.id, authorizationId: booking.authorizationId },
        share('UserCard'),
        { key: c.id, final: true },
      );
    await record('cardRefunded');
  }
  if (!done('rewardsReturned')) {
    if (share('Rewards') > 0 && booking.rewardsAccountReferenceId)
      await ctx.repos.bookingLedger.moveRewards(
        booking.rewardsAccountReferenceId,
        booking.id,
        'cancel',
        share('Rewards'),
      );
    await record('rewardsReturned');
  }
  if (!done('walletRestored')) {
    if (share('TravelWallet') > 0 && booking.walletCreditId)
      await ctx.repos.bookingLedger.moveWalletCredit(
        booking.walletCreditId,
        booking.id,
        'cancel',
        share('TravelWallet'),
        // Restored only while the credit lives at the cancel (spec §5), decided by the UPDATE.
        ctx.travelClock.now(),
      );
    await record('walletRestored');
  }
  if (!done('airlineCreditRestored')) {
    if (trip.product === 'flight' && share('AncillaryCredit') > 0 && trip.booking.airlineCreditId)
      await ctx.repos.airlineCredits.move(
        trip.booking.airlineCreditId,
        booking.id,
        'restore',
        share('AncillaryCredit'),
      );
    await record('airlineCreditRestored');
  }
  if (!done('creditIssued')) {
    let airlineCreditId: string | null = null;
    if (trip.product === 'flight' && c.airlineCreditMinor > 0) {
      const airline = readOffer(trip.booking).slices[0]?.segments[0]?.marketingAirline;
      const credit = await ctx.repos.airlineCredits.createForBooking({
        id: `ftc_${randomUUID().replaceAll('-', '').slice(0, 20)}`,
        userId: booking.userId,
        tenant: booking.tenant,
        airlineCode: airline?.code ?? '',
        airlineName: airline?.name ?? '',
        amountMinor: c.airlineCreditMinor,
        remainingMinor: c.airlineCreditMinor,
        currency: c.currency,
        travelerNames: trip.booking.passengerNames,
        originBookingId: booking.id,
        originConfirmationCode: tripConfirmationCode(booking),
        expiresAt: computeAirlineCreditExpiry(booking.createdAt),
        createdAt: ctx.travelClock.now(),
      });
      airlineCreditId = credit.id;
    }
    await record('creditIssued', { airlineCreditId });
  }
  if (!done('inventoryReleased')) {
    if (trip.product === 'flight') {
      await ctx.repos.seatInventory.release(booking.id);
      // A two-ticket booking's other tickets hold their own seats (issue 20).
      for (const ticket of trip.booking.tickets ?? [])
        await ctx.repos.seatInventory.release(ticket.supplierBookingId);
      // A changed trip's flights are held by its confirmed change (flight-exchange.ts).
      for (const hold of await ctx.repos.flightExchanges.listConfirmedIds(booking.id))
        await ctx.repos.seatInventory.release(hold);
      noteSeatInventoryChanged(ctx);
    } else if (trip.product === 'hotel') await HOTEL_SAGA.releaseInventory(ctx, trip.booking);
    // An experience's spots go back to its slot (once; the supplier step released them too).
    else if (trip.product === 'activity') await EXPERIENCE_SAGA.releaseInventory(ctx, trip.booking);
    // A home's nights are free again (once; the supplier step released them too).
    else if (trip.product === 'home') await HOME_SAGA.releaseInventory(ctx, trip.booking);
    // A package's seats and rooms go back together.
    else if (trip.product === 'package') await PACKAGE_SAGA.releaseInventory(ctx, trip.booking);
    await record('inventoryReleased');
  }
  if (!done('bookingCancelled')) {
    await ctx.repos.trips.markCancelled(trip.product, booking.id, ctx.clock.now());
    await record('bookingCancelled');
  }
  if (!done('emailQueued')) {
    const label = await describeSources(ctx, booking);
    await ctx.repos.emailOutbox.enqueue(
      renderCancellationEmail(
        trip,
        {
          outcome: c.outcome,
          refunds: await expandSplitRefunds(ctx, booking.id, toRefunds(c.refunds, label)),
          creditMinor: c.airlineCreditMinor,
        },
        ctx.clock.now(),
      ),
    );
    ctx.emailSender.kick();
    await record('emailQueued');
  }
  const now = ctx.travelClock.now();
  const cancelled = await ctx.repos.trips.updateCancellation(c.id, {
    status: 'Cancelled',
    cancelledAt: now,
    updatedAt: now,
  });
  // A travel offer it used is the person's again when cancelled before the offer's end (issue 23).
  await releaseTravelOffer(ctx, booking.tenant, booking.id, 'cancelled');
  // Cancel for any reason: used (Canceled) by its own outcomes, ended by any other cancellation.
  await settleCfarAfterCancellation(ctx, booking.id, c.outcome, 'Cancelled');
  // Change for any reason unused ends with the trip.
  if (trip.product === 'flight') await expireChfar(ctx, booking.id, 'TripCancelled');
  // Disruption assistance: its refund recorded as sent, or voided by any other cancellation.
  if (trip.product === 'flight')
    await settleDisruptionAfterCancellation(ctx, booking.id, c.outcome);
  // The missed-connection guarantee ends with the trip: a void or any other cancellation.
  if (trip.product === 'flight')
    await voidMissedConnection(
      ctx,
      booking.id,
      c.outcome === 'ticketed_void' ? 'Voided' : 'TripCancelled',
    );
  // Price drop protection stops watching, with a logged check saying why.
  await endPriceDropOnCancellation(ctx, booking.id);
  return cancelled;
}
