import type {
  HomeCalendarDay,
  HomeDetails,
  HomeHostContact,
  HomePriceBreakdown,
  HomeSearchRequest as PortalHomeSearch,
  HomeStayRequest as PortalHomeStay,
  HomeViolation,
} from '@wayfare/contracts/home-booking';
import type {
  HomeAvailability,
  HomeBooking,
  HomeBookRequest,
  HomeQuote,
  HomeSearchRequest,
  HomeSearchResponse,
  HomeStayRequest,
  HomeSummary,
} from '@wayfare/contracts/homes';
import type { UnavailabilityReason } from '@wayfare/contracts/lodging';
import {
  buildHomeCalendar,
  describeHomeDetails,
  describeHostContact,
  measureHomeDistanceKm,
  renderHomePhoto,
} from '../homes/home-details';
import {
  describeHome,
  findHomeListing,
  listCityHomes,
  type HomeWorld,
} from '../homes/home-listings';
import {
  checkHomeAvailability,
  findHomeStayViolations,
  priceHomeBreakdown,
  quoteHome,
  validateHomeDates,
  validateHomeStay,
  type BookedNightLookup,
} from '../homes/home-quote';
import { searchHomes } from '../homes/home-search';
import { findCancellationTier, toHotelLocalMinute } from '../lodging/hotel-cancellation';
import {
  formatIsoDate,
  MINUTES_PER_DAY,
  parseIsoDate,
  toEpochMinute,
  type Instant,
} from '../reference/calendar';
import lookupTimeZone from '../reference/tz-lookup-shim';
import { fail, succeed, type SupplyResult } from '../supply-result';
import type { HomeCalendar } from './home-calendar';

const HOME_CHECK_IN_MINUTE = 16 * 60;

/** One home that can host a searched stay, priced in full (the portal's search). */
export interface HomeStayFound {
  summary: HomeSummary;
  pricing: HomePriceBreakdown;
  distanceKm: number;
}

export interface HomeStaySearch {
  city: { cityCode: string; name: string; countryCode: string; lat: number; lon: number };
  /** Every home of the city is in the city's zone (check-in times and deadlines). */
  timeZone: string;
  nights: number;
  homes: HomeStayFound[];
  unavailableByReason: Partial<Record<UnavailabilityReason, number>>;
}

/** One home for a stay: its page, the rules the stay breaks, its price and the calendar. */
export interface HomeStayDescription {
  details: HomeDetails;
  nights: number;
  violations: HomeViolation[];
  /** Null when the home cannot host the stay. */
  pricing: HomePriceBreakdown | null;
  calendar: { from: string; days: HomeCalendarDay[] } | null;
}

/** The portal's calendar window on a home's page. */
export const HOME_CALENDAR_DAYS = 90;

/** What any vacation-rental supplier (the sandbox today, a real one later) offers. */
export interface HomeProvider {
  /** The portal's search: every home that can host the stay with its price broken down. */
  searchStays(request: PortalHomeSearch, now: Instant): Promise<SupplyResult<HomeStaySearch>>;
  /**
   * One home for a stay; `calendarFrom` (epoch day) asks for the 90-day calendar too.
   * `exceptHoldId`: a booking's own nights do not block it (re-quoting a booked stay).
   */
  describeStay(
    request: PortalHomeStay,
    now: Instant,
    options?: { calendarFrom?: number; exceptHoldId?: string },
  ): Promise<SupplyResult<HomeStayDescription>>;
  /** The host's contact and the address, given once a stay is confirmed. */
  describeHostContact(listingId: string): HomeHostContact | null;
  /** A photo (`<listingId>-<n>`) as SVG, or null. */
  renderPhoto(photoId: string): string | null;
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
    exceptHoldId?: string,
  ): Promise<BookedNightLookup> => {
    const a = parseIsoDate(from);
    const b = parseIsoDate(until);
    if (a === null || b === null || b <= a || b - a > 400) return () => false;
    const taken = await calendar.getBookedNights(ids, a, b, exceptHoldId);
    return (id, day) => taken.get(id)?.has(day) ?? false;
  };
  const forStay = (r: HomeStayRequest, exceptHoldId?: string) =>
    bookedFor([r.listingId], r.checkInDate, r.checkOutDate, exceptHoldId);
  return {
    async searchStays(request, now) {
      const m = /^C(\d+)$/.exec(request.cityCode);
      const city = m ? world.cityByGeonameId.get(Number(m[1])) : undefined;
      if (!city) return fail('UnknownLocation', `Unknown city code "${request.cityCode}".`);
      const valid = validateHomeDates(request, now);
      if (!valid.ok) return valid;
      const listings = listCityHomes(world, city);
      const booked = await bookedFor(
        listings.map((h) => h.listingId),
        request.checkInDate,
        request.checkOutDate,
      );
      const unavailableByReason: Partial<Record<UnavailabilityReason, number>> = {};
      const homes: HomeStayFound[] = [];
      for (const home of listings) {
        const stay = { home, ...valid.dates };
        const violations = findHomeStayViolations(world, stay, booked);
        for (const v of violations)
          unavailableByReason[v.reason] = (unavailableByReason[v.reason] ?? 0) + 1;
        if (violations.length > 0) continue;
        homes.push({
          summary: describeHome(home),
          pricing: priceHomeBreakdown(world, stay),
          distanceKm: measureHomeDistanceKm(home),
        });
      }
      return succeed({
        city: {
          cityCode: `C${city.geonameId}`,
          name: city.name,
          countryCode: city.countryCode,
          lat: city.lat,
          lon: city.lon,
        },
        timeZone: lookupTimeZone(city.lat, city.lon),
        nights: valid.dates.nights,
        homes,
        unavailableByReason,
      });
    },
    async describeStay(request, now, options = {}) {
      const valid = validateHomeStay(world, request, now);
      if (!valid.ok) return valid;
      const { stay } = valid;
      const today = stay.checkIn - stay.leadDays;
      const from = options.calendarFrom ?? stay.checkIn;
      const calendarUntil = from + HOME_CALENDAR_DAYS;
      const lo = Math.min(from, stay.checkIn);
      const hi = Math.max(calendarUntil, stay.checkOut);
      const taken =
        hi - lo > 400
          ? new Map<string, Set<number>>()
          : await calendar.getBookedNights([request.listingId], lo, hi, options.exceptHoldId);
      const booked: BookedNightLookup = (id, day) => taken.get(id)?.has(day) ?? false;
      const violations = findHomeStayViolations(world, stay, booked);
      return succeed({
        details: describeHomeDetails(stay.home),
        nights: stay.nights,
        violations,
        pricing: violations.length === 0 ? priceHomeBreakdown(world, stay) : null,
        calendar:
          options.calendarFrom === undefined
            ? null
            : {
                from: formatIsoDate(from),
                days: buildHomeCalendar(world, stay.home, from, HOME_CALENDAR_DAYS, today, booked),
              },
      });
    },
    describeHostContact(listingId) {
      const home = findHomeListing(world, listingId);
      return home ? describeHostContact(home) : null;
    },
    renderPhoto(photoId) {
      return renderHomePhoto(world, photoId);
    },
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
      // The portal may already hold the nights for this booking (its saga's reserve step).
      const quoted = quoteHome(world, stay, now, await forStay(stay, bookingId));
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
