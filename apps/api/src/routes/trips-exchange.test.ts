import { ExchangeEntrySchema } from '@wayfare/contracts/exchange';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { CONSUMER_HOST, signIn, type Browser, useTestApp } from '../testing/test-app';
import { bookTestFlight, quoteTestFare } from '../testing/test-flights';

/*
 * Where changing a booked flight starts (issue 18; spec §2 exchange screen states): inside the
 * void window it is a free cancellation instead, a fare that cannot change is ineligible, a
 * changeable one goes to the exchange with its fee, and only the owner sees it.
 */
describe.each(listTestDatabaseTargets())('the exchange entry on $name', (target) => {
  const t = useTestApp(target);
  const entryOf = async (browser: Browser, id: string) => {
    const res = await browser.call('GET', `/api/v0/trips/${id}/exchange`);
    expect(res.statusCode, res.body).toBe(200);
    return ExchangeEntrySchema.parse(res.json());
  };

  it('answers each booking’s screen on the travel clock', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const basic = await bookTestFlight(
      t,
      browser,
      await quoteTestFare(browser, ['DEN', 'SEA', '2027-02-10'], {
        pick: (b) => b.penaltiesInfo.changePenalty.kind === 'NotPossible',
      }),
    );
    const changeable = await quoteTestFare(browser, ['DEN', 'SEA', '2027-02-11'], {
      pick: (b) => b.penaltiesInfo.changePenalty.kind === 'WithFee',
    });
    const main = await bookTestFlight(t, browser, changeable);

    // Just booked: inside the void window, a free cancellation rather than a change.
    const voidable = await entryOf(browser, basic.id);
    expect(voidable).toMatchObject({ state: 'TicketedVoidable', firstStep: 'ChangeDateTime' });
    expect(voidable.voidWindowEndsAt).not.toBeNull();

    t.ctx.travelClock.setOffsetMinutes(3 * 24 * 60);
    expect((await entryOf(browser, basic.id)).state).toBe('IneligibleForExchange');
    const fee = changeable.offer.slices[0]?.fares[0]?.penaltiesInfo.changePenalty.fee;
    expect(await entryOf(browser, main.id)).toMatchObject({
      state: 'GoToExchange',
      changeFee: { amountMinor: fee?.amountMinor, currency: 'USD' },
      slices: [{ origin: 'DEN', destination: 'SEA' }],
      voidWindowEndsAt: null,
    });

    const other = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const res = await other.browser.call('GET', `/api/v0/trips/${main.id}/exchange`);
    expect(res.statusCode).toBe(404);
    t.ctx.travelClock.setOffsetMinutes(0);
  });
});
