import type { FlightItinerary, FlightFare } from '@wayfare/contracts/flights';
import { PROTECTION_TERMS } from '@wayfare/domain/protection-terms';
import { MINUTES_PER_DAY } from '../reference/calendar';
import {
  BOOKING_CUTOFF_MINUTES,
  computeMaxElapsedMinutes,
  computeMaxRoutedKm,
} from './connection-rules';
import { priceItinerary, type PricedFare, type PricingContext } from './fare-pricing';
import type { FareProduct } from './fare-products';
import { getAirportOffset } from './flight-instances';
import { measureAirportKm, type FlightNetwork } from './flight-network';
import { canInterline } from './interline';
import {
  collectWindow,
  createWindow,
  describeDestination,
  type EnumerateOptions,
  type RawItinerary,
} from './itinerary-search';
import { buildItineraryView, formatItineraryId, type SegmentMemo } from './itinerary-view';

/*
 * Self-transfer itineraries (issue 20, `virtualInterline`; docs/decisions/014-self-transfer-itineraries.md): a nonstop flight on
 * airline X to a connecting airport, then a separate ticket on airline Y, which does not interline
 * with X (`interline.ts`), onwards. The traveller collects their bags and checks in again, so the
 * wait is at least the missed-connection guarantee's self-transfer minimum and at most
 * MAX_SELF_TRANSFER_MINUTES. Each ticket is its own one-way fare on its own market.
 */

/** The least time between the two tickets' flights: the guarantee's terms (alike in both tenants). */
export const MIN_SELF_TRANSFER_MINUTES =
  PROTECTION_TERMS.capone.missedConnection.minSelfTransferMinutes;
/** The longest self-transfer sold: a day's connection, not an overnight stay. */
export const MAX_SELF_TRANSFER_MINUTES = 8 * 60;
/** At most this many self-transfers per slice: a few of the best, so results stay readable. */
export const MAX_SELF_TRANSFERS_PER_SLICE = 3;

/** Two tickets' flights (one nonstop flight each), in order. */
export interface RawSelfTransfer {
  tickets: [RawItinerary, RawItinerary];
  depUtc: number;
  arrUtc: number;
}

/** Scratch windows of the two legs, made once (enumeration is synchronous and never re-entered). */
let scratch: [ReturnType<typeof createWindow>, ReturnType<typeof createWindow>] | null = null;

/**
 * Every self-transfer from origin to destination whose first flight leaves on the origin's local
 * day `localDay`: the connecting airport strictly nearer the destination and the routed distance
 * within the connections' cap; the journey within the elapsed-time cap plus the self-transfer
 * minimum (a self-transfer waits longer than a connection on one ticket).
 */
export function enumerateSelfTransfers(
  net: FlightNetwork,
  origin: number,
  dest: number,
  localDay: number,
  options: EnumerateOptions,
): RawSelfTransfer[] {
  const out: RawSelfTransfer[] = [];
  if (options.maxStops < 1) return out;
  const direct = measureAirportKm(net, origin, dest);
  const maxRouted = computeMaxRoutedKm(direct);
  const maxElapsed = computeMaxElapsedMinutes(direct) + MIN_SELF_TRANSFER_MINUTES;
  const earliest = options.nowMinute + BOOKING_CUTOFF_MINUTES;
  const { distToDest, edgeToDest } = describeDestination(net, dest);
  scratch ??= [createWindow(), createWindow()];
  const [w1, w2] = scratch;
  const dayStart = localDay * MINUTES_PER_DAY - getAirportOffset(net, origin, localDay);
  const dayEnd = dayStart + MINUTES_PER_DAY - 1;
  for (let e1 = net.outStart[origin] ?? 0; e1 < (net.outStart[origin + 1] ?? 0); e1++) {
    const x = net.eDest[e1] ?? 0;
    const e2 = edgeToDest[x] ?? -1;
    if (x === dest || e2 < 0) continue;
    const dX = distToDest[x] ?? 0;
    if (dX >= direct || (net.eDistanceKm[e1] ?? 0) + dX > maxRouted) continue;
    collectWindow(
      net,
      e1,
      Math.max(dayStart, earliest),
      dayEnd,
      options.excludeLowCostCarriers,
      w1,
    );
    for (let i = 0; i < w1.count; i++) {
      const s1 = w1.sched[i] ?? 0;
      const dep1 = w1.dep[i] ?? 0;
      const arr1 = dep1 + (net.sBlock[s1] ?? 0);
      const al1 = net.sAirline[s1] ?? 0;
      collectWindow(
        net,
        e2,
        arr1 + MIN_SELF_TRANSFER_MINUTES,
        arr1 + MAX_SELF_TRANSFER_MINUTES,
        options.excludeLowCostCarriers,
        w2,
      );
      for (let j = 0; j < w2.count; j++) {
        const s2 = w2.sched[j] ?? 0;
        const dep2 = w2.dep[j] ?? 0;
        const arr2 = dep2 + (net.sBlock[s2] ?? 0);
        if (arr2 - dep1 > maxElapsed || canInterline(net, al1, net.sAirline[s2] ?? 0)) continue;
        out.push({
          tickets: [
            { schedules: [s1], localDays: [w1.day[i] ?? 0], depUtc: dep1, arrUtc: arr1 },
            { schedules: [s2], localDays: [w2.day[j] ?? 0], depUtc: dep2, arrUtc: arr2 },
          ],
          depUtc: dep1,
          arrUtc: arr2,
        });
      }
    }
  }
  return out;
}

/** A fare over both tickets: each ticket's fare, and the fare id naming both (`<t1>/<t2>`). */
export interface TicketedFare extends PricedFare {
  fareId: string;
  ticketFares: [PricedFare, PricedFare];
}

/** The fare's brand key in a fare id: `<shelf><cabin>`. */
export const formatProductKey = (p: FareProduct): string => `${p.shelf}${p.cabin}`;

/** A two-ticket fare id: each ticket's own fare id joined by `/`. */
export function formatSelfTransferFareId(
  tickets: readonly RawItinerary[],
  fares: readonly PricedFare[],
): string {
  return tickets
    .map(
      (t, i) =>
        `${formatItineraryId(t.schedules, t.localDays)}|${formatProductKey(fares[i]?.product ?? NO_PRODUCT)}`,
    )
    .join('/');
}

const NO_PRODUCT = { shelf: 0, cabin: 'Economy' } as FareProduct;

/** One ticket priced as its own one-way fare on its own market (origin to destination). */
export function priceTicket(
  base: Omit<PricingContext, 'directKm' | 'isInternational' | 'isPartOfJourney'>,
  ticket: RawItinerary,
): PricedFare[] {
  const { net } = base;
  const origin = net.sOrigin[ticket.schedules[0] ?? 0] ?? 0;
  const dest = net.sDest[ticket.schedules[ticket.schedules.length - 1] ?? 0] ?? 0;
  return priceItinerary(
    {
      ...base,
      directKm: measureAirportKm(net, origin, dest),
      isInternational: net.airports[origin]?.countryCode !== net.airports[dest]?.countryCode,
      isPartOfJourney: false,
    },
    ticket.schedules,
    ticket.localDays,
  );
}

const combinedProducts = new WeakMap<FareProduct, WeakMap<FareProduct, FareProduct>>();

function combinePenalty(a: FareProduct['changePenalty'], b: FareProduct['changePenalty']) {
  if (a.kind === b.kind && a.kind !== 'WithFee') return a;
  if (a.kind === 'WithFee' && b.kind === 'WithFee')
    return { kind: 'WithFee' as const, feeUsdMinor: a.feeUsdMinor + b.feeUsdMinor };
  // Two tickets' different rules: nothing is claimed for the pair.
  return { kind: 'Unknown' as const, feeUsdMinor: 0 };
}

/**
 * The brand of a two-ticket fare: both brands' names, the lower shelf, the bags both include (the
 * higher charge of the two), and a change or cancellation fee that is the sum of both tickets'.
 * One object per pair, so the results share it like any brand.
 */
export function combineProducts(a: FareProduct, b: FareProduct): FareProduct {
  let byB = combinedProducts.get(a);
  if (!byB) {
    byB = new WeakMap();
    combinedProducts.set(a, byB);
  }
  let combined = byB.get(b);
  if (!combined) {
    const charges = Math.max(
      a.checkedBagChargesUsdMinor.length,
      b.checkedBagChargesUsdMinor.length,
    );
    combined = {
      shelf: a.shelf < b.shelf ? a.shelf : b.shelf,
      cabin: a.cabin,
      brandName: a.brandName === b.brandName ? a.brandName : `${a.brandName} + ${b.brandName}`,
      priceFactor: a.priceFactor,
      changePenalty: combinePenalty(a.changePenalty, b.changePenalty),
      cancelPenalty: combinePenalty(a.cancelPenalty, b.cancelPenalty),
      carryOnBags: Math.min(a.carryOnBags, b.carryOnBags),
      checkedBagsIncluded: Math.min(a.checkedBagsIncluded, b.checkedBagsIncluded),
      checkedBagChargesUsdMinor: Array.from({ length: charges }, (_, i) =>
        Math.max(a.checkedBagChargesUsdMinor[i] ?? 0, b.checkedBagChargesUsdMinor[i] ?? 0),
      ),
      maxWeightKg: Math.min(a.maxWeightKg, b.maxWeightKg),
    };
    byB.set(b, combined);
  }
  return combined;
}

/** Two tickets' fares added up: the party's prices per passenger type, base and taxes. */
export function combineFares(
  tickets: readonly RawItinerary[],
  a: PricedFare,
  b: PricedFare,
): TicketedFare {
  return {
    product: combineProducts(a.product, b.product),
    bookingCode: a.bookingCode,
    seatsLeft: Math.min(a.seatsLeft, b.seatsLeft),
    perPassenger: a.perPassenger.map((p) => {
      const other = b.perPassenger.find((q) => q.passengerType === p.passengerType);
      return {
        ...p,
        baseEachMinor: p.baseEachMinor + (other?.baseEachMinor ?? 0),
        taxEachMinor: p.taxEachMinor + (other?.taxEachMinor ?? 0),
      };
    }),
    baseMinor: a.baseMinor + b.baseMinor,
    taxMinor: a.taxMinor + b.taxMinor,
    totalMinor: a.totalMinor + b.totalMinor,
    fareId: formatSelfTransferFareId(tickets, [a, b]),
    ticketFares: [a, b],
  };
}

/** A ticket's fares and its lowest total, priced once per search (tickets recur across pairs). */
export interface PricedTicket {
  fares: PricedFare[];
  lowest: number;
}

/** Prices a ticket once per memo (see priceTicket). */
export function priceTicketOnce(
  base: Omit<PricingContext, 'directKm' | 'isInternational' | 'isPartOfJourney'>,
  ticket: RawItinerary,
  memo: Map<string, PricedTicket>,
): PricedTicket {
  const key = formatItineraryId(ticket.schedules, ticket.localDays);
  let priced = memo.get(key);
  if (!priced) {
    const fares = priceTicket(base, ticket);
    let lowest = Infinity;
    for (const f of fares) lowest = Math.min(lowest, f.totalMinor);
    priced = { fares, lowest };
    memo.set(key, priced);
  }
  return priced;
}

/**
 * The fares of a self-transfer: per cabin both tickets sell, each ticket's cheapest brand of that
 * cabin (the airlines' brands differ; the pair is sold by cabin).
 */
export function pairTicketFares(
  tickets: readonly RawItinerary[],
  first: readonly PricedFare[],
  second: readonly PricedFare[],
): TicketedFare[] {
  const out: TicketedFare[] = [];
  for (const a of first) {
    // The cheapest of its cabin on the first ticket only.
    if (first.some((f) => f.product.cabin === a.product.cabin && f.totalMinor < a.totalMinor))
      continue;
    let b: PricedFare | undefined;
    for (const f of second)
      if (f.product.cabin === a.product.cabin && (!b || f.totalMinor < b.totalMinor)) b = f;
    if (b && !out.some((o) => o.product.cabin === a.product.cabin))
      out.push(combineFares(tickets, a, b));
  }
  return out;
}

/** What choosing a slice's self-transfers compares: a candidate's lowest fare and its duration. */
export interface SelfTransferChoice {
  lowest: number;
  duration: number;
  depUtc: number;
}

/**
 * The self-transfers a slice offers: only those cheaper than the cheapest one-ticket itinerary of
 * the slice or faster than the fastest (any, when the slice has none); of those, the two cheapest
 * and the fastest (ties: earlier departure), at most MAX_SELF_TRANSFERS_PER_SLICE.
 */
export function chooseSelfTransfers<T extends SelfTransferChoice>(
  candidates: readonly T[],
  oneTicket: { cheapest: number; fastest: number },
): T[] {
  const cheaper = candidates
    .filter((c) => c.lowest < oneTicket.cheapest)
    .sort((a, b) => a.lowest - b.lowest || a.duration - b.duration || a.depUtc - b.depUtc);
  const faster = candidates
    .filter((c) => c.duration < oneTicket.fastest)
    .sort((a, b) => a.duration - b.duration || a.lowest - b.lowest || a.depUtc - b.depUtc);
  const chosen = cheaper.slice(0, MAX_SELF_TRANSFERS_PER_SLICE - 1);
  const fastest = faster[0];
  if (fastest && !chosen.includes(fastest)) chosen.push(fastest);
  for (const c of cheaper) {
    if (chosen.length >= MAX_SELF_TRANSFERS_PER_SLICE) break;
    if (!chosen.includes(c)) chosen.push(c);
  }
  return chosen;
}

/**
 * A self-transfer's slice as the search and the offer show it: both tickets' segments in order
 * (each built for its own validating airline), the second ticket's first segment marked
 * `isSelfTransferLayover` with the wait before it, and `multiTicketType: virtualInterline`.
 */
export function buildSelfTransferView(
  net: FlightNetwork,
  tickets: readonly RawItinerary[],
  fares: FlightFare[],
  memo: SegmentMemo,
): FlightItinerary {
  const views = tickets.map((t) => buildItineraryView(net, t.schedules, t.localDays, fares, memo));
  const first = views[0];
  const last = views[views.length - 1];
  if (!first || !last) throw new Error('self-transfer without tickets');
  const segments = views.flatMap((v, ticket) =>
    v.segments.map((s, i) => {
      if (ticket === 0 || i > 0) return s;
      const previous = tickets[ticket - 1];
      const wait = (tickets[ticket]?.depUtc ?? 0) - (previous?.arrUtc ?? 0);
      return { ...s, stopoverDurationMinutes: wait, isSelfTransferLayover: true };
    }),
  );
  const depUtc = tickets[0]?.depUtc ?? 0;
  const arrUtc = tickets[tickets.length - 1]?.arrUtc ?? 0;
  const startDate = Date.parse(`${first.departureTime.slice(0, 10)}T00:00:00Z`);
  const endDate = Date.parse(`${last.arrivalTime.slice(0, 10)}T00:00:00Z`);
  return {
    itineraryId: views.map((v) => v.itineraryId).join('/'),
    origin: first.origin,
    destination: last.destination,
    departureTime: first.departureTime,
    arrivalTime: last.arrivalTime,
    durationMinutes: arrUtc - depUtc,
    stops: segments.length - 1,
    plusDays: Math.round((endDate - startDate) / 86_400_000),
    segments: segments.map((s, segmentIndex) => ({ ...s, segmentIndex })),
    fares,
    multiTicketType: 'virtualInterline',
  };
}
