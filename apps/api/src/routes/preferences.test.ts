import { randomUUID } from 'node:crypto';
import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import {
  PreferenceMetadataSchema,
  UserPreferencesSchema,
  type UpdateUserPreferencesRequest,
} from '@wayfare/contracts/preferences';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import {
  CONSUMER_HOST,
  CORPORATE_HOST,
  createBrowser,
  signIn,
  useTestApp,
  type Browser,
} from '../testing/test-app';
import { quoteTestFare, TEST_ADULT, TEST_CONTACT } from '../testing/test-flights';
import { vaultTestCard } from '../testing/vault-card';

const PREFERENCE = '/api/v0/user/preference';

const SAVED: UpdateUserPreferencesRequest = {
  flight: { cabinClass: 'Business', seat: 'aisle', airlineCodes: ['AC', 'DL'], homeAirport: 'YUL' },
  hotel: { chainCodes: ['MAR', 'HIL'], minStarRating: 4 },
};

const read = async (browser: Browser) => {
  const res = await browser.call('GET', PREFERENCE);
  expect(res.statusCode, res.body).toBe(200);
  return UserPreferencesSchema.parse(res.json());
};

describe.each(listTestDatabaseTargets())('preferences on $name', (target) => {
  const t = useTestApp(target);

  it('asks for a sign-in', async () => {
    const res = await createBrowser(t.app, CONSUMER_HOST).call('GET', PREFERENCE);
    expect(res.statusCode).toBe(401);
  });

  it('starts empty, saves both sections whole and reads them back', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_wren');
    const empty = await read(browser);
    expect(empty).toEqual({
      flight: { cabinClass: null, seat: 'none', airlineCodes: [], homeAirport: null },
      hotel: { chainCodes: [], minStarRating: null },
      status: { hasFlightPreferences: false, hasHotelPreferences: false, updatedAt: null },
      homeAirport: null,
    });
    const res = await browser.call('PUT', PREFERENCE, SAVED);
    expect(res.statusCode, res.body).toBe(200);
    const saved = UserPreferencesSchema.parse(res.json());
    expect(saved).toMatchObject({
      ...SAVED,
      status: { hasFlightPreferences: true, hasHotelPreferences: true },
      homeAirport: { code: 'YUL', city: expect.stringMatching(/Montr/) as string },
    });
    expect(await read(browser)).toEqual(saved);
    // A second save replaces the first (one row, upserted).
    const next = { ...SAVED, hotel: { chainCodes: [], minStarRating: null } };
    const again = UserPreferencesSchema.parse((await browser.call('PUT', PREFERENCE, next)).json());
    expect(again.hotel).toEqual(next.hotel);
    expect(again.flight).toEqual(SAVED.flight);
  });

  it('refuses what the form could not offer: 400 BadRequest naming the field', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_hana');
    const cases: [UpdateUserPreferencesRequest | object, string][] = [
      [{ ...SAVED, flight: { ...SAVED.flight, homeAirport: 'yul' } }, 'flight.homeAirport'],
      [{ ...SAVED, flight: { ...SAVED.flight, homeAirport: 'QQQ' } }, 'flight.homeAirport'],
      [{ ...SAVED, flight: { ...SAVED.flight, airlineCodes: ['ZZ'] } }, 'flight.airlineCodes'],
      [
        { ...SAVED, flight: { ...SAVED.flight, airlineCodes: ['AC', 'AC'] } },
        'flight.airlineCodes',
      ],
      [{ ...SAVED, flight: { ...SAVED.flight, seat: 'middle' } }, 'flight.seat'],
      [{ ...SAVED, flight: { ...SAVED.flight, cabinClass: 'Cargo' } }, 'flight.cabinClass'],
      [{ ...SAVED, hotel: { ...SAVED.hotel, chainCodes: ['NOPE'] } }, 'hotel.chainCodes'],
      [{ ...SAVED, hotel: { ...SAVED.hotel, minStarRating: 6 } }, 'hotel.minStarRating'],
      [{ flight: SAVED.flight }, 'hotel'],
      [{ ...SAVED, status: { hasFlightPreferences: true } }, ''],
    ];
    for (const [body, field] of cases) {
      const res = await browser.call('PUT', PREFERENCE, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const error = ErrorResponseSchema.parse(res.json());
      expect(error.code).toBe('BadRequest');
      if (field) expect(error.field ?? '', JSON.stringify(body)).toContain(field);
    }
    // Nothing of the refused saves was kept.
    expect((await read(browser)).status.hasFlightPreferences).toBe(false);
  });

  it('keeps each person’s preferences to them, per tenant', async () => {
    const owner = (await signIn(t.app, CORPORATE_HOST, 'usr_quinn')).browser;
    await owner.call('PUT', PREFERENCE, SAVED);
    const other = (await signIn(t.app, CORPORATE_HOST, 'usr_grace')).browser;
    expect((await read(other)).status.hasFlightPreferences).toBe(false);
    expect((await read(owner)).flight.homeAirport).toBe('YUL');
    // Nora's consumer preferences are not her business-tenant ones.
    const consumer = (await signIn(t.app, CONSUMER_HOST, 'usr_diego')).browser;
    await consumer.call('PUT', PREFERENCE, {
      ...SAVED,
      flight: { ...SAVED.flight, homeAirport: 'BOS' },
    });
    expect((await read(consumer)).flight.homeAirport).toBe('BOS');
    expect((await read(owner)).flight.homeAirport).toBe('YUL');
  });

  it('offers the form’s choices on POST and PUT, by section', async () => {
    const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_alan');
    const all = PreferenceMetadataSchema.parse(
      (await browser.call('POST', `${PREFERENCE}/metadata`, {})).json(),
    );
    expect(all.flight?.cabins).toEqual(['Economy', 'PremiumEconomy', 'Business', 'First']);
    expect(all.flight?.seats).toEqual(['aisle', 'window', 'none']);
    expect(all.flight?.airlines).toContainEqual({ code: 'AC', name: 'Air Canada' });
    expect(all.hotel?.chains).toContainEqual(
      expect.objectContaining({ code: 'MAR', name: 'Marriott International' }),
    );
    const hotelOnly = PreferenceMetadataSchema.parse(
      (await browser.call('PUT', `${PREFERENCE}/metadata`, { sections: ['hotel'] })).json(),
    );
    expect(hotelOnly.flight).toBeNull();
    expect(hotelOnly.hotel?.starRatings).toEqual([1, 2, 3, 4, 5]);
    const bad = await browser.call('POST', `${PREFERENCE}/metadata`, { sections: ['cars'] });
    expect(bad.statusCode).toBe(400);
  });
});

/*
 * Card roles on the booking path (domain/card-roles.ts, docs/decisions/023-card-roles.md): a Non
 * Financial User neither redeems nor spends a travel credit, an Authorized User spends the credit
 * but does not redeem; each refusal is RedemptionFailure on the field, before anything is held.
 */
describe.each(listTestDatabaseTargets())('card roles on the booking path on $name', (target) => {
  const t = useTestApp(target);

  const book = async (browser: Browser, payment: object) => {
    const quote = await quoteTestFare(browser, ['JFK', 'BOS', '2027-02-09']);
    return browser.call(
      'POST',
      '/api/v0/flights/book',
      {
        quoteToken: quote.quoteToken,
        travelers: [TEST_ADULT],
        contact: TEST_CONTACT,
        payment: {
          cardToken: await vaultTestCard(t.app),
          rewardsMinor: 0,
          applyWalletCredit: false,
          ...payment,
        },
        // Quinn's Executive tier flies no basic economy: a reason keeps the policy out of the way.
        outOfPolicyReason: 'Meeting a client on site.',
      },
      { 'idempotency-key': randomUUID() },
    );
  };

  it('refuses a Non Financial User’s redemption and travel credit', async () => {
    const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_quinn');
    const miles = await book(browser, { rewardsAccountReferenceId: 'RA-2031', rewardsMinor: 5000 });
    expect(miles.statusCode, miles.body).toBe(422);
    expect(ErrorResponseSchema.parse(miles.json())).toMatchObject({
      code: 'RedemptionFailure',
      field: 'payment.rewardsAccountReferenceId',
    });
    const credits = await t.ctx.repos.bookingLedger.listWalletCredits('usr_quinn');
    expect(credits.length).toBeGreaterThan(0);
    const credit = await book(browser, { applyWalletCredit: true });
    expect(credit.statusCode, credit.body).toBe(422);
    expect(ErrorResponseSchema.parse(credit.json())).toMatchObject({
      code: 'RedemptionFailure',
      field: 'payment.applyWalletCredit',
    });
    // The card alone books.
    expect((await book(browser, {})).statusCode).toBe(202);
  });

  it('refuses an Authorized User’s redemption but spends their card’s travel credit', async () => {
    const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_katherine');
    const miles = await book(browser, { rewardsAccountReferenceId: 'RA-2002', rewardsMinor: 5000 });
    expect(miles.statusCode, miles.body).toBe(422);
    expect(ErrorResponseSchema.parse(miles.json()).code).toBe('RedemptionFailure');
    const credit = await book(browser, { applyWalletCredit: true });
    expect(credit.statusCode, credit.body).toBe(202);
  });

  it('lets the Primary card holder redeem', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_owen');
    const miles = await book(browser, { rewardsAccountReferenceId: 'RA-1010', rewardsMinor: 5000 });
    expect(miles.statusCode, miles.body).toBe(202);
  });
});
