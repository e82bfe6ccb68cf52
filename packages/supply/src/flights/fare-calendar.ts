import type { CabinClass, PassengerCounts } from '@wayfare/contracts/flights';
import type { SupplyFailure } from '@wayfare/contracts/places';
import {
  formatIsoDate,
  getWeekday,
  MINUTES_PER_DAY,
  toEpochMinute,
  type Instant,
} from '../reference/calendar';
import { BOOKING_CUTOFF_MINUTES, HORIZON_DAYS } from './connection-rules';
import {
  computeAdultBaseMinor,
  computePartyTotalMinor,
  countBrandSeats,
  countSeatedPassengers,
  describeFareBasis,
  measureItineraryCabin,
  NO_SOLD_SEATS,
  type FareBasis,
  type InstanceMeasure,
  type PricingContext,
  type SoldSeatLookup,
} from './fare-pricing';
import { getSeatCabin, type FareProduct, type SeatCabin } from './fare-products';
import { measureAirportKm, type FlightNetwork } from './flight-network';
import { formatInstanceId } from './flight-instances';
import { CABIN_RANK } from './flight-search';
import type { FlightWorld } from './flight-world';
import { NumberKeyCache } from './number-key-cache';
import { enumerateItineraries, type RawItinerary } from './itinerary-search';
import { getFirstSaleDay, validateFlightSearch, type ValidSlice } from './validate-flight-search';

/*
 * The fare calendar: the lowest fare a search would show on every departure day of a route, fast
 * enough to fill a date picker (330 days in a few tens of milliseconds on a busy route).
 *
 * What a search does per day splits in two:
 * - Per route, once: which itineraries fly. Enumeration depends only on the weekday (flights keep
 *   weekly schedules) and the UTC offsets of the airports it can pass through, so the days of one
 *   weekday with the same offsets share one list, shifted by whole weeks. Days next to a change of
 *   offset (daylight saving) of any airport the route can connect at are enumerated on their own.
 *   Each itinerary's fare basis (brands, base fare) depends on its flights, not their dates.
 * - Per day: the demand on each flight (computeInstanceDemand, through fare-pricing's helpers) and
 *   so each itinerary's cheapest brand. That is priced with the search's own helpers, so a change
 *   to the fare process reaches the calendar and the search alike.
 *
 * One assumption of the fare process is used to stop early: on one itinerary, a higher cabin's
 * fare never undercuts a lower cabin's fare that can seat the party (premium economy never costs
 * less than economy when economy has seats). fare-calendar.test.ts checks calendar cells against
 * real searches in every cabin.
 */

export interface FareCalendarRoute {
  /** An airport or a metro area code, as the flight search takes them. */
  origin: string;
  destination: string;
  passengers: PassengerCounts;
  /** Only fares at or above this cabin, as in the search. */
  cabinClass?: CabinClass | undefined;
  maxStops: number;
  excludeLowCostCarriers: boolean;
  /** Each day's flights priced as one flight of a round trip (slightly cheaper) or one-way. */
  isPartOfJourney: boolean;
}

/** One day's itineraries as flat arrays; a week-class list is shared by its days, shifted. */
interface DayList {
  /** The local day the list was enumerated for; another day of its class shifts it by whole weeks. */
  refDay: number;
  count: number;
  /** Itinerary i's flights are sched[start[i] … start[i+1]). */
  start: Int32Array;
  sched: Int32Array;
  /** Each flight's local day minus refDay. */
  dayOffset: Int8Array;
  /** First departure, UTC epoch minutes, on refDay. */
  depUtc: Float64Array;
  /**
   * Each itinerary's fare basis, made on first use and kept flat (a busy route has tens of
   * thousands): its base fare [one-way, part of a journey] (NaN until made), and its brands by
   * seat cabin, lowest first (shared by every itinerary with the same brands).
   */
  baseUsd: [Float64Array, Float64Array];
  groups: (readonly CabinGroup[] | undefined)[];
  products: (readonly FareProduct[] | undefined)[];
}

interface RouteStructure {
  slice: ValidSlice;
  directKm: number;
  isInternational: boolean;
  /** Time zones whose offsets the enumeration can read for this route. */
  zones: number[];
  /** Week-class key (weekday and offsets) → list. */
  classes: Map<string, DayList>;
  /** Days next to an offset change, enumerated on their own. */
  ownDays: Map<number, DayList>;
  /** Each day's list, once found. */
  days: Map<number, DayList>;
}

/** Routes remembered per world (most recently used last). */
const ROUTE_MEMO_SIZE = 64;
const routeMemos = new WeakMap<FlightWorld, Map<string, RouteStructure>>();

/** Days either side whose offsets an itinerary leaving on a day can read (longest trip ~1.3 days). */
const OFFSET_DAYS_BEFORE = 2;
const OFFSET_DAYS_AFTER = 5;

function toDayList(refDay: number, itineraries: RawItinerary[]): DayList {
  let flights = 0;
  for (const it of itineraries) flights += it.schedules.length;
  const start = new Int32Array(itineraries.length + 1);
  const sched = new Int32Array(flights);
  const dayOffset = new Int8Array(flights);
  const depUtc = new Float64Array(itineraries.length);
  let k = 0;
  itineraries.forEach((it, i) => {
    start[i] = k;
    depUtc[i] = it.depUtc;
    it.schedules.forEach((s, j) => {
      sched[k] = s;
      dayOffset[k] = (it.localDays[j] ?? refDay) - refDay;
      k++;
    });
  });
  start[itineraries.length] = k;
  return {
    refDay,
    count: itineraries.length,
    start,
    sched,
    dayOffset,
    depUtc,
    baseUsd: [
      new Float64Array(itineraries.length).fill(Number.NaN),
      new Float64Array(itineraries.length).fill(Number.NaN),
    ],
    groups: new Array<CabinGroup[] | undefined>(itineraries.length),
    products: new Array<readonly FareProduct[] | undefined>(itineraries.length),
  };
}

/**
 * Every time zone the enumeration may read on this route: the origins', and those of every airport
 * a connection may be made at. Stops are strictly nearer the destination (no backtracking,
 * itinerary-search.ts), so first stops are the origin's neighbours nearer the destination and
 * second stops their neighbours nearer still.
 */
function listRouteZones(net: FlightNetwork, slice: ValidSlice, maxStops: number): number[] {
  const zones = new Set<number>();
  const add = (airport: number) => zones.add(net.airportTz[airport] ?? 0);
  for (const origin of slice.origins) {
    add(origin);
    for (const dest of slice.dests) {
      const direct = measureAirportKm(net, origin, dest);
      if (maxStops < 1) continue;
      for (let e1 = net.outStart[origin] ?? 0; e1 < (net.outStart[origin + 1] ?? 0); e1++) {
        const x = net.eDest[e1] ?? 0;
        const dX = measureAirportKm(net, x, dest);
        if (x === dest || dX >= direct) continue;
        add(x);
        if (maxStops < 2) continue;
        for (let e2 = net.outStart[x] ?? 0; e2 < (net.outStart[x + 1] ?? 0); e2++) {
          const y = net.eDest[e2] ?? 0;
          if (y !== dest && measureAirportKm(net, y, dest) < dX) add(y);
        }
      }
    }
  }
  return [...zones];
}

/** The week class of a day (weekday and every zone's offsets), or null next to an offset change. */
function classifyDay(net: FlightNetwork, zones: readonly number[], day: number): string | null {
  let key = String(getWeekday(day));
  for (const tz of zones) {
    const offset = net.tz.getOffsetMinutes(tz, day);
    for (let d = day - OFFSET_DAYS_BEFORE; d <= day + OFFSET_DAYS_AFTER; d++)
      if (net.tz.getOffsetMinutes(tz, d) !== offset) return null;
    key += `:${offset}`;
  }
  return key;
}

function describeRoute(
  world: FlightWorld,
  route: FareCalendarRoute,
  slice: ValidSlice,
): RouteStructure {
  let memo = routeMemos.get(world);
  if (!memo) {
    memo = new Map();
    routeMemos.set(world, memo);
  }
  const key = `${slice.originCode}>${slice.destinationCode}|${route.maxStops}|${route.excludeLowCostCarriers ? 1 : 0}`;
  const known = memo.get(key);
  if (known) {
    memo.delete(key);
    memo.set(key, known);
    return known;
  }
  const net = world.net;
  const origin = net.airports[slice.origin];
  const dest = net.airports[slice.dest];
  const structure: RouteStructure = {
    slice,
    // As the search prices a slice: the main airports' distance, whichever airports fly.
    directKm: measureAirportKm(net, slice.origin, slice.dest),
    isInternational: origin?.countryCode !== dest?.countryCode,
    zones: listRouteZones(net, slice, route.maxStops),
    classes: new Map(),
    ownDays: new Map(),
    days: new Map(),
  };
  memo.set(key, structure);
  const oldest = memo.keys().next();
  if (memo.size > ROUTE_MEMO_SIZE && !oldest.done) memo.delete(oldest.value);
  return structure;
}

/** Every itinerary of a day without the booking cut-off (applied when pricing), as the search enumerates. */
function enumerateDay(
  world: FlightWorld,
  structure: RouteStructure,
  route: FareCalendarRoute,
  day: number,
): DayList {
  const { slice } = structure;
  const options = {
    maxStops: route.maxStops,
    excludeLowCostCarriers: route.excludeLowCostCarriers,
    nowMinute: Number.NEGATIVE_INFINITY,
  };
  return toDayList(
    day,
    slice.origins.flatMap((o) =>
      slice.dests.flatMap((d) => enumerateItineraries(world.net, o, d, day, options)),
    ),
  );
}

function findDayList(
  world: FlightWorld,
  structure: RouteStructure,
  route: FareCalendarRoute,
  day: number,
): DayList {
  const known = structure.days.get(day);
  if (known) return known;
  const key = classifyDay(world.net, structure.zones, day);
  let list: DayList | undefined;
  if (key === null) {
    list = enumerateDay(world, structure, route, day);
    structure.ownDays.set(day, list);
  } else {
    list = structure.classes.get(key);
    if (!list) {
      list = enumerateDay(world, structure, route, day);
      structure.classes.set(key, list);
    }
  }
  structure.days.set(day, list);
  return list;
}

/** A product list's brands grouped by seat cabin, lowest cabin first. */
interface CabinGroup {
  cabin: SeatCabin;
  products: FareProduct[];
}
const cabinGroups = new WeakMap<readonly FareProduct[], CabinGroup[]>();

function groupByCabin(products: readonly FareProduct[]): CabinGroup[] {
  let groups = cabinGroups.get(products);
  if (!groups) {
    const sorted = [...products].sort((a, b) => CABIN_RANK[a.cabin] - CABIN_RANK[b.cabin]);
    groups = [];
    for (const product of sorted) {
      const cabin = getSeatCabin(product.cabin);
      const last = groups[groups.length - 1];
      if (last?.cabin === cabin) last.products.push(product);
      else groups.push({ cabin, products: [product] });
    }
    cabinGroups.set(products, groups);
  }
  return groups;
}

/** What one calendar prices with: the route, its structure and the pricing context of `now`. */
export interface FareCalendarPlan {
  world: FlightWorld;
  route: FareCalendarRoute;
  structure: RouteStructure;
  /** Local days on sale at the origin, inclusive. */
  firstDay: number;
  lastDay: number;
  observedMinute: number;
}

/** Checks the route as the search checks a slice, and finds (or recalls) its structure. */
export function planFareCalendar(
  world: FlightWorld,
  route: FareCalendarRoute,
  now: Instant,
): { ok: true; plan: FareCalendarPlan } | SupplyFailure {
  // Any day on sale (UTC's tomorrow is one at every origin): the checks here are not about dates.
  const firstGuess = formatIsoDate(Math.floor(toEpochMinute(now) / MINUTES_PER_DAY) + 1);
  const valid = validateFlightSearch(
    world,
    {
      tripType: 'one_way',
      slices: [{ origin: route.origin, destination: route.destination, departureDate: firstGuess }],
      passengers: route.passengers,
      maxStops: route.maxStops,
      excludeLowCostCarriers: route.excludeLowCostCarriers,
      ...(route.cabinClass ? { cabinClass: route.cabinClass } : {}),
    },
    now,
  );
  if (!valid.ok) return valid;
  const slice = valid.slices[0];
  if (!slice) throw new Error('validated calendar route has no slice');
  const firstDay = getFirstSaleDay(world, slice.origin, now);
  return {
    ok: true,
    plan: {
      world,
      route,
      structure: describeRoute(world, route, slice),
      firstDay,
      lastDay: firstDay + HORIZON_DAYS - 1,
      observedMinute: toEpochMinute(now),
    },
  };
}

export interface DayFare {
  /** Local epoch day of departure. */
  day: number;
  /** The whole party's lowest fare that day (minor units, USD); null when nothing sells. */
  lowestMinor: number | null;
  /** The flight instances of the itinerary that sells it (empty without a fare). */
  flightInstanceIds: string[];
}

const scratchSchedules: number[][] = [[], [0], [0, 0], [0, 0, 0], [0, 0, 0, 0]];
const scratchDays: number[][] = [[], [0], [0, 0], [0, 0, 0], [0, 0, 0, 0]];

/** What pricing consecutive days shares: the pricing context and its memos. */
interface PricingSession {
  ctx: PricingContext & {
    memo: NumberKeyCache<InstanceMeasure>;
    marketMemo: NumberKeyCache<number>;
  };
  /** Party totals by adult base and segments (the same few hundred recur every day). */
  totals: Map<number, number>;
  minRank: number;
  seatsNeeded: number;
}

function openSession(plan: FareCalendarPlan, soldSeats: SoldSeatLookup): PricingSession {
  const { world, route, structure } = plan;
  return {
    ctx: {
      net: world.net,
      seed: world.seed,
      passengers: route.passengers,
      observedMinute: plan.observedMinute,
      soldSeats,
      directKm: structure.directKm,
      isInternational: structure.isInternational,
      isPartOfJourney: route.isPartOfJourney,
      // About a day's flights: emptied each day (priceFareCalendar) so its entries die young.
      memo: new NumberKeyCache<InstanceMeasure>(13),
      marketMemo: new NumberKeyCache<number>(12),
    },
    totals: new Map(),
    minRank: route.cabinClass ? CABIN_RANK[route.cabinClass] : 0,
    seatsNeeded: countSeatedPassengers(route.passengers),
  };
}

function priceDay(plan: FareCalendarPlan, session: PricingSession, day: number): DayFare {
  const { world, route, structure } = plan;
  if (day < plan.firstDay || day > plan.lastDay)
    return { day, lowestMinor: null, flightInstanceIds: [] };
  const list = findDayList(world, structure, route, day);
  const shift = day - list.refDay;
  const earliest = plan.observedMinute + BOOKING_CUTOFF_MINUTES - shift * MINUTES_PER_DAY;
  const bases = list.baseUsd[route.isPartOfJourney ? 1 : 0];
  // One basis object reused for every itinerary (the pricing helpers only read it).
  const basis: FareBasis = { products: [], baseUsd: 0, segments: 0 };
  let best = Infinity;
  let winner = -1;
  for (let i = 0; i < list.count; i++) {
    if ((list.depUtc[i] ?? 0) < earliest) continue;
    const from = list.start[i] ?? 0;
    const length = (list.start[i + 1] ?? 0) - from;
    const schedules = scratchSchedules[length];
    const localDays = scratchDays[length];
    if (!schedules || !localDays) throw new Error(`itinerary of ${length} flights`);
    for (let j = 0; j < length; j++) {
      schedules[j] = list.sched[from + j] ?? 0;
      localDays[j] = day + (list.dayOffset[from + j] ?? 0);
    }
    let baseUsd = bases[i] ?? Number.NaN;
    let groups = list.groups[i];
    let products = list.products[i];
    if (Number.isNaN(baseUsd) || !groups || !products) {
      const made = describeFareBasis(session.ctx, schedules);
      baseUsd = made.baseUsd;
      bases[i] = baseUsd;
      products = made.products;
      list.products[i] = products;
      groups = groupByCabin(products);
      list.groups[i] = groups;
    }
    basis.products = products;
    basis.baseUsd = baseUsd;
    basis.segments = length;
    const lowest = findCheapestBrand(session, basis, groups, schedules, localDays);
    if (lowest < best) {
      best = lowest;
      winner = i;
    }
  }
  if (winner < 0) return { day, lowestMinor: null, flightInstanceIds: [] };
  const ids: string[] = [];
  for (let k = list.start[winner] ?? 0; k < (list.start[winner + 1] ?? 0); k++)
    ids.push(formatInstanceId(list.sched[k] ?? 0, day + (list.dayOffset[k] ?? 0)));
  return { day, lowestMinor: best, flightInstanceIds: ids };
}

/**
 * One day's lowest fare as a search for that day would show its cheapest: every itinerary the
 * search finds, each at its cheapest brand in the asked cabins, with `soldSeats` the seats the
 * portal sold (they only close fares, so pricing without them gives a lower bound).
 */
export function priceFareCalendarDay(
  plan: FareCalendarPlan,
  day: number,
  soldSeats: SoldSeatLookup = NO_SOLD_SEATS,
): DayFare {
  return priceDay(plan, openSession(plan, soldSeats), day);
}

/** The cheapest brand at or above the asked cabin that seats the party; Infinity when none does. */
function findCheapestBrand(
  session: PricingSession,
  basis: FareBasis,
  groups: readonly CabinGroup[],
  schedules: readonly number[],
  localDays: readonly number[],
): number {
  const { ctx, totals } = session;
  for (const group of groups) {
    let best = Infinity;
    let measured: { multiplier: number; seatsLeft: number } | null = null;
    for (const product of group.products) {
      if (CABIN_RANK[product.cabin] < session.minRank) continue;
      measured ??= measureItineraryCabin(ctx, schedules, localDays, group.cabin);
      if (countBrandSeats(product, measured.seatsLeft) < session.seatsNeeded) continue;
      const adultBase = computeAdultBaseMinor(basis, product, measured.multiplier);
      const key = adultBase * 4 + basis.segments;
      let total = totals.get(key);
      if (total === undefined) {
        total = computePartyTotalMinor(
          ctx.passengers,
          ctx.isInternational,
          adultBase,
          basis.segments,
        );
        totals.set(key, total);
      }
      if (total < best) best = total;
    }
    // A higher cabin never undercuts a lower one that seats the party (see the top of the file).
    if (best < Infinity) return best;
  }
  return Infinity;
}

/** Every flight instance a day's itineraries fly (to ask the portal's seat sales about them). */
export function listFareCalendarDayInstances(plan: FareCalendarPlan, day: number): string[] {
  if (day < plan.firstDay || day > plan.lastDay) return [];
  const list = findDayList(plan.world, plan.structure, plan.route, day);
  const shift = day - list.refDay;
  const ids = new Set<string>();
  for (let k = 0; k < list.sched.length; k++)
    ids.add(formatInstanceId(list.sched[k] ?? 0, list.refDay + shift + (list.dayOffset[k] ?? 0)));
  return [...ids];
}

/** The lowest fare of each day in [fromDay, toDay] (clipped to the days on sale), without portal sales. */
export function priceFareCalendar(
  plan: FareCalendarPlan,
  fromDay: number,
  toDay: number,
): DayFare[] {
  const out: DayFare[] = [];
  // One session for the span; the flights' memo is emptied each day.
  const session = openSession(plan, NO_SOLD_SEATS);
  for (let day = fromDay; day <= toDay; day++) {
    out.push(priceDay(plan, session, day));
    session.ctx.memo.clear();
  }
  return out;
}
