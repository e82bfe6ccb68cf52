import type {
  ActivityAvailability,
  ActivityAvailabilityRequest,
  ActivityBooking,
  ActivityBookRequest,
  ActivityCancellationQuote,
  ActivityDetail,
  ActivitySearchRequest,
  ActivitySearchResponse,
} from '@wayfare/contracts/activities';
import {
  describeActivity,
  findActivity,
  getActivityAvailability,
  searchActivities,
  type ActivityWorld,
  type SoldSpotsLookup,
} from '../activities/activity-search';
import { describeActivityDetail } from '../activities/activity-detail';
import { MINUTES_PER_DAY, parseIsoDate, toEpochMinute, type Instant } from '../reference/calendar';
import { fail, succeed, type SupplyResult } from '../supply-result';

/** What any activities supplier (the sandbox today, a real one later) offers. */
export interface ActivityProvider {
  searchActivities(
    request: ActivitySearchRequest,
    now: Instant,
  ): Promise<SupplyResult<ActivitySearchResponse>>;
  /** `sold`: the spots the portal itself sold, which the supplier's own count must leave out. */
  getAvailability(
    request: ActivityAvailabilityRequest,
    now: Instant,
    sold?: SoldSpotsLookup,
  ): Promise<SupplyResult<ActivityAvailability>>;
  /** The activity page: itinerary, meeting point, inclusions. */
  describeActivity(activityId: string): Promise<SupplyResult<ActivityDetail>>;
  /** `bookingId` doubles as the idempotency key. */
  book(
    bookingId: string,
    request: ActivityBookRequest,
    now: Instant,
  ): Promise<SupplyResult<ActivityBooking>>;
  /** What cancelling now would give back (spec §4 experience cancellation outcomes). */
  quoteCancellation(
    bookingId: string,
    now: Instant,
  ): Promise<SupplyResult<ActivityCancellationQuote>>;
  cancel(bookingId: string, now: Instant): Promise<SupplyResult<ActivityBooking>>;
  retrieve(bookingId: string): Promise<SupplyResult<ActivityBooking>>;
}

function getStartMinute(b: ActivityBooking): number {
  const [hh, mm] = b.request.startTime.split(':').map(Number);
  return (parseIsoDate(b.request.date) ?? 0) * MINUTES_PER_DAY + (hh ?? 0) * 60 + (mm ?? 0);
}

/** Outcome of cancelling at `now`; start times are local and compared with UTC, as in availability. */
export function quoteActivityCancellation(
  b: ActivityBooking,
  now: Instant,
): ActivityCancellationQuote {
  const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });
  if (b.status === 'Cancelled') return { outcome: 'AlreadyCanceled', refund: usd(0) };
  const hoursBefore = (getStartMinute(b) - toEpochMinute(now)) / 60;
  if (hoursBefore <= 0) return { outcome: 'PastExperienceStart', refund: usd(0) };
  const p = b.cancellationPolicy;
  if (p.freeCancellationHoursBefore !== null && hoursBefore >= p.freeCancellationHoursBefore)
    return { outcome: 'FullyRefundable', refund: b.total };
  if (p.kind === 'PartiallyRefundable' && hoursBefore >= 24)
    return {
      outcome: 'PartiallyRefundable',
      refund: usd(Math.round((b.total.amountMinor * p.refundPercentAfterDeadline) / 100)),
    };
  return {
    outcome: p.kind === 'NonRefundable' ? 'NonRefundable' : 'NonCancellable',
    refund: usd(0),
  };
}

/**
 * Where the sandbox supplier keeps its bookings: in memory by default; the app keeps them on its
 * own booking rows so they survive a restart (as the car supplier's ledger).
 */
export interface ActivitySupplierLedger {
  find(bookingId: string): Promise<ActivityBooking | null>;
  save(booking: ActivityBooking): Promise<void>;
}

function createMemoryLedger(): ActivitySupplierLedger {
  const bookings = new Map<string, ActivityBooking>();
  return {
    find: (id) => Promise.resolve(bookings.get(id) ?? null),
    save: (b) => {
      bookings.set(b.bookingId, b);
      return Promise.resolve();
    },
  };
}

/**
 * The sandbox operator: its own sales of other channels are the availability's load; the portal's
 * sales are passed in (`sold`), counted by the portal's database, so the operator's answer after a
 * restart is the same.
 */
export function createSandboxActivityProvider(
  world: ActivityWorld,
  ledger: ActivitySupplierLedger = createMemoryLedger(),
): ActivityProvider {
  const noSales: SoldSpotsLookup = () => 0;
  return {
    searchActivities: (request, now) => Promise.resolve(searchActivities(world, request, now)),
    getAvailability: (request, now, sold = noSales) =>
      Promise.resolve(getActivityAvailability(world, request, now, sold)),
    describeActivity(activityId) {
      const found = findActivity(world, activityId);
      return Promise.resolve(
        found
          ? succeed(describeActivityDetail(found))
          : fail('NotFound', `Unknown activity "${activityId}".`),
      );
    },
    async book(bookingId, request, now) {
      const existing = await ledger.find(bookingId);
      if (existing) return succeed(existing);
      if (
        request.leadTraveler.givenName.trim() === '' ||
        request.leadTraveler.surname.trim() === ''
      )
        return fail(
          'InvalidFulfillmentInput',
          'The lead traveler needs a given name and a surname.',
        );
      // The portal has already taken the spots in its own count: the operator checks the slot runs.
      const avail = getActivityAvailability(world, request, now, noSales);
      if (!avail.ok) return avail;
      const slot = avail.value.timeSlots.find(
        (s) => s.startTime === request.startTime && s.ticketType === request.ticketType,
      );
      if (!slot)
        return fail(
          'NoAvailability',
          `No ${request.ticketType} places at ${request.startTime} on ${request.date}.`,
        );
      const activity = findActivity(world, request.activityId);
      if (!activity) return fail('NotFound', `Unknown activity "${request.activityId}".`);
      const summary = describeActivity(activity);
      const booking: ActivityBooking = {
        bookingId,
        confirmationCode: `E-${bookingId
          .replace(/[^A-Z0-9]/gi, '')
          .slice(-6)
          .toUpperCase()
          .padStart(6, 'X')}`,
        status: 'Confirmed',
        request,
        title: summary.title,
        total: slot.total,
        cancellationPolicy: summary.cancellationPolicy,
        bookedAt: new Date(toEpochMinute(now) * 60_000).toISOString(),
        cancelledAt: null,
        cancellation: null,
      };
      await ledger.save(booking);
      return succeed(booking);
    },
    async quoteCancellation(bookingId, now) {
      const booking = await ledger.find(bookingId);
      return booking
        ? succeed(quoteActivityCancellation(booking, now))
        : fail('NotFound', `No activity booking ${bookingId}.`);
    },
    async cancel(bookingId, now) {
      const booking = await ledger.find(bookingId);
      if (!booking) return fail('NotFound', `No activity booking ${bookingId}.`);
      const quote = quoteActivityCancellation(booking, now);
      if (quote.outcome === 'AlreadyCanceled')
        return fail('AlreadyCancelled', `Booking ${bookingId} is already cancelled.`);
      if (quote.outcome === 'PastExperienceStart')
        return fail('NotAvailable', 'PastExperienceStart: the experience has already started.');
      const cancelled: ActivityBooking = {
        ...booking,
        status: 'Cancelled',
        cancelledAt: new Date(toEpochMinute(now) * 60_000).toISOString(),
        cancellation: quote,
      };
      await ledger.save(cancelled);
      return succeed(cancelled);
    },
    async retrieve(bookingId) {
      const booking = await ledger.find(bookingId);
      return booking ? succeed(booking) : fail('NotFound', `No activity booking ${bookingId}.`);
    },
  };
}
