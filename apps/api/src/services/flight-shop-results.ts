import type {
  Carrier,
  FareBrand,
  FlightShopResponse,
  ItineraryEmissions,
  ShopFare,
  ShopSegment,
} from '@wayfare/contracts/flight-shop';
import type {
  CabinClass,
  FlightFare,
  FlightItinerary,
  FlightSearchResponse,
  FlightSegment,
} from '@wayfare/contracts/flights';
import {
  differenceFromTypicalPercent,
  estimateItineraryCo2Grams,
  medianGrams,
} from '@wayfare/domain/flight-emissions';
import type { AirportSummary } from '@wayfare/contracts/places';
import { isLowCostCarrier } from '@wayfare/supply/reference/airlines';
import type { SupplyService } from './supply';

/**
 * The flights shop's answer, normalised (`FlightShopResponseSchema`): segments name airports and
 * airlines by code, fares name their brand by index in `fareBrands`, about a third of the nested
 * form. Built once per cached search.
 */

/** What normalising reads: the supplier's world, for airline and airport names. */
export interface ResultsPorts {
  supply: Pick<SupplyService, 'getWorld'>;
}

export function listCarriers(ports: ResultsPorts, result: FlightSearchResponse): Carrier[] {
  const codes = new Set<string>();
  for (const slice of result.slices) {
    for (const it of slice.itineraries)
      for (const seg of it.segments)
        codes.add(seg.marketingAirline.code).add(seg.operatingAirline.code);
  }
  const byCode = new Map(ports.supply.getWorld().flights.net.airlines.map((a) => [a.iata, a]));
  return [...codes]
    .flatMap((code) => {
      const airline = byCode.get(code);
      return airline ? [{ code, name: airline.name, isLowCost: isLowCostCarrier(airline) }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function labelAirport(ports: ResultsPorts, code: string): string {
  const net = ports.supply.getWorld().flights.net;
  const index = ports.supply.getWorld().flights.airportIndexByCode.get(code);
  const airport = index === undefined ? undefined : net.airports[index];
  return airport ? `${airport.city} (${code})` : code;
}

/** The answer without its per-request members. */
export type ShopResults = Omit<FlightShopResponse, 'searchId' | 'searchedAt'>;

/** JSON of the supplier's shared rule objects (one per fare product), computed once each. */
const ruleKeys = new WeakMap<object, string>();
function keyRules(rules: object): string {
  let key = ruleKeys.get(rules);
  if (key === undefined) {
    key = JSON.stringify(rules);
    ruleKeys.set(rules, key);
  }
  return key;
}

function toShopSegment(s: FlightSegment): ShopSegment {
  return {
    segmentIndex: s.segmentIndex,
    flightInstanceId: s.flightInstanceId,
    origin: s.origin.code,
    destination: s.destination.code,
    departureTime: s.departureTime,
    arrivalTime: s.arrivalTime,
    zonedDepartureTime: s.zonedDepartureTime,
    zonedArrivalTime: s.zonedArrivalTime,
    durationMinutes: s.durationMinutes,
    plusDays: s.plusDays,
    stopoverDurationMinutes: s.stopoverDurationMinutes,
    isSelfTransferLayover: s.isSelfTransferLayover,
    marketingAirline: {
      code: s.marketingAirline.code,
      flightNumber: s.marketingAirline.flightNumber,
    },
    operatingAirline: {
      code: s.operatingAirline.code,
      flightNumber: s.operatingAirline.flightNumber,
    },
    aircraft: s.aircraft,
    distanceKm: s.distanceKm,
    warnings: s.warnings,
  };
}

/**
 * The cabin an itinerary's row shows: its lowest fare's, basic economy counted as the economy
 * cabin it sits in (the same seats, so one estimate and one typical).
 */
function lowestFareCabin(it: FlightItinerary): CabinClass {
  let lowest = it.fares[0];
  for (const fare of it.fares)
    if (lowest && fare.pricing.grandTotal.amountMinor < lowest.pricing.grandTotal.amountMinor)
      lowest = fare;
  const cabin = lowest?.cabinClass ?? 'Economy';
  return cabin === 'BasicEconomy' ? 'Economy' : cabin;
}

/**
 * Issue 23: each itinerary's CO₂ per passenger (`domain/flight-emissions.ts`) in its lowest
 * fare's cabin, against the route's typical: the median of the slice's itineraries in that cabin.
 */
export function estimateSliceEmissions(
  itineraries: readonly FlightItinerary[],
): ItineraryEmissions[] {
  const estimates = itineraries.map((it) => {
    const cabinClass = lowestFareCabin(it);
    return { cabinClass, grams: estimateItineraryCo2Grams(it.segments, cabinClass) };
  });
  const typicalByCabin = new Map<CabinClass, number>();
  for (const cabin of new Set(estimates.map((e) => e.cabinClass)))
    typicalByCabin.set(
      cabin,
      medianGrams(estimates.filter((e) => e.cabinClass === cabin).map((e) => e.grams)) ?? 0,
    );
  return estimates.map(({ cabinClass, grams }) => {
    const typical = typicalByCabin.get(cabinClass) ?? grams;
    return {
      cabinClass,
      gramsPerPassenger: grams,
      typicalGramsPerPassenger: typical,
      differencePercent: differenceFromTypicalPercent(grams, typical),
    };
  });
}

/**
 * The supplier's results in the answer's normalised form: each airport, airline and fare brand
 * once, referred to by code or index from the segments and fares (see FlightShopResponseSchema).
 * A brand is recognised by its names and the JSON of its rule objects, which the supplier shares
 * between the fares of one product: a search of 1,000 fares serializes a few dozen of them.
 */
export function normalizeSearchResults(
  search: FlightSearchResponse,
  carriers: Carrier[],
): ShopResults {
  const airports: Record<string, AirportSummary> = {};
  const fareBrands: FareBrand[] = [];
  const brandIndexes = new Map<string, number>();
  const toSegment = (s: FlightSegment): ShopSegment => {
    airports[s.origin.code] = s.origin;
    airports[s.destination.code] = s.destination;
    return toShopSegment(s);
  };
  const toFare = (f: FlightFare): ShopFare => {
    const key = `${f.fareName}|${f.fareShelf.rating}|${f.fareShelf.shortBrandName}|${f.cabinClass}|${keyRules(f.penaltiesInfo)}|${keyRules(f.baggageInfo)}|${keyRules(f.restrictionsWithInfo)}`;
    let index = brandIndexes.get(key);
    if (index === undefined) {
      index =
        fareBrands.push({
          fareName: f.fareName,
          fareShelf: f.fareShelf,
          cabinClass: f.cabinClass,
          penaltiesInfo: f.penaltiesInfo,
          baggageInfo: f.baggageInfo,
          restrictionsWithInfo: f.restrictionsWithInfo,
        }) - 1;
      brandIndexes.set(key, index);
    }
    return {
      fareId: f.fareId,
      brand: index,
      bookingCode: f.bookingCode,
      grandTotal: f.pricing.grandTotal,
      ...(f.separateTicketTotal ? { separateTicketTotal: f.separateTicketTotal } : {}),
      seatsRemaining: f.seatsRemaining,
      tags: f.tags,
    };
  };
  return {
    search: {
      tripType: search.tripType,
      passengers: search.passengers,
      ...(search.interline ? { interline: search.interline } : {}),
      slices: search.slices.map((slice) => {
        const emissions = estimateSliceEmissions(slice.itineraries);
        return {
          sliceIndex: slice.sliceIndex,
          origin: slice.origin,
          destination: slice.destination,
          departureDate: slice.departureDate,
          itineraries: slice.itineraries.map((it, i) => {
            const estimate = emissions[i];
            return {
              itineraryId: it.itineraryId,
              origin: it.origin,
              destination: it.destination,
              departureTime: it.departureTime,
              arrivalTime: it.arrivalTime,
              durationMinutes: it.durationMinutes,
              stops: it.stops,
              plusDays: it.plusDays,
              segments: it.segments.map(toSegment),
              fares: it.fares.map(toFare),
              ...(it.multiTicketType ? { multiTicketType: it.multiTicketType } : {}),
              ...(estimate ? { emissions: estimate } : {}),
            };
          }),
        };
      }),
    },
    carriers,
    airports,
    fareBrands,
  };
}
