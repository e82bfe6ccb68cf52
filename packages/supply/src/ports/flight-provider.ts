import type {
  FlightOffer,
  FlightSearchRequest,
  FlightSearchResponse,
} from '@wayfare/contracts/flights';
import { computeSeatsLeft, computeInstanceDemand } from '../flights/fare-dynamics';
import { getSeatCabin, type SeatCabin } from '../flights/fare-products';
import type { SoldSeatLookup } from '../flights/fare-pricing';
import { parseInstanceId } from '../flights/flight-instances';
import { priceFlightOffer, type PriceOfferRequest } from '../flights/flight-offers';
import { listPlanInstanceIds, planFlightSearch, priceFlightSearch } from '../flights/flight-search';
import type { FlightWorld } from '../flights/flight-world';
import { toEpochMinute, type Instant } from '../reference/calendar';
import { fail, succeed, type SupplyResult } from '../supply-result';
import type { SeatClaim, SeatInventory } from './seat-inventory';

export type FlightBookingStatus = 'Confirmed' | 'Cancelled';

export interface FlightBooking {
  bookingId: string;
  locator: string;
  status: FlightBookingStatus;
  offer: FlightOffer;
  bookedAt: string;
}

/** What any flight supplier (the sandbox today, a real one later) offers the booking services. */
export interface FlightProvider {
  searchFlights(
    request: FlightSearchRequest,
    now: Instant,
  ): Promise<SupplyResult<FlightSearchResponse>>;
  priceOffer(request: PriceOfferRequest, now: Instant): Promise<SupplyResult<FlightOffer>>;
  /** Books at the price of `now`; `bookingId` doubles as the idempotency key. */
  book(
    bookingId: string,
    request: PriceOfferRequest,
    now: Instant,
  ): Promise<SupplyResult<FlightBooking>>;
  cancel(bookingId: string, now: Instant): Promise<SupplyResult<FlightBooking>>;
  retrieve(bookingId: string): Promise<SupplyResult<FlightBooking>>;
}

function toLookup(sold: Map<string, Partial<Record<SeatCabin, number>>>): SoldSeatLookup {
  return (id, cabin) => sold.get(id)?.[cabin] ?? 0;
}

/** The seats an offer takes on each of its flights, with the portal's capacity there as of `now`. */
export function listSeatClaims(world: FlightWorld, offer: FlightOffer, now: Instant): SeatClaim[] {
  const seats = offer.passengers.ADT + offer.passengers.CNN + offer.passengers.INS;
  return offer.slices.flatMap((slice) => {
    const cabin = getSeatCabin(slice.fares[0]?.cabinClass ?? 'Economy');
    return slice.segments.map((g) => {
      const inst = parseInstanceId(g.flightInstanceId);
      const schedule = inst?.schedule ?? 0;
      const demand = computeInstanceDemand(
        world.net,
        world.seed,
        schedule,
        inst?.localDay ?? 0,
        cabin,
        toEpochMinute(now),
      );
      const portalCapacity = computeSeatsLeft(world.net, schedule, cabin, demand.load, 0);
      return { flightInstanceId: g.flightInstanceId, cabin, seats, portalCapacity };
    });
  });
}

export function createSandboxFlightProvider(
  world: FlightWorld,
  inventory: SeatInventory,
): FlightProvider {
  const bookings = new Map<string, FlightBooking>();
  const lookupFor = async (
    offerFareIds: string[],
    exceptHold?: string,
  ): Promise<SoldSeatLookup> => {
    // A self-transfer's fare id names both tickets' flights (`<ticket>/<ticket>`).
    const ids = offerFareIds.flatMap((f) =>
      f.split('/').flatMap((ticket) => (ticket.split('|')[0] ?? '').split('+')),
    );
    return toLookup(await inventory.getSoldSeats(ids, exceptHold ? { exceptHold } : {}));
  };
  const priceOffer = async (
    request: PriceOfferRequest,
    now: Instant,
    exceptHold?: string,
  ): Promise<SupplyResult<FlightOffer>> => {
    const r = priceFlightOffer(world, request, now, await lookupFor(request.fareIds, exceptHold));
    return r.ok ? succeed(r.value) : r;
  };
  return {
    async searchFlights(request, now) {
      const planned = planFlightSearch(world, request, now);
      if (!planned.ok) return planned;
      const sold = await inventory.getSoldSeats(listPlanInstanceIds(planned.plan));
      return succeed(priceFlightSearch(world, planned.plan, now, toLookup(sold)));
    },
    priceOffer: (request, now) => priceOffer(request, now),
    async book(bookingId, request, now) {
      const existing = bookings.get(bookingId);
      if (existing) return succeed(existing);
      // The booking's own hold (the portal reserves seats before it books) is not someone else's
      // sale: counting it would make the last seat of a fare unbuyable.
      const priced = await priceOffer(request, now, bookingId);
      if (!priced.ok) return priced;
      const claims = listSeatClaims(world, priced.value, now);
      const reserved = await inventory.reserve(bookingId, claims);
      if (!reserved.ok) return fail('NoAvailability', reserved.message);
      const booking: FlightBooking = {
        bookingId,
        locator: bookingId
          .replace(/[^A-Z0-9]/gi, '')
          .slice(-6)
          .toUpperCase()
          .padStart(6, 'X'),
        status: 'Confirmed',
        offer: priced.value,
        bookedAt: new Date(toEpochMinute(now) * 60_000).toISOString(),
      };
      bookings.set(bookingId, booking);
      return succeed(booking);
    },
    async cancel(bookingId) {
      const booking = bookings.get(bookingId);
      if (!booking) return fail('NotFound', `No flight booking ${bookingId}.`);
      if (booking.status === 'Cancelled')
        return fail('AlreadyCancelled', `Booking ${bookingId} is already cancelled.`);
      await inventory.release(bookingId);
      const cancelled: FlightBooking = { ...booking, status: 'Cancelled' };
      bookings.set(bookingId, cancelled);
      return succeed(cancelled);
    },
    retrieve(bookingId) {
      const booking = bookings.get(bookingId);
      return Promise.resolve(
        booking ? succeed(booking) : fail('NotFound', `No flight booking ${bookingId}.`),
      );
    },
  };
}
