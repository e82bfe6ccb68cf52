import {
  CarBookingSchema,
  CarSearchResponseSchema,
  type CarSearchRequest,
} from '@wayfare/contracts/cars';
import { describe, expect, it } from 'vitest';
import { createMemoryCarLedger, createSandboxCarProvider } from '../ports/car-provider';
import { loadReferenceData } from '../world/reference-data';
import { priceCarOfferById, searchCars } from './car-search';
import { createCarWorld } from './car-world';

const world = createCarWorld(loadReferenceData(), 20_250_101);
const NOW = Date.parse('2026-01-10T15:00:00Z');

function request(extra: Partial<CarSearchRequest> = {}): CarSearchRequest {
  return {
    pickUp: 'LAX',
    pickUpAt: '2026-03-10T10:00',
    dropOffAt: '2026-03-14T10:00',
    driverAge: 35,
    ...extra,
  };
}

function offersOf(req: CarSearchRequest) {
  const r = searchCars(world, req, NOW);
  if (!r.ok) throw new Error(r.message);
  return CarSearchResponseSchema.parse(r.value);
}

describe('car search', () => {
  it('lists real brands and many classes at a big airport, cheapest first', () => {
    const r = offersOf(request());
    expect(r.days).toBe(4);
    expect(new Set(r.offers.map((o) => o.supplier.name)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(r.offers.map((o) => o.carClass)).size).toBeGreaterThanOrEqual(10);
    const totals = r.offers.map((o) => o.total.amountMinor);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const suv = r.offers.find((o) => o.carClass === 'FullSizeSuv');
    const mini = r.offers.find((o) => o.carClass === 'Economy');
    expect((suv?.pricePerDay.amountMinor ?? 0) > (mini?.pricePerDay.amountMinor ?? 0)).toBe(true);
    for (const o of r.offers) {
      expect(o.total.amountMinor).toBe(o.charges.reduce((s, c) => s + c.amount.amountMinor, 0));
      expect(o.extras.some((e) => e.type === 'ChildSeat')).toBe(true);
      expect(o.charges.some((c) => c.type === 'AirportConcession')).toBe(true);
    }
  });

  it('uses manual gearboxes for small cars in Europe and automatics in the US', () => {
    expect(new Set(offersOf(request()).offers.map((o) => o.transmission))).not.toContain('Manual');
    const paris = offersOf(request({ pickUp: 'CDG' })).offers;
    expect(
      paris.filter((o) => o.carClass === 'Economy').every((o) => o.transmission === 'Manual'),
    ).toBe(true);
  });

  it('prices by length, demand and lead time, and charges young drivers', () => {
    const perDay = (req: CarSearchRequest) => {
      const prices = offersOf(req).offers.map((x) => x.pricePerDay.amountMinor);
      return [...prices].sort((a, b) => a - b)[Math.floor(prices.length / 2)] ?? 0;
    };
    expect(perDay(request({ dropOffAt: '2026-03-20T10:00' }))).toBeLessThan(perDay(request()));
    expect(
      perDay(request({ pickUpAt: '2026-07-14T10:00', dropOffAt: '2026-07-18T10:00' })),
    ).toBeGreaterThan(
      perDay(request({ pickUpAt: '2026-02-03T10:00', dropOffAt: '2026-02-07T10:00' })),
    );
    const young = offersOf(request({ driverAge: 22 }));
    expect(young.offers.every((o) => o.charges.some((c) => c.type === 'YoungDriver'))).toBe(true);
    expect(young.offers.some((o) => o.carClass === 'Luxury')).toBe(false);
  });

  it('rents from city-centre branches, one way with a fee, and extra days after the grace period', () => {
    const city = offersOf(
      request({
        pickUp: 'C5368361',
        dropOff: 'SFO',
        pickUpAt: '2026-03-10T09:00',
        dropOffAt: '2026-03-12T09:40',
      }),
    );
    expect(city.pickUp.kind).toBe('City');
    expect(city.days).toBe(3);
    expect(city.offers[0]?.charges.some((c) => c.type === 'OneWay')).toBe(true);
    expect(offersOf(request({ dropOffAt: '2026-03-14T10:29' })).days).toBe(4);
  });

  it('rejects bad input with typed errors', () => {
    const code = (extra: Partial<CarSearchRequest>) => {
      const r = searchCars(world, request(extra), NOW);
      return r.ok ? 'ok' : r.code;
    };
    expect(code({ pickUp: 'QQQ' })).toBe('UnknownLocation');
    expect(code({ dropOffAt: '2026-03-09T10:00' })).toBe('DropOffBeforePickUp');
    expect(code({ pickUpAt: '2027-03-10T10:00', dropOffAt: '2027-03-12T10:00' })).toBe(
      'DateOutsideHorizon',
    );
    expect(code({ pickUpAt: '2025-12-10T10:00' })).toBe('PickUpInPast');
    // 15:00 UTC is 07:00 in Los Angeles: 06:30 there has passed, 07:30 has not.
    expect(code({ pickUpAt: '2026-01-10T06:30', dropOffAt: '2026-01-12T10:00' })).toBe(
      'PickUpInPast',
    );
    expect(code({ pickUpAt: '2026-01-10T07:30', dropOffAt: '2026-01-12T10:00' })).toBe('ok');
    expect(code({ dropOffAt: '2026-04-10T10:00' })).toBe('RentalTooLong');
    expect(code({ pickUpAt: '2026-02-30T10:00' })).toBe('InvalidDate');
    expect(code({ driverAge: 16 })).toBe('DriverAgeNotAllowed');
    expect(code({ dropOff: 'YVR' })).toBe('CrossBorderOneWay');
    expect(code({ pickUp: 'C5368361', pickUpAt: '2026-03-10T22:00' })).toBe('CounterClosed');
    expect(priceCarOfferById(world, 'nonsense', NOW)).toMatchObject({
      ok: false,
      code: 'OfferInvalid',
    });
  });
});

describe('sandbox car provider', () => {
  it('books an offer with extras idempotently and cancels it', async () => {
    const p = createSandboxCarProvider(world);
    const found = await p.searchCars(request(), NOW);
    const offer = found.ok ? found.value.offers[0] : undefined;
    if (!offer) throw new Error('no offer');
    const req = {
      offerId: offer.offerId,
      driver: { givenName: 'Ada', surname: 'Lovelace', age: 35 },
      extras: [{ type: 'ChildSeat' as const, quantity: 2 }],
    };
    const booked = await p.book('CB-1', req, NOW);
    if (!booked.ok) throw new Error(booked.message);
    const seat = offer.extras.find((e) => e.type === 'ChildSeat')?.pricePerDay.amountMinor ?? 0;
    expect(CarBookingSchema.parse(booked.value).total.amountMinor).toBe(
      offer.total.amountMinor + seat * 4 * 2,
    );
    expect(await p.book('CB-1', req, NOW + 5000)).toEqual(booked);
    expect(
      await p.book('CB-2', { ...req, extras: [{ type: 'ChildSeat', quantity: 9 }] }, NOW),
    ).toMatchObject({ code: 'InvalidFulfillmentInput' });
    expect((await p.cancel('CB-1', NOW)).ok).toBe(true);
    expect(await p.cancel('CB-1', NOW)).toMatchObject({ code: 'AlreadyCancelled' });
  });

  it('keeps its reservations in the ledger it is given, so a new provider finds them', async () => {
    const ledger = createMemoryCarLedger();
    const first = createSandboxCarProvider(world, ledger);
    const found = await first.searchCars(request(), NOW);
    const offer = found.ok ? found.value.offers[0] : undefined;
    if (!offer) throw new Error('no offer');
    const req = {
      offerId: offer.offerId,
      driver: { givenName: 'Ada', surname: 'Lovelace', age: 40 },
      extras: [],
    };
    const booked = await first.book('CB-9', req, NOW);
    if (!booked.ok) throw new Error(booked.message);
    const restarted = createSandboxCarProvider(world, ledger);
    expect(await restarted.retrieve('CB-9')).toEqual(booked);
    expect((await restarted.cancel('CB-9', NOW)).ok).toBe(true);
    expect(
      await first.book('CB-10', { ...req, driver: { ...req.driver, age: 22 } }, NOW),
    ).toMatchObject({ ok: false });
  });
});

describe('counter facts and terms', () => {
  it('gives each offer what the filters need, by brand and counter', () => {
    const lax = offersOf(request()).offers;
    expect(new Set(lax.map((o) => o.pickUpKind))).toEqual(new Set(['InTerminal', 'Shuttle']));
    for (const o of lax) {
      expect(o.rating.score).toBeGreaterThanOrEqual(0);
      expect(o.rating.score).toBeLessThanOrEqual(10);
      expect(o.distanceKm).toBeLessThan(10);
      expect(o.payTimings[0]).toBe(o.payTiming);
      expect(o.hasFreeCancellation).toBe(o.cancellationPolicy.terms !== 'NonRefundable');
      expect(o.extras.some((e) => e.type === 'FullCoverage')).toBe(true);
    }
    const hertz = lax.find((o) => o.supplier.code === 'ZE');
    expect(hertz?.payTimings).toEqual(['PayLater', 'PayNow']);
    expect(hertz?.cancellationPolicy).toMatchObject({
      terms: 'FreeUntilPickUp',
      freeUntilLocal: '2026-03-10T10:00',
      freeUntil: '2026-03-10T17:00:00.000Z',
    });
    expect(hertz?.loyaltyProgram?.code).toBe('HERTZ_GOLD');
    const city = offersOf(request({ pickUp: 'C5368361', pickUpAt: '2026-03-10T10:00' })).offers;
    expect(city.every((o) => o.pickUpKind === 'CityBranch')).toBe(true);
  });

  it('describes the rental: counters with hours and instructions, deposit, inclusions', async () => {
    const p = createSandboxCarProvider(world);
    const offer = offersOf(request()).offers[0];
    if (!offer) throw new Error('no offer');
    const rental = await p.describeRental(offer.offerId, NOW);
    if (!rental.ok) throw new Error(rental.message);
    expect(rental.value.pickUp.at).toBe('2026-03-10T10:00');
    expect(rental.value.pickUp.hours.date).toBe('2026-03-10');
    expect(rental.value.pickUp.instructions.kind).toBe(offer.pickUpKind);
    expect(rental.value.included).toContain('CollisionDamageWaiver');
    expect(rental.value.deposit.amountMinor).toBeGreaterThan(0);
  });
});
