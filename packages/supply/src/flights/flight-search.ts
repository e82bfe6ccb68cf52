import type {
  CabinClass,
  FareTag,
  FlightFare,
  FlightSearchRequest,
  FlightSearchResponse,
  FlightSliceResult,
} from '@wayfare/contracts/flights';
import type { SupplyFailure } from '@wayfare/contracts/places';
import { formatIsoDate, toEpochMinute, type Instant } from '../reference/calendar';
import { measureAirportKm } from './flight-network';
import {
  NO_SOLD_SEATS,
  priceItinerary,
  type PricedFare,
  type PricingContext,
  type SoldSeatLookup,
} from './fare-pricing';
import type { FlightWorld } from './flight-world';
import { formatInstanceId } from './flight-instances';
import { describeInterline } from './interline';
import { enumerateItineraries, type RawItinerary } from './itinerary-search';
import {
  buildItineraryView,
  formatItineraryId,
  toFareView,
  type SegmentMemo,
} from './itinerary-view';
import {
  buildSelfTransferView,
  chooseSelfTransfers,
  enumerateSelfTransfers,
  pairTicketFares,
  priceTicketOnce,
  type PricedTicket,
  type RawSelfTransfer,
  type TicketedFare,
} from './self-transfer';
import { validateFlightSearch, type ValidSlice } from './validate-flight-search';

export const CABIN_RANK: Record<CabinClass, number> = {
  BasicEconomy: 0,
  Economy: 1,
  PremiumEconomy: 2,
  Business: 3,
  First: 4,
};

/** Itineraries found for each slice, before pricing. */
export interface FlightSearchPlan {
  request: FlightSearchRequest;
  slices: { slice: ValidSlice; itineraries: RawItinerary[]; selfTransfers: RawSelfTransfer[] }[];
}

/** Validates the request and enumerates every valid itinerary of every slice. */
export function planFlightSearch(
  world: FlightWorld,
  request: FlightSearchRequest,
  now: Instant,
): { ok: true; plan: FlightSearchPlan } | SupplyFailure {
  const valid = validateFlightSearch(world, request, now);
  if (!valid.ok) return valid;
  const options = {
    maxStops: request.maxStops,
    excludeLowCostCarriers: request.excludeLowCostCarriers,
    nowMinute: toEpochMinute(now),
  };
  return {
    ok: true,
    plan: {
      request,
      slices: valid.slices.map((slice) => ({
        slice,
        // A metro area searches every pair of its airports (NYC → LAX: JFK, LGA and EWR to LAX).
        itineraries: slice.origins.flatMap((origin) =>
          slice.dests.flatMap((dest) =>
            enumerateItineraries(world.net, origin, dest, slice.localDay, options),
          ),
        ),
        // Two tickets on airlines that don't interline (issue 20), offered when they beat them.
        selfTransfers: slice.origins.flatMap((origin) =>
          slice.dests.flatMap((dest) =>
            enumerateSelfTransfers(world.net, origin, dest, slice.localDay, options),
          ),
        ),
      })),
    },
  };
}

/** Flight instance ids a plan touches, so the booking side can report seats it has sold. */
export function listPlanInstanceIds(plan: FlightSearchPlan): string[] {
  const ids = new Set<string>();
  for (const s of plan.slices) {
    for (const it of [...s.itineraries, ...s.selfTransfers.flatMap((t) => t.tickets)])
      it.schedules.forEach((sched, i) => ids.add(formatInstanceId(sched, it.localDays[i] ?? 0)));
  }
  return [...ids];
}

interface Scored {
  raw: RawItinerary;
  fares: PricedFare[];
  /** A self-transfer's two tickets (its fares are TicketedFares); absent for one ticket. */
  tickets?: RawItinerary[];
  lowest: number;
  duration: number;
  stops: number;
  best: number;
  quality: number;
}

function scoreSlice(world: FlightWorld, items: Scored[]): void {
  let minPrice = Infinity;
  let minDuration = Infinity;
  for (const it of items) {
    minPrice = Math.min(minPrice, it.lowest);
    minDuration = Math.min(minDuration, it.duration);
  }
  for (const it of items) {
    // A self-transfer (collect bags, check in again) weighs like one more stop.
    const selfTransfer = it.tickets ? 1 : 0;
    it.best = it.lowest / minPrice + it.duration / minDuration + 0.25 * (it.stops + selfTransfer);
    const lowCost = it.raw.schedules.some(
      (s) => world.net.airlineIsLowCost[world.net.sAirline[s] ?? 0] === 1,
    );
    it.quality = (it.stops + selfTransfer) * 10_000 + it.duration + (lowCost ? 120 : 0);
  }
}

/** The single itinerary with the lowest metric; ties go to the earlier departure, then fewer stops. */
function pickWinner(items: Scored[], metric: (it: Scored) => number): Scored | undefined {
  let winner: Scored | undefined;
  for (const it of items) {
    if (!winner) {
      winner = it;
      continue;
    }
    const d = metric(it) - metric(winner);
    if (
      d < 0 ||
      (d === 0 &&
        (it.raw.depUtc < winner.raw.depUtc ||
          (it.raw.depUtc === winner.raw.depUtc && it.stops < winner.stops)))
    )
      winner = it;
  }
  return winner;
}

interface ScoredSlice {
  slice: ValidSlice;
  /** Best overall first. */
  scored: Scored[];
  cheapest: Scored | undefined;
  fastest: Scored | undefined;
  bestQuality: Scored | undefined;
}

/** Prices every itinerary of a plan as observed at `now` and ranks each slice's. */
function scoreFlightSearch(
  world: FlightWorld,
  plan: FlightSearchPlan,
  now: Instant,
  soldSeats: SoldSeatLookup,
  withSelfTransfers: boolean,
): ScoredSlice[] {
  const { request } = plan;
  const observedMinute = toEpochMinute(now);
  const minRank = request.cabinClass ? CABIN_RANK[request.cabinClass] : 0;
  return plan.slices.map(({ slice, itineraries, selfTransfers }) => {
    const net = world.net;
    const originAirport = net.airports[slice.origin];
    const destAirport = net.airports[slice.dest];
    if (!originAirport || !destAirport) throw new Error('validated slice lost its airports');
    const ctx = {
      net,
      seed: world.seed,
      passengers: request.passengers,
      observedMinute,
      soldSeats,
      directKm: measureAirportKm(net, slice.origin, slice.dest),
      isInternational: originAirport.countryCode !== destAirport.countryCode,
      isPartOfJourney: request.tripType !== 'one_way',
      memo: new Map<number, { multiplier: number; seatsLeft: number }>(),
      marketMemo: new Map<number, number>(),
    };
    const scored: Scored[] = [];
    for (const raw of itineraries) {
      const priced = priceItinerary(ctx, raw.schedules, raw.localDays);
      const fares =
        minRank === 0 ? priced : priced.filter((f) => CABIN_RANK[f.product.cabin] >= minRank);
      if (fares.length === 0) continue;
      let lowest = Infinity;
      for (const f of fares) lowest = Math.min(lowest, f.totalMinor);
      scored.push({
        raw,
        fares,
        lowest,
        duration: raw.arrUtc - raw.depUtc,
        stops: raw.schedules.length - 1,
        best: 0,
        quality: 0,
      });
    }
    if (withSelfTransfers && selfTransfers.length > 0)
      scored.push(...scoreSelfTransfers(ctx, selfTransfers, scored, minRank));
    scoreSlice(world, scored);
    const cheapest = pickWinner(scored, (it) => it.lowest);
    const fastest = pickWinner(scored, (it) => it.duration);
    const bestQuality = pickWinner(scored, (it) => it.quality);
    scored.sort((a, b) => a.best - b.best || a.raw.depUtc - b.raw.depUtc || a.lowest - b.lowest);
    return { slice, scored, cheapest, fastest, bestQuality };
  });
}

/**
 * A slice's self-transfers worth offering (see chooseSelfTransfers): each ticket priced as its own
 * one-way fare, compared with the slice's one-ticket itineraries.
 */
function scoreSelfTransfers(
  ctx: Omit<PricingContext, 'directKm' | 'isInternational' | 'isPartOfJourney'>,
  candidates: RawSelfTransfer[],
  oneTicket: readonly Scored[],
  minRank: number,
): Scored[] {
  let cheapest = Infinity;
  let fastest = Infinity;
  for (const it of oneTicket) {
    cheapest = Math.min(cheapest, it.lowest);
    fastest = Math.min(fastest, it.duration);
  }
  const ticketMemo = new Map<string, PricedTicket>();
  const priced: (Scored & { depUtc: number })[] = [];
  for (const raw of candidates) {
    const duration = raw.arrUtc - raw.depUtc;
    // Neither faster nor, at its cheapest, cheaper: never offered, so never paired (nor priced).
    const [t1, t2] = raw.tickets;
    const first = priceTicketOnce(ctx, t1, ticketMemo);
    if (duration >= fastest && first.lowest >= cheapest) continue;
    const second = priceTicketOnce(ctx, t2, ticketMemo);
    if (duration >= fastest && first.lowest + second.lowest >= cheapest) continue;
    const all = pairTicketFares(raw.tickets, first.fares, second.fares);
    const fares = minRank === 0 ? all : all.filter((f) => CABIN_RANK[f.product.cabin] >= minRank);
    if (fares.length === 0) continue;
    let lowest = Infinity;
    for (const f of fares) lowest = Math.min(lowest, f.totalMinor);
    const schedules = raw.tickets.flatMap((t) => t.schedules);
    priced.push({
      raw: {
        schedules,
        localDays: raw.tickets.flatMap((t) => t.localDays),
        depUtc: raw.depUtc,
        arrUtc: raw.arrUtc,
      },
      fares,
      tickets: raw.tickets,
      lowest,
      duration,
      stops: schedules.length - 1,
      best: 0,
      quality: 0,
      depUtc: raw.depUtc,
    });
  }
  return chooseSelfTransfers(priced, { cheapest, fastest });
}

/** Prices a plan's itineraries as observed at `now` and builds the response with fare scores. */
export function priceFlightSearch(
  world: FlightWorld,
  plan: FlightSearchPlan,
  now: Instant,
  soldSeats: SoldSeatLookup = NO_SOLD_SEATS,
): FlightSearchResponse {
  const { request } = plan;
  const net = world.net;
  // Flights recur across the slices' itineraries: each segment is built once per search.
  const memo: SegmentMemo = new Map();
  const slices: FlightSliceResult[] = scoreFlightSearch(world, plan, now, soldSeats, true).map(
    ({ slice, scored, cheapest, fastest, bestQuality }, sliceIndex) => ({
      sliceIndex,
      origin: slice.originCode,
      destination: slice.destinationCode,
      departureDate: formatIsoDate(slice.localDay),
      itineraries: scored.map((it) => {
        const itineraryId = formatItineraryId(it.raw.schedules, it.raw.localDays);
        const isBest = it === scored[0];
        const fares: FlightFare[] = it.fares.map((f) => {
          const isCheapest = it === cheapest && f.totalMinor === it.lowest;
          const fareScore = {
            isCheapest,
            isFastest: it === fastest,
            isBest,
            isBestQuality: it === bestQuality,
          };
          const tags: FareTag[] = [];
          if (isBest) tags.push('BestFlight');
          if (isCheapest) tags.push('Cheapest');
          if (fareScore.isBestQuality) tags.push('BestQuality');
          if (fareScore.isFastest) tags.push('Fastest');
          const view = toFareView(f, itineraryId, fareScore, tags);
          // A self-transfer's fare names both tickets' fares; its price is already its tickets'.
          if (!('fareId' in f)) return view;
          const ticketed = { ...view, fareId: (f as TicketedFare).fareId };
          return request.tripType === 'one_way'
            ? ticketed
            : { ...ticketed, separateTicketTotal: view.pricing.grandTotal };
        });
        return it.tickets
          ? buildSelfTransferView(net, it.tickets, fares, memo)
          : buildItineraryView(net, it.raw.schedules, it.raw.localDays, fares, memo);
      }),
    }),
  );
  return {
    tripType: request.tripType,
    passengers: request.passengers,
    slices,
    ...(slices.length > 1 ? { interline: describeInterline(world.net, slices) } : {}),
  };
}

/**
 * The lowest whole-trip total of a plan as observed at `now` (each slice's cheapest fare added
 * up), without building any result: what a price tracker records each day. Null when a slice has
 * no fare.
 */
export function findLowestTripTotal(
  world: FlightWorld,
  plan: FlightSearchPlan,
  now: Instant,
  soldSeats: SoldSeatLookup = NO_SOLD_SEATS,
): { amountMinor: number; currency: 'USD' } | null {
  let amountMinor = 0;
  // A price tracker records the one-ticket fare (self-transfers are a product of their own).
  for (const { cheapest } of scoreFlightSearch(world, plan, now, soldSeats, false)) {
    if (!cheapest) return null;
    amountMinor += cheapest.lowest;
  }
  return { amountMinor, currency: 'USD' };
}

/** Validate, enumerate and price in one call (seats sold through the sandbox via `soldSeats`). */
export function searchFlights(
  world: FlightWorld,
  request: FlightSearchRequest,
  now: Instant,
  soldSeats: SoldSeatLookup = NO_SOLD_SEATS,
): { ok: true; value: FlightSearchResponse } | SupplyFailure {
  const planned = planFlightSearch(world, request, now);
  if (!planned.ok) return planned;
  return { ok: true, value: priceFlightSearch(world, planned.plan, now, soldSeats) };
}
