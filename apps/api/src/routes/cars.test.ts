import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import { CarAutocompleteResponseSchema, CarShopResponseSchema } from '@wayfare/contracts/cars';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { CONSUMER_HOST, CORPORATE_HOST, signIn, useTestApp } from '../testing/test-app';
import {
  findTestCar,
  quoteTestCar,
  requestTestCarBooking,
  searchTestCars,
  settleTestCarBooking,
  TEST_CAR_SEARCH,
} from '../testing/test-cars';

describe.each(listTestDatabaseTargets())('car shopping on $name', (target) => {
  const t = useTestApp(target);

  it('suggests airports and cities with rental counters', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const res = await browser.call('GET', '/api/v0/autocomplete/cars?query=los%20angeles');
    expect(res.statusCode, res.body).toBe(200);
    const { suggestions } = CarAutocompleteResponseSchema.parse(res.json());
    expect(suggestions.map((s) => s.rentalCode)).toContain('LAX');
    expect(new Set(suggestions.map((s) => s.kind))).toEqual(new Set(['airport', 'city']));
    const short = await browser.call('GET', '/api/v0/autocomplete/cars?query=l');
    expect(short.json()).toEqual({ suggestions: [] });
    const long = await browser.call('GET', `/api/v0/autocomplete/cars?query=${'a'.repeat(81)}`);
    expect(long.statusCode).toBe(400);
  });

  it('searches with every filter fact on each offer, and judges none on the consumer tenant', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const found = await searchTestCars(browser);
    expect(found.days).toBe(4);
    expect(found.offers.length).toBeGreaterThan(10);
    expect(found.policyStatus).toBe('none');
    for (const offer of found.offers) {
      expect(offer.policyStatus).toBeNull();
      expect(['InTerminal', 'Shuttle', 'CityBranch']).toContain(offer.pickUpKind);
      expect(offer.rating.score).toBeLessThanOrEqual(10);
    }
    expect(new Set(found.offers.map((o) => o.payTimings.join()))).toEqual(
      new Set(['PayLater,PayNow', 'PayNow']),
    );
  });

  it('refuses bad searches with 400 BadRequest naming the field and the reason', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ dropOffAt: '2026-12-13T10:00' }, 'dropOffAt', 'DropOffBeforePickUp'],
      [{ dropOffAt: '2027-01-20T10:00' }, 'dropOffAt', 'RentalTooLong'],
      [{ pickUpAt: '2026-11-20T10:00' }, 'pickUpAt', 'PickUpInPast'],
      [{ pickUp: 'QQQ' }, 'pickUp', 'UnknownLocation'],
      [{ dropOff: 'YVR' }, 'dropOff', 'CrossBorderOneWay'],
      [{ driverAge: 17 }, 'driverAge', undefined],
      [{ driverAge: 100 }, 'driverAge', undefined],
      [{ pickUpAt: '14/12/2026' }, 'pickUpAt', undefined],
    ];
    for (const [change, field, reason] of cases) {
      const res = await browser.call('POST', '/api/v0/cars/search', {
        ...TEST_CAR_SEARCH,
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      const body = ErrorResponseSchema.parse(res.json());
      expect(body.code).toBe('BadRequest');
      expect(body.field ?? '', JSON.stringify(change)).toContain(field);
      if (reason) expect(body.details).toMatchObject({ reason });
    }
  });

  it('shops an offer: counters with hours and instructions, inclusions, extras, terms, earn', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const offer = await findTestCar(browser);
    const res = await browser.call('POST', '/api/v0/cars/shop', { offerId: offer.offerId });
    expect(res.statusCode, res.body).toBe(200);
    const shop = CarShopResponseSchema.parse(res.json());
    expect(shop.offer.offerId).toBe(offer.offerId);
    expect(shop.pickUp.hours.date).toBe('2026-12-14');
    expect(shop.pickUp.instructions.kind).toBe(offer.pickUpKind);
    expect(shop.included).toEqual(expect.arrayContaining(['CollisionDamageWaiver', 'Taxes']));
    expect(shop.offer.extras.map((e) => e.type)).toEqual(
      expect.arrayContaining(['ChildSeat', 'AdditionalDriver', 'Gps', 'FullCoverage']),
    );
    expect(shop.cancellationPolicy.terms).toBe('FreeUntilPickUp');
    expect(shop.loyaltyProgram?.code).toBe('HERTZ_GOLD');
    expect(shop.earn.length).toBeGreaterThan(0);
    const bad = await browser.call('POST', '/api/v0/cars/shop', { offerId: 'nonsense' });
    expect(bad.statusCode).toBe(422);
  });

  it('judges every result under the business tier (cars.maxPricePerDay)', async () => {
    const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_katherine');
    const found = await searchTestCars(browser);
    expect(found.policyStatus).toBe('some');
    const out = found.offers.find((o) => o.policyStatus?.inPolicy === false);
    expect(out?.policyStatus?.violations).toEqual([{ code: 'DailyPriceOverCap', capMinor: 9000 }]);
    expect(out?.pricePerDay.amountMinor).toBeGreaterThan(9000);
  });

  it('quotes and books a car paid now, confirmed with an H- code and an e-mail', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const offer = await findTestCar(browser);
    const quote = await quoteTestCar(browser, offer.offerId, {
      extras: [{ type: 'ChildSeat', quantity: 1 }],
    });
    expect(quote.pricing.total.amountMinor).toBeGreaterThan(offer.total.amountMinor);
    expect(quote.pricing.payNowTotal).toEqual(quote.pricing.total);
    const booking = await settleTestCarBooking(
      t,
      browser,
      await requestTestCarBooking(t, browser, quote.quoteToken),
    );
    expect(booking.status).toBe('Confirmed');
    expect(booking.confirmationCode).toMatch(/^H-[A-Z0-9]{6}$/);
    expect(booking.supplierConfirmation).toMatch(/^ZE/);
    expect(booking.driver).toMatchObject({ givenName: 'Ada', surname: 'Lovelace', age: 41 });
    expect(booking.totals.total).toEqual(quote.pricing.total);
    expect(booking.earn?.value).toBeGreaterThan(0);
    const mail = await t.ctx.repos.emailOutbox.find(`confirmation:${booking.id}`);
    expect(mail?.subject).toContain(booking.confirmationCode ?? '?');
  });
});
