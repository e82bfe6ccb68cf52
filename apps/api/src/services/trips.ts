import type { TravelOfferRedemptionsRepository } from '@wayfare/store/repositories/travel-offer-redemptions-repository';
import { CurrencySchema } from '@wayfare/contracts/money';
import { TenantSchema } from '@wayfare/contracts/tenant';
import type { TripBookingStatus, TripSummary, TripsResponse } from '@wayfare/contracts/trips';
import { estimateTripCo2Grams } from '@wayfare/domain/flight-emissions';
import { formatConfirmationCode } from '@wayfare/domain/trip-display';
import { selectTripTimeStatus } from '@wayfare/domain/trip-time-status';
import type { CarBookingRecord } from '@wayfare/store/repositories/car-bookings-repository';
import type { FlightBookingRecord } from '@wayfare/store/repositories/flight-bookings-repository';
import type { HotelBookingRecord } from '@wayfare/store/repositories/hotel-bookings-repository';
import type { TripBooking, TripsRepository } from '@wayfare/store/repositories/trips-repository';
import { AppError } from '../app-error';
import { toFlightBookingView } from './flight-booking';
import { readGuests, readHotelQuote } from './hotel-booking-records';
import { readCarQuote, readDrivers } from './car-booking-records';
import { readExperienceFacts, summarizeExperience } from './experience-trip';
import { readHomeFacts, summarizeHome } from './home-trip';
import { readPackageFacts, summarizePackage } from './package-trip';
import { readCarFacts, readFlightFacts, readHotelFacts, type TripFacts } from './trip-facts';
import { money } from './trip-receipt';
import { getTenantFeatures } from './tenant-features';
import { listAirlineCredits, type CreditPorts } from './trips-credits';
import type { AgentActionsRepository } from '@wayfare/store/repositories/agent-actions-repository';
import { findBookedBySupport } from './agent-trail';

/** What listing the person's trips reads: their bookings and airline credits. */
export interface TripListPorts extends CreditPorts {
  repos: CreditPorts['repos'] & {
    trips: TripsRepository;
    /** Tenant travel offers the trips used (issue 23). */
    travelOfferRedemptions: Pick<TravelOfferRedemptionsRepository, 'listForUser'>;
    /** Trips a support agent booked for the person (issue 24). */
    agentActions: Pick<AgentActionsRepository, 'findBookedBySupport'>;
  };
}

/** A booking's status as the trips pages name it. */
export function toTripStatus(status: string): TripBookingStatus {
  if (status === 'Confirmed') return 'Confirmed';
  if (status === 'Cancelled') return 'Cancelled';
  if (status === 'Pending' || status === 'AwaitingApproval') return 'Pending';
  return 'Unknown';
}

/** The booking's H- code, once the supplier gave it a locator. */
export function tripConfirmationCode(booking: { agentLocator: string | null }): string | null {
  return booking.agentLocator ? formatConfirmationCode(booking.agentLocator) : null;
}

/** What every trip card says whatever the product: code, status, time status, dates. */
function summarizeBooking(booking: TripBooking['booking'], facts: TripFacts, now: Date) {
  return {
    bookingId: booking.id,
    confirmationCode: tripConfirmationCode(booking),
    status: toTripStatus(booking.status),
    timeStatus: selectTripTimeStatus(
      { ...facts, isCancelled: booking.status === 'Cancelled' },
      now,
    ),
    awaitingApproval: booking.status === 'AwaitingApproval',
    startDate: facts.startDate,
    endDate: facts.endDate,
    startsAt: facts.startsAt.toISOString(),
    endsAt: facts.endsAt.toISOString(),
  };
}

function summarizeFlight(booking: FlightBookingRecord, now: Date): TripSummary {
  const view = toFlightBookingView(booking);
  const offer = view.offer;
  const facts = readFlightFacts(offer);
  const firstSlice = offer.slices[0];
  const origin = firstSlice?.segments[0]?.origin;
  const destination = firstSlice?.segments.at(-1)?.destination;
  return {
    ...summarizeBooking(booking, facts, now),
    type: 'Flight',
    // The arrow reads the same in every language (the trip page's title writes it the same way).
    title: `${origin?.city ?? firstSlice?.origin ?? ''} → ${destination?.city ?? firstSlice?.destination ?? ''}`,
    subtitle: view.tripSubtitle,
    travelerNames: booking.passengerNames,
    total: view.totals.total,
    imageUrl: null,
    carrierCodes: [
      ...new Set(offer.slices.flatMap((s) => s.segments.map((g) => g.marketingAirline.code))),
    ],
    // Issue 23: the trip's CO₂ for everyone on it, from the booked segments, where shown.
    ...(showsTripEmissions(booking.tenant) ? { co2eGrams: estimateTripCo2Grams(offer) } : {}),
  };
}

/** Whether the tenant's trip list shows flight trips' CO₂ (`tripEmissions`, the corporate one). */
function showsTripEmissions(tenant: string): boolean {
  const parsed = TenantSchema.safeParse(tenant);
  return parsed.success && getTenantFeatures(parsed.data).tripEmissions;
}

/** The upcoming trips' CO₂ (grams), where the tenant shows it; absent elsewhere. */
function totalUpcomingCo2(
  tenant: string,
  upcoming: readonly TripSummary[],
): { upcomingCo2eGrams?: number } {
  if (!showsTripEmissions(tenant)) return {};
  return { upcomingCo2eGrams: upcoming.reduce((sum, t) => sum + (t.co2eGrams ?? 0), 0) };
}

function summarizeHotel(booking: HotelBookingRecord, now: Date): TripSummary {
  const quote = readHotelQuote(booking);
  const facts = readHotelFacts(booking);
  const { lead, others } = readGuests(booking);
  return {
    ...summarizeBooking(booking, facts, now),
    type: 'Hotel',
    title: quote.hotel.name,
    subtitle: quote.hotel.city,
    travelerNames: [lead, ...others].map((g) => `${g.givenName} ${g.surname}`),
    total: money(booking.totalMinor, CurrencySchema.parse(booking.currency)),
    imageUrl: `/api/v0/images/hotels/${quote.hotel.lodgingId}.svg`,
    carrierCodes: [],
  };
}

/** A car rental's card: the car and company, the pick-up place, the drivers, the total. */
function summarizeCar(booking: CarBookingRecord, now: Date): TripSummary {
  const quote = readCarQuote(booking);
  return {
    ...summarizeBooking(booking, readCarFacts(booking), now),
    type: 'Car',
    title: `${quote.offer.supplier.name} · ${quote.offer.model}`,
    subtitle: quote.pickUp.location.name,
    travelerNames: readDrivers(booking).map((d) => `${d.givenName} ${d.surname}`),
    // The rental's whole price: paid now, or at the counter.
    total: quote.pricing.total,
    imageUrl: null,
    carrierCodes: [],
  };
}

export function summarizeTrip(trip: TripBooking, now: Date): TripSummary {
  switch (trip.product) {
    case 'flight':
      return summarizeFlight(trip.booking, now);
    case 'hotel':
      return summarizeHotel(trip.booking, now);
    case 'car':
      return summarizeCar(trip.booking, now);
    case 'activity':
      return {
        ...summarizeBooking(trip.booking, readExperienceFacts(trip.booking), now),
        ...summarizeExperience(trip.booking),
      };
    case 'home':
      return {
        ...summarizeBooking(trip.booking, readHomeFacts(trip.booking), now),
        ...summarizeHome(trip.booking),
      };
    // One Package card (issue 23) with its P- code and both parts' states.
    case 'package':
      return {
        ...summarizeBooking(trip.booking, readPackageFacts(trip.booking), now),
        ...summarizePackage(trip.booking, showsTripEmissions(trip.booking.tenant)),
      };
  }
}

/** GET /api/v0/trips: the spec's sections for the signed-in person in this tenant. */
export async function listTrips(
  ctx: TripListPorts,
  actor: { userId: string; tenant: string },
): Promise<TripsResponse> {
  const now = ctx.travelClock.now();
  const offers = new Map(
    (await ctx.repos.travelOfferRedemptions.listForUser(actor.userId, actor.tenant)).map((r) => [
      r.bookingId,
      r,
    ]),
  );
  const bookings = await ctx.repos.trips.listBookings(actor.userId, actor.tenant);
  const bySupport = await findBookedBySupport(
    ctx,
    actor.userId,
    bookings.map((t) => t.booking.id),
  );
  const trips = bookings.map((t) => {
    const summary = summarizeTrip(t, now);
    const supportAt = bySupport.get(t.booking.id);
    // Trips with offers (issue 23): what a travel-wallet credit paid of the trip, and a tenant
    // travel offer it used.
    const creditMinor = t.booking.walletCreditMinor;
    // A redemption given back (the booking failed, or was cancelled in time) is no offer used.
    const redemption = offers.get(t.booking.id);
    const offer = redemption?.status === 'Canceled' ? undefined : redemption;
    return {
      ...summary,
      madeBySupport: supportAt ? { at: supportAt.toISOString() } : null,
      travelCreditUsed:
        creditMinor > 0 ? { amountMinor: creditMinor, currency: summary.total.currency } : null,
      travelOfferUsed: offer
        ? {
            offerId: offer.offerId,
            discount: { amountMinor: offer.discountMinor, currency: summary.total.currency },
            status: offer.status,
          }
        : null,
    };
  });
  const upcoming = trips
    .filter((t) => t.timeStatus === 'Future' || t.timeStatus === 'Present')
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const past = trips
    .filter((t) => t.timeStatus === 'Past' || t.timeStatus === 'Canceled')
    .sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  return {
    upcoming,
    watched: [],
    frozen: [],
    airlineCredits: await listAirlineCredits(ctx, actor.userId, actor.tenant),
    past,
    // Trips on which a travel credit or offer paid part, newest first (issue 23).
    withOffers: trips
      .filter((t) => t.travelCreditUsed !== null || t.travelOfferUsed !== null)
      .sort((a, b) => b.startsAt.localeCompare(a.startsAt)),
    now: now.toISOString(),
    ...totalUpcomingCo2(actor.tenant, upcoming),
  };
}

/** The signed-in owner's booking in this tenant; anyone else's (or none) is NotFound. */
export async function findOwnTrip(
  ctx: { repos: { trips: TripsRepository } },
  actor: { userId: string; tenant: string },
  bookingId: string,
): Promise<TripBooking> {
  const trip = await ctx.repos.trips.findBooking(bookingId);
  if (
    !trip ||
    trip.booking.userId !== actor.userId ||
    trip.booking.tenant !== actor.tenant ||
    trip.booking.status === 'Failed'
  )
    throw new AppError('NotFound');
  return trip;
}
