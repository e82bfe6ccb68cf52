import type {
  CrossSellHotelOffer,
  CrossSellOffersQuery,
  CrossSellOffersResponse,
} from '@wayfare/contracts/cross-sell';
import type { FlightOffer } from '@wayfare/contracts/flights';
import type { HotelSearchRequest } from '@wayfare/contracts/lodging';
import type { Tenant } from '@wayfare/contracts/tenant';
import {
  countRoomsFor,
  isStayOverlapping,
  planCrossSellStay,
  type CrossSellStay,
} from '@wayfare/domain/hotel-cross-sell';
import type { TripsRepository } from '@wayfare/store/repositories/trips-repository';
import type { TravelClock } from '../clock';
import type { ShopView } from './access';
import { listAvailableHotels, type HotelAvailabilityPorts } from './hotel-availability';
import { toFlightBookingView } from './flight-booking';
import { resolveBookerPolicy } from './travel-policy';
import { findOwnTrip, summarizeTrip } from './trips';

/*
 * The hotel cross-sell (issue 23): after a flight booking, a few hotels at the first slice's
 * destination from the day it lands until the next slice leaves (domain/hotel-cross-sell.ts),
 * priced by hotel availability as a search for that stay would show them. Shown on the flight's
 * confirmation and trip page (that booking) and on the home page (the next upcoming flight that
 * needs one); never for a trip with a stay already booked on its dates.
 */

export interface HotelCrossSellPorts extends HotelAvailabilityPorts {
  travelClock: TravelClock;
  repos: HotelAvailabilityPorts['repos'] & { trips: TripsRepository };
}

/** How many hotels the cross-sell shows, and how many it looks through to find them. */
export const CROSS_SELL_HOTELS = 3;
const CROSS_SELL_SEARCH_LIMIT = 12;

/**
 * On the business tenant the traveller's policy comes first: out-of-policy hotels only fill in
 * (each keeps its policy status, which the web marks). The order is otherwise the search's.
 */
export function orderInPolicyFirst<T extends { policyStatus: { inPolicy: boolean } | null }>(
  hotels: readonly T[],
): T[] {
  const isIn = (h: T) => h.policyStatus === null || h.policyStatus.inPolicy;
  return [...hotels.filter(isIn), ...hotels.filter((h) => !isIn(h))];
}

interface FlightTrip {
  bookingId: string;
  offer: FlightOffer;
}

/** The stay a flight needs: at its first destination, for its party. */
function planStay(offer: FlightOffer): (CrossSellStay & { code: string; city: string }) | null {
  const slices = offer.slices.flatMap((slice) => {
    const first = slice.segments[0];
    const last = slice.segments.at(-1);
    return first && last
      ? [
          {
            departureTime: first.departureTime,
            arrivalTime: last.arrivalTime,
            destination: last.destination,
          },
        ]
      : [];
  });
  const stay = planCrossSellStay(slices);
  const destination = slices[0]?.destination;
  return stay && destination ? { ...stay, code: destination.code, city: destination.city } : null;
}

async function buildOffer(
  ports: HotelCrossSellPorts,
  view: ShopView,
  tenant: Tenant,
  trip: FlightTrip,
  lookupSource: CrossSellOffersQuery['lookupSource'],
  booked: readonly CrossSellStay[],
): Promise<CrossSellHotelOffer | null> {
  const stay = planStay(trip.offer);
  if (!stay || booked.some((b) => isStayOverlapping(stay, b))) return null;
  const now = ports.clock.now();
  // A stay that has started (or a check-in in the past) is not offered.
  if (stay.checkInDate < now.toISOString().slice(0, 10)) return null;
  const adults = Math.max(1, trip.offer.passengers.ADT);
  const children = trip.offer.passengers.CNN;
  const request: HotelSearchRequest = {
    location: { kind: 'airport', airportCode: stay.code },
    checkInDate: stay.checkInDate,
    checkOutDate: stay.checkOutDate,
    rooms: countRoomsFor(adults + children),
    adults,
    children,
    filters: {},
    sort: 'MostRecommended',
    offset: 0,
    limit: CROSS_SELL_SEARCH_LIMIT,
  };
  const booker = await resolveBookerPolicy(ports, tenant, view.membership);
  const found = await listAvailableHotels(
    ports,
    view,
    tenant,
    request,
    booker?.policy ?? null,
    now,
  );
  const picks = orderInPolicyFirst(
    found.hotels.filter((h) => h.availability === 'Available'),
  ).slice(0, CROSS_SELL_HOTELS);
  if (picks.length === 0) return null;
  return {
    bookingId: trip.bookingId,
    lookupSource,
    destination: { code: stay.code, city: stay.city },
    location: request.location,
    stay: {
      checkInDate: request.checkInDate,
      checkOutDate: request.checkOutDate,
      nights: found.nights,
      rooms: request.rooms,
      adults,
      children,
    },
    hotels: picks,
  };
}

/** GET /api/v0/crosssell/offers/active for the signed-in person. */
export async function findActiveCrossSellOffers(
  ports: HotelCrossSellPorts,
  view: ShopView,
  tenant: Tenant,
  query: CrossSellOffersQuery,
): Promise<CrossSellOffersResponse> {
  const actor = { userId: view.auth.user.id, tenant };
  const now = ports.travelClock.now();
  const trips = (await ports.repos.trips.listBookings(actor.userId, tenant)).map((t) => ({
    trip: t,
    summary: summarizeTrip(t, now),
  }));
  // Stays booked (or awaiting approval) in hotels and homes: their dates need no other hotel.
  const booked = trips
    .filter(
      ({ trip, summary }) =>
        (trip.product === 'hotel' || trip.product === 'home') &&
        (summary.status === 'Confirmed' || summary.status === 'Pending'),
    )
    .map(({ summary }) => ({ checkInDate: summary.startDate, checkOutDate: summary.endDate }));
  let candidates: FlightTrip[];
  if (query.bookingId !== undefined) {
    const own = await findOwnTrip(ports, actor, query.bookingId);
    const summary = summarizeTrip(own, now);
    candidates =
      own.product === 'flight' && summary.status === 'Confirmed' && summary.timeStatus === 'Future'
        ? [{ bookingId: own.booking.id, offer: toFlightBookingView(own.booking).offer }]
        : [];
  } else {
    candidates = trips
      .filter(
        ({ trip, summary }) =>
          trip.product === 'flight' &&
          summary.status === 'Confirmed' &&
          summary.timeStatus === 'Future',
      )
      .sort((a, b) => a.summary.startsAt.localeCompare(b.summary.startsAt))
      .flatMap(({ trip }) =>
        trip.product === 'flight'
          ? [{ bookingId: trip.booking.id, offer: toFlightBookingView(trip.booking).offer }]
          : [],
      );
  }
  for (const trip of candidates) {
    const offer = await buildOffer(ports, view, tenant, trip, query.lookupSource, booked);
    if (offer) return { offers: [offer] };
  }
  return { offers: [] };
}
