import { gunzipSync } from 'node:zlib';
import {
  HomeResultsResponseSchema,
  HomeShopResponseSchema,
  StayResultsResponseSchema,
} from '@wayfare/contracts/home-booking';
import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { CONSUMER_HOST, signIn, useTestApp } from '../testing/test-app';
import {
  findTestHome,
  searchTestHomes,
  testHomeStay,
  TEST_HOME_SEARCH,
} from '../testing/test-homes';

const targets = listTestDatabaseTargets().filter((t) => t.name === 'pglite');

describe.each(targets)('home shopping on $name', (target) => {
  const t = useTestApp(target);
  const errorOf = (res: { json: () => unknown }) => ErrorResponseSchema.parse(res.json());

  it('searches a city: every home priced in full, filters as data, reasons counted', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const found = await searchTestHomes(browser);
    expect(found.nights).toBe(4);
    expect(found.city).toMatchObject({ cityCode: 'C2267057', name: 'Lisbon', countryCode: 'PT' });
    expect(found.homes.length).toBeGreaterThan(5);
    expect(found.policyStatus).toBe('none');
    const totals = found.homes.map((h) => h.pricing.total.amountMinor);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    for (const home of found.homes) {
      const p = home.pricing;
      const sum = (xs: { amount: { amountMinor: number } }[]) =>
        xs.reduce((a, x) => a + x.amount.amountMinor, 0);
      expect(p.total.amountMinor).toBe(
        p.rent.amountMinor - sum(p.discounts) + sum(p.fees) + sum(p.taxes),
      );
      expect(home.policyStatus).toBeNull();
      expect(home.imageSvg).toMatch(/^\/api\/v0\/images\/homes\/V2267057-\d+-0\.svg$/);
    }
    const kinds = new Set(found.homes.map((h) => h.refundKind));
    expect(kinds.size).toBeGreaterThan(1);
    const unavailable = Object.values(found.unavailableByReason).reduce((a, b) => a + b, 0);
    expect(unavailable).toBeGreaterThan(0);
    // Gzip answers the same bytes, and a cover photo is served.
    const gz = await browser.call('POST', '/api/v0/homes/search', TEST_HOME_SEARCH, {
      'accept-encoding': 'gzip',
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    HomeResultsResponseSchema.parse(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8')));
    const cover = found.homes[0]?.imageSvg ?? '';
    const photo = await browser.call('GET', cover);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toContain('image/svg+xml');
  });

  it('refuses bad searches with 400 at their field', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ cityCode: 'Lisbon' }, 'cityCode', undefined],
      [{ cityCode: 'C1' }, 'cityCode', 'UnknownLocation'],
      [{ checkInDate: '2026-13-01' }, 'checkInDate', undefined],
      [{ checkOutDate: '2026-12-13' }, 'checkOutDate', 'CheckOutBeforeCheckIn'],
      [{ checkInDate: '2026-11-01' }, 'checkInDate', 'CheckInInPast'],
      [
        { checkInDate: '2028-01-01', checkOutDate: '2028-01-03' },
        'checkInDate',
        'CheckInTooFarAhead',
      ],
      [{ checkOutDate: '2027-04-01' }, 'checkOutDate', 'StayTooLong'],
      [{ adults: 0 }, 'adults', undefined],
      [{ pets: 9 }, 'pets', undefined],
    ];
    for (const [patch, field, reason] of cases) {
      const res = await browser.call('POST', '/api/v0/homes/search', {
        ...TEST_HOME_SEARCH,
        ...patch,
      });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      const error = errorOf(res);
      expect(error.field, JSON.stringify(patch)).toBe(field);
      if (reason) expect(error.details?.reason).toBe(reason);
    }
    const unknownPhoto = await browser.call('GET', '/api/v0/images/homes/V2267057-9999-0.svg');
    expect(unknownPhoto.statusCode).toBe(404);
  });

  it('shops a home: photos, host, rules, calendar, breakdown and deadlines', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const home = await findTestHome(browser, (h) => h.cancellationKind === 'Flexible');
    const res = await browser.call('POST', '/api/v0/homes/shop', {
      ...testHomeStay(home.listingId),
      calendarMonth: '2026-12',
    });
    expect(res.statusCode, res.body).toBe(200);
    const shop = HomeShopResponseSchema.parse(res.json());
    expect(shop.photos.length).toBeGreaterThanOrEqual(5);
    expect(shop.photos.map((p) => p.kind)).toEqual(
      expect.arrayContaining(['Exterior', 'LivingRoom', 'Bedroom', 'Kitchen']),
    );
    expect(shop.host.name).toBe(home.hostName);
    expect(shop.calendar.from).toBe('2026-12-01');
    expect(shop.calendar.days).toHaveLength(90);
    expect(shop.availability).toEqual({ available: true, violations: [] });
    expect(shop.pricing?.total).toEqual(home.pricing.total);
    expect(shop.cancellation).toMatchObject({ kind: 'Flexible', refundKind: 'FullyRefundable' });
    expect(shop.cancellation?.windows[0]?.until).toBe(home.freeCancellationUntil);
    expect(shop.earn.length).toBeGreaterThan(0);
    // Lisbon is UTC in December: check-in 16:00 local, free until 24 h before.
    expect(shop.cancellation?.checkInAt).toBe('2026-12-14T16:00:00.000Z');
    expect(shop.cancellation?.windows[0]?.until).toBe('2026-12-13T16:00:00.000Z');
  });

  it('says what to change when the home cannot host the stay', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const home = await findTestHome(
      browser,
      (h) => h.rules.minStayNights >= 2 && !h.rules.petsAllowed,
    );
    const res = await browser.call('POST', '/api/v0/homes/shop', {
      ...testHomeStay(home.listingId, { checkOutDate: '2026-12-15', adults: 16, pets: 1 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const shop = HomeShopResponseSchema.parse(res.json());
    expect(shop.availability.available).toBe(false);
    expect(shop.pricing).toBeNull();
    expect(shop.availability.violations).toEqual(
      expect.arrayContaining([
        { reason: 'MinStayViolation', minNights: home.rules.minStayNights },
        { reason: 'OccupancyViolation', maxGuests: home.rules.maxGuests },
        { reason: 'PetPolicyViolation', maxPets: 0 },
      ]),
    );
    const quote = await browser.call(
      'POST',
      '/api/v0/homes/quote',
      testHomeStay(home.listingId, { checkOutDate: '2026-12-15' }),
    );
    expect(quote.statusCode).toBe(409);
    expect(errorOf(quote)).toMatchObject({
      code: 'NoAvailability',
      details: { reasons: 'MinStayViolation' },
    });
    const unknown = await browser.call('POST', '/api/v0/homes/shop', testHomeStay('V2267057-9999'));
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toMatchObject({
      field: 'listingId',
      details: { reason: 'UnknownHome' },
    });
  });

  it('searches stays: hotels and homes in one list, cheapest night first', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const res = await browser.call('POST', '/api/v0/stays/search', {
      ...TEST_HOME_SEARCH,
      rooms: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const stays = StayResultsResponseSchema.parse(res.json());
    expect(stays.counts.hotels).toBeGreaterThan(0);
    expect(stays.counts.homes).toBeGreaterThan(0);
    const nightly = stays.items.map((i) => i.nightlyPrice.amountMinor);
    expect(nightly).toEqual([...nightly].sort((a, b) => a - b));
    expect(new Set(stays.items.map((i) => i.kind))).toEqual(new Set(['Hotels', 'Homes']));
    const homesOnly = await browser.call('POST', '/api/v0/stays/search', {
      ...TEST_HOME_SEARCH,
      kinds: ['Homes'],
    });
    const onlyHomes = StayResultsResponseSchema.parse(homesOnly.json());
    expect(onlyHomes.items.every((i) => i.kind === 'Homes')).toBe(true);
    const none = await browser.call('POST', '/api/v0/stays/search', {
      ...TEST_HOME_SEARCH,
      kinds: [],
    });
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).field).toBe('kinds');
  });
});
