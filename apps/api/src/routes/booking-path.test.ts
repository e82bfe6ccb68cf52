import { randomUUID } from 'node:crypto';
import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import { FlightBookingSchema, type FlightBooking } from '@wayfare/contracts/flight-booking';
import type { FlightQuoteResponse } from '@wayfare/contracts/flight-shop';
import { PolicyDetailsResponseSchema } from '@wayfare/contracts/policy';
import type { SandboxFaultRequest } from '@wayfare/contracts/sandbox';
import { computeEarnOnFare } from '@wayfare/domain/display-rules';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { readBookingFootprint } from '../testing/booking-footprint';
import {
  callAsSandboxAdmin,
  readConsoleAnswer,
  SANDBOX_CONSOLE_API,
} from '../testing/sandbox-admin';
import { moveSandboxPrice } from '../testing/sandbox-console-admin';
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
  quoteTestHotel,
  requestTestHotelBooking,
  settleTestHotelBooking,
} from '../testing/test-hotels';
import { vaultTestCard } from '../testing/vault-card';

/**
 * Issue 16: the one booking path. Every booking error of spec §8 it answers has a cause (real, or
 * the sandbox console's), each passenger rule its own code at its field, the earn is one rule, and
 * a business trip is judged under its traveller's tier with its approvers told.
 */
describe.each(listTestDatabaseTargets())('the booking path on $name', (target) => {
  const t = useTestApp(target);
  let day = 0;
  /** Each test its own departure day, so no two share a flight's seats. */
  const nextDay = () => `2026-12-${String(10 + (day++ % 18)).padStart(2, '0')}`;
  /** Two nights from a day of nextDay(). */
  const twoNightsFrom = (checkInDate: string) => ({
    checkInDate,
    checkOutDate: new Date(Date.parse(`${checkInDate}T00:00:00Z`) + 2 * 86_400_000)
      .toISOString()
      .slice(0, 10),
  });

  const book = (browser: Browser, payload: unknown) =>
    browser.call('POST', '/api/v0/flights/book', payload, { 'idempotency-key': randomUUID() });
  const flightBody = (quote: FlightQuoteResponse, cardToken: string, extra: object = {}) => ({
    quoteToken: quote.quoteToken,
    travelers: [TEST_ADULT],
    contact: TEST_CONTACT,
    payment: { cardToken, rewardsMinor: 0, applyWalletCredit: false },
    ...extra,
  });
  async function settleFlight(browser: Browser, res: { statusCode: number; body: string }) {
    expect(res.statusCode, res.body).toBe(202);
    await t.ctx.jobs.idle();
    const id = FlightBookingSchema.parse(JSON.parse(res.body)).id;
    return FlightBookingSchema.parse(
      (await browser.call('GET', `/api/v0/flights/bookings/${id}`)).json(),
    );
  }
  const armFault = (fault: SandboxFaultRequest) =>
    readConsoleAnswer(t, 'POST', `${SANDBOX_CONSOLE_API}/faults`, fault);
  const errorOf = (res: { body: string }) => ErrorResponseSchema.parse(JSON.parse(res.body));

  describe('passenger rules', () => {
    it('answers each broken rule with its own code at its field, not one BadRequest', async () => {
      const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_priya');
      const domestic = await quoteTestFare(browser, ['ATL', 'DFW', nextDay()]);
      const card = await vaultTestCard(t.app);
      const cases: [object, string, string][] = [
        [{ travelers: [TEST_ADULT, TEST_ADULT] }, 'InvalidPassengers', 'travelers'],
        [
          { travelers: [{ ...TEST_ADULT, passengerType: 'CNN', dateOfBirth: '2018-01-01' }] },
          'InvalidPassengers',
          'travelers',
        ],
        [
          { travelers: [{ ...TEST_ADULT, givenName: 'Ad4' }] },
          'UnsupportedNameCharacters',
          'travelers.0.givenName',
        ],
        [
          { travelers: [{ ...TEST_ADULT, dateOfBirth: '2020-01-01' }] },
          'PassengerTypeMismatch',
          'travelers.0.dateOfBirth',
        ],
        [
          { travelers: [{ ...TEST_ADULT, knownTravelerNumber: 'K1' }] },
          'InvalidKnownTravelerNumber',
          'travelers.0.knownTravelerNumber',
        ],
        [
          { travelers: [{ ...TEST_ADULT, tsaRedressNumber: 'R-12' }] },
          'InvalidRedressNumber',
          'travelers.0.tsaRedressNumber',
        ],
        [
          { contact: { ...TEST_CONTACT, email: 'not-an-address' } },
          'ContactEmailRequired',
          'contact.email',
        ],
        [{ contact: { ...TEST_CONTACT, phone: '12' } }, 'ContactPhoneRequired', 'contact.phone'],
      ];
      for (const [extra, code, field] of cases) {
        const res = await book(browser, flightBody(domestic, card, extra));
        expect(res.statusCode, `${code}: ${res.body}`).toBe(400);
        expect(errorOf(res), code).toMatchObject({ code, field });
      }

      const abroad = await quoteTestFare(browser, ['JFK', 'LHR', nextDay()]);
      const passport = {
        number: 'P7733119',
        countryOfIssue: 'US',
        nationality: 'US',
        expiration: '2031-03-31',
      };
      const international: [object, string, string][] = [
        [{}, 'PassportMissing', 'travelers.0.passport'],
        [
          { passport: { ...passport, number: '12' } },
          'PassportInvalid',
          'travelers.0.passport.number',
        ],
        [
          { passport: { ...passport, expiration: '2026-01-01' } },
          'PassportExpired',
          'travelers.0.passport.expiration',
        ],
        [
          { passport: { ...passport, nationality: undefined } },
          'PassportNationalityMissing',
          'travelers.0.passport.nationality',
        ],
      ];
      for (const [traveler, code, field] of international) {
        const res = await book(
          browser,
          flightBody(abroad, card, { travelers: [{ ...TEST_ADULT, ...traveler }] }),
        );
        expect(res.statusCode, `${code}: ${res.body}`).toBe(400);
        expect(errorOf(res), code).toMatchObject({ code, field });
      }
      // Nothing above reached the saga.
      await t.ctx.jobs.idle();
      expect(await t.ctx.repos.flightBookings.findLiveForQuote('usr_priya', domestic.quoteId)).toBe(
        null,
      );
    }, 60_000);

    it('keeps lap infants free of trusted-traveler numbers, and books private and ageless types as their kind', async () => {
      const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
      const card = await vaultTestCard(t.app);
      const family = await quoteTestFare(browser, ['BOS', 'ORD', nextDay()], {
        passengers: { ADT: 1, CNN: 1, INS: 0, INF: 1 },
      });
      const lap = {
        ...TEST_ADULT,
        givenName: 'Byron',
        passengerType: 'INF',
        dateOfBirth: '2026-05-01',
      };
      const child = { ...TEST_ADULT, givenName: 'Anne', dateOfBirth: '2018-02-02' };
      const withNumber = await book(
        browser,
        flightBody(family, card, {
          travelers: [
            TEST_ADULT,
            { ...child, passengerType: 'CNN' },
            { ...lap, tsaRedressNumber: '1234567' },
          ],
        }),
      );
      expect(errorOf(withNumber)).toMatchObject({
        code: 'LapInfantWithTrustedTravelerNumber',
        field: 'travelers.2.tsaRedressNumber',
      });
      // A private adult (JCB), an ageless child (CHD) and a private lap infant (JNF) fill the party.
      const booked = await settleFlight(
        browser,
        await book(
          browser,
          flightBody(family, card, {
            travelers: [
              { ...TEST_ADULT, passengerType: 'JCB' },
              { ...child, passengerType: 'CHD' },
              { ...lap, passengerType: 'JNF' },
            ],
          }),
        ),
      );
      expect(booked.status).toBe('Confirmed');
      expect(booked.travelerNames).toEqual(['Ada Lovelace', 'Anne Lovelace', 'Byron Lovelace']);
    });
  });

  describe('booking errors of spec §8', () => {
    it('MaximumPriceIncreaseReached: a rise past 25% cannot be accepted; a smaller one can', async () => {
      const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
      const quote = await quoteTestFare(browser, ['DEN', 'SLC', nextDay()]);
      const quoted = quote.offer.pricing.grandTotal.amountMinor;
      const flightInstanceId = quote.offer.slices[0]?.segments[0]?.flightInstanceId ?? '';
      const move = await moveSandboxPrice(t.app, { kind: 'flight', flightInstanceId }, 50);
      const card = await vaultTestCard(t.app);
      const refused = await book(browser, flightBody(quote, card));
      expect(refused.statusCode).toBe(409);
      const error = errorOf(refused);
      expect(error).toMatchObject({ code: 'MaximumPriceIncreaseReached', field: 'quoteToken' });
      const next = Number(error.details?.newTotalMinor);
      expect(next).toBeGreaterThan(quoted * 1.25);
      // Consent to exactly that total changes nothing: it is too far to accept.
      const accepted = await book(
        browser,
        flightBody(quote, card, { acceptPriceChange: { newTotalMinor: next } }),
      );
      expect(errorOf(accepted).code).toBe('MaximumPriceIncreaseReached');
      await readConsoleAnswer(t, 'DELETE', `${SANDBOX_CONSOLE_API}/prices/${move}`);
    });

    it('UserCardNotFound: a saved card removed while the page was open', async () => {
      const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_sofia');
      const card = await vaultTestCard(t.app);
      const first = await quoteTestFare(browser, ['SEA', 'PDX', nextDay()]);
      await settleFlight(
        browser,
        await book(
          browser,
          flightBody(first, card, {
            payment: { cardToken: card, saveCard: true, rewardsMinor: 0, applyWalletCredit: false },
          }),
        ),
      );
      const quote = await quoteTestFare(browser, ['SEA', 'PDX', nextDay()]);
      const saved = { cardToken: card, savedCard: true, rewardsMinor: 0, applyWalletCredit: false };
      expect((await browser.call('DELETE', `/api/v0/paymentMethods/${card}`)).statusCode).toBe(204);
      const res = await book(browser, flightBody(quote, card, { payment: saved }));
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 'UserCardNotFound', field: 'payment.cardToken' });
    });

    it('ExcessiveUserActivity: after three declined cards on one held price, no more cards for it', async () => {
      const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_leo');
      const quote = await quoteTestFare(browser, ['MIA', 'ATL', nextDay()]);
      for (let i = 0; i < 3; i += 1) {
        const declined = await settleFlight(
          browser,
          await book(browser, flightBody(quote, await vaultTestCard(t.app, '4000000000000002'))),
        );
        expect(declined.error?.code).toBe('CardDeclined');
      }
      const res = await book(browser, flightBody(quote, await vaultTestCard(t.app)));
      expect(res.statusCode).toBe(429);
      expect(errorOf(res)).toMatchObject({
        code: 'ExcessiveUserActivity',
        field: 'payment.cardToken',
      });
      // Another held price is not blocked.
      const other = await quoteTestFare(browser, ['MIA', 'ATL', nextDay()]);
      expect(
        (
          await settleFlight(
            browser,
            await book(browser, flightBody(other, await vaultTestCard(t.app))),
          )
        ).status,
      ).toBe('Confirmed');
    });

    it.each([
      ['fail', 502, 'QuoteError'],
      ['timeout', 504, 'Timeout'],
      ['UpgradeRequired', 426, 'UpgradeRequired'],
      ['PriceUnavailableUnder25', 409, 'PriceUnavailableUnder25'],
    ] as const)(
      'a %s fault on pressing Book answers %i %s before anything is recorded',
      async (kind, status, code) => {
        const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_nora');
        const quote = await quoteTestFare(browser, ['ORD', 'MSP', nextDay()]);
        await armFault({ product: 'flight', operation: 'prepare', kind });
        const res = await book(browser, flightBody(quote, await vaultTestCard(t.app)));
        expect(res.statusCode, res.body).toBe(status);
        expect(errorOf(res).code).toBe(code);
        expect(await t.ctx.repos.flightBookings.findLiveForQuote('usr_nora', quote.quoteId)).toBe(
          null,
        );
      },
      20_000,
    );

    it.each([
      ['BookError', false],
      ['VccGenerationFailure', false],
      ['BookFailed', true],
      ['TicketingUnconfirmed', true],
    ] as const)(
      'a %s fault after Book fails the booking with that code and leaves nothing charged',
      async (kind, supplierTookIt) => {
        const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_owen');
        const quote = await quoteTestFare(browser, ['PHX', 'LAS', nextDay()]);
        await armFault({ product: 'flight', operation: 'fulfil', kind });
        const booking = await settleFlight(
          browser,
          await book(browser, flightBody(quote, await vaultTestCard(t.app))),
        );
        expect(booking).toMatchObject({ status: 'Failed', error: { code: kind } });
        const footprint = await readBookingFootprint(t.ctx.database.db, booking.id);
        expect(footprint.authorizations.map((a) => a.status)).toEqual(['Voided']);
        expect(footprint.openHolds).toBe(0);
        const row = await t.ctx.repos.flightBookings.findById(booking.id);
        expect(row?.progress.includes('supplierBooked')).toBe(supplierTookIt);
      },
    );

    it('a stay answers the hotel words: BookFailed with a failure reason, VccGenerationFailure a PaymentError', async () => {
      const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_jamal');
      for (const [kind, reason] of [
        ['BookFailed', 'Unknown'],
        ['VccGenerationFailure', 'PaymentError'],
      ] as const) {
        const { stay, rate } = await findTestHotelRate(browser, twoNightsFrom(nextDay()));
        const quote = await quoteTestHotel(browser, rate.rateId, stay);
        await armFault({ product: 'hotel', operation: 'fulfil', kind });
        const booking = await settleTestHotelBooking(
          t,
          browser,
          await requestTestHotelBooking(t, browser, quote.quoteToken),
        );
        expect(booking).toMatchObject({
          status: 'Failure',
          error: { code: kind, failureReason: reason },
        });
      }
    });

    it('refuses a ticketing fault for a hotel at the console', async () => {
      const res = await callAsSandboxAdmin(t, 'POST', `${SANDBOX_CONSOLE_API}/faults`, {
        product: 'hotel',
        operation: 'fulfil',
        kind: 'TicketingUnconfirmed',
      });
      expect(res.statusCode).toBe(400);
      const wrongCall = await callAsSandboxAdmin(t, 'POST', `${SANDBOX_CONSOLE_API}/faults`, {
        product: 'flight',
        operation: 'book',
        kind: 'BookError',
      });
      expect(wrongCall.statusCode).toBe(400);
    });
  });

  describe('earn', () => {
    it('is one rule for flights and stays: on the card part only, rounded alike', async () => {
      const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
      const payment = (cardToken: string) => ({
        cardToken,
        rewardsAccountReferenceId: 'RA-1001',
        rewardsMinor: 1_234,
        applyWalletCredit: false,
      });
      const flight: FlightBooking = await settleFlight(
        browser,
        await book(
          browser,
          flightBody(
            await quoteTestFare(browser, ['ATL', 'MCO', nextDay()]),
            await vaultTestCard(t.app),
            { payment: payment(await vaultTestCard(t.app)) },
          ),
        ),
      );
      const { stay, rate } = await findTestHotelRate(browser, twoNightsFrom(nextDay()));
      const quote = await quoteTestHotel(browser, rate.rateId, stay);
      const hotel = await settleTestHotelBooking(
        t,
        browser,
        await requestTestHotelBooking(t, browser, quote.quoteToken, {
          payment: payment(await vaultTestCard(t.app)),
        }),
      );
      const account = (await t.ctx.repos.rewards.listForUser('usr_ada')).find(
        (a) => a.accountReferenceId === 'RA-1001',
      );
      if (!account) throw new Error('no account');
      for (const [booking, rateHundredths] of [
        [flight, account.earnRates.flights],
        [hotel, account.earnRates.hotels],
      ] as const) {
        const card = booking.totals.payments.find((p) => p.source === 'UserCard')?.amount;
        if (!card) throw new Error('no card part');
        expect(
          booking.totals.payments.find((p) => p.source === 'Rewards')?.amount.amountMinor,
        ).toBe(1_234);
        expect(booking.earn).toEqual(computeEarnOnFare(card, rateHundredths, account.currency));
      }
    });
  });

  describe("the traveller's policy tier", () => {
    const economy = { pick: (b: { cabinClass: string }) => b.cabinClass === 'Economy' };

    it("judges an arranger's booking for a colleague under the colleague's tier", async () => {
      // Katherine (Standard: approval required) books for Grace (Executive: booked at once).
      const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_katherine');
      const tier = PolicyDetailsResponseSchema.parse(
        (await browser.call('GET', '/api/v0/policies/details?travelerId=trv_grace')).json(),
      ).tier;
      expect(tier).toMatchObject({ name: 'Executive', approvalProcess: 'auto' });
      const quote = await quoteTestFare(browser, ['ORD', 'DTW', nextDay()], economy);
      const booking = await settleFlight(
        browser,
        await book(
          browser,
          flightBody(quote, await vaultTestCard(t.app), {
            travelers: [{ passengerType: 'ADT', travelerId: 'trv_grace' }],
          }),
        ),
      );
      expect(booking).toMatchObject({
        status: 'Confirmed',
        policy: { approvalProcess: 'auto', inPolicy: true },
      });
    });

    it('holds a guest’s trip under the booker’s tier and e-mails each approver a link to /approvals/', async () => {
      const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_katherine');
      const quote = await quoteTestFare(browser, ['ORD', 'CLE', nextDay()], economy);
      const booking = await settleFlight(
        browser,
        await book(
          browser,
          flightBody(quote, await vaultTestCard(t.app), {
            travelers: [{ passengerType: 'ADT', travelerId: 'trv_nwa_guest' }],
          }),
        ),
      );
      expect(booking).toMatchObject({
        status: 'AwaitingApproval',
        policy: { approvalProcess: '24hr_review' },
      });
      // Grace is Northwind's admin: she is told, with the trip and the link.
      const mail = await t.ctx.repos.flightBookings.findEmail(
        `approval-request:${booking.id}:usr_grace`,
      );
      expect(mail).toMatchObject({ toAddress: 'grace.hopper@northwind.example' });
      expect(mail?.subject).toBe('Approval needed: ORD → CLE');
      expect(mail?.textBody).toContain('Travelers: Alex Visitor');
      expect(mail?.textBody).toContain('http://corporate.localhost:3000/approvals/');
    });

    it('holds a stay for a Standard-tier colleague booked by an Executive admin, and nobody approves their own', async () => {
      const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_grace');
      const { stay, rate } = await findTestHotelRate(browser, twoNightsFrom(nextDay()));
      const quote = await quoteTestHotel(browser, rate.rateId, stay);
      const booking = await settleTestHotelBooking(
        t,
        browser,
        await requestTestHotelBooking(t, browser, quote.quoteToken, {
          extra: {
            guests: {
              lead: {
                givenName: 'Katherine',
                surname: 'Johnson',
                countryCode: 'US',
                travelerId: 'trv_katherine',
              },
              others: [],
            },
            outOfPolicyReason: 'Client workshop all week',
          },
        }),
      );
      expect(booking).toMatchObject({
        status: 'AwaitingApproval',
        policy: { approvalProcess: '24hr_review' },
      });
      // Grace booked it: she is Northwind's only admin, so no approver e-mail goes to her.
      expect(
        await t.ctx.repos.flightBookings.findEmail(`approval-request:${booking.id}:usr_grace`),
      ).toBe(null);
    });
  });
});
