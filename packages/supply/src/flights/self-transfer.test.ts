import type { FlightItinerary, FlightSearchRequest } from '@wayfare/contracts/flights';
import { FlightOfferSchema, FlightSearchResponseSchema } from '@wayfare/contracts/flights';
import { describe, expect, it } from 'vitest';
import { loadReferenceData } from '../world/reference-data';
import { buildFlightNetwork } from './build-flight-network';
import { priceFlightOffer } from './flight-offers';
import { searchFlights } from './flight-search';
import { createFlightWorld } from './flight-world';
import { canInterline } from './interline';
import {
  chooseSelfTransfers,
  MAX_SELF_TRANSFER_MINUTES,
  MAX_SELF_TRANSFERS_PER_SLICE,
  MIN_SELF_TRANSFER_MINUTES,
} from './self-transfer';

const SEED = 20_250_101;
const world = createFlightWorld(buildFlightNetwork(loadReferenceData(), SEED), SEED);
const NOW = Date.parse('2026-11-25T15:00:00Z');
const ADULT = { ADT: 1, CNN: 0, INS: 0, INF: 0 };

const oneWay = (
  origin: string,
  destination: string,
  departureDate: string,
): FlightSearchRequest => ({
  tripType: 'one_way',
  slices: [{ origin, destination, departureDate }],
  passengers: ADULT,
  maxStops: 2,
  excludeLowCostCarriers: false,
});

function search(req: FlightSearchRequest) {
  const r = searchFlights(world, req, NOW);
  if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
  return r.value;
}

const airline = (code: string) => {
  const found = world.net.airlines.find((a) => a.iata === code);
  if (!found) throw new Error(`no airline ${code}`);
  return found.index;
};

/** European and transatlantic routes where low-cost carriers make self-transfers worth selling. */
const ROUTES = ['ARN-BCN', 'ZRH-CPH', 'LIS-DEN', 'DOH-BCN', 'DXB-LHR', 'VIE-MAN', 'ATH-JFK'];
const lowest = (it: FlightItinerary) =>
  Math.min(...it.fares.map((f) => f.pricing.grandTotal.amountMinor));

const found = ROUTES.map((route) => {
  const [origin = '', destination = ''] = route.split('-');
  const res = search(oneWay(origin, destination, '2026-12-26'));
  const itineraries = res.slices[0]?.itineraries ?? [];
  return {
    route,
    res,
    selfTransfers: itineraries.filter((it) => it.multiTicketType === 'virtualInterline'),
    oneTicket: itineraries.filter((it) => !it.multiTicketType),
  };
});

describe('interline', () => {
  it('joins an airline with itself, alliance partners and bilateral partners, never low-cost carriers', () => {
    expect(canInterline(world.net, airline('UA'), airline('UA'))).toBe(true);
    expect(canInterline(world.net, airline('UA'), airline('LH'))).toBe(true); // Star Alliance
    expect(canInterline(world.net, airline('AA'), airline('BA'))).toBe(true); // oneworld
    expect(canInterline(world.net, airline('UA'), airline('DL'))).toBe(false);
    expect(canInterline(world.net, airline('B6'), airline('AA'))).toBe(true); // agreement
    expect(canInterline(world.net, airline('AA'), airline('B6'))).toBe(true);
    expect(canInterline(world.net, airline('B6'), airline('DL'))).toBe(false);
    expect(canInterline(world.net, airline('WN'), airline('WN'))).toBe(true);
    expect(canInterline(world.net, airline('WN'), airline('AA'))).toBe(false);
    expect(canInterline(world.net, airline('FR'), airline('U2'))).toBe(false);
  });

  it('sells one-ticket connections only between airlines that interline', () => {
    for (const { oneTicket } of found)
      for (const it of oneTicket) {
        const codes = it.segments.map((s) => airline(s.operatingAirline.code));
        const [validating = 0] = codes;
        for (const code of codes) expect(canInterline(world.net, validating, code)).toBe(true);
      }
  });
});

describe('self-transfer itineraries', () => {
  it('are offered on routes where they beat one ticket, and the answer still matches its schema', () => {
    const routes = found.filter((f) => f.selfTransfers.length > 0).map((f) => f.route);
    expect(routes.length).toBeGreaterThanOrEqual(3);
    for (const { res } of found) expect(FlightSearchResponseSchema.parse(res)).toEqual(res);
  });

  it('join two airlines that do not interline, with a self-transfer of at least the minimum', () => {
    for (const { selfTransfers } of found)
      for (const it of selfTransfers) {
        expect(it.segments).toHaveLength(2);
        const [arriving, departing] = it.segments;
        if (!arriving || !departing) throw new Error('two segments');
        expect(arriving.isSelfTransferLayover).toBe(false);
        expect(departing.isSelfTransferLayover).toBe(true);
        expect(departing.origin.code).toBe(arriving.destination.code);
        const wait =
          (Date.parse(departing.zonedDepartureTime) - Date.parse(arriving.zonedArrivalTime)) /
          60_000;
        expect(departing.stopoverDurationMinutes).toBe(wait);
        expect(wait).toBeGreaterThanOrEqual(MIN_SELF_TRANSFER_MINUTES);
        expect(wait).toBeLessThanOrEqual(MAX_SELF_TRANSFER_MINUTES);
        expect(
          canInterline(
            world.net,
            airline(arriving.operatingAirline.code),
            airline(departing.operatingAirline.code),
          ),
        ).toBe(false);
        for (const fare of it.fares) expect(fare.fareId.split('/')).toHaveLength(2);
      }
  });

  it('are offered only when cheaper than the cheapest one ticket or faster than the fastest', () => {
    for (const { selfTransfers, oneTicket } of found) {
      expect(selfTransfers.length).toBeLessThanOrEqual(MAX_SELF_TRANSFERS_PER_SLICE);
      const cheapest = Math.min(...oneTicket.map(lowest));
      const fastest = Math.min(...oneTicket.map((it) => it.durationMinutes));
      for (const it of selfTransfers)
        expect(lowest(it) < cheapest || it.durationMinutes < fastest).toBe(true);
    }
  });

  it('chooses the two cheapest and the fastest of those that qualify', () => {
    const c = (lowest: number, duration: number, depUtc = 0) => ({ lowest, duration, depUtc });
    const candidates = [c(900, 300), c(100, 900), c(200, 800), c(300, 700), c(1000, 200)];
    expect(chooseSelfTransfers(candidates, { cheapest: 500, fastest: 250 })).toEqual([
      c(100, 900),
      c(200, 800),
      c(1000, 200),
    ]);
    // Neither cheaper nor faster: none.
    expect(chooseSelfTransfers(candidates, { cheapest: 50, fastest: 100 })).toEqual([]);
    // Only cheaper ones: up to three.
    expect(chooseSelfTransfers(candidates, { cheapest: 950, fastest: 100 })).toHaveLength(3);
  });

  it('are deterministic', () => {
    const [first] = found.filter((f) => f.selfTransfers.length > 0);
    if (!first) throw new Error('no self-transfer route');
    const [origin = '', destination = ''] = first.route.split('-');
    const again = search(oneWay(origin, destination, '2026-12-26'));
    expect(again).toEqual(first.res);
  });

  it('quote as two tickets, each its own one-way fare, adding up to the fare shown', () => {
    const it = found.flatMap((f) => f.selfTransfers)[0];
    const fare = it?.fares[0];
    if (!it || !fare) throw new Error('no self-transfer');
    const priced = priceFlightOffer(
      world,
      { tripType: 'one_way', fareIds: [fare.fareId], passengers: ADULT },
      NOW,
    );
    if (!priced.ok) throw new Error(priced.message);
    const offer = FlightOfferSchema.parse(priced.value);
    expect(offer.multiTicketType).toBe('virtualInterline');
    expect(offer.pricing.grandTotal).toEqual(fare.pricing.grandTotal);
    expect(offer.tickets?.map((t) => [t.sliceIndex, t.segmentIndexes])).toEqual([
      [0, [0]],
      [0, [1]],
    ]);
    expect(offer.tickets?.map((t) => t.validatingAirline.code)).toEqual(
      it.segments.map((s) => s.operatingAirline.code),
    );
    expect((offer.tickets ?? []).reduce((sum, t) => sum + t.grandTotal.amountMinor, 0)).toBe(
      fare.pricing.grandTotal.amountMinor,
    );
    // Each ticket is bookable on its own as a one-way fare.
    for (const ticket of offer.tickets ?? []) {
      const alone = priceFlightOffer(
        world,
        { tripType: 'one_way', fareIds: [ticket.fareId], passengers: ADULT },
        NOW,
      );
      expect(alone.ok && alone.value.pricing.grandTotal).toEqual(ticket.grandTotal);
    }
  });

  it('refuse a fare id whose two tickets are too close or on airlines that interline', () => {
    const it = found.flatMap((f) => f.selfTransfers)[0];
    const [first = '', second = ''] = it?.fares[0]?.fareId.split('/') ?? [];
    const swapped = priceFlightOffer(
      world,
      { tripType: 'one_way', fareIds: [`${second}/${first}`], passengers: ADULT },
      NOW,
    );
    expect(swapped.ok).toBe(false);
  });
});
