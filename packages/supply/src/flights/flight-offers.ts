import type { FlightOffer, FlightTripType, PassengerCounts } from '@wayfare/contracts/flights';
import type { SupplyFailure } from '@wayfare/contracts/places';
import { toEpochMinute, type Instant } from '../reference/calendar';
import { fail } from '../supply-result';
import { canConnect, getMinConnectionMinutes, MAX_LAYOVER_MINUTES } from './connection-rules';
import { NO_SOLD_SEATS, priceItinerary, type SoldSeatLookup } from './fare-pricing';
import { measureAirportKm } from './flight-network';
import { computeDepartureUtc, isOperating, parseInstanceId } from './flight-instances';
import type { FlightWorld } from './flight-world';
import { buildItineraryView, toFareView } from './itinerary-view';
import { validatePassengers } from './validate-flight-search';

export interface PriceOfferRequest {
  tripType: FlightTripType;
  /** One fare id per slice, as returned by the search. */
  fareIds: string[];
  passengers: PassengerCounts;
}

interface ParsedFare {
  schedules: number[];
  localDays: number[];
  productKey: string;
}

function parseFareId(world: FlightWorld, fareId: string): ParsedFare | null {
  const [flights, productKey] = fareId.split('|');
  if (!flights || !productKey) return null;
  const schedules: number[] = [];
  const localDays: number[] = [];
  for (const part of flights.split('+')) {
    const inst = parseInstanceId(part);
    if (
      !inst ||
      inst.schedule >= world.net.scheduleCount ||
      !isOperating(world.net, inst.schedule, inst.localDay)
    )
      return null;
    schedules.push(inst.schedule);
    localDays.push(inst.localDay);
  }
  const net = world.net;
  for (let i = 1; i < schedules.length; i++) {
    const a = schedules[i - 1] ?? 0;
    const b = schedules[i] ?? 0;
    const arr = computeDepartureUtc(net, a, localDays[i - 1] ?? 0) + (net.sBlock[a] ?? 0);
    const dep = computeDepartureUtc(net, b, localDays[i] ?? 0);
    if (
      net.sDest[a] !== net.sOrigin[b] ||
      dep - arr < getMinConnectionMinutes(net, net.sOrigin[b] ?? 0) ||
      dep - arr > MAX_LAYOVER_MINUTES
    )
      return null;
    if (!canConnect(net, net.sAirline[a] ?? 0, net.sAirline[b] ?? 0)) return null;
  }
  return { schedules, localDays, productKey };
}

/**
 * Re-prices the chosen fares as observed at `now` (also used for price history: pass any past
 * instant). Fails with OfferInvalid for malformed or impossible ids and NoAvailability when the
 * fare's bucket can no longer seat the party.
 */
export function priceFlightOffer(
  world: FlightWorld,
  request: PriceOfferRequest,
  now: Instant,
  soldSeats: SoldSeatLookup = NO_SOLD_SEATS,
): { ok: true; value: FlightOffer } | SupplyFailure {
  const passengerError = validatePassengers(request.passengers);
  if (passengerError) return passengerError;
  if (request.fareIds.length === 0)
    return fail('OfferInvalid', 'An offer needs at least one fare.');
  const net = world.net;
  const observedMinute = toEpochMinute(now);
  const slices: FlightOffer['slices'] = [];
  let base = 0;
  let tax = 0;
  let previousArrival = -Infinity;
  for (const fareId of request.fareIds) {
    const parsed = parseFareId(world, fareId);
    if (!parsed)
      return fail('OfferInvalid', `Fare "${fareId}" does not describe bookable flights.`);
    const first = parsed.schedules[0] ?? 0;
    const last = parsed.schedules[parsed.schedules.length - 1] ?? 0;
    const dep = computeDepartureUtc(net, first, parsed.localDays[0] ?? 0);
    if (dep < observedMinute + 60)
      return fail('OfferInvalid', 'The first flight of this fare has already closed for sale.');
    if (dep < previousArrival + 60)
      return fail('OfferInvalid', 'Each flight must leave after the previous one lands.');
    previousArrival =
      computeDepartureUtc(net, last, parsed.localDays[parsed.localDays.length - 1] ?? 0) +
      (net.sBlock[last] ?? 0);
    const origin = net.sOrigin[first] ?? 0;
    const dest = net.sDest[last] ?? 0;
    const fares = priceItinerary(
      {
        net,
        seed: world.seed,
        passengers: request.passengers,
        observedMinute,
        soldSeats,
        directKm: measureAirportKm(net, origin, dest),
        isInternational: net.airports[origin]?.countryCode !== net.airports[dest]?.countryCode,
        isPartOfJourney: request.tripType !== 'one_way',
      },
      parsed.schedules,
      parsed.localDays,
    );
    const itineraryId = fareId.split('|')[0] ?? '';
    const fare = fares.find((f) => `${f.product.shelf}${f.product.cabin}` === parsed.productKey);
    if (!fare)
      return fail(
        'NoAvailability',
        `Fare "${fareId}" is sold out for ${request.passengers.ADT + request.passengers.CNN + request.passengers.INS} seated passengers.`,
      );
    base += fare.baseMinor;
    tax += fare.taxMinor;
    const view = toFareView(
      fare,
      itineraryId,
      { isCheapest: false, isFastest: false, isBest: false, isBestQuality: false },
      [],
    );
    slices.push(buildItineraryView(net, parsed.schedules, parsed.localDays, [view], new Map()));
  }
  const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });
  return {
    ok: true,
    value: {
      offerId: `${request.tripType}~${request.fareIds.join('~')}`,
      tripType: request.tripType,
      passengers: request.passengers,
      slices,
      pricing: {
        perPassenger: slices[0]?.fares[0]?.pricing.perPassenger ?? [],
        base: usd(base),
        tax: usd(tax),
        fee: usd(0),
        subTotal: usd(base + tax),
        grandTotal: usd(base + tax),
      },
      observedAt: new Date(observedMinute * 60_000).toISOString(),
    },
  };
}

/** Price of a fare as it was observed at each of the given past instants (price history). */
export function observeFarePrices(
  world: FlightWorld,
  request: PriceOfferRequest,
  instants: Instant[],
): { observedAt: string; grandTotalMinor: number | null }[] {
  return instants.map((at) => {
    const r = priceFlightOffer(world, request, at);
    return {
      observedAt: new Date(toEpochMinute(at) * 60_000).toISOString(),
      grandTotalMinor: r.ok ? r.value.pricing.grandTotal.amountMinor : null,
    };
  });
}
