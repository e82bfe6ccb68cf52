import type {
  HomeAvailability,
  HomeBooking,
  HomeBookRequest,
  HomeQuote,
  HomeSearchRequest,
  HomeSearchResponse,
  HomeStayRequest,
} from '@wayfare/contracts/homes';
import { findHomeListing, listCityHomes, type HomeWorld } from '../homes/home-listings';
import { checkHomeAvailability, quoteHome, type BookedNightLookup } from '../homes/home-quote';
import { searchHomes } from '../homes/home-search';
import { findCancellationTier, toHotelLocalMinute } from '../lodging/hotel-cancellation';
import { MINUTES_PER_DAY, parseIsoDate, toEpochMinute, type Instant } from '../reference/calendar';
import lookupTimeZone from '../reference/tz-lookup-shim';
import { fail, succeed, type SupplyResult } from '../supply-result';
import type { HomeCalendar } from './home-calendar';

const HOME_CHECK_IN_MINUTE = 16 * 60;

/** What any vacation-rental supplier (the sandbox today, a real one later) offers. */
export interface HomeProvider {
  searchHomes(request: HomeSearchRequest, now: Instant): Promise<SupplyResult<HomeSearchResponse>>;
  checkAvailability(
    request: HomeStayRequest,
    now: Instant,
  ): Promise<SupplyResult<HomeAvailability>>;
  quote(request: HomeStayRequest, now: Instant): Promise<SupplyResult<HomeQuote>>;
  /** `bookingId` doubles as the idempotency key; the nights are taken all-or-nothing. */
  book(
    bookingId: string,
    request: HomeBookRequest,
    now: Instant,
  ): Promise<SupplyResult<HomeBooking>>;
  /** Cancels under the listing's policy at `now`. */
  cancel(bookingId: string, now: Instant): Promise<SupplyResult<HomeBooking>>;
  retrieve(bookingId: string): Promise<SupplyResult<HomeBooking>>;
}

export function createSandboxHomeProvider(world: HomeWorld, calendar: HomeCalendar): HomeProvider {
  const bookings = new Map<string, HomeBooking>();
  const bookedFor = async (
    ids: string[],
    from: string,
    until: string,
  ): Promise<BookedNightLookup> => {
    const a = parseIsoDate(from);
    const b = parseIsoDate(until);
    if (a === null || b === null || b <= a || b - a > 400) return () => false;
    const taken = await calendar.getBookedNights(ids, a, b);
    return (id, day) => taken.get(id)?.has(day) ?? false;
  };
  const forStay = (r: HomeStayRequest) => bookedFor([r.listingId], r.checkInDate, r.checkOutDate);
  return {
    async searchHomes(request, now) {
      const m = /^C(\d+)$/.exec(request.cityCode);
      const city = m ? world.cityByGeonameId.get(Number(m[1])) : undefined;
      const ids = city ? listCityHomes(world, city).map((h) => h.listingId) : [];
      return searchHomes(
        world,
        request,
        now,
        await bookedFor(ids, request.checkInDate, request.checkOutDate),
      );
    },
    async checkAvailability(request, now) {
      return checkHomeAvailability(world, request, now, await forStay(request));
    },
    async quote(request, now) {
      return quoteHome(world, request, now, await forStay(request));
    },
    async book(bookingId, request, now) {
      const existing = bookings.get(bookingId);
      if (existing) return succeed(existing);
      const { guest, stay } = request;
      if (guest.givenName.trim() === '' || guest.surname.trim() === '')
        return fail('InvalidFulfillmentInput', 'The guest needs a given name and a surname.');
      const quoted = quoteHome(world, stay, now, await forStay(stay));
      if (!quoted.ok) return quoted;
      if (
        request.expectedTotal &&
        request.expectedTotal.amountMinor !== quoted.value.total.amountMinor
      )
        return fail(
          'Invalid Quote',
          'The price of this stay has changed. Please review the new price.',
        );
      const checkIn = parseIsoDate(stay.checkInDate) ?? 0;
      const days = Array.from({ length: quoted.value.nights }, (_, i) => checkIn + i);
      const reserved = await calendar.reserve(bookingId, stay.listingId, days);
      if (!reserved.ok)
        return fail('NotAvailable', 'Someone has just booked some of these nights (BlockedDates).');
      const booking: HomeBooking = {
        bookingId,
        confirmationCode: `V-${bookingId
          .replace(/[^A-Z0-9]/gi, '')
          .slice(-6)
          .toUpperCase()
          .padStart(6, 'X')}`,
        status: 'Confirmed',
        quote: quoted.value,
        guest,
        bookedAt: new Date(toEpochMinute(now) * 60_000).toISOString(),
        cancelledAt: null,
        cancellationPenalty: null,
        refund: null,
      };
      bookings.set(bookingId, booking);
      return succeed(booking);
    },
    async cancel(bookingId, now) {
      const booking = bookings.get(bookingId);
      if (!booking) return fail('NotFound', `No home booking ${bookingId}.`);
      if (booking.status === 'Cancelled')
        return fail('AlreadyCancelled', `Booking ${bookingId} is already cancelled.`);
      const home = findHomeListing(world, booking.quote.listingId);
      const zone = home ? lookupTimeZone(home.lat, home.lon) : 'UTC';
      const checkIn = parseIsoDate(booking.quote.stay.checkInDate) ?? 0;
      const tier = findCancellationTier(
        booking.quote.cancellationPolicy,
        checkIn * MINUTES_PER_DAY + HOME_CHECK_IN_MINUTE - toHotelLocalMinute(zone, now),
      );
      await calendar.release(bookingId);
      const cancelled: HomeBooking = {
        ...booking,
        status: 'Cancelled',
        cancelledAt: new Date(toEpochMinute(now) * 60_000).toISOString(),
        cancellationPenalty: tier.penalty,
        refund: {
          amountMinor: Math.max(0, booking.quote.total.amountMinor - tier.penalty.amountMinor),
          currency: 'USD',
        },
      };
      bookings.set(bookingId, cancelled);
      return succeed(cancelled);
    },
    retrieve(bookingId) {
      const booking = bookings.get(bookingId);
      return Promise.resolve(
        booking ? succeed(booking) : fail('NotFound', `No home booking ${bookingId}.`),
      );
    },
  };
}
