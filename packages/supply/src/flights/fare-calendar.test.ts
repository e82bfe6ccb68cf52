import type { CabinClass, FlightSearchRequest, PassengerCounts } from '@wayfare/contracts/flights';
import { describe, expect, it } from 'vitest';
import { formatIsoDate, parseIsoDate } from '../reference/calendar';
import { loadReferenceData } from '../world/reference-data';
import { buildFlightNetwork } from './build-flight-network';
import {
  planFareCalendar,
  priceFareCalendar,
  type FareCalendarPlan,
  type FareCalendarRoute,
} from './fare-calendar';
import { searchFlights } from './flight-search';
import { createFlightWorld } from './flight-world';

const SEED = 20_250_101;
const world = createFlightWorld(buildFlightNetwork(loadReferenceData(), SEED), SEED);
const NOW = Date.parse('2026-01-10T15:00:00Z');
const ADULT: PassengerCounts = { ADT: 1, CNN: 0, INS: 0, INF: 0 };

function route(
  origin: string,
  destination: string,
  extra: Partial<FareCalendarRoute> = {},
): FareCalendarRoute {
  return {
    origin,
    destination,
    passengers: ADULT,
    maxStops: 2,
    excludeLowCostCarriers: false,
    isPartOfJourney: false,
    ...extra,
  };
}

function plan(r: FareCalendarRoute, now = NOW): FareCalendarPlan {
  const planned = planFareCalendar(world, r, now);
  if (!planned.ok) throw new Error(`${planned.code}: ${planned.message}`);
  return planned.plan;
}

/** The cheapest whole-party fare a search shows for each slice (null when a slice sells nothing). */
function searchCheapest(request: FlightSearchRequest, now = NOW): (number | null)[] {
  const found = searchFlights(world, request, now);
  if (!found.ok) throw new Error(`${found.code}: ${found.message}`);
  return found.value.slices.map((slice) => {
    let best: number | null = null;
    for (const it of slice.itineraries)
      for (const fare of it.fares) {
        const total = fare.pricing.grandTotal.amountMinor;
        if (best === null || total < best) best = total;
      }
    return best;
  });
}

function searchOneWay(r: FareCalendarRoute, date: string, now = NOW): number | null {
  return (
    searchCheapest(
      {
        tripType: 'one_way',
        slices: [{ origin: r.origin, destination: r.destination, departureDate: date }],
        passengers: r.passengers,
        maxStops: r.maxStops,
        excludeLowCostCarriers: r.excludeLowCostCarriers,
        ...(r.cabinClass ? { cabinClass: r.cabinClass } : {}),
      },
      now,
    )[0] ?? null
  );
}

const day = (iso: string): number => {
  const d = parseIsoDate(iso);
  if (d === null) throw new Error(iso);
  return d;
};

/**
 * Days to compare: the first two (booking cut-off), a spread over the horizon, and the days around
 * the 2026 daylight-saving changes (US 8 Mar and 1 Nov, Europe 29 Mar and 25 Oct, Australia and
 * New Zealand 5 Apr and 27 Sep), where the calendar enumerates days on their own.
 */
function sampleDays(p: FareCalendarPlan): number[] {
  const days = new Set<number>([p.firstDay, p.firstDay + 1, p.lastDay]);
  for (let d = p.firstDay + 5; d <= p.lastDay; d += 23) days.add(d);
  for (const change of ['2026-03-08', '2026-11-01', '2026-03-29', '2026-10-25', '2026-04-05'])
    for (const delta of [-4, -1, 0, 1, 3]) days.add(day(change) + delta);
  days.add(day('2026-09-27'));
  return [...days].filter((d) => d >= p.firstDay && d <= p.lastDay).sort((a, b) => a - b);
}

function expectCalendarMatchesSearch(r: FareCalendarRoute, now = NOW): void {
  const p = plan(r, now);
  const cells = priceFareCalendar(p, p.firstDay, p.lastDay);
  expect(cells).toHaveLength(330);
  const mismatches: string[] = [];
  for (const d of sampleDays(p)) {
    const cell = cells[d - p.firstDay];
    const searched = searchOneWay(r, formatIsoDate(d), now);
    if ((cell?.lowestMinor ?? null) !== searched)
      mismatches.push(`${formatIsoDate(d)}: calendar ${cell?.lowestMinor} search ${searched}`);
  }
  expect(mismatches).toEqual([]);
}

describe('fare calendar', () => {
  it('shows on each day what a search that day shows as its cheapest (busy domestic route)', () => {
    expectCalendarMatchesSearch(route('JFK', 'LAX'));
  });

  it('searches every airport of a metro area, as the search does', () => {
    expectCalendarMatchesSearch(route('NYC', 'CHI'));
  });

  it('agrees on international routes across daylight-saving changes on both sides', () => {
    expectCalendarMatchesSearch(route('LHR', 'JFK'));
    expectCalendarMatchesSearch(route('SYD', 'AKL'));
  });

  it('prices the whole party: children, seat infants and lap infants', () => {
    expectCalendarMatchesSearch(
      route('YYZ', 'CDG', { passengers: { ADT: 2, CNN: 1, INS: 1, INF: 1 } }),
    );
    expectCalendarMatchesSearch(
      route('SFO', 'ORD', { passengers: { ADT: 3, CNN: 2, INS: 0, INF: 0 } }),
    );
  });

  it.each<CabinClass>(['Economy', 'PremiumEconomy', 'Business', 'First'])(
    'keeps to the asked cabin and above (%s)',
    (cabinClass) => {
      expectCalendarMatchesSearch(route('JFK', 'LHR', { cabinClass }));
    },
  );

  it('leaves out flights past the booking cut-off late in the day', () => {
    // 22:30 in New York: the day's last flights have closed.
    expectCalendarMatchesSearch(route('JFK', 'BOS'), Date.parse('2026-01-11T03:30:00Z'));
  });

  it('honours the stop and low-cost filters a search takes', () => {
    expectCalendarMatchesSearch(route('ORD', 'MIA', { maxStops: 0, excludeLowCostCarriers: true }));
  });

  it("prices a round trip's flights as the round-trip search does", () => {
    const out = route('BOS', 'SFO', { isPartOfJourney: true });
    const back = route('SFO', 'BOS', { isPartOfJourney: true });
    const outPlan = plan(out);
    const backPlan = plan(back);
    const outCells = priceFareCalendar(outPlan, outPlan.firstDay, outPlan.lastDay);
    const backCells = priceFareCalendar(backPlan, backPlan.firstDay, backPlan.lastDay);
    for (const [departure, stay] of [
      [outPlan.firstDay + 3, 4],
      [outPlan.firstDay + 40, 10],
      [outPlan.firstDay + 200, 0],
    ] as const) {
      const [outbound, inbound] = searchCheapest({
        tripType: 'round_trip',
        slices: [
          { origin: 'BOS', destination: 'SFO', departureDate: formatIsoDate(departure) },
          { origin: 'SFO', destination: 'BOS', departureDate: formatIsoDate(departure + stay) },
        ],
        passengers: ADULT,
        maxStops: 2,
        excludeLowCostCarriers: false,
      });
      expect(outCells[departure - outPlan.firstDay]?.lowestMinor).toBe(outbound);
      expect(backCells[departure + stay - backPlan.firstDay]?.lowestMinor).toBe(inbound);
    }
  });

  it('answers null for days not on sale and names the flights of each fare', () => {
    const p = plan(route('JFK', 'LAX'));
    const cells = priceFareCalendar(p, p.firstDay - 2, p.firstDay + 1);
    expect(cells.map((c) => c.lowestMinor === null)).toEqual([true, true, false, false]);
    expect(cells[2]?.flightInstanceIds.length).toBeGreaterThan(0);
    expect(cells[2]?.flightInstanceIds.every((id) => /^\d+@\d+$/.test(id))).toBe(true);
  });

  it('refuses what the search refuses', () => {
    expect(planFareCalendar(world, route('XXX', 'LAX'), NOW)).toMatchObject({
      ok: false,
      code: 'UnknownLocation',
    });
    expect(planFareCalendar(world, route('NYC', 'JFK'), NOW)).toMatchObject({
      ok: false,
      code: 'SameOriginAndDestination',
    });
    expect(
      planFareCalendar(
        world,
        route('JFK', 'LAX', { passengers: { ADT: 0, CNN: 1, INS: 0, INF: 0 } }),
        NOW,
      ),
    ).toMatchObject({ ok: false, code: 'NoAdultPassenger' });
  });
});
