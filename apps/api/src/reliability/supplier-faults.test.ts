import { randomUUID } from 'node:crypto';
import { FlightBookingSchema, type FlightBooking } from '@wayfare/contracts/flight-booking';
import {
  FlightQuoteResponseSchema,
  FlightShopResponseSchema,
  type FlightQuoteResponse,
} from '@wayfare/contracts/flight-shop';
import type { HotelBookingView, HotelQuoteResponse } from '@wayfare/contracts/hotel-booking';
import { quotes } from '@wayfare/store/schema';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readBookingFootprint, readInventoryTotals } from '../testing/booking-footprint';
import { armSupplierFault, resetSandboxConsole } from '../testing/sandbox-console-admin';
import {
  CONSUMER_HOST,
  CORPORATE_HOST,
  signIn,
  type Browser,
  useTestApp,
} from '../testing/test-app';
import { quoteTestFare, TEST_ADULT, TEST_CONTACT } from '../testing/test-flights';
import {
  findTestHotelRate,
  PARIS,
  quoteTestHotel,
  requestTestHotelBooking,
  settleTestHotelBooking,
  type TestStay,
} from '../testing/test-hotels';
import { vaultTestCard } from '../testing/vault-card';

/**
 * Issue 15, G4: every supplier fault and every failing sandbox card (docs/decisions/004 and 007)
 * ends the booking with its spec §8 code and leaves nothing charged: no captured or open card
 * authorization, the miles and the travel-wallet credit given back, the seats or rooms released.
 * Each booking pays with all three sources (miles, the Venture X travel credit, the card), so every
 * undo is exercised.
 */

/** Sandbox test cards: the flight code, and the hotel code and failure reason (spec §8 words). */
const FAILING_CARDS: [number: string, flight: string, hotel: string, hotelReason: string][] = [
  ['4000000000000002', 'CardDeclined', 'CreditCardDeclined', 'PaymentError'],
  ['4000000000009995', 'InsufficientFunds', 'InsufficientFunds', 'PaymentError'],
  ['4000000000000069', 'CreditCardExpired', 'CreditCardExpired', 'PaymentError'],
  ['4000000000000119', 'GenericError', 'GenericError', 'PaymentError'],
  [
    '4000000000000127',
    'InvalidCreditCardVerificationNumber',
    'InvalidCreditCardVerificationNumber',
    'PaymentError',
  ],
  ['4100000000000019', 'LikelyFraud', 'Fraud', 'PaymentError'],
  ['4000000000009987', 'CreditCardLostStolen', 'CreditCardLostStolen', 'PaymentError'],
  ['4000000000000341', 'CreditCardNotSupported', 'CreditCardNotSupported', 'PaymentError'],
  ['4000000000000010', 'InvalidCreditCardNumber', 'InvalidCreditCardNumber', 'PaymentError'],
  [
    '4000000000000101',
    'InvalidCreditCardInformation',
    'InvalidCreditCardInformation',
    'PaymentError',
  ],
  [
    '4000000000000713',
    'InvalidCreditCardCountryCode',
    'InvalidCreditCardCountryCode',
    'PaymentError',
  ],
  ['4000000000000036', 'InvalidCreditCardZipCode', 'InvalidCreditCardZipCode', 'PaymentError'],
];
/** Authorized, then the supplier never answers in time (004: authorization voided). */
const SLOW_SUPPLIER_CARD = '4000000000000259';

/** The console's supplier faults on a booking: the code, and the hotel failure reason. */
const BOOK_FAULTS: [kind: string, code: string, hotelReason: string][] = [
  ['fail', 'ProviderError', 'Unknown'],
  ['timeout', 'PollingTimeout', 'Inactivity'],
];
/** On a quote the fault answers the call itself. */
const QUOTE_FAULTS: [kind: string, status: number, code: string][] = [
  ['fail', 502, 'ProviderError'],
  ['timeout', 504, 'PollingTimeout'],
];

const MILES = 2_500;
const ADA_CARD = 'RA-1001';

describe.each(listTestDatabaseTargets())('supplier faults and failing cards on $name', (target) => {
  const t = useTestApp(target);
  let ada: Browser;

  beforeAll(async () => {
    ada = (await signIn(t.app, CONSUMER_HOST, 'usr_ada')).browser;
  });

  /** Ada's miles, her travel credit left, what the portal sold and every authorization made. */
  const readAccounts = async () => ({
    miles: (await t.ctx.repos.rewards.listForUser('usr_ada')).find(
      (a) => a.accountReferenceId === ADA_CARD,
    )?.balance,
    walletMinor: (await t.ctx.repos.bookingLedger.listWalletCredits('usr_ada')).reduce(
      (sum, c) => sum + c.remainingMinor,
      0,
    ),
    ...(await readInventoryTotals(t.ctx.database.db)),
  });

  /** Miles, travel credit and a card: the card still pays a part (the fare is dear enough). */
  const allSources = async (cardNumber: string) => ({
    cardToken: await vaultTestCard(t.app, cardNumber),
    rewardsAccountReferenceId: ADA_CARD,
    rewardsMinor: MILES,
    applyWalletCredit: true,
  });

  /** Nothing of the booking stays charged or held, and Ada's accounts are as they were. */
  async function expectNothingCharged(
    bookingId: string,
    before: Awaited<ReturnType<typeof readAccounts>>,
  ) {
    const footprint = await readBookingFootprint(t.ctx.database.db, bookingId);
    expect(footprint.authorizations.filter((a) => a.status !== 'Voided')).toEqual([]);
    expect(footprint.openHolds).toBe(0);
    for (const net of Object.values(footprint.ledgerNet)) expect(net).toBe(0);
    const after = await readAccounts();
    // New authorizations may have been made (and voided); nothing else moved.
    expect({ ...after, authorizations: 0 }).toEqual({ ...before, authorizations: 0 });
    return footprint;
  }

  /** Miles and travel credit were taken before the failure, and given back in full. */
  function expectRedeemedAndRefunded(ledger: Record<string, number>) {
    expect(Object.keys(ledger).sort()).toEqual([
      'rewards-redeem',
      'rewards-refund',
      'wallet-redeem',
      'wallet-refund',
    ]);
    expect(ledger['rewards-redeem']).toBe(-MILES);
    expect(ledger['wallet-redeem']).toBeLessThan(0);
    expect(ledger['wallet-refund']).toBe(-(ledger['wallet-redeem'] ?? 0));
  }

  describe('flights', () => {
    /** The dearest non-stop fare JFK→LAX, so miles and travel credit leave part to the card. */
    async function quoteDearFare(browser: Browser = ada): Promise<FlightQuoteResponse> {
      const shop = FlightShopResponseSchema.parse(
        (
          await browser.call('POST', '/api/v0/flights/search', {
            tripType: 'one_way',
            slices: [{ origin: 'JFK', destination: 'LAX', departureDate: '2026-12-15' }],
            passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
            maxStops: 0,
            excludeLowCostCarriers: false,
          })
        ).json(),
      );
      const fares = shop.search.slices[0]?.itineraries.flatMap((i) => i.fares) ?? [];
      const dearest = fares.reduce<(typeof fares)[number] | undefined>(
        (best, f) => (!best || f.grandTotal.amountMinor > best.grandTotal.amountMinor ? f : best),
        undefined,
      );
      if (!dearest) throw new Error('no fare');
      const res = await browser.call('POST', '/api/v0/flights/quote', {
        tripType: 'one_way',
        passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
        fareIds: [dearest.fareId],
      });
      expect(res.statusCode, res.body).toBe(200);
      const quote = FlightQuoteResponseSchema.parse(res.json());
      expect(quote.offer.pricing.grandTotal.amountMinor).toBeGreaterThan(30_000 + MILES + 1_000);
      return quote;
    }

    async function bookAndSettle(
      browser: Browser,
      quoteToken: string,
      payment: object,
      extra: object = {},
    ): Promise<FlightBooking> {
      const res = await browser.call(
        'POST',
        '/api/v0/flights/book',
        { quoteToken, travelers: [TEST_ADULT], contact: TEST_CONTACT, payment, ...extra },
        { 'idempotency-key': randomUUID() },
      );
      expect(res.statusCode, res.body).toBe(202);
      await t.ctx.jobs.idle();
      const polled = await browser.call(
        'GET',
        `/api/v0/flights/bookings/${FlightBookingSchema.parse(res.json()).id}`,
      );
      return FlightBookingSchema.parse(polled.json());
    }

    it.each(FAILING_CARDS)(
      'card %s fails with %s and leaves nothing charged',
      async (number, code) => {
        const quote = await quoteDearFare();
        const before = await readAccounts();
        const booking = await bookAndSettle(ada, quote.quoteToken, await allSources(number));
        expect(booking).toMatchObject({
          status: 'Failed',
          confirmationCode: null,
          error: { code },
        });
        await expectNothingCharged(booking.id, before);
      },
    );

    it('voids the authorization when the supplier is too slow (card 4000000000000259): PollingTimeout', async () => {
      const quote = await quoteDearFare();
      const before = await readAccounts();
      const booking = await bookAndSettle(
        ada,
        quote.quoteToken,
        await allSources(SLOW_SUPPLIER_CARD),
      );
      expect(booking).toMatchObject({ status: 'Failed', error: { code: 'PollingTimeout' } });
      const footprint = await expectNothingCharged(booking.id, before);
      expect(footprint.authorizations.map((a) => a.status)).toEqual(['Voided']);
      expect(footprint.ledger).toMatchObject({ 'rewards-redeem': -MILES, 'rewards-refund': MILES });
    });

    it.each(BOOK_FAULTS)(
      'a %s fault on the airline’s booking call fails it with %s and gives everything back',
      async (kind, code) => {
        const quote = await quoteDearFare();
        const before = await readAccounts();
        await armSupplierFault(t.app, { product: 'flight', operation: 'book', kind });
        const booking = await bookAndSettle(
          ada,
          quote.quoteToken,
          await allSources('4242424242424242'),
        );
        expect(booking).toMatchObject({
          status: 'Failed',
          confirmationCode: null,
          error: { code },
        });
        const footprint = await expectNothingCharged(booking.id, before);
        // It failed after every payment step: the card was authorized, miles and credit redeemed.
        expect(footprint.authorizations.map((a) => a.status)).toEqual(['Voided']);
        expectRedeemedAndRefunded(footprint.ledger);
      },
    );

    it.each(QUOTE_FAULTS)(
      'a %s fault on the airline’s quote answers %s %s and holds nothing',
      async (kind, status, code) => {
        const before = await readAccounts();
        const quotesBefore = await countQuotes();
        await armSupplierFault(t.app, { product: 'flight', operation: 'quote', kind });
        const shop = FlightShopResponseSchema.parse(
          (
            await ada.call('POST', '/api/v0/flights/search', {
              tripType: 'one_way',
              slices: [{ origin: 'BOS', destination: 'ORD', departureDate: '2026-12-15' }],
              passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
              maxStops: 0,
              excludeLowCostCarriers: false,
            })
          ).json(),
        );
        const fareId = shop.search.slices[0]?.itineraries[0]?.fares[0]?.fareId ?? '';
        const res = await ada.call('POST', '/api/v0/flights/quote', {
          tripType: 'one_way',
          passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
          fareIds: [fareId],
        });
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json()).toMatchObject({ code });
        expect(await countQuotes()).toBe(quotesBefore);
        expect(await readAccounts()).toEqual(before);
        await resetSandboxConsole(t.app);
      },
    );

    it('a fault when an approved trip is booked with the airline releases the held seats and voids the card', async () => {
      const alan = (await signIn(t.app, CORPORATE_HOST, 'usr_alan')).browser;
      const grace = (await signIn(t.app, CORPORATE_HOST, 'usr_grace')).browser;
      const before = await readInventoryTotals(t.ctx.database.db);
      const quote = await quoteTestFare(alan, ['SEA', 'SFO', '2026-12-17']);
      const held = await bookAndSettle(
        alan,
        quote.quoteToken,
        { cardToken: await vaultTestCard(t.app), rewardsMinor: 0, applyWalletCredit: false },
        { outOfPolicyReason: 'Quarterly planning with the SFO team.' },
      );
      expect(held.status).toBe('AwaitingApproval');
      expect((await readBookingFootprint(t.ctx.database.db, held.id)).authorizations).toEqual([
        { status: 'Authorized', amountMinor: quote.offer.pricing.grandTotal.amountMinor },
      ]);
      await armSupplierFault(t.app, { product: 'flight', operation: 'book', kind: 'fail' });
      const approved = await grace.call('POST', `/api/v0/approvals/${held.id}/approve`);
      expect(approved.statusCode, approved.body).toBe(200);
      await t.ctx.jobs.idle();
      const failed = FlightBookingSchema.parse(
        (await alan.call('GET', `/api/v0/flights/bookings/${held.id}`)).json(),
      );
      expect(failed).toMatchObject({ status: 'Failed', error: { code: 'ProviderError' } });
      const footprint = await readBookingFootprint(t.ctx.database.db, held.id);
      expect(footprint.authorizations.map((a) => a.status)).toEqual(['Voided']);
      expect(footprint.openHolds).toBe(0);
      expect({ ...(await readInventoryTotals(t.ctx.database.db)), authorizations: 0 }).toEqual({
        ...before,
        authorizations: 0,
      });
    });
  });

  describe('hotels', () => {
    let stay: TestStay;
    let rateId: string;

    beforeAll(async () => {
      // The dearest pay-now rate of a four-night stay, so the card still pays a part.
      const found = await findTestHotelRate(ada, {
        checkInDate: '2026-12-07',
        checkOutDate: '2026-12-11',
        pick: (rates) => [...rates].sort((a, b) => b.total.amountMinor - a.total.amountMinor)[0],
      });
      stay = found.stay;
      rateId = found.rate.rateId;
    });

    async function quoteStay(): Promise<HotelQuoteResponse> {
      const quote = await quoteTestHotel(ada, rateId, stay);
      expect(quote.pricing.payNowTotal.amountMinor).toBeGreaterThan(30_000 + MILES + 1_000);
      return quote;
    }

    async function bookStay(quoteToken: string, cardNumber: string): Promise<HotelBookingView> {
      return settleTestHotelBooking(
        t,
        ada,
        await requestTestHotelBooking(t, ada, quoteToken, {
          payment: await allSources(cardNumber),
        }),
      );
    }

    it.each(FAILING_CARDS)(
      'card %s fails with %s (hotel words %s, %s) and leaves nothing charged',
      async (number, _flightCode, code, failureReason) => {
        const quote = await quoteStay();
        const before = await readAccounts();
        const booking = await bookStay(quote.quoteToken, number);
        expect(booking).toMatchObject({
          status: 'Failure',
          confirmationCode: null,
          error: { code, failureReason },
        });
        await expectNothingCharged(booking.id, before);
      },
    );

    it.each(BOOK_FAULTS)(
      'a %s fault on the hotel’s booking call fails it with %s (%s) and gives everything back',
      async (kind, code, failureReason) => {
        const quote = await quoteStay();
        const before = await readAccounts();
        await armSupplierFault(t.app, { product: 'hotel', operation: 'book', kind });
        const booking = await bookStay(quote.quoteToken, '4242424242424242');
        expect(booking).toMatchObject({
          status: 'Failure',
          confirmationCode: null,
          error: { code, failureReason },
        });
        const footprint = await expectNothingCharged(booking.id, before);
        expect(footprint.authorizations.map((a) => a.status)).toEqual(['Voided']);
        expectRedeemedAndRefunded(footprint.ledger);
      },
    );

    it.each(QUOTE_FAULTS)(
      'a %s fault on the hotel’s quote answers %s %s and holds nothing',
      async (kind, status, code) => {
        const before = await readAccounts();
        const quotesBefore = await countQuotes();
        await armSupplierFault(t.app, { product: 'hotel', operation: 'quote', kind });
        const res = await ada.call('POST', '/api/v0/hotels/quote', { rateId, stay });
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json()).toMatchObject({ code });
        expect(await countQuotes()).toBe(quotesBefore);
        expect(await readAccounts()).toEqual(before);
        await resetSandboxConsole(t.app);
      },
    );

    it('a fault when an approved stay is booked with the hotel releases the held rooms and voids the card', async () => {
      const alan = (await signIn(t.app, CORPORATE_HOST, 'usr_alan')).browser;
      const grace = (await signIn(t.app, CORPORATE_HOST, 'usr_grace')).browser;
      const before = await readInventoryTotals(t.ctx.database.db);
      const found = await findTestHotelRate(alan, { cityCode: PARIS });
      const quote = await quoteTestHotel(alan, found.rate.rateId, found.stay);
      const held = await settleTestHotelBooking(
        t,
        alan,
        await requestTestHotelBooking(t, alan, quote.quoteToken, {
          extra: { outOfPolicyReason: 'Meeting the Paris distributor.' },
        }),
      );
      expect(held.status).toBe('AwaitingApproval');
      await armSupplierFault(t.app, { product: 'hotel', operation: 'book', kind: 'fail' });
      const approved = await grace.call('POST', `/api/v0/approvals/hotels/${held.id}/approve`);
      expect(approved.statusCode, approved.body).toBe(200);
      await t.ctx.jobs.idle();
      const failed = (
        await alan.call('GET', `/api/v0/hotels/bookings/${held.id}`)
      ).json<HotelBookingView>();
      expect(failed).toMatchObject({ status: 'Failure', error: { code: 'ProviderError' } });
      const footprint = await readBookingFootprint(t.ctx.database.db, held.id);
      expect(footprint.authorizations.map((a) => a.status)).toEqual(['Voided']);
      expect(footprint.openHolds).toBe(0);
      expect({ ...(await readInventoryTotals(t.ctx.database.db)), authorizations: 0 }).toEqual({
        ...before,
        authorizations: 0,
      });
    });

    // Last, because a failure here would leave what it books booked.
    it('voids the authorization when the supplier is too slow (card 4000000000000259): PollingTimeout, Inactivity', async () => {
      const quote = await quoteStay();
      const before = await readAccounts();
      const booking = await bookStay(quote.quoteToken, SLOW_SUPPLIER_CARD);
      expect(booking).toMatchObject({
        status: 'Failure',
        error: { code: 'PollingTimeout', failureReason: 'Inactivity' },
      });
      await expectNothingCharged(booking.id, before);
    });
  });

  async function countQuotes(): Promise<number> {
    const [row] = await t.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(quotes);
    return row?.n ?? 0;
  }
});
