import type { CabinClass } from '@wayfare/contracts/flights';

/*
 * CO₂ per passenger of a flight (issue 23): method, factors and sources in docs/co2-method.md.
 *
 * Per segment: the great-circle distance plus ICAO's routing correction, the fuel an
 * economy-equivalent seat of the aircraft's class burns over that distance (a piecewise-linear
 * curve, as the EEA/EMEP guidebook tabulates fuel by distance), times 3.16 kg CO₂ per kg of jet
 * fuel, times the share of the flight's fuel that carries passengers rather than freight, divided
 * by the load factor, times the cabin's multiplier (DEFRA/DESNZ). An itinerary is the sum of its
 * segments. Everything is whole grams, so the answer is deterministic and compares exactly.
 */

export type AircraftClass = 'regional' | 'narrowBody' | 'wideBody';

/** ICAO Carbon Emissions Calculator methodology: kg of CO₂ from one kg of jet fuel. */
export const CO2_PER_KG_FUEL = 3.16;
/** Share of a flight's fuel attributed to passengers rather than belly freight (ICAO range). */
export const PASSENGER_FUEL_SHARE = 0.95;
/** Seats occupied, when the route's figure is not known (ICAO/IATA 2019 global, rounded). */
export const DEFAULT_LOAD_FACTOR = 0.82;
/** A load factor below this is taken as this (a near-empty flight would divide by almost nothing). */
export const MIN_LOAD_FACTOR = 0.3;

/**
 * ICAO's great-circle distance correction (km added for routing, holding and approach):
 * +50 km below 550 km, +100 km up to 5,500 km, +125 km beyond.
 */
export function correctDistanceKm(greatCircleKm: number): number {
  const d = Number.isFinite(greatCircleKm) ? Math.max(0, greatCircleKm) : 0;
  if (d < 550) return d + 50;
  if (d <= 5500) return d + 100;
  return d + 125;
}

/**
 * Fuel (kg) per economy-equivalent seat at a corrected distance (km): points of a
 * piecewise-linear curve, the last segment's slope carried on beyond the last point.
 */
export const SEAT_FUEL_CURVES: Record<AircraftClass, readonly (readonly [number, number])[]> = {
  // Turboprops and regional jets, fitted to ICAO calculator figures of ATR routes.
  regional: [
    [0, 0],
    [89, 2.22],
    [412, 10.81],
    [1500, 33.66],
  ],
  // A320/737 families, fitted to ICAO calculator figures of short routes; cruise from 856 km.
  narrowBody: [
    [0, 6.39],
    [309, 13.46],
    [856, 25.98],
    [2000, 42.57],
    [6000, 96.57],
  ],
  // The EEA master emissions calculator 2019's Boeing 787-9 (LTO + CCD) over 355 seats.
  wideBody: [
    [0, 7.29],
    [926, 21.25],
    [1852, 35.2],
    [9260, 152.4],
    [10186, 166.64],
  ],
};

/**
 * Cabin multipliers against economy (DEFRA/DESNZ conversion factors: long-haul premium economy
 * 1.6, business 2.9, first 4.0; short-haul business and first 1.5, premium economy as economy).
 */
export const CABIN_MULTIPLIERS: Record<AircraftClass, Record<CabinClass, number>> = {
  regional: { BasicEconomy: 1, Economy: 1, PremiumEconomy: 1, Business: 1.5, First: 1.5 },
  narrowBody: { BasicEconomy: 1, Economy: 1, PremiumEconomy: 1, Business: 1.5, First: 1.5 },
  wideBody: { BasicEconomy: 1, Economy: 1, PremiumEconomy: 1.6, Business: 2.9, First: 4 },
};

/** Where the aircraft type is unknown: up to this great-circle distance, a narrow-body. */
export const NARROW_BODY_UP_TO_KM = 4500;
/** Where the aircraft type is unknown: below this great-circle distance, a regional aircraft. */
export const REGIONAL_BELOW_KM = 500;

const REGIONAL = /ATR|Embraer E1[79]|CRJ|Dash 8|Q400|Saab|\b(AT[4-7]|E7\d|E9\d|CR\d|DH\d)\b/i;
const WIDE_BODY = /7[4678]7|A3[3-8]0|\b(3[3-8]\d|7[467]\w|78\d)\b/i;
const NARROW_BODY = /73[0-9]|757|A3[12]\d|A220|\b(7M\d|73\w|75\w|3[12]\w|22\d)\b/i;

const TYPE_CLASSES = new Map<string, AircraftClass | null>();

/** The aircraft's class from its type (name or IATA code), else from the distance flown. */
export function classifyAircraft(
  aircraft: string | null | undefined,
  greatCircleKm: number,
): AircraftClass {
  const type = aircraft?.trim() ?? '';
  if (type !== '') {
    let known = TYPE_CLASSES.get(type);
    if (known === undefined) {
      known = REGIONAL.test(type)
        ? 'regional'
        : WIDE_BODY.test(type)
          ? 'wideBody'
          : NARROW_BODY.test(type)
            ? 'narrowBody'
            : null;
      // A search names a handful of types over and over: each is matched once.
      if (TYPE_CLASSES.size < 512) TYPE_CLASSES.set(type, known);
    }
    if (known) return known;
  }
  if (greatCircleKm < REGIONAL_BELOW_KM) return 'regional';
  return greatCircleKm <= NARROW_BODY_UP_TO_KM ? 'narrowBody' : 'wideBody';
}

/** Fuel per economy-equivalent seat (kg) at a corrected distance, from the class's curve. */
export function seatFuelKg(aircraftClass: AircraftClass, correctedKm: number): number {
  const curve = SEAT_FUEL_CURVES[aircraftClass];
  const d = Math.max(0, correctedKm);
  for (let i = 1; i < curve.length; i += 1) {
    const [x1, y1] = curve[i] ?? [0, 0];
    const [x0, y0] = curve[i - 1] ?? [0, 0];
    if (d <= x1 || i === curve.length - 1) return y0 + ((d - x0) * (y1 - y0)) / (x1 - x0);
  }
  return 0;
}

export interface SegmentEmissionInput {
  /** Great-circle distance between the segment's airports. */
  distanceKm: number;
  /** The aircraft type's name or IATA code; unknown (null) is classed by distance. */
  aircraft?: string | null;
  cabin: CabinClass;
  /** Share of seats occupied (0–1]; DEFAULT_LOAD_FACTOR when absent. */
  loadFactor?: number;
}

/** CO₂ of one passenger on one segment, in whole grams (never negative). */
export function estimateSegmentCo2Grams(input: SegmentEmissionInput): number {
  const aircraftClass = classifyAircraft(input.aircraft, input.distanceKm);
  const loadFactor =
    input.loadFactor !== undefined && input.loadFactor > 0 && input.loadFactor <= 1
      ? Math.max(MIN_LOAD_FACTOR, input.loadFactor)
      : DEFAULT_LOAD_FACTOR;
  const fuel = seatFuelKg(aircraftClass, correctDistanceKm(input.distanceKm));
  const kg =
    (fuel *
      CO2_PER_KG_FUEL *
      PASSENGER_FUEL_SHARE *
      CABIN_MULTIPLIERS[aircraftClass][input.cabin]) /
    loadFactor;
  return Math.max(0, Math.round(kg * 1000));
}

/** CO₂ of one passenger over an itinerary: the sum of its segments, in whole grams. */
export function estimateItineraryCo2Grams(
  segments: readonly { distanceKm: number; aircraft?: string | null }[],
  cabin: CabinClass,
  loadFactor?: number,
): number {
  let total = 0;
  for (const segment of segments)
    total += estimateSegmentCo2Grams({
      distanceKm: segment.distanceKm,
      aircraft: segment.aircraft ?? null,
      cabin,
      ...(loadFactor === undefined ? {} : { loadFactor }),
    });
  return total;
}

/** The median of whole-gram estimates (the lower middle of an even count), or null when none. */
export function medianGrams(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
}

/** The estimate against the route's typical, in whole percent (−18 means 18 % lower). */
export function differenceFromTypicalPercent(grams: number, typicalGrams: number): number {
  if (typicalGrams <= 0) return 0;
  const percent = Math.round(((grams - typicalGrams) * 100) / typicalGrams);
  // Math.round(-0.4) is -0: a difference of nothing is 0.
  return percent === 0 ? 0 : percent;
}

/** Within this many percent of the typical either way, an itinerary's emissions are typical. */
export const TYPICAL_BAND_PERCENT = 10;

export type EmissionLevel = 'lower' | 'typical' | 'higher';

/** The badge: lower, typical or higher than the route's typical. */
export function classifyEmissions(differencePercent: number): EmissionLevel {
  if (differencePercent <= -TYPICAL_BAND_PERCENT) return 'lower';
  if (differencePercent >= TYPICAL_BAND_PERCENT) return 'higher';
  return 'typical';
}

/** Seated passengers of a booking: lap infants (INF) share a seat and add nothing. */
export function countSeatedPassengers(passengers: {
  ADT: number;
  CNN?: number;
  INS?: number;
}): number {
  return passengers.ADT + (passengers.CNN ?? 0) + (passengers.INS ?? 0);
}

/**
 * A booked flight trip's CO₂ for everyone on it (whole grams): each slice's segments in the cabin
 * of its booked fare, times the seated passengers. Computed from the booked segments, so a trip
 * booked before issue 23 has its figure too.
 */
export function estimateTripCo2Grams(trip: {
  passengers: { ADT: number; CNN?: number; INS?: number };
  slices: readonly {
    segments: readonly { distanceKm: number; aircraft?: string | null }[];
    fares: readonly { cabinClass: CabinClass }[];
  }[];
}): number {
  const perPassenger = trip.slices.reduce(
    (sum, slice) =>
      sum + estimateItineraryCo2Grams(slice.segments, slice.fares[0]?.cabinClass ?? 'Economy'),
    0,
  );
  return perPassenger * countSeatedPassengers(trip.passengers);
}
