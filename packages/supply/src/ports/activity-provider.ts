import type {
  ActivityAvailability,
  ActivityAvailabilityRequest,
  ActivityBooking,
  ActivityBookRequest,
  ActivityCancellationQuote,
  ActivitySearchRequest,
  ActivitySearchResponse,
} from '@wayfare/contracts/activities';
import {
  describeActivity,
  findActivity,
  getActivityAvailability,
  searchActivities,
  type ActivityWorld,
} from '../activities/activity-search';
import { MINUTES_PER_DAY, parseIsoDate, toEpochMinute, type Instant } from '../reference/calendar';
import { fail, succeed, type SupplyResult } from '../supply-result';

/** What any activities supplier (the sandbox today, a real one later) offers. */
export interface ActivityProvider {
  searchActivities(
    request: ActivitySearchRequest,
    now: Instant,
  ): Promise<SupplyResult<ActivitySearchResponse>>;
  getAvailability(
    request: ActivityAvailabilityRequest,
    now: Instant,
  ): Promise<SupplyResult<ActivityAvailability>>;
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

export function createSandboxActivityProvider(world: ActivityWorld): ActivityProvider {
  const bookings = new Map<string, ActivityBooking>();
  const sold = new Map<string, number>();
  const slotKey = (id: string, date: string, start: string, ticket: string) =>
    `${id}|${date}|${start}|${ticket}`;
  const lookup = (id: string, date: string, start: string, ticket: string) =>
    sold.get(slotKey(id, date, start, ticket)) ?? 0;
  const seatsOf = (r: ActivityBookRequest) =>
    r.ticketType === 'Private'
      ? 1
      : Object.entries(r.travelers).reduce((s, [band, n]) => s + (band === 'Infant' ? 0 : n), 0);
  return {
    searchActivities: (request, now) => Promise.resolve(searchActivities(world, request, now)),
    getAvailability: (request, now) =>
      Promise.resolve(getActivityAvailability(world, request, now, lookup)),
    book(bookingId, request, now) {
      const existing = bookings.get(bookingId);
      if (existing) return Promise.resolve(succeed(existing));
      if (
        request.leadTraveler.givenName.trim() === '' ||
        request.leadTraveler.surname.trim() === ''
      )
        return Promise.resolve(
          fail('InvalidFulfillmentInput', 'The lead traveler needs a given name and a surname.'),
        );
      const avail = getActivityAvailability(world, request, now, lookup);
      if (!avail.ok) return Promise.resolve(avail);
      const slot = avail.value.timeSlots.find(
        (s) => s.startTime === request.startTime && s.ticketType === request.ticketType,
      );
      if (!slot?.isAvailable)
        return Promise.resolve(
          fail(
            'NoAvailability',
            `No ${request.ticketType} places left at ${request.startTime} on ${request.date}.`,
          ),
        );
      const activity = findActivity(world, request.activityId);
      if (!activity)
        return Promise.resolve(fail('NotFound', `Unknown activity "${request.activityId}".`));
      const summary = describeActivity(activity);
      const key = slotKey(request.activityId, request.date, request.startTime, request.ticketType);
      sold.set(key, (sold.get(key) ?? 0) + seatsOf(request));
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
      bookings.set(bookingId, booking);
      return Promise.resolve(succeed(booking));
    },
    quoteCancellation(bookingId, now) {
      const booking = bookings.get(bookingId);
      return Promise.resolve(
        booking
          ? succeed(quoteActivityCancellation(booking, now))
          : fail('NotFound', `No activity booking ${bookingId}.`),
      );
    },
    cancel(bookingId, now) {
      const booking = bookings.get(bookingId);
      if (!booking) return Promise.resolve(fail('NotFound', `No activity booking ${bookingId}.`));
      const quote = quoteActivityCancellation(booking, now);
      if (quote.outcome === 'AlreadyCanceled')
        return Promise.resolve(
          fail('AlreadyCancelled', `Booking ${bookingId} is already cancelled.`),
        );
      if (quote.outcome === 'PastExperienceStart')
        return Promise.resolve(
          fail('NotAvailable', 'PastExperienceStart: the experience has already started.'),
        );
      const r = booking.request;
      const key = slotKey(r.activityId, r.date, r.startTime, r.ticketType);
      sold.set(key, Math.max(0, (sold.get(key) ?? 0) - seatsOf(r)));
      const cancelled: ActivityBooking = {
        ...booking,
        status: 'Cancelled',
        cancelledAt: new Date(toEpochMinute(now) * 60_000).toISOString(),
        cancellation: quote,
      };
      bookings.set(bookingId, cancelled);
      return Promise.resolve(succeed(cancelled));
    },
    retrieve(bookingId) {
      const booking = bookings.get(bookingId);
      return Promise.resolve(
        booking ? succeed(booking) : fail('NotFound', `No activity booking ${bookingId}.`),
      );
    },
  };
}
