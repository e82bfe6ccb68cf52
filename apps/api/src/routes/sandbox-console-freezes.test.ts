import { randomUUID } from 'node:crypto';
import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import { FlightShopResponseSchema } from '@wayfare/contracts/flight-shop';
import {
  FlightFreezeExerciseQuoteSchema,
  FlightFreezeOfferSchema,
  FlightFreezeVoucherSchema,
  type FlightFreezeVoucher,
} from '@wayfare/contracts/price-freeze';
import type { SandboxConsoleState } from '@wayfare/contracts/sandbox';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { computeFreezeMovePercent } from '../sandbox/sandbox-freezes';
import { CONSUMER_HOST, TEST_START, signIn, type Browser, useTestApp } from '../testing/test-app';
import {
  callAsSandboxAdmin as adminCall,
  readConsoleAnswer as consoleState,
  SANDBOX_CONSOLE_API as CONSOLE,
} from '../testing/sandbox-admin';
import { vaultTestCard } from '../testing/vault-card';

const TWO_ADULTS = { ADT: 2, CNN: 0, INS: 0, INF: 0 };
const ACTIONS = ['above-cap', 'below-frozen', 'sell-out', 'run-out'] as const;

describe('the percent a freeze control moves a price by', () => {
  it('lands on the target side, moving only the fare (not the fee)', () => {
    // 1,000 today with a 0 fee; 1,250 wanted: +25 exactly.
    expect(
      computeFreezeMovePercent({
        todayMinor: 100_000,
        unmovedMinor: 0,
        targetMinor: 125_000,
        direction: 'up',
      }),
    ).toBe(25);
    // Up rounds up and down rounds down, so the price never stops short of the target.
    expect(
      computeFreezeMovePercent({
        todayMinor: 100_000,
        unmovedMinor: 0,
        targetMinor: 125_001,
        direction: 'up',
      }),
    ).toBe(26);
    expect(
      computeFreezeMovePercent({
        todayMinor: 100_000,
        unmovedMinor: 0,
        targetMinor: 89_999,
        direction: 'down',
      }),
    ).toBe(-11);
    // A 1,000 fee that does not move: the 10,000 fare takes the whole change.
    expect(
      computeFreezeMovePercent({
        todayMinor: 1_100_000,
        unmovedMinor: 100_000,
        targetMinor: 1_300_000,
        direction: 'up',
      }),
    ).toBe(20);
    expect(
      computeFreezeMovePercent({
        todayMinor: 1_000,
        unmovedMinor: 1_000,
        targetMinor: 2_000,
        direction: 'up',
      }),
    ).toBeNull();
  });
});

describe.each(listTestDatabaseTargets())('sandbox console price freezes on $name', (target) => {
  const t = useTestApp(target);

  /**
   * A 72-hour freeze of two adults on the first non-stop JFK → LAX fare of `date`; with
   * `returnDate`, a round trip on the first connecting itinerary of each way.
   */
  async function freezeFlight(
    browser: Browser,
    date: string,
    returnDate?: string,
  ): Promise<FlightFreezeVoucher> {
    const tripType = returnDate ? 'round_trip' : 'one_way';
    const shop = FlightShopResponseSchema.parse(
      (
        await browser.call('POST', '/api/v0/flights/search', {
          tripType,
          slices: [
            { origin: 'JFK', destination: 'LAX', departureDate: date },
            ...(returnDate
              ? [{ origin: 'LAX', destination: 'JFK', departureDate: returnDate }]
              : []),
          ],
          passengers: TWO_ADULTS,
          maxStops: returnDate ? 1 : 0,
          excludeLowCostCarriers: false,
        })
      ).json(),
    );
    const fareIds = shop.search.slices.map((slice) => {
      const itinerary = returnDate
        ? slice.itineraries.find((it) => it.segments.length > 1)
        : slice.itineraries[0];
      const fareId = itinerary?.fares[0]?.fareId;
      if (!fareId) throw new Error('no fare');
      return fareId;
    });
    const offerRes = await browser.call('POST', '/api/v0/flights/freeze/offer', {
      tripType,
      passengers: TWO_ADULTS,
      fareIds,
    });
    expect(offerRes.statusCode, offerRes.body).toBe(200);
    const offer = FlightFreezeOfferSchema.parse(offerRes.json());
    const res = await browser.call(
      'POST',
      '/api/v0/flights/freeze',
      {
        offerId: offer.offerId,
        durationHours: 72,
        payment: {
          cardToken: await vaultTestCard(t.app),
          rewardsMinor: 0,
          applyWalletCredit: false,
        },
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.statusCode, res.body).toBe(201);
    return FlightFreezeVoucherSchema.parse(res.json());
  }

  const readVoucher = async (browser: Browser, id: string) => {
    const res = await browser.call('GET', `/api/v0/trips/freezes/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return FlightFreezeVoucherSchema.parse(res.json());
  };

  const quoteExercise = async (browser: Browser, id: string) => {
    const res = await browser.call('POST', `/api/v0/flights/freeze/${id}/exercise/quote`);
    expect(res.statusCode, res.body).toBe(200);
    return FlightFreezeExerciseQuoteSchema.parse(res.json());
  };

  const listed = (state: SandboxConsoleState, id: string) => {
    const found = state.freezes.find((f) => f.freezeId === id);
    if (!found) throw new Error(`${id} is not listed`);
    return found;
  };

  /** Removes every price move, so the next test prices from the supplier's own fares. */
  async function clearPriceMoves(state: SandboxConsoleState) {
    for (const move of state.priceMoves)
      await consoleState(t, 'DELETE', `${CONSOLE}/prices/${move.id}`);
  }

  it('lists the freezes with their figures, and raises today’s price above the cap', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const voucher = await freezeFlight(browser, '2026-12-15');
    const frozen = voucher.pricings.frozen.total.amountMinor;
    const cap = voucher.pricings.cap.total.amountMinor;

    const before = await consoleState(t, 'GET', `${CONSOLE}/console`);
    const { createdAt, ...shown } = listed(before, voucher.id);
    expect(Date.parse(createdAt)).toBe(TEST_START.getTime());
    expect(shown).toEqual({
      freezeId: voucher.id,
      product: 'flight',
      state: 'Valid',
      contactEmail: (await t.ctx.repos.users.findById('usr_marcus'))?.email,
      route: 'JFK→LAX',
      flights: [
        expect.objectContaining({
          flightInstanceId: voucher.flights.slices[0]?.segments[0]?.flightInstanceId,
          isSoldOut: false,
        }),
      ],
      passengerCount: 2,
      frozenTotal: voucher.pricings.frozen.total,
      capPerPassenger: voucher.pricings.cap.perPassenger,
      expiresAt: voucher.action.expiration,
      todayTotal: voucher.pricings.frozen.total,
    });

    const raised = await consoleState(t, 'POST', `${CONSOLE}/freezes/${voucher.id}/above-cap`);
    expect(raised.priceMoves).toHaveLength(1);
    expect(raised.priceMoves[0]?.label).toContain(`(${voucher.id} above the cap)`);
    const today = listed(raised, voucher.id).todayTotal?.amountMinor ?? 0;
    expect(today).toBeGreaterThan(frozen + cap);
    // About a tenth of the cap over it: a whole percent of today's price is the step.
    expect(today).toBeLessThanOrEqual(frozen + cap * 1.1 + today * 0.01 + 2);

    // The portal sees it: over the cap on the voucher and in what exercising costs.
    const read = await readVoucher(browser, voucher.id);
    expect(read.fareOverCap).toBe(true);
    expect(read.pricings.currentSelling?.total.amountMinor).toBe(today);
    const quote = await quoteExercise(browser, voucher.id);
    if (quote.outcome !== 'Available') throw new Error('sold out');
    expect(quote.fareOverCap).toBe(true);
    expect(quote.exercise.overCap.amountMinor).toBe(today - frozen - cap);
    await clearPriceMoves(raised);
  });

  it('moves a round trip with connections onto the same side: each slice on its first flight', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    // Four weeks out, so a 3-day freeze crosses no advance-purchase deadline and is offered.
    const voucher = await freezeFlight(browser, '2026-12-22', '2026-12-26');
    expect(voucher.flights.slices.map((s) => s.segments.length)).toEqual([2, 2]);
    const frozen = voucher.pricings.frozen.total.amountMinor;
    const cap = voucher.pricings.cap.total.amountMinor;

    const raised = await consoleState(t, 'POST', `${CONSOLE}/freezes/${voucher.id}/above-cap`);
    expect(raised.priceMoves.map((m) => m.target)).toEqual(
      voucher.flights.slices.map((s) => ({
        kind: 'flight',
        flightInstanceId: s.segments[0]?.flightInstanceId,
      })),
    );
    const read = await readVoucher(browser, voucher.id);
    const today = read.pricings.currentSelling?.total.amountMinor ?? 0;
    expect(read.fareOverCap).toBe(true);
    expect(today).toBeGreaterThan(frozen + cap);
    expect(today).toBeLessThanOrEqual(frozen + cap * 1.1 + today * 0.01 + 2);
    await clearPriceMoves(raised);
  });

  it('moves today’s price about 10 % under the frozen price', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const voucher = await freezeFlight(browser, '2026-12-16');
    const frozen = voucher.pricings.frozen.total.amountMinor;

    const lowered = await consoleState(t, 'POST', `${CONSOLE}/freezes/${voucher.id}/below-frozen`);
    const today = listed(lowered, voucher.id).todayTotal?.amountMinor ?? Infinity;
    expect(today).toBeLessThanOrEqual(frozen * 0.9);
    expect(today).toBeGreaterThan(frozen * 0.88);

    const read = await readVoucher(browser, voucher.id);
    expect(read.fareOverCap).toBe(false);
    expect(read.pricings.currentSelling?.total.amountMinor).toBe(today);
    const quote = await quoteExercise(browser, voucher.id);
    if (quote.outcome !== 'Available') throw new Error('sold out');
    // The traveller pays today's lower price.
    expect(quote.exercise.pay.amountMinor).toBe(today);
    await clearPriceMoves(lowered);
  });

  it('sells the frozen flights out and puts them back on sale', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const voucher = await freezeFlight(browser, '2026-12-17');
    const flightInstanceId = voucher.flights.slices[0]?.segments[0]?.flightInstanceId ?? '';

    const soldOut = await consoleState(t, 'POST', `${CONSOLE}/freezes/${voucher.id}/sell-out`);
    expect(soldOut.sellouts.map((s) => s.flightInstanceId)).toEqual([flightInstanceId]);
    expect(soldOut.sellouts[0]?.label).toContain('JFK→LAX');
    expect(listed(soldOut, voucher.id)).toMatchObject({
      todayTotal: null,
      flights: [{ flightInstanceId, isSoldOut: true }],
    });
    // Twice is the same sellout.
    const again = await consoleState(t, 'POST', `${CONSOLE}/freezes/${voucher.id}/sell-out`);
    expect(again.sellouts).toHaveLength(1);

    const quote = await quoteExercise(browser, voucher.id);
    expect(quote.outcome).toBe('SoldOut');
    expect((await readVoucher(browser, voucher.id)).pricings.currentSelling).toBeNull();
    // Search and quote see no seat on it either.
    const quoted = await browser.call('POST', '/api/v0/flights/quote', {
      tripType: 'one_way',
      passengers: TWO_ADULTS,
      fareIds: voucher.flights.fareIds,
    });
    expect(quoted.statusCode).toBe(409);
    expect(ErrorResponseSchema.parse(quoted.json()).code).toBe('NoAvailability');

    const back = await consoleState(
      t,
      'DELETE',
      `${CONSOLE}/sellouts/${encodeURIComponent(flightInstanceId)}`,
    );
    expect(back.sellouts).toEqual([]);
    expect(listed(back, voucher.id).todayTotal).not.toBeNull();
    expect((await quoteExercise(browser, voucher.id)).outcome).toBe('Available');
    const gone = await adminCall(
      t,
      'DELETE',
      `${CONSOLE}/sellouts/${encodeURIComponent(flightInstanceId)}`,
    );
    expect(gone.statusCode).toBe(404);
  });

  it('answers 404 for an unknown freeze', async () => {
    for (const action of ACTIONS) {
      const res = await adminCall(t, 'POST', `${CONSOLE}/freezes/pf_nope/${action}`);
      expect(res.statusCode, action).toBe(404);
      expect(ErrorResponseSchema.parse(res.json())).toMatchObject({
        code: 'NotFound',
        field: 'freezeId',
      });
    }
  });

  // Last: it moves the travel clock past every freeze above.
  it('runs the clock past the window: the expiry job ends the freeze, and no control applies after', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const voucher = await freezeFlight(browser, '2026-12-18');
    const end = Date.parse(voucher.action.expiration);
    try {
      const ran = await consoleState(t, 'POST', `${CONSOLE}/freezes/${voucher.id}/run-out`);
      const now = Date.parse(ran.clock.now);
      expect(now).toBeGreaterThanOrEqual(end + 60_000);
      expect(now).toBeLessThan(end + 120_000);
      expect(t.ctx.travelClock.now().getTime()).toBe(now);

      await t.ctx.jobRunner.runDue();
      const read = await readVoucher(browser, voucher.id);
      expect(read).toMatchObject({ state: 'Expired', activity: 'IsExpired' });
      const state = await consoleState(t, 'GET', `${CONSOLE}/console`);
      expect(listed(state, voucher.id)).toMatchObject({ state: 'Expired', todayTotal: null });

      for (const action of ACTIONS) {
        const res = await adminCall(t, 'POST', `${CONSOLE}/freezes/${voucher.id}/${action}`);
        expect(res.statusCode, action).toBe(409);
        expect(ErrorResponseSchema.parse(res.json())).toMatchObject({
          code: 'Conflict',
          field: 'freezeId',
        });
      }
    } finally {
      await consoleState(t, 'POST', `${CONSOLE}/clock`, { offsetMinutes: 0 });
    }
    expect(t.ctx.travelClock.now()).toEqual(TEST_START);
  });
});
