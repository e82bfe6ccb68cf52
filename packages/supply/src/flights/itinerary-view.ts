import type { AirportSummary } from '@wayfare/contracts/places';
import type {
  FareScore,
  FareTag,
  FlightFare,
  FlightItinerary,
  FlightSegment,
  RestrictionWithInfo,
} from '@wayfare/contracts/flights';
import type { Airport } from '../reference/airports';
import { formatLocalDateTime, formatZonedDateTime, MINUTES_PER_DAY } from '../reference/calendar';
import { getAircraft } from './aircraft';
import type { PricedFare } from './fare-pricing';
import type { FareProduct } from './fare-products';
import type { FlightNetwork } from './flight-network';
import { computeDepartureUtc, formatInstanceId, getAirportOffset } from './flight-instances';

const airportSummaries = new WeakMap<Airport, AirportSummary>();

export function summarizeAirport(a: Airport): AirportSummary {
  let s = airportSummaries.get(a);
  if (!s) {
    s = {
      code: a.iata,
      name: a.name,
      city: a.city,
      countryCode: a.countryCode,
      countryName: a.countryName,
      timeZone: a.timeZone,
      coordinates: { lat: a.lat, lon: a.lon },
    };
    airportSummaries.set(a, s);
  }
  return s;
}

function getAirport(net: FlightNetwork, index: number): Airport {
  const a = net.airports[index];
  if (!a) throw new Error(`airport index ${index} out of range`);
  return a;
}

/** Segments are shared between many itineraries of one search; build each once. */
export type SegmentMemo = Map<
  string,
  Omit<FlightSegment, 'segmentIndex' | 'stopoverDurationMinutes'>
>;

function localParts(
  net: FlightNetwork,
  airport: number,
  utc: number,
): { local: number; offset: number } {
  const offset = getAirportOffset(net, airport, Math.floor(utc / MINUTES_PER_DAY));
  return { local: utc + offset, offset };
}

function buildSegmentCore(
  net: FlightNetwork,
  schedule: number,
  localDay: number,
  marketingAirline: number,
): Omit<FlightSegment, 'segmentIndex' | 'stopoverDurationMinutes'> {
  const origin = net.sOrigin[schedule] ?? 0;
  const dest = net.sDest[schedule] ?? 0;
  const dep = computeDepartureUtc(net, schedule, localDay);
  const block = net.sBlock[schedule] ?? 0;
  const arr = dep + block;
  const d = localParts(net, origin, dep);
  const a = localParts(net, dest, arr);
  const operating = net.airlines[net.sAirline[schedule] ?? 0];
  if (!operating) throw new Error(`schedule ${schedule} has no airline`);
  const operatingRef = {
    code: operating.iata,
    name: operating.name,
    flightNumber: String(net.sFlightNumber[schedule] ?? 0),
  };
  const codeshare = net.sCodeshareAirline[schedule] ?? -1;
  const marketing =
    codeshare >= 0 && codeshare === marketingAirline ? net.airlines[codeshare] : undefined;
  const warnings: string[] = [];
  const plusDays = Math.floor(a.local / MINUTES_PER_DAY) - Math.floor(d.local / MINUTES_PER_DAY);
  if (plusDays > 0)
    warnings.push(`Arrives ${plusDays === 1 ? 'the next day' : `${plusDays} days later`}`);
  if (marketing) warnings.push(`Operated by ${operating.name}`);
  return {
    flightInstanceId: formatInstanceId(schedule, localDay),
    origin: summarizeAirport(getAirport(net, origin)),
    destination: summarizeAirport(getAirport(net, dest)),
    departureTime: formatLocalDateTime(d.local),
    arrivalTime: formatLocalDateTime(a.local),
    zonedDepartureTime: formatZonedDateTime(dep, d.offset),
    zonedArrivalTime: formatZonedDateTime(arr, a.offset),
    durationMinutes: block,
    plusDays,
    stops: 0,
    isSelfTransferLayover: false,
    marketingAirline: marketing
      ? {
          code: marketing.iata,
          name: marketing.name,
          flightNumber: String(net.sCodeshareNumber[schedule] ?? 0),
        }
      : operatingRef,
    operatingAirline: operatingRef,
    aircraft: getAircraft(net.sAircraft[schedule] ?? 0).name,
    distanceKm: net.sDistanceKm[schedule] ?? 0,
    warnings,
  };
}

/** The slice id: its flight instances joined by `+`. */
export function formatItineraryId(
  schedules: readonly number[],
  localDays: readonly number[],
): string {
  return schedules.map((s, i) => formatInstanceId(s, localDays[i] ?? 0)).join('+');
}

export function buildItineraryView(
  net: FlightNetwork,
  schedules: readonly number[],
  localDays: readonly number[],
  fares: FlightFare[],
  memo: SegmentMemo,
): FlightItinerary {
  const validating = net.sAirline[schedules[0] ?? 0] ?? 0;
  const segments: FlightSegment[] = [];
  let prevArr = 0;
  schedules.forEach((s, i) => {
    const day = localDays[i] ?? 0;
    const key = `${formatInstanceId(s, day)}/${validating}`;
    let core = memo.get(key);
    if (!core) {
      core = buildSegmentCore(net, s, day, validating);
      memo.set(key, core);
    }
    const dep = computeDepartureUtc(net, s, day);
    segments.push({
      ...core,
      segmentIndex: i,
      stopoverDurationMinutes: i === 0 ? 0 : dep - prevArr,
    });
    prevArr = dep + (net.sBlock[s] ?? 0);
  });
  const first = segments[0];
  const last = segments[segments.length - 1];
  if (!first || !last) throw new Error('itinerary without segments');
  const depUtc = computeDepartureUtc(net, schedules[0] ?? 0, localDays[0] ?? 0);
  const startDate = Date.parse(`${first.departureTime.slice(0, 10)}T00:00:00Z`);
  const endDate = Date.parse(`${last.arrivalTime.slice(0, 10)}T00:00:00Z`);
  return {
    itineraryId: formatItineraryId(schedules, localDays),
    origin: first.origin.code,
    destination: last.destination.code,
    departureTime: first.departureTime,
    arrivalTime: last.arrivalTime,
    durationMinutes: prevArr - depUtc,
    stops: schedules.length - 1,
    plusDays: Math.round((endDate - startDate) / 86_400_000),
    segments,
    fares,
  };
}

const usd = (amountMinor: number): { amountMinor: number; currency: 'USD' } => ({
  amountMinor,
  currency: 'USD',
});

type ProductRules = Pick<FlightFare, 'penaltiesInfo' | 'baggageInfo' | 'restrictionsWithInfo'>;
const productRules = new WeakMap<FareProduct, ProductRules>();

/** Standard seats are chosen free from the standard shelf up; priority boarding from premium. */
const FREE_SEAT_SELECTION_FROM_SHELF = 1;
const PRIORITY_BOARDING_FROM_SHELF = 3;

function describePenalty(
  topic: 'Change' | 'Cancellation',
  penalty: FareProduct['changePenalty'],
): RestrictionWithInfo[] {
  if (penalty.kind === 'NoPenalty') return [{ topic, symbol: 'Included' }];
  if (penalty.kind === 'NotPossible') return [{ topic, symbol: 'Unavailable' }];
  if (penalty.kind === 'WithFee')
    return [{ topic, symbol: 'Purchasable', fee: usd(penalty.feeUsdMinor) }];
  // Unknown (a mix of airlines' rules): nothing is claimed.
  return [];
}

/** The fare's restrictions as lines (spec §3 restrictionsWithInfo): bags, seats, boarding, changes. */
function listRestrictions(p: FareProduct): RestrictionWithInfo[] {
  const firstBagCharge = p.checkedBagChargesUsdMinor[0];
  return [
    p.carryOnBags > 0
      ? { topic: 'CarryOnBag', symbol: 'Included', count: p.carryOnBags }
      : { topic: 'CarryOnBag', symbol: 'Purchasable' },
    p.checkedBagsIncluded > 0
      ? { topic: 'CheckedBag', symbol: 'Included', count: p.checkedBagsIncluded }
      : {
          topic: 'CheckedBag',
          symbol: 'Purchasable',
          ...(firstBagCharge === undefined ? {} : { fee: usd(firstBagCharge) }),
        },
    {
      topic: 'SeatSelection',
      symbol: p.shelf >= FREE_SEAT_SELECTION_FROM_SHELF ? 'Included' : 'Purchasable',
    },
    ...(p.shelf >= PRIORITY_BOARDING_FROM_SHELF
      ? [{ topic: 'PriorityBoarding', symbol: 'Included' } as const]
      : []),
    ...describePenalty('Change', p.changePenalty),
    ...describePenalty('Cancellation', p.cancelPenalty),
  ];
}

/** Penalty and baggage views are the same for every itinerary sharing a product; build them once. */
function describeProduct(p: FareProduct): ProductRules {
  let rules = productRules.get(p);
  if (!rules) {
    rules = {
      penaltiesInfo: {
        changePenalty:
          p.changePenalty.kind === 'WithFee'
            ? { kind: 'WithFee', fee: usd(p.changePenalty.feeUsdMinor) }
            : { kind: p.changePenalty.kind },
        cancelPenalty:
          p.cancelPenalty.kind === 'WithFee'
            ? { kind: 'WithFee', fee: usd(p.cancelPenalty.feeUsdMinor) }
            : { kind: p.cancelPenalty.kind },
      },
      baggageInfo: {
        carryOnBags: p.carryOnBags,
        checkedBagsIncluded: p.checkedBagsIncluded,
        checkedBagCharges: p.checkedBagChargesUsdMinor.map(usd),
        maxWeightKg: p.maxWeightKg,
      },
      restrictionsWithInfo: listRestrictions(p),
    };
    productRules.set(p, rules);
  }
  return rules;
}

export function toFareView(
  fare: PricedFare,
  itineraryId: string,
  fareScore: FareScore,
  tags: FareTag[],
): FlightFare {
  const p = fare.product;
  const rules = describeProduct(p);
  return {
    fareId: `${itineraryId}|${p.shelf}${p.cabin}`,
    fareName: p.brandName,
    fareShelf: { rating: p.shelf, shortBrandName: p.brandName },
    cabinClass: p.cabin,
    bookingCode: fare.bookingCode,
    pricing: {
      perPassenger: fare.perPassenger.map((x) => ({
        passengerType: x.passengerType,
        count: x.count,
        baseEach: usd(x.baseEachMinor),
        taxEach: usd(x.taxEachMinor),
        totalEach: usd(x.baseEachMinor + x.taxEachMinor),
      })),
      base: usd(fare.baseMinor),
      tax: usd(fare.taxMinor),
      fee: usd(0),
      subTotal: usd(fare.baseMinor + fare.taxMinor),
      grandTotal: usd(fare.totalMinor),
    },
    penaltiesInfo: rules.penaltiesInfo,
    baggageInfo: rules.baggageInfo,
    restrictionsWithInfo: rules.restrictionsWithInfo,
    seatsRemaining: Math.min(9, fare.seatsLeft),
    fareScore,
    tags,
    ...(fare.separateTotalMinor === undefined
      ? {}
      : { separateTicketTotal: usd(fare.separateTotalMinor) }),
  };
}
