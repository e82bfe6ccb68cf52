import { expireApprovals, resumeIncompleteBookings } from '../services/booking-saga';
import { CFAR_EXPIRY_JOB, expireCfar } from '../services/cfar-protection';
import {
  CHFAR_EXPIRY_JOB,
  CHFAR_REIMBURSEMENT_JOB,
  expireChfar,
  reimburseChfar,
} from '../services/change-for-any-reason';
import {
  DISRUPTION_CHECK_JOB,
  DISRUPTION_EXPIRY_JOB,
  expireDisruption,
  runDisruptionCheckJob,
} from '../services/disruption-assistance';
import {
  expireMissedConnection,
  MISSED_CONNECTION_EXPIRY_JOB,
} from '../services/missed-connection-monitor';
import { FLIGHT_EXCHANGE_JOB, type ExchangePorts } from '../services/flight-exchange';
import { settleExchange } from '../services/flight-exchange-confirm';
import type { JobHandler } from '../services/job-runner';
import {
  CARD_TRAVEL_CREDITS_EVERY_MS,
  CARD_TRAVEL_CREDITS_JOB,
  sweepCardTravelCredits,
  type CardTravelCreditPorts,
} from '../services/card-travel-credits';
import { checkWatch, PRICE_WATCH_CHECK_JOB, type PriceWatchPorts } from '../services/price-watch';
import { PRICE_DROP_CHECK_JOB } from '../services/price-drop-attach';
import { checkPriceDrop, type PriceDropPorts } from '../services/price-drop-protection';
import type { PriceFreezeJobPorts } from '../services/price-freeze-ports';
import {
  expirePriceFreeze,
  FREEZE_EXPIRY_JOB,
  FREEZE_REFUND_JOB,
  settleFreezeRefund,
} from '../services/price-freeze-voucher';
import { FREEZE_EXERCISE_JOB, settleFreezeExercise } from '../services/price-freeze-exercise';
import { SPLIT_DEADLINE_JOB } from '../services/split-payment-hold';
import { expireSplitPayment } from '../services/split-payments';
import { remindSplitPayers, SPLIT_REMINDER_JOB } from '../services/split-payment-reminders';
import {
  finishPendingCancellations,
  type CancellationStepPorts,
} from '../services/trip-cancel-steps';
import { TENANT_FEATURES } from '../services/tenant-features';
import {
  planTravelSalePricing,
  runTravelSalePriceJob,
  TRAVEL_SALE_PLAN_EVERY_MS,
  TRAVEL_SALE_PLAN_JOB,
  TRAVEL_SALE_PRICE_JOB,
  type TravelSaleSource,
} from '../services/travel-sale';

/**
 * What the scheduled work uses: the booking path's ports (the booking sweep, approvals' expiry),
 * a cancellation's steps (the pending cancellations), which include them, and the price freezes'
 * (their expiry at the exact hour, a refund's money, an exercise's settlement), and a flight
 * change's (the airline's answer).
 */
export type ScheduledWorkPorts = CancellationStepPorts &
  PriceFreezeJobPorts &
  ExchangePorts &
  PriceDropPorts &
  CardTravelCreditPorts &
  TravelSaleSource;

/** Every tenant's configured travel sale origins, priced ahead each day. */
const TENANT_SALE_ORIGINS = Object.values(TENANT_FEATURES).flatMap((f) => f.travelSaleOrigins);

/** A freeze job's payload names its freeze. */
function readFreezeId(payload: Record<string, unknown>): string {
  const id = payload.freezeId;
  if (typeof id !== 'string') throw new Error('freeze job without a freezeId');
  return id;
}

/** How often abandoned bookings are looked for: a lapsed saga lease is taken up within this. */
export const BOOKING_SWEEP_EVERY_MS = 5_000;

/**
 * Every kind of durable background work the API runs (apps/api/src/jobs, DESIGN.md: jobs), as
 * handlers for the one job runner. Each is idempotent, and each row is claimed by one process.
 */
export function listJobHandlers(
  ctx: ScheduledWorkPorts,
  log: { warn(details: Record<string, unknown>, message: string): void },
  /** Price watch's ports, built when a check runs (they read the app's flight shop). */
  priceWatch: () => PriceWatchPorts,
): JobHandler[] {
  return [
    {
      kind: 'booking-sweep',
      everyMs: BOOKING_SWEEP_EVERY_MS,
      async run() {
        const taken = await resumeIncompleteBookings(ctx);
        if (taken > 0) log.warn({ taken }, 'took up bookings a stopped process left');
      },
    },
    {
      // One per split payment across travellers, due on the travel clock at its deadline (issue 23).
      kind: SPLIT_DEADLINE_JOB,
      async run(job) {
        const splitId = job.payload.splitId;
        if (typeof splitId !== 'string') throw new Error('split payment job without a splitId');
        await expireSplitPayment(ctx, splitId);
      },
    },
    {
      // One per split across travellers, halfway to its deadline on the travel clock: one
      // reminder per unpaid payer, once (compare-and-set on the share's reminded_at).
      kind: SPLIT_REMINDER_JOB,
      async run(job) {
        const splitId = job.payload.splitId;
        if (typeof splitId !== 'string') throw new Error('split reminder job without a splitId');
        await remindSplitPayers(ctx, splitId);
      },
    },
    {
      // The travel sale priced ahead (issue 23): each minute, a `travel-sale-price` job per popular
      // origin not yet priced today; each job prices its origin once, in whichever process claims it.
      kind: TRAVEL_SALE_PLAN_JOB,
      everyMs: TRAVEL_SALE_PLAN_EVERY_MS,
      async run() {
        await planTravelSalePricing(ctx, TENANT_SALE_ORIGINS);
      },
    },
    {
      kind: TRAVEL_SALE_PRICE_JOB,
      async run(job) {
        await runTravelSalePriceJob(ctx, job.payload);
      },
    },
    {
      kind: 'approval-expiry',
      everyMs: 60_000,
      async run() {
        await expireApprovals(ctx);
      },
    },
    {
      // Card travel credits (issue 23), on the travel clock: each card-member anniversary's grant,
      // new card members' one-time credits, expiries at their date, cancels on accounts not in
      // good standing; once per card and period by the database's unique index.
      kind: CARD_TRAVEL_CREDITS_JOB,
      everyMs: CARD_TRAVEL_CREDITS_EVERY_MS,
      async run() {
        await sweepCardTravelCredits(ctx);
      },
    },
    {
      kind: 'pending-cancellations',
      everyMs: 60_000,
      async run() {
        const count = await finishPendingCancellations(ctx);
        if (count > 0) log.warn({ pending: count }, 'took up pending cancellations');
      },
    },
    {
      // One per cancel-for-any-reason protection, due on the travel clock just after its
      // deadline: CfarRefundable → Expired by compare-and-set (issue 18).
      kind: CFAR_EXPIRY_JOB,
      async run(job) {
        const bookingId = job.payload.bookingId;
        if (typeof bookingId !== 'string') throw new Error('cfar job without a bookingId');
        const booking = await ctx.repos.flightBookings.findById(bookingId);
        await expireCfar(ctx, bookingId, 'Deadline', booking?.contactEmail ?? null);
      },
    },
    {
      // One per watch and check number, every few hours of travel time (issue 19).
      kind: PRICE_WATCH_CHECK_JOB,
      async run(job) {
        const { watchId, checkNumber } = job.payload;
        if (typeof watchId !== 'string' || typeof checkNumber !== 'number')
          throw new Error('price watch job without its watch and check');
        await checkWatch(priceWatch(), watchId, checkNumber);
      },
    },
    {
      // One per protected booking and due instant, every few hours of travel time (issue 19): a
      // check whose instant is no longer the protection's (overtaken) does nothing.
      kind: PRICE_DROP_CHECK_JOB,
      async run(job) {
        const { bookingId, dueAt } = job.payload;
        if (typeof bookingId !== 'string' || typeof dueAt !== 'string')
          throw new Error('price drop job without its booking and due instant');
        await checkPriceDrop(ctx, bookingId, new Date(dueAt));
      },
    },
    {
      // One per change for any reason, due on the travel clock just after its deadline.
      kind: CHFAR_EXPIRY_JOB,
      async run(job) {
        const bookingId = job.payload.bookingId;
        if (typeof bookingId !== 'string') throw new Error('chfar job without a bookingId');
        await expireChfar(ctx, bookingId, 'Deadline');
      },
    },
    {
      // Its reimbursement, business days after the change it paid for was confirmed.
      kind: CHFAR_REIMBURSEMENT_JOB,
      async run(job) {
        const bookingId = job.payload.bookingId;
        if (typeof bookingId !== 'string') throw new Error('chfar job without a bookingId');
        await reimburseChfar(ctx, bookingId);
      },
    },
    {
      // Disruption assistance (issue 20): one per protected booking and due instant, hourly on the
      // travel clock while it is Active and its window open; a disruption found is recorded once.
      kind: DISRUPTION_CHECK_JOB,
      async run(job) {
        const { bookingId, dueAt } = job.payload;
        if (typeof bookingId !== 'string' || typeof dueAt !== 'string')
          throw new Error('disruption check job without its booking and due instant');
        await runDisruptionCheckJob(ctx, bookingId, new Date(dueAt));
      },
    },
    {
      // One per protection, just after its window (24 hours after the last flight): undecided → Expired.
      kind: DISRUPTION_EXPIRY_JOB,
      async run(job) {
        const bookingId = job.payload.bookingId;
        if (typeof bookingId !== 'string') throw new Error('disruption job without a bookingId');
        await expireDisruption(ctx, bookingId);
      },
    },
    {
      // One per missed connection, just after its 24 hours on the travel clock: unused → Expired.
      kind: MISSED_CONNECTION_EXPIRY_JOB,
      async run(job) {
        const bookingId = job.payload.bookingId;
        if (typeof bookingId !== 'string')
          throw new Error('missed-connection job without a bookingId');
        await expireMissedConnection(ctx, bookingId);
      },
    },
    {
      // One per confirmed flight change: the airline's answer (issue 18, flight-exchange.ts).
      kind: FLIGHT_EXCHANGE_JOB,
      async run(job) {
        const exchangeId = job.payload.exchangeId;
        if (typeof exchangeId !== 'string') throw new Error('exchange job without an exchangeId');
        await settleExchange(ctx, exchangeId);
      },
    },
    {
      // One per freeze, due on the travel clock at its end: Valid → Expired by compare-and-set.
      kind: FREEZE_EXPIRY_JOB,
      async run(job) {
        await expirePriceFreeze(ctx, readFreezeId(job.payload));
      },
    },
    {
      // A refund's money moves again, should the process that refunded have stopped midway.
      kind: FREEZE_REFUND_JOB,
      async run(job) {
        await settleFreezeRefund(ctx, readFreezeId(job.payload));
      },
    },
    {
      // One per booking exercising a freeze: its freeze used, or its fee refunded, should the
      // process running the saga have stopped before it settled the freeze.
      kind: FREEZE_EXERCISE_JOB,
      async run(job) {
        const { bookingId } = job.payload;
        if (typeof bookingId !== 'string')
          throw new Error('freeze exercise job without a bookingId');
        await settleFreezeExercise(ctx, bookingId);
      },
    },
  ];
}
