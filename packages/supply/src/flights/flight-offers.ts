import type {
  FlightItinerary,
  FlightOffer,
  FlightTicket,
  FlightTripType,
  PassengerCounts,
} from '@wayfare/contracts/flights';
import type { SupplyFailure } from '@wayfare/contracts/places';
import { toEpochMinute, type Instant } from '../reference/calendar';
import { decideTripTicketing } from '@wayfare/domain/trip-ticketing';
import { fail } from '../supply-result';
import { canConnect, getMinConnectionMinutes, MAX_LAYOVER_MINUTES } from './connection-rules';
import {
  NO_SOLD_SEATS,
  priceItinerary,
  type PricedFare,
  type SoldSeatLookup,
} from './fare-pricing';
import { canInterline, interlineByCode } from './interline';
import type { RawItinerary } from './itinerary-search';
import {
  buildSelfTransferView,
  combineFares,
  formatProductKey,
  MAX_SELF_TRANSFER_MINUTES,
  MIN_SELF_TRANSFER_MINUTES,
  priceTicket,
} from './self-transfer';
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
    if (!canConnect(net, net.sAirline[schedules[0] ?? 0] ?? 0, net.sAirline[b] ?? 0)) return null;
    if (!canConnect(net, net.sAirline[a] ?? 0, net.sAirline[b] ?? 0)) return null;
  }
  return { schedules, localDays, productKey };
}

const NO_SCORE = { isCheapest: false, isFastest: false, isBest: false, isBestQuality: false };

/** A one-ticket slice of an offer, before the trip's ticketing prices it. */
interface PlannedSlice {
  kind: 'oneTicket';
  fareId: string;
  parsed: ParsedFare;
}

function toRaw(world: FlightWorld, parsed: ParsedFare): RawItinerary {
  const net = world.net;
  const last = parsed.schedules.length - 1;
  const lastSchedule = parsed.schedules[last] ?? 0;
  return {
    schedules: parsed.schedules,
    localDays: parsed.localDays,
    depUtc: computeDepartureUtc(net, parsed.schedules[0] ?? 0, parsed.localDays[0] ?? 0),
    arrUtc:
      computeDepartureUtc(net, lastSchedule, parsed.localDays[last] ?? 0) +
      (net.sBlock[lastSchedule] ?? 0),
  };
}

/** A self-transfer slice's fare, priced now: both tickets' fares, and the slice as shown. */
interface PricedSelfTransfer {
  fare: PricedFare;
  view: FlightItinerary;
  tickets: { fareId: string; raw: RawItinerary; fare: PricedFare }[];
}

/**
 * A self-transfer's fare id (`<ticket>/<ticket>`, issue 20) priced now: each ticket a valid
 * one-ticket fare, the second leaving from where the first lands at least the self-transfer
 * minimum later (and at most the maximum), on airlines that don't interline; each priced as its
 * own one-way fare.
 */
function priceSelfTransferFare(
  world: FlightWorld,
  fareId: string,
  base: { passengers: PassengerCounts; observedMinute: number; soldSeats: SoldSeatLookup },
): PricedSelfTransfer | SupplyFailure {
  const net = world.net;
  const parts = fareId.split('/');
  const invalid = fail('OfferInvalid', `Fare "${fareId}" does not describe bookable flights.`);
  if (parts.length !== 2) return invalid;
  const tickets: PricedSelfTransfer['tickets'] = [];
  for (const part of parts) {
    const parsed = parseFareId(world, part);
    if (!parsed) return invalid;
    const raw = toRaw(world, parsed);
    const previous = tickets[tickets.length - 1];
    if (previous) {
      const arriving = previous.raw.schedules[previous.raw.schedules.length - 1] ?? 0;
      const departing = raw.schedules[0] ?? 0;
      const wait = raw.depUtc - previous.raw.arrUtc;
      if (
        net.sDest[arriving] !== net.sOrigin[departing] ||
        wait < MIN_SELF_TRANSFER_MINUTES ||
        wait > MAX_SELF_TRANSFER_MINUTES ||
        canInterline(net, net.sAirline[arriving] ?? 0, net.sAirline[departing] ?? 0)
      )
        return invalid;
    }
    const fare = priceTicket({ net, seed: world.seed, ...base }, raw).find(
      (f) => formatProductKey(f.product) === parsed.productKey,
    );
    if (!fare)
      return fail(
        'NoAvailability',
        `Fare "${part}" is sold out for ${base.passengers.ADT + base.passengers.CNN + base.passengers.INS} seated passengers.`,
      );
    tickets.push({ fareId: part, raw, fare });
  }
  const [a, b] = tickets;
  if (!a || !b) return invalid;
  const raws = tickets.map((t) => t.raw);
  const fare = combineFares(raws, a.fare, b.fare);
  const fareView = { ...toFareView(fare, fareId, NO_SCORE, []), fareId };
  return { fare, view: buildSelfTransferView(net, raws, [fareView], new Map()), tickets };
}

/** The tickets of an offer with a self-transfer: each self-transfer's two, each other slice one. */
function listTickets(
  slices: FlightItinerary[],
  selfTransfers: (PricedSelfTransfer | null)[],
): FlightTicket[] {
  const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });
  const out: FlightTicket[] = [];
  slices.forEach((slice, sliceIndex) => {
    const st = selfTransfers[sliceIndex];
    const parts = st
      ? st.tickets.map((t) => ({
          fareId: t.fareId,
          count: t.raw.schedules.length,
          fareName: t.fare.product.brandName,
          totalMinor: t.fare.totalMinor,
        }))
      : [
          {
            fareId: slice.fares[0]?.fareId ?? '',
            count: slice.segments.length,
            fareName: slice.fares[0]?.fareName ?? '',
            totalMinor: slice.fares[0]?.pricing.grandTotal.amountMinor ?? 0,
          },
        ];
    let next = 0;
    for (const part of parts) {
      const segmentIndexes = Array.from({ length: part.count }, (_, i) => next + i);
      next += part.count;
      const airline = slice.segments[segmentIndexes[0] ?? 0]?.operatingAirline;
      out.push({
        ticketIndex: out.length,
        fareId: part.fareId,
        validatingAirline: { code: airline?.code ?? '', name: airline?.name ?? '' },
        sliceIndex,
        segmentIndexes,
        fareName: part.fareName,
        grandTotal: usd(part.totalMinor),
      });
    }
  });
  return out;
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
  const seated = request.passengers.ADT + request.passengers.CNN + request.passengers.INS;
  // First the flights of every slice (a self-transfer priced as its own two tickets), then the
  // trip's ticketing, which decides whether the other slices are journey shares or one-ways.
  const planned: ({ kind: 'selfTransfer'; st: PricedSelfTransfer } | PlannedSlice)[] = [];
  let previousArrival = -Infinity;
  for (const fareId of request.fareIds) {
    if (fareId.includes('/')) {
      const st = priceSelfTransferFare(world, fareId, {
        passengers: request.passengers,
        observedMinute,
        soldSeats,
      });
      if ('ok' in st) return st;
      const first = st.tickets[0]?.raw;
      const last = st.tickets[st.tickets.length - 1]?.raw;
      if (!first || !last) return fail('OfferInvalid', `Fare "${fareId}" has no tickets.`);
      if (first.depUtc < observedMinute + 60)
        return fail('OfferInvalid', 'The first flight of this fare has already closed for sale.');
      if (first.depUtc < previousArrival + 60)
        return fail('OfferInvalid', 'Each flight must leave after the previous one lands.');
      previousArrival = last.arrUtc;
      planned.push({ kind: 'selfTransfer', st });
      continue;
    }
    const parsed = parseFareId(world, fareId);
    if (!parsed)
      return fail('OfferInvalid', `Fare "${fareId}" does not describe bookable flights.`);
    const raw = toRaw(world, parsed);
    if (raw.depUtc < observedMinute + 60)
      return fail('OfferInvalid', 'The first flight of this fare has already closed for sale.');
    if (raw.depUtc < previousArrival + 60)
      return fail('OfferInvalid', 'Each flight must leave after the previous one lands.');
    previousArrival = raw.arrUtc;
    planned.push({ kind: 'oneTicket', fareId, parsed });
  }
  const ticketing = decideTripTicketing(
    planned.map((p) =>
      p.kind === 'selfTransfer'
        ? { airlineCodes: [], isSelfTransfer: true }
        : {
            airlineCodes: p.parsed.schedules.map(
              (sched) => net.airlines[net.sAirline[sched] ?? 0]?.iata ?? '',
            ),
            isSelfTransfer: false,
          },
    ),
    interlineByCode(net),
  );
  const isPartOfJourney = request.tripType !== 'one_way' && ticketing === 'single';
  const slices: FlightOffer['slices'] = [];
  const selfTransfers: (PricedSelfTransfer | null)[] = [];
  let base = 0;
  let tax = 0;
  for (const p of planned) {
    if (p.kind === 'selfTransfer') {
      base += p.st.fare.baseMinor;
      tax += p.st.fare.taxMinor;
      slices.push(p.st.view);
      selfTransfers.push(p.st);
      continue;
    }
    selfTransfers.push(null);
    const { parsed, fareId } = p;
    const first = parsed.schedules[0] ?? 0;
    const last = parsed.schedules[parsed.schedules.length - 1] ?? 0;
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
        isPartOfJourney,
      },
      parsed.schedules,
      parsed.localDays,
    );
    const itineraryId = fareId.split('|')[0] ?? '';
    const fare = fares.find((f) => `${f.product.shelf}${f.product.cabin}` === parsed.productKey);
    if (!fare)
      return fail(
        'NoAvailability',
        `Fare "${fareId}" is sold out for ${seated} seated passengers.`,
      );
    base += fare.baseMinor;
    tax += fare.taxMinor;
    const view = toFareView(fare, itineraryId, NO_SCORE, []);
    slices.push(buildItineraryView(net, parsed.schedules, parsed.localDays, [view], new Map()));
  }
  const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });
  // Two tickets or more (issue 20): each ticket is booked on its own, both or neither.
  const isMultiTicket = ticketing !== 'single';
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
      ...(isMultiTicket
        ? {
            multiTicketType: ticketing,
            tickets: listTickets(slices, selfTransfers),
          }
        : {}),
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
