import fc from 'fast-check';
import type { CabinClass } from '@wayfare/contracts/flights';
import { describe, expect, it } from 'vitest';
import {
  classifyAircraft,
  classifyEmissions,
  correctDistanceKm,
  countSeatedPassengers,
  differenceFromTypicalPercent,
  estimateItineraryCo2Grams,
  estimateSegmentCo2Grams,
  estimateTripCo2Grams,
  medianGrams,
} from './flight-emissions';

const CABINS: readonly CabinClass[] = [
  'BasicEconomy',
  'Economy',
  'PremiumEconomy',
  'Business',
  'First',
];
const AIRCRAFT = [
  'ATR 72-600',
  'Embraer E175',
  'Boeing 737 MAX 8',
  'Airbus A320neo',
  'Airbus A321neo',
  'Boeing 787-9',
  'Airbus A330-300',
  'Airbus A350-900',
  'Boeing 777-300ER',
  null,
];

function withinPercent(actual: number, published: number, percent: number): void {
  expect(Math.abs(actual - published) / published).toBeLessThanOrEqual(percent / 100);
}

/** Economy, one way, kg per passenger. */
function economyKg(distanceKm: number, aircraft: string | null, loadFactor?: number): number {
  return (
    estimateSegmentCo2Grams({
      distanceKm,
      aircraft,
      cabin: 'Economy',
      ...(loadFactor === undefined ? {} : { loadFactor }),
    }) / 1000
  );
}

describe('CO₂ per passenger against published figures (economy, one way, within 15 %)', () => {
  /*
   * ICAO Carbon Emissions Calculator, figures per route published by Ports of Jersey
   * ("CarbonPass app methodology", https://www.ports.je/sustainability/carbonpass-app-methodology/):
   * kg CO₂ for a single economy journey. Great-circle distances from the airports' coordinates.
   * The narrow-body and regional curves were fitted to JER–LGW, JER–GLA, JER–GCI and JER–BHX;
   * the routes below were not used for the fit.
   */
  it('Jersey–London Heathrow on an A319/A320: ICAO 56.6 kg', () => {
    withinPercent(economyKg(280, 'Airbus A320neo'), 56.6, 15);
  });
  it('Jersey–Manchester on an A319/A320: ICAO 62.9 kg', () => {
    withinPercent(economyKg(461, 'Airbus A320neo'), 62.9, 15);
  });
  it('Jersey–Exeter and Jersey–East Midlands on an ATR: ICAO 22.5 kg and 42.4 kg', () => {
    withinPercent(economyKg(191, 'ATR 72-600'), 22.5, 15);
    withinPercent(economyKg(407, 'ATR 72-600'), 42.4, 15);
  });
  /*
   * Google's Travel Impact Model 1.9.1 README, "Example emission estimation" (EEA master
   * emissions calculator 2019 fuel for a Boeing 787-9, load factor 0.845): Zurich–San Francisco,
   * 9,369 km, economy tank-to-wake 501.7 kg CO₂e.
   */
  it('Zurich–San Francisco on a Boeing 787-9 at load factor 0.845: TIM 501.7 kg', () => {
    withinPercent(economyKg(9376, 'Boeing 787-9', 0.845), 501.7, 15);
  });
});

/** The great-circle distance (km) between two airports' coordinates, as the sandbox measures it. */
function greatCircleKm(a: readonly [number, number], b: readonly [number, number]): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b[0] - a[0]);
  const dLon = rad(b[1] - a[1]);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

const AIRPORTS = {
  JFK: [40.6398, -73.7789],
  LHR: [51.4706, -0.461941],
  LAX: [33.9425, -118.408],
  SFO: [37.619, -122.375],
  SYD: [-33.9461, 151.177],
  MEL: [-37.6733, 144.843],
  FRA: [50.0333, 8.57056],
} as const;

describe('CO₂ per passenger against DESNZ 2025 factors (one way, economy and business, within 15 %)', () => {
  /*
   * UK DESNZ, "Greenhouse gas reporting: conversion factors 2025", Business travel – air, flights,
   * kg CO₂e per passenger-km WITHOUT radiative forcing (our estimate is CO₂ only, tank to wake),
   * applied to the great-circle distance (the factors carry DESNZ's 8 % distance uplift):
   *   Domestic, to/from UK, average passenger                   0.13552
   *   Short-haul, to/from UK: economy 0.07435, business 0.11152 (business ÷ economy = 1.50)
   *   Long-haul, to/from UK: economy 0.06926, business 0.20083
   *   International, to/from non-UK: economy 0.06449, business 0.18701
   * Domestic flights elsewhere (LAX–SFO, SYD–MEL) take the domestic average as economy and the
   * short-haul business ratio for business, as DESNZ publishes no domestic cabin split.
   * The published figure is distance × factor; docs/co2-method.md lists the results.
   */
  const cases = [
    {
      route: 'JFK–LHR',
      from: 'JFK',
      to: 'LHR',
      aircraft: 'Boeing 777-300ER',
      economy: 0.06926,
      business: 0.20083,
    },
    {
      route: 'FRA–JFK',
      from: 'FRA',
      to: 'JFK',
      aircraft: 'Airbus A340-600',
      economy: 0.06449,
      business: 0.18701,
    },
    {
      route: 'LAX–SFO',
      from: 'LAX',
      to: 'SFO',
      aircraft: 'Airbus A320',
      economy: 0.13552,
      business: 0.13552 * (0.11152 / 0.07435),
    },
    {
      route: 'SYD–MEL',
      from: 'SYD',
      to: 'MEL',
      aircraft: 'Boeing 737-800',
      economy: 0.13552,
      business: 0.13552 * (0.11152 / 0.07435),
    },
  ] as const;
  for (const c of cases) {
    it(`${c.route} economy and business`, () => {
      const km = greatCircleKm(AIRPORTS[c.from], AIRPORTS[c.to]);
      for (const cabin of ['Economy', 'Business'] as const) {
        const ours =
          estimateSegmentCo2Grams({ distanceKm: km, aircraft: c.aircraft, cabin }) / 1000;
        const published = km * (cabin === 'Economy' ? c.economy : c.business);
        withinPercent(ours, published, 15);
      }
    });
  }
});

describe('the method', () => {
  it('adds ICAO’s routing correction by distance band', () => {
    expect(correctDistanceKm(300)).toBe(350);
    expect(correctDistanceKm(3974)).toBe(4074);
    expect(correctDistanceKm(8228)).toBe(8353);
  });

  it('classes aircraft by type, or by distance when the type is unknown', () => {
    expect(classifyAircraft('ATR 72-600', 300)).toBe('regional');
    expect(classifyAircraft('E75', 900)).toBe('regional');
    expect(classifyAircraft('Boeing 737 MAX 8', 1500)).toBe('narrowBody');
    expect(classifyAircraft('32Q', 4000)).toBe('narrowBody');
    expect(classifyAircraft('Boeing 777-300ER', 5540)).toBe('wideBody');
    expect(classifyAircraft('Airbus A350-900', 8228)).toBe('wideBody');
    expect(classifyAircraft(null, 300)).toBe('regional');
    expect(classifyAircraft('', 2000)).toBe('narrowBody');
    expect(classifyAircraft('Unknown jet', 9000)).toBe('wideBody');
  });

  it('weighs cabins as DEFRA/DESNZ does: long-haul business 2.9 × economy, short-haul 1.5 ×', () => {
    const long = (cabin: CabinClass) =>
      estimateSegmentCo2Grams({ distanceKm: 5540, aircraft: 'Boeing 787-9', cabin });
    expect(long('Business') / long('Economy')).toBeCloseTo(2.9, 2);
    expect(long('First') / long('Economy')).toBeCloseTo(4, 2);
    expect(long('PremiumEconomy') / long('Economy')).toBeCloseTo(1.6, 2);
    const short = (cabin: CabinClass) =>
      estimateSegmentCo2Grams({ distanceKm: 347, aircraft: 'Airbus A320neo', cabin });
    expect(short('Business') / short('Economy')).toBeCloseTo(1.5, 2);
    expect(short('BasicEconomy')).toBe(short('Economy'));
  });

  it('a fuller flight carries each passenger’s share lower', () => {
    expect(economyKg(3974, 'Airbus A321neo', 0.9)).toBeLessThan(
      economyKg(3974, 'Airbus A321neo', 0.7),
    );
  });

  it('sums an itinerary’s segments', () => {
    const first = { distanceKm: 1000, aircraft: 'Airbus A320neo' };
    const second = { distanceKm: 5540, aircraft: 'Boeing 787-9' };
    expect(estimateItineraryCo2Grams([first, second], 'Economy')).toBe(
      estimateSegmentCo2Grams({ ...first, cabin: 'Economy' }) +
        estimateSegmentCo2Grams({ ...second, cabin: 'Economy' }),
    );
    expect(estimateItineraryCo2Grams([], 'Economy')).toBe(0);
  });

  it('compares with the route’s typical: median, percent and badge', () => {
    expect(medianGrams([300, 100, 200])).toBe(200);
    expect(medianGrams([400, 100, 300, 200])).toBe(200);
    expect(medianGrams([])).toBeNull();
    expect(differenceFromTypicalPercent(82_000, 100_000)).toBe(-18);
    expect(differenceFromTypicalPercent(100_000, 100_000)).toBe(0);
    expect(differenceFromTypicalPercent(120_400, 100_000)).toBe(20);
    expect(classifyEmissions(-18)).toBe('lower');
    expect(classifyEmissions(-9)).toBe('typical');
    expect(classifyEmissions(9)).toBe('typical');
    expect(classifyEmissions(10)).toBe('higher');
  });

  it('a booked trip counts every slice in its booked cabin, for every seated passenger', () => {
    const leg = { distanceKm: 5540, aircraft: 'Boeing 787-9' };
    const economy = estimateSegmentCo2Grams({ ...leg, cabin: 'Economy' });
    const business = estimateSegmentCo2Grams({ ...leg, cabin: 'Business' });
    expect(
      estimateTripCo2Grams({
        passengers: { ADT: 2, CNN: 1, INS: 0 },
        slices: [
          { segments: [leg], fares: [{ cabinClass: 'Economy' }] },
          { segments: [leg], fares: [{ cabinClass: 'Business' }] },
        ],
      }),
    ).toBe((economy + business) * 3);
  });

  it('counts seated passengers: lap infants add nothing', () => {
    expect(countSeatedPassengers({ ADT: 2, CNN: 1, INS: 1 })).toBe(4);
    expect(countSeatedPassengers({ ADT: 1 })).toBe(1);
  });
});

describe('properties', () => {
  const aircraft = fc.constantFrom(...AIRCRAFT);
  const cabin = fc.constantFrom(...CABINS);
  const distance = fc.integer({ min: 0, max: 18_000 });

  it('is whole grams and never negative', () => {
    fc.assert(
      fc.property(distance, aircraft, cabin, fc.double({ min: -1, max: 2 }), (d, a, c, lf) => {
        const grams = estimateSegmentCo2Grams({
          distanceKm: d,
          aircraft: a,
          cabin: c,
          loadFactor: lf,
        });
        expect(Number.isInteger(grams)).toBe(true);
        expect(grams).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never falls as the distance grows (same aircraft and cabin, known or unknown type)', () => {
    fc.assert(
      fc.property(distance, fc.integer({ min: 0, max: 5000 }), aircraft, cabin, (d, more, a, c) => {
        expect(
          estimateSegmentCo2Grams({ distanceKm: d + more, aircraft: a, cabin: c }),
        ).toBeGreaterThanOrEqual(estimateSegmentCo2Grams({ distanceKm: d, aircraft: a, cabin: c }));
      }),
    );
  });

  it('business and first are never below economy, premium economy never below economy', () => {
    fc.assert(
      fc.property(distance, aircraft, (d, a) => {
        const at = (c: CabinClass) =>
          estimateSegmentCo2Grams({ distanceKm: d, aircraft: a, cabin: c });
        expect(at('PremiumEconomy')).toBeGreaterThanOrEqual(at('Economy'));
        expect(at('Business')).toBeGreaterThanOrEqual(at('Economy'));
        expect(at('First')).toBeGreaterThanOrEqual(at('Business'));
      }),
    );
  });
});
