import type { FlightSearchRequest } from '@wayfare/contracts/flights';
import { priceFreezeFee, type FreezeFeeInput } from '@wayfare/domain/freeze-pricing';
import { PROTECTION_TERMS } from '@wayfare/domain/protection-terms';
import { getSeatCabin, type SeatCabin } from '@wayfare/supply/flights/fare-products';
import { NO_SOLD_SEATS, priceItinerary } from '@wayfare/supply/flights/fare-pricing';
import { measureAirportKm } from '@wayfare/supply/flights/flight-network';
import {
  findLowestTripTotal,
  planFlightSearch,
  type FlightSearchPlan,
} from '@wayfare/supply/flights/flight-search';
import type { FlightWorld } from '@wayfare/supply/flights/flight-world';
import type { RawItinerary } from '@wayfare/supply/flights/itinerary-search';
import { createRng, type Rng } from '@wayfare/supply/random/prng';
import { formatIsoDate, MS_PER_DAY } from '@wayfare/supply/reference/calendar';
import { buildSandboxWorld } from '@wayfare/supply/world/sandbox-world';
import { createHorizonTally, logCurveKnots, type HorizonPoint } from './horizon-curve';
import {
  buildCalibrationHotelWorld,
  HOTEL_HORIZON_BANDS,
  simulateHotelFreezes,
  type HotelOutcome,
} from './hotel-freeze-bench';

/**
 * The price freeze's loss ratio (issue 17; method in docs/price-freeze-pricing.md). Freezes are
 * sold at the fee `priceFreezeFee` asks, from the daily lowest prices observed before the purchase
 * (as `pastFares` would have seen them), and settled on the prices the sandbox shows after it,
 * which the model never saw. The model's horizon curve was estimated on another world (seed
 * CALIBRATION_SEED) and other dates; this bench runs on the default world, the one the portal uses.
 */

/** Purchases fall on the 60 days from here, at 15:00 UTC, the hour observations are taken. */
const FIRST_PURCHASE_MS = Date.parse('2026-02-02T15:00:00Z');
const PURCHASE_SPREAD_DAYS = 60;
/** What the price tracker has seen of a search when the freeze is bought (`BACKFILL_DAYS`). */
const HISTORY_DAYS = 45;
/** The same search is bought this many times, PURCHASE_STEP_DAYS apart, as departure nears. */
const PURCHASES_PER_PATH = 3;
const PURCHASE_STEP_DAYS = 4;
const HOUR_MS = 3_600_000;
/** The traveller exercises in the last hour of the window. */
const EXERCISE_BEFORE_END_MS = HOUR_MS;
const FLIGHT_FREEZES_WANTED = 12_000;
const HOTEL_FREEZES_WANTED = 3_000;
/** Days to departure at the last purchase of a path: four bands, equally likely. */
const HORIZON_BANDS: readonly (readonly [number, number])[] = [
  [7, 20],
  [21, 44],
  [45, 89],
  [90, 170],
];
export const CALIBRATION_SEED = 1;

export type RouteGroup =
  'domestic-short' | 'domestic-long' | 'international-regional' | 'international-long-haul';
const ROUTE_GROUPS: readonly RouteGroup[] = [
  'domestic-short',
  'domestic-long',
  'international-regional',
  'international-long-haul',
];

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

export function classifyRoute(world: FlightWorld, origin: number, dest: number): RouteGroup {
  const net = world.net;
  const km = measureAirportKm(net, origin, dest);
  const isDomestic = net.airports[origin]?.countryCode === net.airports[dest]?.countryCode;
  if (isDomestic) return km < 1500 ? 'domestic-short' : 'domestic-long';
  return km < 4500 ? 'international-regional' : 'international-long-haul';
}

/** Busy airports to busy airports, neighbours and 2–3 hop destinations (as in the supply bench). */
export function createPairPicker(world: FlightWorld, rng: Rng): () => [number, number] {
  const net = world.net;
  const degree = (a: number) => (net.outStart[a + 1] ?? 0) - (net.outStart[a] ?? 0);
  const busiest = net.airports
    .map((a) => a.index)
    .sort((a, b) => degree(b) - degree(a))
    .slice(0, 400);
  const hop = (a: number) =>
    net.eDest[(net.outStart[a] ?? 0) + rng.nextInt(Math.max(1, degree(a)))] ?? a;
  return () => {
    const o = rng.pick(busiest);
    const kind = rng.nextInt(4);
    const d =
      kind === 0
        ? rng.pick(busiest)
        : kind === 1
          ? hop(o)
          : kind === 2
            ? hop(hop(o))
            : hop(hop(hop(o)));
    return [o, d];
  };
}

interface SearchPath {
  group: RouteGroup;
  request: FlightSearchRequest;
  passengers: number;
  plan: FlightSearchPlan;
  /** Epoch day of the first slice's departure date. */
  departureDay: number;
}

/** A search someone could make: a route of the wanted group, a date, one or two adults. */
function drawSearchPath(
  world: FlightWorld,
  rng: Rng,
  nextPair: () => [number, number],
  group: RouteGroup,
  departureDay: number,
  plannedAtMs: number,
): SearchPath | null {
  for (let attempt = 0; attempt < 200; attempt++) {
    const [o, d] = nextPair();
    if (o === d || classifyRoute(world, o, d) !== group) continue;
    const origin = world.net.airports[o]?.iata;
    const destination = world.net.airports[d]?.iata;
    if (!origin || !destination) continue;
    const passengers = rng.isChance(0.3) ? 2 : 1;
    const isRoundTrip = rng.isChance(0.3);
    const back = departureDay + 3 + rng.nextInt(12);
    const request: FlightSearchRequest = {
      tripType: isRoundTrip ? 'round_trip' : 'one_way',
      slices: [
        { origin, destination, departureDate: formatIsoDate(departureDay) },
        ...(isRoundTrip
          ? [{ origin: destination, destination: origin, departureDate: formatIsoDate(back) }]
          : []),
      ],
      passengers: { ADT: passengers, CNN: 0, INS: 0, INF: 0 },
      maxStops: 2,
      excludeLowCostCarriers: false,
    };
    // Planned once at the earliest instant the path is observed: the instant only drops flights
    // leaving within the booking cutoff, and every instant observed is days before departure, so
    // each day's lowest is what `pastFares` (which plans at each instant) finds.
    const planned = planFlightSearch(world, request, plannedAtMs);
    if (!planned.ok || planned.plan.slices.some((s) => s.itineraries.length === 0)) continue;
    if (findLowestTripTotal(world, planned.plan, plannedAtMs) === null) continue;
    return { group, request, passengers, plan: planned.plan, departureDay };
  }
  return null;
}

/** The lowest trip total per passenger a search shows at each instant (null: nothing for sale). */
function observeLowest(world: FlightWorld, path: SearchPath, atMs: number): number | null {
  const total = findLowestTripTotal(world, path.plan, atMs);
  return total === null ? null : Math.round(total.amountMinor / path.passengers);
}

interface FrozenLeg {
  raw: RawItinerary;
  cabin: SeatCabin;
  /** The frozen fare brand's shelf (0 basic economy … 4 first). */
  shelf: number;
}

function createPricingContext(
  world: FlightWorld,
  path: SearchPath,
  sliceIndex: number,
  atMs: number,
) {
  const net = world.net;
  const slice = path.plan.slices[sliceIndex]?.slice;
  if (!slice) throw new Error('path lost a slice');
  return {
    net,
    seed: world.seed,
    passengers: path.request.passengers,
    observedMinute: Math.floor(atMs / 60_000),
    soldSeats: NO_SOLD_SEATS,
    directKm: measureAirportKm(net, slice.origin, slice.dest),
    isInternational:
      net.airports[slice.origin]?.countryCode !== net.airports[slice.dest]?.countryCode,
    isPartOfJourney: path.request.tripType !== 'one_way',
    memo: new Map<number, { multiplier: number; seatsLeft: number }>(),
  };
}

/**
 * The offer a freeze holds: each slice's cheapest itinerary at the purchase instant (ties to the
 * earlier departure, then fewer stops, as the search ranks them) and its fare's cabin.
 */
function findFrozenOffer(
  world: FlightWorld,
  path: SearchPath,
  atMs: number,
): { legs: FrozenLeg[]; totalMinor: number } | null {
  const legs: FrozenLeg[] = [];
  let totalMinor = 0;
  for (let i = 0; i < path.plan.slices.length; i++) {
    const ctx = createPricingContext(world, path, i, atMs);
    let best: { raw: RawItinerary; price: number; cabin: SeatCabin; shelf: number } | null = null;
    for (const raw of path.plan.slices[i]?.itineraries ?? []) {
      for (const fare of priceItinerary(ctx, raw.schedules, raw.localDays)) {
        const better =
          !best ||
          fare.totalMinor < best.price ||
          (fare.totalMinor === best.price &&
            (raw.depUtc < best.raw.depUtc ||
              (raw.depUtc === best.raw.depUtc &&
                raw.schedules.length < best.raw.schedules.length)));
        if (better)
          best = {
            raw,
            price: fare.totalMinor,
            cabin: getSeatCabin(fare.product.cabin),
            shelf: fare.product.shelf,
          };
      }
    }
    if (!best) return null;
    legs.push({ raw: best.raw, cabin: best.cabin, shelf: best.shelf });
    totalMinor += best.price;
  }
  return { legs, totalMinor };
}

/**
 * What the frozen flights cost at an instant: each leg's cheapest fare in the frozen cabin (the
 * fare brand may have closed; the traveller takes the next one on the same flights). Null when a
 * leg has no seat left in that cabin for the party, or has left: the flight is unavailable.
 */
function priceFrozenOffer(
  world: FlightWorld,
  path: SearchPath,
  legs: readonly FrozenLeg[],
  atMs: number,
): { totalMinor: number; isBrandClosed: boolean } | null {
  let totalMinor = 0;
  let isBrandClosed = false;
  for (let i = 0; i < legs.length; i++) {
    const leg = legs[i];
    if (!leg) return null;
    if (leg.raw.depUtc * 60_000 <= atMs + HOUR_MS) return null;
    const ctx = createPricingContext(world, path, i, atMs);
    let lowest = Infinity;
    let hasBrand = false;
    for (const fare of priceItinerary(ctx, leg.raw.schedules, leg.raw.localDays)) {
      if (getSeatCabin(fare.product.cabin) !== leg.cabin) continue;
      lowest = Math.min(lowest, fare.totalMinor);
      if (fare.product.shelf === leg.shelf) hasBrand = true;
    }
    if (lowest === Infinity) return null;
    totalMinor += lowest;
    if (!hasBrand) isBrandClosed = true;
  }
  return { totalMinor, isBrandClosed };
}

interface Tally {
  feesMinor: number;
  payoutsMinor: number;
  refundsMinor: number;
  /** What the model expected to pay on the freezes sold. */
  expectedMinor: number;
  sold: number;
  quoted: number;
}

const emptyTally = (): Tally => ({
  feesMinor: 0,
  payoutsMinor: 0,
  refundsMinor: 0,
  expectedMinor: 0,
  sold: 0,
  quoted: 0,
});

function addTo(tally: Tally, fee: number, payout: number, refund: number, expected = 0): void {
  tally.feesMinor += fee;
  tally.expectedMinor += expected;
  tally.payoutsMinor += payout;
  tally.refundsMinor += refund;
  tally.sold += 1;
}

function lossRatioPercent(t: Tally): number {
  return t.feesMinor === 0 ? 0 : (100 * (t.payoutsMinor + t.refundsMinor)) / t.feesMinor;
}

function observationHistory(
  observe: (atMs: number) => number | null,
  purchaseMs: number,
): FreezeFeeInput['history'] {
  const history: { observedOn: string; lowestMinor: number }[] = [];
  for (let daysAgo = HISTORY_DAYS; daysAgo >= 1; daysAgo--) {
    const at = purchaseMs - daysAgo * MS_PER_DAY;
    const lowest = observe(at);
    if (lowest !== null)
      history.push({ observedOn: formatIsoDate(Math.floor(at / MS_PER_DAY)), lowestMinor: lowest });
  }
  return history;
}

interface FlightOutcome {
  group: RouteGroup;
  durationHours: number;
  horizonDays: number;
  passengers: number;
  feeMinor: number;
  payoutMinor: number;
  refundMinor: number;
  expectedPayoutMinor: number;
  /** The payout had the traveller exercised on the dearest daily check of the window (hindsight). */
  bestDayPayoutMinor: number;
  /** The frozen fare brand had closed by the exercise: the next brand on the same flights was paid. */
  isBrandClosed: boolean;
  isOffered: boolean;
}

/** Sells and settles every freeze length at PURCHASES_PER_PATH purchase instants of one path. */
function simulatePath(
  world: FlightWorld,
  path: SearchPath,
  firstPurchaseMs: number,
): FlightOutcome[] {
  const terms = PROTECTION_TERMS.capone.priceFreeze;
  const cache = new Map<number, number | null>();
  const observe = (atMs: number) => {
    let v = cache.get(atMs);
    if (v === undefined) {
      v = observeLowest(world, path, atMs);
      cache.set(atMs, v);
    }
    return v;
  };
  const out: FlightOutcome[] = [];
  const prices = new Map<number, ReturnType<typeof priceFrozenOffer>>();
  for (let k = 0; k < PURCHASES_PER_PATH; k++) {
    const purchaseMs = firstPurchaseMs + k * PURCHASE_STEP_DAYS * MS_PER_DAY;
    const purchaseDay = Math.floor(purchaseMs / MS_PER_DAY);
    const horizonDays = path.departureDay - purchaseDay;
    const offer = findFrozenOffer(world, path, purchaseMs);
    if (!offer) continue;
    const frozenEach = Math.round(offer.totalMinor / path.passengers);
    const history = observationHistory(observe, purchaseMs);
    prices.clear();
    const priceAt = (atMs: number) => {
      let v = prices.get(atMs);
      if (v === undefined) {
        v = priceFrozenOffer(world, path, offer.legs, atMs);
        prices.set(atMs, v);
      }
      return v;
    };
    const payoutEach = (price: { totalMinor: number } | null) =>
      price === null
        ? 0
        : Math.min(
            Math.max(0, Math.round(price.totalMinor / path.passengers) - frozenEach),
            terms.flight.capMinor,
          );
    for (const durationHours of terms.flight.lengthOptionsHours) {
      const quote = priceFreezeFee({
        history,
        currentMinor: frozenEach,
        today: formatIsoDate(purchaseDay),
        departureDate: formatIsoDate(path.departureDay),
        durationHours,
        capMinor: terms.flight.capMinor,
        bounds: terms.flight.feeMinor,
        product: 'flight',
      });
      // The freeze can be used until the day before departure.
      const usableMs = Math.min(durationHours * HOUR_MS, (horizonDays - 1) * MS_PER_DAY);
      const exerciseMs = purchaseMs + usableMs - EXERCISE_BEFORE_END_MS;
      const exercised = priceAt(exerciseMs);
      let bestDay = payoutEach(exercised);
      for (
        let at = purchaseMs + MS_PER_DAY - EXERCISE_BEFORE_END_MS;
        at < exerciseMs;
        at += MS_PER_DAY
      )
        bestDay = Math.max(bestDay, payoutEach(priceAt(at)));
      const fee = quote.feeMinor * path.passengers;
      out.push({
        group: path.group,
        durationHours,
        horizonDays,
        passengers: path.passengers,
        expectedPayoutMinor: quote.expectedPayoutMinor * path.passengers,
        feeMinor: fee,
        payoutMinor: payoutEach(exercised) * path.passengers,
        // Unavailable flights: the fee goes back (the terms' refund percent on our failure).
        refundMinor:
          exercised === null ? Math.round((fee * terms.refundPercentOnOurFailure) / 100) : 0,
        bestDayPayoutMinor: bestDay * path.passengers,
        isBrandClosed: exercised?.isBrandClosed ?? false,
        isOffered: quote.isOffered,
      });
    }
  }
  return out;
}

export interface FlightSimulation {
  outcomes: FlightOutcome[];
  paths: number;
}

/** Draws search paths group by group (round robin) until enough freezes were sold. */
export function simulateFlightFreezes(
  world: FlightWorld,
  options: { seed: number; firstPurchaseMs: number; wanted: number },
): FlightSimulation {
  const rng = createRng(options.seed);
  const nextPair = createPairPicker(world, rng);
  const outcomes: FlightOutcome[] = [];
  let sold = 0;
  let paths = 0;
  for (let i = 0; sold < options.wanted && i < options.wanted; i++) {
    const group = ROUTE_GROUPS[i % ROUTE_GROUPS.length] ?? 'domestic-short';
    // The path's last purchase falls in the band; the earlier ones are a few days further out.
    const band = rng.pick(HORIZON_BANDS);
    const lastHorizon = band[0] + rng.nextInt(band[1] - band[0] + 1);
    const firstPurchaseMs =
      options.firstPurchaseMs + rng.nextInt(PURCHASE_SPREAD_DAYS) * MS_PER_DAY;
    const departureDay =
      Math.floor(firstPurchaseMs / MS_PER_DAY) +
      lastHorizon +
      (PURCHASES_PER_PATH - 1) * PURCHASE_STEP_DAYS;
    const plannedAtMs = firstPurchaseMs - HISTORY_DAYS * MS_PER_DAY;
    const path = drawSearchPath(world, rng, nextPair, group, departureDay, plannedAtMs);
    if (!path) continue;
    paths += 1;
    for (const o of simulatePath(world, path, firstPurchaseMs)) {
      outcomes.push(o);
      if (o.isOffered) sold += 1;
    }
  }
  return { outcomes, paths };
}

export interface FlightSummary {
  overall: Tally;
  /** Route group × freeze length: the buckets the worst loss ratio is taken over. */
  buckets: Map<string, Tally>;
  /** Days to departure × freeze length. */
  horizons: Map<string, Tally>;
  /** The sold freezes as if each traveller had exercised on the dearest day (hindsight). */
  bestDay: Tally;
  brandClosed: number;
  refunded: number;
}

/** Adds up the sold freezes overall and by bucket (buckets listed in a fixed order). */
export function summarizeFlights(sim: FlightSimulation): FlightSummary {
  const overall = emptyTally();
  const bestDay = emptyTally();
  const buckets = new Map<string, Tally>();
  const horizons = new Map<string, Tally>();
  const lengths = PROTECTION_TERMS.capone.priceFreeze.flight.lengthOptionsHours;
  for (const hours of lengths) {
    for (const group of ROUTE_GROUPS) buckets.set(`${group} × ${hours / 24}d`, emptyTally());
    for (const [lo, hi] of HORIZON_BANDS)
      horizons.set(`${lo}–${hi} days out × ${hours / 24}d`, emptyTally());
  }
  let brandClosed = 0;
  let refunded = 0;
  for (const o of sim.outcomes) {
    const band =
      HORIZON_BANDS.find(([, hi]) => o.horizonDays <= hi) ??
      HORIZON_BANDS[HORIZON_BANDS.length - 1];
    const length = `${o.durationHours / 24}d`;
    const bucket = buckets.get(`${o.group} × ${length}`);
    const hBucket = horizons.get(`${band?.[0]}–${band?.[1]} days out × ${length}`);
    for (const t of [overall, bucket, hBucket]) {
      if (!t) continue;
      t.quoted += 1;
      if (o.isOffered) addTo(t, o.feeMinor, o.payoutMinor, o.refundMinor, o.expectedPayoutMinor);
    }
    if (!o.isOffered) continue;
    addTo(bestDay, o.feeMinor, o.bestDayPayoutMinor, o.refundMinor);
    if (o.isBrandClosed) brandClosed += 1;
    if (o.refundMinor > 0) refunded += 1;
  }
  return { overall, buckets, horizons, bestDay, brandClosed, refunded };
}

/**
 * How the daily lowest fare moves with the days left to departure, from observed prices only: on
 * `paths` searches of another world, the mean log of the lowest fare each day from `maxDays` out
 * to the day before departure, less its mean at `maxDays`. This is where the model's
 * `FLIGHT_HORIZON_CURVE` comes from (run on CALIBRATION_SEED; see docs/price-freeze-pricing.md).
 */
export function measureHorizonCurve(
  world: FlightWorld,
  options: { seed: number; paths: number; maxDays: number; firstDepartureMs: number },
): HorizonPoint[] {
  const rng = createRng(options.seed);
  const nextPair = createPairPicker(world, rng);
  const tally = createHorizonTally(options.maxDays);
  for (let i = 0; i < options.paths; i++) {
    const group = ROUTE_GROUPS[i % ROUTE_GROUPS.length] ?? 'domestic-short';
    const departureMs = options.firstDepartureMs + rng.nextInt(120) * MS_PER_DAY;
    const departureDay = Math.floor(departureMs / MS_PER_DAY);
    const plannedAtMs = departureMs - options.maxDays * MS_PER_DAY;
    const path = drawSearchPath(world, rng, nextPair, group, departureDay, plannedAtMs);
    if (!path) continue;
    const far = observeLowest(world, path, plannedAtMs);
    if (far === null) continue;
    for (let d = options.maxDays; d >= 1; d--) {
      const v = observeLowest(world, path, departureMs - d * MS_PER_DAY);
      if (v === null) continue;
      tally.add(d, Math.log(v / far));
    }
  }
  return tally.points();
}

/**
 * Re-derives the model's `FLIGHT_HORIZON_CURVE` on the calibration world: the measured curve,
 * made non-increasing in days (pool adjacent violators), less its far end, at the knots.
 * Run: `cd bench && npx tsx -e "import('./freeze-bench.ts').then((m) => m.printHorizonCurve())"`.
 */
export function printHorizonCurve(log: (line: string) => void = console.log): void {
  const world = buildSandboxWorld({ seed: CALIBRATION_SEED });
  const curve = measureHorizonCurve(world.flights, {
    seed: 99,
    paths: 600,
    maxDays: 240,
    firstDepartureMs: Date.parse('2025-10-01T15:00:00Z'),
  });
  logCurveKnots(curve, log);
  log(
    `spread at 1, 7, 30 days: ${[1, 7, 30].map((d) => curve[d - 1]?.spread.toFixed(3)).join(', ')}`,
  );
}

function describeTally(t: Tally): string {
  return `${t.sold}/${t.quoted} sold, loss ratio ${round1(lossRatioPercent(t))} %, mean fee ${(t.feesMinor / Math.max(1, t.sold) / 100).toFixed(2)}, paid/expected ${(t.payoutsMinor / Math.max(1, t.expectedMinor)).toFixed(2)}`;
}

export interface HotelSummary {
  overall: Tally;
  /** Days to check-in × freeze length. */
  buckets: Map<string, Tally>;
  bestDay: Tally;
  refunded: number;
}

/** Adds up the sold hotel freezes overall and by horizon × length. */
export function summarizeHotels(outcomes: readonly HotelOutcome[]): HotelSummary {
  const overall = emptyTally();
  const bestDay = emptyTally();
  const buckets = new Map<string, Tally>();
  for (const hours of PROTECTION_TERMS.capone.priceFreeze.hotel.lengthOptionsHours)
    for (const [lo, hi] of HOTEL_HORIZON_BANDS)
      buckets.set(`${lo}–${hi} days out × ${hours / 24}d`, emptyTally());
  let refunded = 0;
  for (const o of outcomes) {
    const band =
      HOTEL_HORIZON_BANDS.find(([, hi]) => o.horizonDays <= hi) ??
      HOTEL_HORIZON_BANDS[HOTEL_HORIZON_BANDS.length - 1];
    const bucket = buckets.get(`${band?.[0]}–${band?.[1]} days out × ${o.durationHours / 24}d`);
    for (const t of [overall, bucket]) {
      if (!t) continue;
      t.quoted += 1;
      if (o.isOffered) addTo(t, o.feeMinor, o.payoutMinor, o.refundMinor, o.expectedPayoutMinor);
    }
    if (!o.isOffered) continue;
    addTo(bestDay, o.feeMinor, o.bestDayPayoutMinor, o.refundMinor);
    if (o.refundMinor > 0) refunded += 1;
  }
  return { overall, buckets, bestDay, refunded };
}

/**
 * Hotel freezes on the calibration world (seed 1, purchases from October 2025), where the hotel
 * model was tuned; the bench's world was not used for it.
 * Run: `cd bench && npx tsx -e "import('./freeze-bench.ts').then((m) => m.printHotelCalibration())"`.
 */
export function printHotelCalibration(log: (line: string) => void = console.log): void {
  const summary = summarizeHotels(
    simulateHotelFreezes(buildCalibrationHotelWorld(), {
      seed: 99,
      firstPurchaseMs: Date.parse('2025-10-01T15:00:00Z'),
      wanted: HOTEL_FREEZES_WANTED,
    }),
  );
  for (const [key, t] of summary.buckets) log(`calibration: hotel ${key}: ${describeTally(t)}`);
  log(
    `calibration: hotels ${describeTally(summary.overall)}; refunded (sold out) ${summary.refunded}; hindsight ${round1(lossRatioPercent(summary.bestDay))} %`,
  );
}

/** Simulates flight and hotel freezes on the default sandbox world and reports the loss ratios. */
export async function runFreezeBench(log: (line: string) => void): Promise<Record<string, number>> {
  const t0 = performance.now();
  const world = buildSandboxWorld();
  log(`freeze: world built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const sim = simulateFlightFreezes(world.flights, {
    seed: 1717,
    firstPurchaseMs: FIRST_PURCHASE_MS,
    wanted: FLIGHT_FREEZES_WANTED,
  });
  const summary = summarizeFlights(sim);
  const { overall, buckets } = summary;
  const describe = describeTally;
  for (const [key, t] of [...buckets, ...summary.horizons]) log(`freeze: ${key}: ${describe(t)}`);
  let worst = 0;
  for (const t of buckets.values()) if (t.sold > 0) worst = Math.max(worst, lossRatioPercent(t));
  log(
    `freeze: flights ${describe(overall)}; fare brand closed by the exercise ${summary.brandClosed}, refunded (unavailable) ${summary.refunded}; with hindsight (dearest day) the loss ratio would be ${round1(lossRatioPercent(summary.bestDay))} %`,
  );
  const hotelOutcomes = simulateHotelFreezes(world.hotels, {
    seed: 2828,
    firstPurchaseMs: FIRST_PURCHASE_MS,
    wanted: HOTEL_FREEZES_WANTED,
  });
  const hotels = summarizeHotels(hotelOutcomes);
  const hotel = hotels.overall;
  for (const [key, t] of hotels.buckets) log(`freeze: hotel ${key}: ${describe(t)}`);
  const seconds = (performance.now() - t0) / 1000;
  log(
    `freeze: hotels ${describe(hotel)}; refunded (sold out) ${hotels.refunded}; with hindsight (dearest day) the loss ratio would be ${round1(lossRatioPercent(hotels.bestDay))} %`,
  );
  log(
    `freeze: ${overall.sold} flight freezes on ${sim.paths} search paths, ${hotel.sold} hotel freezes, in ${seconds.toFixed(1)} s`,
  );
  await Promise.resolve();
  return {
    freeze_loss_ratio_pct: round1(lossRatioPercent(overall)),
    freeze_worst_bucket_loss_ratio_pct: round1(worst),
    freeze_offered_pct: round1((100 * overall.sold) / Math.max(1, overall.quoted)),
    freeze_simulated_count: overall.sold,
    hotel_freeze_loss_ratio_pct: round1(lossRatioPercent(hotel)),
    hotel_freeze_simulated_count: hotel.sold,
  };
}
