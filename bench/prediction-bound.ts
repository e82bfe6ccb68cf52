import { getSeatCabin, type FareProduct } from '@wayfare/supply/flights/fare-products';
import {
  computeAdultBaseMinor,
  computePartyTotalMinor,
  countBrandSeats,
  countSeatedPassengers,
  describeFareBasis,
  measureItineraryCabin,
  NO_SOLD_SEATS,
  type FareBasis,
  type PricingContext,
} from '@wayfare/supply/flights/fare-pricing';
import { measureAirportKm } from '@wayfare/supply/flights/flight-network';
import type { FlightWorld } from '@wayfare/supply/flights/flight-world';
import {
  computeMarketState,
  describeMarket,
  isSaleEligible,
  MARKET_LEVEL_WEIGHTS,
  MARKET_LEVELS,
  SALE_CHANCE,
  SALE_DEPTH_WEIGHTS,
  SALE_DEPTHS,
  SALE_DURATIONS,
  toMarketKey,
} from '@wayfare/supply/flights/market-dynamics';
import type { Advice } from './price-backtest';
import { observationMs, type PricePath } from './price-paths';

/*
 * The bound (issue 19; docs/price-prediction.md): the best buy-or-wait rule for a traveller who
 * knows every fixed part of the fare process — each flight's booking curve, load and
 * advance-purchase steps, the market's level periods and sale weekday, and the chances of every
 * draw — and the market's state today, but not its future draws. For a search on one market (one
 * airport pair; a round trip's two slices share it) the day's lowest total is a function of the
 * market's state (level, running sale), so optimal stopping is an exact dynamic programme over it:
 * V(day, state) = min(price(day, state), E[V(day + 1, next state)]), buying the day before
 * departure at the latest. The bound buys when today's price is no more than waiting's expectation.
 */

const LEVELS = MARKET_LEVELS.length;
const SALE_STATES = 1 + SALE_DEPTHS.length * Math.max(...SALE_DURATIONS);
const MAX_DURATION = Math.max(...SALE_DURATIONS);
const STATES = LEVELS * SALE_STATES;
/** Sale state: 0 none, else 1 + depth × MAX_DURATION + (days left including today − 1). */
const saleState = (depth: number, daysLeft: number) => 1 + depth * MAX_DURATION + daysLeft - 1;
const weekdayOf = (epochDay: number) => (((epochDay + 4) % 7) + 7) % 7;

/**
 * A slice's candidates for its lowest fare: per stop count, the brand with the lowest base before
 * the market's factor (a total rises with it for a given stop count, whatever the factor).
 */
interface Candidate {
  basis: FareBasis;
  product: FareProduct;
  fixed: number;
}

interface SliceCandidates {
  ctx: PricingContext;
  candidates: Candidate[];
}

function listCandidates(
  world: FlightWorld,
  path: PricePath,
  sliceIndex: number,
  atMs: number,
): SliceCandidates | null {
  const planned = path.plan.slices[sliceIndex];
  if (!planned) return null;
  const { slice, itineraries } = planned;
  const net = world.net;
  const ctx: PricingContext = {
    net,
    seed: world.seed,
    passengers: path.request.passengers,
    observedMinute: Math.floor(atMs / 60_000),
    soldSeats: NO_SOLD_SEATS,
    directKm: measureAirportKm(net, slice.origin, slice.dest),
    isInternational:
      net.airports[slice.origin]?.countryCode !== net.airports[slice.dest]?.countryCode,
    isPartOfJourney: path.request.tripType !== 'one_way',
    memo: new Map(),
  };
  const seats = countSeatedPassengers(path.request.passengers);
  const best = new Map<number, Candidate & { unit: number }>();
  for (const raw of itineraries) {
    const basis = describeFareBasis(ctx, raw.schedules);
    for (const product of basis.products) {
      const m = measureItineraryCabin(
        ctx,
        raw.schedules,
        raw.localDays,
        getSeatCabin(product.cabin),
      );
      if (countBrandSeats(product, m.seatsLeft) < seats) continue;
      const unit = basis.baseUsd * product.priceFactor * m.fixedMultiplier;
      if (unit < (best.get(basis.segments)?.unit ?? Infinity))
        best.set(basis.segments, { basis, product, fixed: m.fixedMultiplier, unit });
    }
  }
  return { ctx, candidates: [...best.values()] };
}

/** The path's total on a day for a market factor per slice (exactly what the search would show). */
function totalFor(slices: readonly SliceCandidates[], factors: readonly number[]): number {
  let total = 0;
  slices.forEach(({ ctx, candidates }, s) => {
    let lowest = Infinity;
    for (const c of candidates) {
      // The same operations, in the same order, as the search's pricing (fare-pricing.ts).
      const adult = computeAdultBaseMinor(c.basis, c.product, c.fixed * (factors[s] ?? 1));
      lowest = Math.min(
        lowest,
        computePartyTotalMinor(ctx.passengers, ctx.isInternational, adult, c.basis.segments),
      );
    }
    total += lowest;
  });
  return total;
}

export interface BoundPath {
  /** `price[i][state]`: the day's total in each market state; `wait[i][state]`: E[V(i + 1)]. */
  price: Float64Array[];
  wait: Float64Array[];
  /** The market's actual state each day. */
  state: Int32Array;
  /** Days (from `from`) where the programme's total matched the observed one. */
  matched: number;
  checked: number;
}

/** Solves the programme on a path from index `from` to the day before departure. */
export function solveBound(world: FlightWorld, path: PricePath, from: number): BoundPath {
  const first = path.plan.slices[0]?.slice;
  if (!first) throw new Error('path without a slice');
  const market = toMarketKey(first.origin, first.dest);
  const shape = describeMarket(world.seed, market);
  const last = path.prices.length - 1;
  const price: Float64Array[] = [];
  const state = new Int32Array(path.prices.length);
  let matched = 0;
  let checked = 0;
  const levelFactor = MARKET_LEVELS.map((l) => Math.exp(l));
  for (let i = 0; i <= last; i++) {
    const table = new Float64Array(STATES);
    price.push(table);
    if (i < from) continue;
    const day = path.firstDay + i;
    const atMs = observationMs(day);
    const slices = path.plan.slices.map((_, s) => listCandidates(world, path, s, atMs));
    const ready = slices.flatMap((s) => (s ? [s] : []));
    if (ready.length !== slices.length || ready.some((s) => s.candidates.length === 0))
      throw new Error('a slice lost its fares');
    const eligible = path.plan.slices.map((s) => isSaleEligible(s.slice.localDay - day));
    for (let l = 0; l < LEVELS; l++) {
      for (let sale = 0; sale < SALE_STATES; sale++) {
        const depth = sale === 0 ? 0 : (SALE_DEPTHS[Math.floor((sale - 1) / MAX_DURATION)] ?? 0);
        const factors = eligible.map((ok) => (levelFactor[l] ?? 1) * (ok ? 1 - depth : 1));
        table[l * SALE_STATES + sale] = totalFor(ready, factors);
      }
    }
    const actual = computeMarketState(world.seed, market, day);
    const saleNow = actual.sale
      ? saleState(SALE_DEPTHS.indexOf(actual.sale.depth), actual.sale.lastDay - day + 1)
      : 0;
    state[i] = actual.levelIndex * SALE_STATES + saleNow;
    checked += 1;
    if (table[state[i] ?? 0] === path.prices[i]) matched += 1;
  }
  // Backward: value of each state, and what waiting from it is worth.
  const wait: Float64Array[] = price.map(() => new Float64Array(STATES));
  let next = Float64Array.from(price[last] ?? []);
  for (let i = last - 1; i >= from; i--) {
    const tomorrow = path.firstDay + i + 1;
    const newPeriod = (tomorrow + shape.levelPhase) % shape.levelPeriod === 0;
    const launch = weekdayOf(tomorrow) === shape.saleWeekday;
    const w = wait[i] ?? new Float64Array(STATES);
    const today = price[i] ?? new Float64Array(STATES);
    const value = new Float64Array(STATES);
    for (let l = 0; l < LEVELS; l++) {
      for (let sale = 0; sale < SALE_STATES; sale++) {
        let expected = 0;
        const levels = newPeriod
          ? MARKET_LEVEL_WEIGHTS.map((p, k) => [k, p] as const)
          : [[l, 1] as const];
        for (const [nl, pl] of levels) {
          if (launch) {
            expected += pl * (1 - SALE_CHANCE) * (next[nl * SALE_STATES] ?? 0);
            SALE_DEPTH_WEIGHTS.forEach((pd, d) => {
              for (const duration of SALE_DURATIONS)
                expected +=
                  (pl * SALE_CHANCE * pd * (next[nl * SALE_STATES + saleState(d, duration)] ?? 0)) /
                  SALE_DURATIONS.length;
            });
          } else {
            const daysLeft = sale === 0 ? 0 : ((sale - 1) % MAX_DURATION) + 1;
            const d = sale === 0 ? 0 : Math.floor((sale - 1) / MAX_DURATION);
            const ns = daysLeft > 1 ? saleState(d, daysLeft - 1) : 0;
            expected += pl * (next[nl * SALE_STATES + ns] ?? 0);
          }
        }
        const k = l * SALE_STATES + sale;
        w[k] = expected;
        value[k] = Math.min(today[k] ?? 0, expected);
      }
    }
    next = value;
  }
  return { price, wait, state, matched, checked };
}

/** The bound's advice on solved paths: wait while waiting is expected to cost less. */
export function adviseBound(solved: readonly BoundPath[]): Advice {
  return (p, i) => {
    const b = solved[p];
    if (!b) return false;
    const k = b.state[i] ?? 0;
    return (b.wait[i]?.[k] ?? Infinity) < (b.price[i]?.[k] ?? 0);
  };
}
