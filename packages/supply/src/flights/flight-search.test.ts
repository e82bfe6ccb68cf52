import type { FlightSearchRequest } from '@wayfare/contracts/flights';
import { FlightSearchResponseSchema } from '@wayfare/contracts/flights';
import { describe, expect, it } from 'vitest';
import { loadReferenceData } from '../world/reference-data';
import { buildFlightNetwork } from './build-flight-network';
import { searchFlights } from './flight-search';
import { createFlightWorld } from './flight-world';

const SEED = 20_250_101;
const world = createFlightWorld(buildFlightNetwork(loadReferenceData(), SEED), SEED);
const NOW = Date.parse('2026-01-10T15:00:00Z');

function oneWay(
  origin: string,
  destination: string,
  departureDate: string,
  extra: Partial<FlightSearchRequest> = {},
): FlightSearchRequest {
  return {
    tripType: 'one_way',
    slices: [{ origin, destination, departureDate }],
    passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
    maxStops: 2,
    excludeLowCostCarriers: false,
    ...extra,
  };
}

function search(req: FlightSearchRequest, now = NOW) {
  const r = searchFlights(world, req, now);
  if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
  return r.value;
}

function cheapestEconomy(res: ReturnType<typeof search>, stops = 0): number[] {
  return (res.slices[0]?.itineraries ?? [])
    .filter((it) => it.stops === stops)
    .map(
      (it) =>
        it.fares.find((f) => f.cabinClass === 'Economy')?.pricing.grandTotal.amountMinor ??
        Infinity,
    );
}

describe('flight search', () => {
  it('returns real airports, airlines and local times that match the time zones', () => {
    const res = search(oneWay('JFK', 'LHR', '2026-03-10'));
    expect(FlightSearchResponseSchema.parse(res)).toEqual(res);
    const nonstop = res.slices[0]?.itineraries.find((it) => it.stops === 0);
    expect(nonstop).toBeDefined();
    const seg = nonstop?.segments[0];
    expect(seg?.origin.name).toContain('Kennedy');
    expect(seg?.destination.city).toBe('London');
    expect(seg?.zonedDepartureTime).toMatch(/-0[45]:00$/);
    expect(seg?.zonedArrivalTime).toMatch(/\+00:00$/);
    // Evening transatlantic departures arrive the next morning.
    const overnight = res.slices[0]?.itineraries.find((it) => it.stops === 0 && it.plusDays === 1);
    expect(overnight?.segments[0]?.warnings).toContain('Arrives the next day');
  });

  it('prices a one-hour domestic economy fare and a transatlantic fare plausibly', () => {
    const domestic = cheapestEconomy(search(oneWay('BOS', 'DCA', '2026-02-24')));
    expect(Math.min(...domestic)).toBeGreaterThanOrEqual(9_000);
    expect(Math.min(...domestic)).toBeLessThanOrEqual(25_000);
    const atlantic = search(oneWay('JFK', 'LHR', '2026-02-24'));
    const econ = cheapestEconomy(atlantic);
    expect(Math.min(...econ)).toBeGreaterThanOrEqual(45_000);
    expect(Math.min(...econ)).toBeLessThanOrEqual(110_000);
    const business = atlantic.slices[0]?.itineraries[0]?.fares.find(
      (f) => f.cabinClass === 'Business',
    );
    const economy = atlantic.slices[0]?.itineraries[0]?.fares.find(
      (f) => f.cabinClass === 'Economy',
    );
    expect(
      (business?.pricing.grandTotal.amountMinor ?? 0) /
        (economy?.pricing.grandTotal.amountMinor ?? 1),
    ).toBeGreaterThan(2.5);
  });

  it('sells JetBlue fares under the Blue, Blue Plus, Blue Extra and Mint brands', () => {
    const res = search(oneWay('JFK', 'LAX', '2026-03-10'));
    const jetblue = res.slices[0]?.itineraries.find(
      (it) => it.segments[0]?.marketingAirline.code === 'B6' && it.stops === 0,
    );
    expect(jetblue?.fares.map((f) => f.fareShelf.shortBrandName)).toEqual(
      expect.arrayContaining(['Blue', 'Blue Plus', 'Blue Extra', 'Mint']),
    );
    expect(jetblue?.fares.find((f) => f.fareName === 'Mint')?.cabinClass).toBe('Business');
  });

  it('flags exactly one cheapest, fastest, best and best-quality option', () => {
    const its = search(oneWay('ORD', 'FRA', '2026-04-14')).slices[0]?.itineraries ?? [];
    expect(its.length).toBeGreaterThan(20);
    for (const flag of ['isCheapest', 'isFastest', 'isBest', 'isBestQuality'] as const) {
      expect(its.flatMap((it) => it.fares).filter((f) => f.fareScore[flag])).not.toHaveLength(0);
      expect(
        new Set(
          its.filter((it) => it.fares.some((f) => f.fareScore[flag])).map((it) => it.itineraryId),
        ).size,
      ).toBe(1);
    }
    const cheapest = its.flatMap((it) => it.fares).find((f) => f.fareScore.isCheapest);
    const min = Math.min(
      ...its.flatMap((it) => it.fares.map((f) => f.pricing.grandTotal.amountMinor)),
    );
    expect(cheapest?.pricing.grandTotal.amountMinor).toBe(min);
  });

  it('gives the same answer for the same search and moves prices as departure nears', () => {
    const req = oneWay('SFO', 'SEA', '2026-03-20');
    expect(search(req)).toEqual(search(req));
    const early = search(req, Date.parse('2026-01-10T15:00:00Z'));
    const late = search(req, Date.parse('2026-03-18T15:00:00Z'));
    const earlyById = new Map(
      early.slices[0]?.itineraries.map((it) => [
        it.itineraryId,
        it.fares[1]?.pricing.grandTotal.amountMinor,
      ]),
    );
    const rises = (late.slices[0]?.itineraries ?? []).filter(
      (it) =>
        (it.fares[1]?.pricing.grandTotal.amountMinor ?? 0) >
        (earlyById.get(it.itineraryId) ?? Infinity),
    );
    expect(rises.length).toBeGreaterThan((late.slices[0]?.itineraries.length ?? 0) * 0.8);
  });

  it('prices children and lap infants and excludes low-cost carriers on request', () => {
    const res = search(
      oneWay('LHR', 'BCN', '2026-05-05', {
        passengers: { ADT: 2, CNN: 1, INS: 0, INF: 1 },
        excludeLowCostCarriers: true,
      }),
    );
    const fare = res.slices[0]?.itineraries[0]?.fares[0];
    const types = fare?.pricing.perPassenger.map((p) => p.passengerType);
    expect(types).toEqual(['ADT', 'CNN', 'INF']);
    const adult = fare?.pricing.perPassenger[0]?.baseEach.amountMinor ?? 0;
    expect(fare?.pricing.perPassenger[2]?.baseEach.amountMinor).toBeLessThan(adult / 5);
    const carriers = new Set(
      res.slices[0]?.itineraries.flatMap((it) => it.segments.map((s) => s.operatingAirline.code)),
    );
    for (const lcc of ['FR', 'U2', 'VY', 'W6']) expect(carriers.has(lcc)).toBe(false);
  });

  it('answers a round trip with an outbound and a return slice', () => {
    const res = search({
      ...oneWay('YYZ', 'CDG', '2026-06-01'),
      tripType: 'round_trip',
      slices: [
        { origin: 'YYZ', destination: 'CDG', departureDate: '2026-06-01' },
        { origin: 'CDG', destination: 'YYZ', departureDate: '2026-06-12' },
      ],
    });
    expect(res.slices.map((s) => [s.origin, s.destination])).toEqual([
      ['YYZ', 'CDG'],
      ['CDG', 'YYZ'],
    ]);
    expect(res.slices.every((s) => s.itineraries.length > 0)).toBe(true);
  });
});

describe('metro area search', () => {
  it('searches every airport of a metro area: NYC → LAX is JFK, LGA and EWR to LAX together', () => {
    const metro = search(oneWay('NYC', 'LAX', '2026-02-12'));
    const slice = metro.slices[0];
    expect(slice?.origin).toBe('NYC');
    const byAirport = ['JFK', 'LGA', 'EWR'].map((code) =>
      search(oneWay(code, 'LAX', '2026-02-12')),
    );
    const expected = byAirport.flatMap(
      (r) => r.slices[0]?.itineraries.map((it) => it.itineraryId) ?? [],
    );
    expect(new Set(slice?.itineraries.map((it) => it.itineraryId))).toEqual(new Set(expected));
    expect(new Set(slice?.itineraries.map((it) => it.origin))).toEqual(
      new Set(['JFK', 'LGA', 'EWR']),
    );
    expect(
      slice?.itineraries.flatMap((it) => it.fares).filter((f) => f.fareScore.isCheapest),
    ).toHaveLength(1);
  });

  it('refuses a metro area to itself', () => {
    const r = searchFlights(world, oneWay('NYC', 'JFK', '2026-02-12'), NOW);
    expect(r).toMatchObject({ ok: false, code: 'SameOriginAndDestination' });
  });
});

describe('flight search bad input', () => {
  const cases: [string, FlightSearchRequest, string][] = [
    ['unknown airport', oneWay('JFK', 'ZZZ', '2026-03-10'), 'UnknownLocation'],
    ['date before today', oneWay('JFK', 'LAX', '2026-01-01'), 'DateOutsideHorizon'],
    ['date beyond the horizon', oneWay('JFK', 'LAX', '2026-12-31'), 'DateOutsideHorizon'],
    ['impossible date', oneWay('JFK', 'LAX', '2026-02-30'), 'InvalidDate'],
    ['same airports', oneWay('JFK', 'JFK', '2026-03-10'), 'SameOriginAndDestination'],
    [
      'ten passengers',
      oneWay('JFK', 'LAX', '2026-03-10', { passengers: { ADT: 6, CNN: 4, INS: 0, INF: 0 } }),
      'TooManyPassengers',
    ],
    [
      'more lap infants than adults',
      oneWay('JFK', 'LAX', '2026-03-10', { passengers: { ADT: 1, CNN: 0, INS: 0, INF: 2 } }),
      'TooManyLapInfants',
    ],
    [
      'no adult',
      oneWay('JFK', 'LAX', '2026-03-10', { passengers: { ADT: 0, CNN: 2, INS: 0, INF: 0 } }),
      'NoAdultPassenger',
    ],
    [
      'return before departure',
      {
        ...oneWay('JFK', 'LAX', '2026-03-10'),
        tripType: 'round_trip',
        slices: [
          { origin: 'JFK', destination: 'LAX', departureDate: '2026-03-10' },
          { origin: 'LAX', destination: 'JFK', departureDate: '2026-03-09' },
        ],
      },
      'ReturnBeforeDeparture',
    ],
    [
      'round trip with one slice',
      { ...oneWay('JFK', 'LAX', '2026-03-10'), tripType: 'round_trip' },
      'InvalidRequest',
    ],
  ];
  it.each(cases)('rejects %s with a typed error', (_name, req, code) => {
    const r = searchFlights(world, req, NOW);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.code).toBe(code);
      expect(r.message.length).toBeGreaterThan(10);
    }
  });

  it('accepts the last day of the 330-day horizon', () => {
    expect(searchFlights(world, oneWay('JFK', 'LAX', '2026-12-05'), NOW).ok).toBe(true);
    expect(searchFlights(world, oneWay('JFK', 'LAX', '2026-12-06'), NOW).ok).toBe(false);
  });
});
