import type { FlightDisruption, FlightSearchRequest } from '@wayfare/contracts/flights';
import type { NightPrice } from '@wayfare/contracts/lodging';
import type { FaultKindOn, SandboxFaultOperation } from '@wayfare/contracts/sandbox';
import { listCityAirports, type CityAirport } from '@wayfare/supply/flights/city-airports';
import { createDisruptionRegistry } from '@wayfare/supply/flights/flight-disruptions';
import { findLowestTripTotal, planFlightSearch } from '@wayfare/supply/flights/flight-search';
import { formatLodgingId } from '@wayfare/supply/lodging/hotel-describe';
import { getObservationDay } from '@wayfare/supply/lodging/hotel-rate-dynamics';
import { isRatePlanSold, parseRateId } from '@wayfare/supply/lodging/hotel-rate-plans';
import { listRateNightlyPrices, priceRoomStayMinor } from '@wayfare/supply/lodging/hotel-room-rate';
import { parseIsoDate } from '@wayfare/supply/reference/calendar';
import {
  createSandboxFareCalendarProvider,
  type FareCalendarProvider,
} from '@wayfare/supply/ports/fare-calendar-provider';
import {
  createSandboxFlightProvider,
  type FlightProvider,
} from '@wayfare/supply/ports/flight-provider';
import {
  createSandboxCarProvider,
  type CarProvider,
  type CarSupplierLedger,
} from '@wayfare/supply/ports/car-provider';
import {
  createSandboxActivityProvider,
  type ActivityProvider,
  type ActivitySupplierLedger,
} from '@wayfare/supply/ports/activity-provider';
import {
  createSandboxHotelProvider,
  type HotelProvider,
} from '@wayfare/supply/ports/hotel-provider';
import type { HomeCalendar } from '@wayfare/supply/ports/home-calendar';
import { createSandboxHomeProvider, type HomeProvider } from '@wayfare/supply/ports/home-provider';
import {
  createSandboxPackageRateProvider,
  type PackageRateProvider,
} from '@wayfare/supply/ports/package-rate-provider';
import {
  createSandboxCompetitorFeed,
  type CompetitorPriceFeed,
} from '@wayfare/supply/ports/competitor-price-feed';
import type { RoomInventory } from '@wayfare/supply/ports/room-inventory';
import type { SeatInventory } from '@wayfare/supply/ports/seat-inventory';
import type { SupplyService } from './supply';

export type SupplierProduct = 'flight' | 'hotel' | 'car' | 'activity' | 'home' | 'package';
/** The booking steps at which a supplier may refuse: quote, prepare (Book pressed), book, fulfil, cancel. */
export type SupplierCall = Exclude<SandboxFaultOperation, 'any'>;

/** How a supplier refused a call: a spec §8 code it can meet there, `fail` or `timeout`. */
export interface SupplierRefusal<C extends SupplierCall> {
  kind: FaultKindOn<C> | 'fail';
  message: string;
}

/**
 * The supplier's go-ahead at each booking step that the product ports have no call of their own
 * for (and at `book` and `cancel`, before the port's call): null to go on, or its refusal (after
 * making the caller wait, for a timeout).
 */
export interface SupplierCalls {
  refusal<C extends SupplierCall>(
    product: SupplierProduct,
    call: C,
  ): Promise<SupplierRefusal<C> | null>;
}

/**
 * Cancellation terms the supplier changes after a booking: a fee it started charging, and which
 * cancellation quotes priced that fee (a quote made before it no longer holds).
 */
export interface SupplierCancellations {
  /** How long a supplier whose cancellation timed out takes to answer it. */
  readonly retryAfterMs: number;
  setFee(bookingId: string, feeMinor: number): Promise<void>;
  /** The fee in minor units, 0 without one. */
  findFee(bookingId: string): Promise<number>;
  noteQuoteWithFee(bookingId: string, quoteId: string): Promise<void>;
  isQuoteBeforeFee(bookingId: string, quoteId: string): Promise<boolean>;
}

/** The airlines' events on flight instances: delays, cancellations and schedule changes. */
export interface DisruptionSource {
  /** The event known at `now` on this flight instance, if any. */
  find(flightInstanceId: string, now: Date): FlightDisruption | null;
}

/** A rate's per-room nightly prices, which a search answer's lead rate leaves out. */
export interface HotelRateNights {
  /** As sold at `at` (hotel prices move with the day); empty for a rate id the supplier cannot read. */
  listNightly(lodgingId: string, rateId: string, at: Date): NightPrice[];
}

/** What a search would have cost on a past day, as a price tracker would have seen it. */
export interface PastFares {
  /**
   * The lowest whole-trip total the search would have found at `at`, priced without building its
   * results; null when it found nothing then (or the supplier cannot say).
   */
  findLowestTripTotal(
    request: FlightSearchRequest,
    at: Date,
  ): { amountMinor: number; currency: string } | null;
}

/** What a stay would have cost on a past day, as a price tracker would have seen it. */
export interface PastHotelRates {
  /** The stay's total per room (all nights, before taxes) of that room rate at `at`; null when it did not sell then. */
  findStayTotal(
    input: { lodgingId: string; rateId: string; checkIn: string; checkOut: string },
    at: Date,
  ): { amountMinor: number; currency: string } | null;
}

/** Every supplier port the services use, composed once per app (app.ts). */
export interface SupplierPorts {
  flights: FlightProvider;
  /** Fares by date: the date picker's calendar and the results' ±3-day grid (issue 19). */
  fareCalendar: FareCalendarProvider;
  pastFares: PastFares;
  hotels: HotelProvider;
  /** Car rentals (issue 21). */
  cars: CarProvider;
  /** Experiences (issue 22). */
  activities: ActivityProvider;
  /** Vacation rentals (issue 22): their nights are the portal's `home_booked_nights`. */
  homes: HomeProvider;
  /** Packages' bundled hotel rates, never shown alone (issue 23). */
  packageRates: PackageRateProvider;
  hotelRateNights: HotelRateNights;
  pastHotelRates: PastHotelRates;
  calls: SupplierCalls;
  cancellations: SupplierCancellations;
  disruptions: DisruptionSource;
  airports: CityAirports;
  /** Competitors' public prices, which price match verifies claims against (issue 19). */
  competitorPrices: CompetitorPriceFeed;
}

/** The airports of one city (changing a booked flight's airports, issue 18). */
export interface CityAirports {
  /** The asked airport first, then the same city's others with service; empty when unknown. */
  listCityAirports(code: string): CityAirport[];
}

/** How long the supplier takes to answer a cancellation that timed out. */
export const SUPPLIER_CANCEL_RETRY_MS = 4_000;

function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/**
 * The sandbox supplier's world behind the ports, built on first use (the world takes seconds):
 * one provider per app, which remembers its bookings as a real supplier would. It never refuses
 * a call and never changes its cancellation terms.
 */
export function createSupplierPorts(
  supply: SupplyService,
  inventory: {
    seats: SeatInventory;
    rooms: RoomInventory;
    carLedger?: CarSupplierLedger;
    activityLedger?: ActivitySupplierLedger;
    homeCalendar: HomeCalendar;
  },
): SupplierPorts {
  const flights = lazy(() =>
    createSandboxFlightProvider(supply.getWorld().flights, inventory.seats),
  );
  const fareCalendar = lazy(() =>
    createSandboxFareCalendarProvider(supply.getWorld().flights, inventory.seats),
  );
  const hotels = lazy(() => createSandboxHotelProvider(supply.getWorld().hotels, inventory.rooms));
  const cars = lazy(() => createSandboxCarProvider(supply.getWorld().cars, inventory.carLedger));
  const activities = lazy(() =>
    createSandboxActivityProvider(supply.getWorld().activities, inventory.activityLedger),
  );
  const homes = lazy(() =>
    createSandboxHomeProvider(supply.getWorld().homes, inventory.homeCalendar),
  );
  const disruptions = createDisruptionRegistry();
  return {
    flights: {
      searchFlights: (request, now) => flights().searchFlights(request, now),
      priceOffer: (request, now) => flights().priceOffer(request, now),
      book: (bookingId, request, now) => flights().book(bookingId, request, now),
      cancel: (bookingId, now) => flights().cancel(bookingId, now),
      retrieve: (bookingId) => flights().retrieve(bookingId),
    },
    fareCalendar: {
      findLowestFares: (query, now) => fareCalendar().findLowestFares(query, now),
    },
    hotels: {
      searchHotels: (request, now) => hotels().searchHotels(request, now),
      getHotelDetail: (request, now) => hotels().getHotelDetail(request, now),
      priceRate: (request, now, options) => hotels().priceRate(request, now, options),
      book: (bookingId, request, now) => hotels().book(bookingId, request, now),
      cancel: (bookingId, now) => hotels().cancel(bookingId, now),
      retrieve: (bookingId) => hotels().retrieve(bookingId),
    },
    cars: {
      searchCars: (request, now) => cars().searchCars(request, now),
      priceOffer: (offerId, now) => cars().priceOffer(offerId, now),
      describeRental: (offerId, now) => cars().describeRental(offerId, now),
      book: (bookingId, request, now) => cars().book(bookingId, request, now),
      cancel: (bookingId, now) => cars().cancel(bookingId, now),
      retrieve: (bookingId) => cars().retrieve(bookingId),
    },
    activities: {
      searchActivities: (request, now) => activities().searchActivities(request, now),
      getAvailability: (request, now, sold) => activities().getAvailability(request, now, sold),
      describeActivity: (activityId) => activities().describeActivity(activityId),
      book: (bookingId, request, now) => activities().book(bookingId, request, now),
      quoteCancellation: (bookingId, now) => activities().quoteCancellation(bookingId, now),
      cancel: (bookingId, now) => activities().cancel(bookingId, now),
      retrieve: (bookingId) => activities().retrieve(bookingId),
    },
    homes: {
      searchStays: (request, now) => homes().searchStays(request, now),
      describeStay: (request, now, options) => homes().describeStay(request, now, options),
      describeHostContact: (listingId) => homes().describeHostContact(listingId),
      renderPhoto: (photoId) => homes().renderPhoto(photoId),
      searchHomes: (request, now) => homes().searchHomes(request, now),
      checkAvailability: (request, now) => homes().checkAvailability(request, now),
      quote: (request, now) => homes().quote(request, now),
      book: (bookingId, request, now) => homes().book(bookingId, request, now),
      cancel: (bookingId, now) => homes().cancel(bookingId, now),
      retrieve: (bookingId) => homes().retrieve(bookingId),
    },
    packageRates: createSandboxPackageRateProvider(),
    pastFares: {
      findLowestTripTotal: (request, at) => {
        const world = supply.getWorld().flights;
        const past = planFlightSearch(world, request, at);
        return past.ok ? findLowestTripTotal(world, past.plan, at) : null;
      },
    },
    hotelRateNights: {
      listNightly: (_lodgingId, rateId, at) => {
        const world = supply.getWorld().hotels;
        const key = parseRateId(world, rateId);
        return key ? listRateNightlyPrices(world, key, at) : [];
      },
    },
    pastHotelRates: {
      findStayTotal: (input, at) => {
        const world = supply.getWorld().hotels;
        const key = parseRateId(world, input.rateId);
        const checkIn = parseIsoDate(input.checkIn);
        const checkOut = parseIsoDate(input.checkOut);
        if (!key || checkIn === null || checkOut === null) return null;
        if (formatLodgingId(key.hotel) !== input.lodgingId) return null;
        if (!isRatePlanSold(world, key.hotel, key.template, key.plan)) return null;
        // The rate's room and plan for the asked dates (a rate id is listed for its own dates).
        const total = priceRoomStayMinor(
          world,
          { ...key, checkIn, nights: checkOut - checkIn },
          getObservationDay(at),
        );
        return total === null ? null : { amountMinor: total, currency: 'USD' };
      },
    },
    calls: { refusal: () => Promise.resolve(null) },
    cancellations: {
      retryAfterMs: SUPPLIER_CANCEL_RETRY_MS,
      setFee: () => Promise.resolve(),
      findFee: () => Promise.resolve(0),
      noteQuoteWithFee: () => Promise.resolve(),
      isQuoteBeforeFee: () => Promise.resolve(false),
    },
    disruptions: {
      find: (flightInstanceId, now) =>
        disruptions.find(supply.getWorld().flights, flightInstanceId, now),
    },
    airports: {
      listCityAirports: (code) => listCityAirports(supply.getWorld().flights, code),
    },
    competitorPrices: createSandboxCompetitorFeed(),
  };
}
