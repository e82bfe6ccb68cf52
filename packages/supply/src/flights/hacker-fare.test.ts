import type { FlightItinerary, FlightSearchRequest } from '@wayfare/contracts/flights';
import { FlightSearchResponseSchema } from '@wayfare/contracts/flights';
import { decideTripTicketing, readInterlineMap } from '@wayfare/domain/trip-ticketing';
import { describe, expect, it } from 'vitest';
import { loadReferenceData } from '../world/reference-data';
import { buildFlightNetwork } from './build-flight-network';
import { priceFlightOffer } from './flight-offers';
import { searchFlights } from './flight-search';
import { createFlightWorld } from './flight-world';

const SEED = 20_250_101;
const world = createFlightWorld(buildFlightNetwork(loadReferenceData(), SEED), SEED);
const NOW = Date.parse('2026-11-25T15:00:00Z');
const ADULT = { ADT: 1, CNN: 0, INS: 0, INF: 0 };

function search(req: FlightSearchRequest) {
  const r = searchFlights(world, req, NOW);
  if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
  return r.value;
}

const request = (tripType: 'one_way' | 'round_trip', slices: [string, string, string][]) =>
  ({
    tripType,
    slices: slices.map(([origin, destination, departureDate]) => ({
      origin,
      destination,
      departureDate,
    })),
    passengers: ADULT,
    maxStops: 2,
    excludeLowCostCarriers: false,
  }) satisfies FlightSearchRequest;

const roundTrip = search(
  request('round_trip', [
    ['JFK', 'LHR', '2026-12-26'],
    ['LHR', 'JFK', '2027-01-05'],
  ]),
);
const [outbound, inbound] = roundTrip.slices;
const oneTicket = (slice: typeof outbound) =>
  (slice?.itineraries ?? []).filter((it) => !it.multiTicketType);
const rule = readInterlineMap(roundTrip.interline ?? {});
const kindOf = (out: FlightItinerary, back: FlightItinerary) =>
  decideTripTicketing(
    [out, back].map((it) => ({
      airlineCodes: it.segments.map((s) => s.operatingAirline.code),
      isSelfTransfer: false,
    })),
    rule,
  );
const price = (fareIds: string[]) => {
  const r = priceFlightOffer(world, { tripType: 'round_trip', fareIds, passengers: ADULT }, NOW);
  if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
  return r.value;
};

/** The first (departure, return) pair of the given kind. */
function findPair(kind: 'single' | 'hackerFare'): [FlightItinerary, FlightItinerary] {
  for (const out of oneTicket(outbound))
    for (const back of oneTicket(inbound)) if (kindOf(out, back) === kind) return [out, back];
  throw new Error(`no ${kind} pair JFK–LHR`);
}

describe('two one-way tickets priced together (hackerFare, issue 20)', () => {
  it("gives each fare of a round trip its one-way price and the first slice's interline map", () => {
    expect(() => FlightSearchResponseSchema.parse(roundTrip)).not.toThrow();
    for (const slice of roundTrip.slices)
      for (const it of slice.itineraries)
        for (const fare of it.fares)
          expect(fare.separateTicketTotal?.amountMinor ?? 0).toBeGreaterThanOrEqual(
            fare.pricing.grandTotal.amountMinor,
          );
    const map = roundTrip.interline ?? {};
    expect(Object.keys(map).length).toBeGreaterThan(1);
    // British Airways sells one ticket with its oneworld partner American, never with United.
    expect(map.BA).toContain('AA');
    expect(map.BA).not.toContain('UA');
    // A one-way search has neither.
    const oneWay = search(request('one_way', [['JFK', 'LHR', '2026-12-26']]));
    expect(oneWay.interline).toBeUndefined();
    expect(oneWay.slices[0]?.itineraries[0]?.fares[0]?.separateTicketTotal).toBeUndefined();
  });

  it("prices a share's one-way price exactly as the one-way search does", () => {
    const oneWay = search(request('one_way', [['LHR', 'JFK', '2027-01-05']]));
    const oneWayTotals = new Map(
      oneWay.slices[0]?.itineraries.flatMap((it) =>
        it.fares.map((f) => [f.fareId, f.pricing.grandTotal.amountMinor] as const),
      ),
    );
    let compared = 0;
    for (const it of inbound?.itineraries ?? [])
      for (const fare of it.fares) {
        const alone = oneWayTotals.get(fare.fareId);
        if (alone === undefined) continue;
        expect(fare.separateTicketTotal?.amountMinor).toBe(alone);
        compared += 1;
      }
    expect(compared).toBeGreaterThan(20);
  });

  it('quotes airlines that interline as one ticket at their shares', () => {
    const [out, back] = findPair('single');
    const outFare = out.fares[0];
    const backFare = back.fares[0];
    if (!outFare || !backFare) throw new Error('fares');
    const offer = price([outFare.fareId, backFare.fareId]);
    expect(offer.multiTicketType).toBeUndefined();
    expect(offer.tickets).toBeUndefined();
    expect(offer.pricing.grandTotal.amountMinor).toBe(
      outFare.pricing.grandTotal.amountMinor + backFare.pricing.grandTotal.amountMinor,
    );
  });

  it("quotes airlines that don't interline as two one-way tickets at their one-way prices", () => {
    const [out, back] = findPair('hackerFare');
    const outFare = out.fares[0];
    const backFare = back.fares[0];
    if (!outFare || !backFare) throw new Error('fares');
    const offer = price([outFare.fareId, backFare.fareId]);
    expect(offer.multiTicketType).toBe('hackerFare');
    expect(offer.tickets?.map((t) => [t.sliceIndex, t.fareId, t.grandTotal.amountMinor])).toEqual([
      [0, outFare.fareId, outFare.separateTicketTotal?.amountMinor],
      [1, backFare.fareId, backFare.separateTicketTotal?.amountMinor],
    ]);
    expect(offer.pricing.grandTotal.amountMinor).toBe(
      (outFare.separateTicketTotal?.amountMinor ?? 0) +
        (backFare.separateTicketTotal?.amountMinor ?? 0),
    );
    // Each ticket is what the airline sells as a one-way (what the saga books).
    const alone = priceFlightOffer(
      world,
      { tripType: 'one_way', fareIds: [backFare.fareId], passengers: ADULT },
      NOW,
    );
    expect(alone.ok && alone.value.pricing.grandTotal.amountMinor).toBe(
      backFare.separateTicketTotal?.amountMinor,
    );
  });

  it('sells some hacker fares cheaper than any one-ticket return with the same departure', () => {
    // Low-cost carriers sell only their own flights: a return on another is a hacker fare.
    const vegas = search(
      request('round_trip', [
        ['LAX', 'LAS', '2026-12-26'],
        ['LAS', 'LAX', '2027-01-05'],
      ]),
    );
    const vegasRule = readInterlineMap(vegas.interline ?? {});
    const vegasKind = (out: FlightItinerary, back: FlightItinerary) =>
      decideTripTicketing(
        [out, back].map((it) => ({
          airlineCodes: it.segments.map((s) => s.operatingAirline.code),
          isSelfTransfer: false,
        })),
        vegasRule,
      );
    let cheaper = 0;
    for (const out of oneTicket(vegas.slices[0])) {
      const outFare = out.fares[0];
      if (!outFare) continue;
      let bestSingle = Infinity;
      let bestHacker = Infinity;
      for (const back of oneTicket(vegas.slices[1]))
        for (const f of back.fares) {
          if (f.cabinClass !== outFare.cabinClass) continue;
          if (vegasKind(out, back) === 'single')
            bestSingle = Math.min(
              bestSingle,
              outFare.pricing.grandTotal.amountMinor + f.pricing.grandTotal.amountMinor,
            );
          else
            bestHacker = Math.min(
              bestHacker,
              (outFare.separateTicketTotal?.amountMinor ?? 0) +
                (f.separateTicketTotal?.amountMinor ?? 0),
            );
        }
      if (bestHacker < bestSingle) cheaper += 1;
    }
    expect(cheaper).toBeGreaterThan(0);
  });
});
