import { randomUUID } from 'node:crypto';
import { HomeBookingViewSchema, HomeShopResponseSchema } from '@wayfare/contracts/home-booking';
import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import { ApprovalsResponseSchema } from '@wayfare/contracts/policy';
import { emailOutbox } from '@wayfare/store/schema';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import {
  CONSUMER_HOST,
  CORPORATE_HOST,
  signIn,
  useTestApp,
  type Browser,
} from '../testing/test-app';
import {
  findTestHome,
  quoteTestHome,
  requestTestHomeBooking,
  searchTestHomes,
  settleTestHomeBooking,
  testHomeStay,
} from '../testing/test-homes';

describe.each(listTestDatabaseTargets())('home booking on $name', (target) => {
  const t = useTestApp(target);
  const errorOf = (res: { json: () => unknown }) => ErrorResponseSchema.parse(res.json());

  it('books a home: H- code, host contact once confirmed, earn at the homes rate, e-mail', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const home = await findTestHome(browser);
    const quote = await quoteTestHome(browser, testHomeStay(home.listingId));
    expect(quote.pricing.total).toEqual(home.pricing.total);
    expect(quote.quoteId).toMatch(/^vq_/);
    const read = await browser.call('GET', `/api/v0/homes/quote/${quote.quoteId}`);
    expect(read.statusCode, read.body).toBe(200);
    const key = randomUUID();
    const res = await requestTestHomeBooking(t, browser, quote.quoteToken, {
      key,
      extra: { messageToHost: 'We arrive around 18:00.' },
    });
    const pending = HomeBookingViewSchema.parse(res.json());
    expect(pending.id).toMatch(/^vb_/);
    expect(pending.hostContact).toBeNull();
    const booking = await settleTestHomeBooking(t, browser, res);
    expect(booking.status).toBe('Confirmed');
    expect(booking.confirmationCode).toMatch(/^H-[A-Z2-9]{6}$/);
    expect(booking.hostContact?.name).toBe(home.hostName);
    expect(booking.guest).toMatchObject({ givenName: 'Ada', surname: 'Lovelace' });
    expect(booking.messageToHost).toBe('We arrive around 18:00.');
    expect(booking.totals.total).toEqual(home.pricing.total);
    const [card] = await t.ctx.repos.rewards.listForUser('usr_ada');
    const rate = card?.earnRates.homes ?? 0;
    expect(booking.earn?.value).toBe(
      card?.currency === 'miles'
        ? Math.ceil((booking.totals.total.amountMinor / 100) * (rate / 100))
        : booking.earn?.value,
    );
    const mails = await t.ctx.database.db.select().from(emailOutbox);
    expect(mails.some((m) => m.id === `confirmation:${booking.id}`)).toBe(true);
    // The same key answers the same booking.
    const again = await browser.call('GET', `/api/v0/homes/bookings/${booking.id}`);
    expect(again.statusCode).toBe(200);
    // Someone else cannot read it.
    const marcus = (await signIn(t.app, CONSUMER_HOST, 'usr_marcus')).browser;
    expect((await marcus.call('GET', `/api/v0/homes/bookings/${booking.id}`)).statusCode).toBe(404);
    // The nights are taken: the home is no longer found for them, and its page says why.
    const after = await searchTestHomes(browser);
    expect(after.homes.some((h) => h.listingId === home.listingId)).toBe(false);
    const shop = HomeShopResponseSchema.parse(
      (await browser.call('POST', '/api/v0/homes/shop', testHomeStay(home.listingId))).json(),
    );
    expect(shop.availability.violations).toContainEqual({
      reason: 'BlockedDates',
      blockedNights: ['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17'],
    });
  });

  it('refuses bad bookings with 400 at their field and never writes a row', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const home = await findTestHome(browser, () => true, {
      checkInDate: '2026-12-20',
      checkOutDate: '2026-12-24',
    });
    const quote = await quoteTestHome(
      browser,
      testHomeStay(home.listingId, { checkInDate: '2026-12-20', checkOutDate: '2026-12-24' }),
    );
    const stranger = await requestTestHomeBooking(t, browser, quote.quoteToken, {
      guest: 'trv_marcus',
    });
    expect(stranger.statusCode).toBe(400);
    expect(errorOf(stranger)).toMatchObject({ code: 'BadRequest', field: 'guest.travelerId' });
    const noMail = await requestTestHomeBooking(t, browser, quote.quoteToken, {
      extra: { contact: { email: 'nope', phone: '+1 555 010 0000' } },
    });
    expect(errorOf(noMail)).toMatchObject({ code: 'ContactEmailRequired', field: 'contact.email' });
    const bad = await requestTestHomeBooking(t, browser, 'not.a.token');
    expect(errorOf(bad)).toMatchObject({ code: 'Invalid Quote', field: 'quoteToken' });
    const noGuest = await browser.call(
      'POST',
      '/api/v0/homes/book',
      { quoteToken: quote.quoteToken },
      { 'idempotency-key': randomUUID() },
    );
    expect(noGuest.statusCode).toBe(400);
    const rows = (await t.ctx.repos.trips.listBookings('usr_ada', 'capone')).filter(
      (b) => b.product === 'home' && b.booking.quoteId === quote.quoteId,
    );
    expect(rows).toHaveLength(0);
  });

  it('sells the last nights once: of two overlapping bookings exactly one wins', async () => {
    const ada = (await signIn(t.app, CONSUMER_HOST, 'usr_ada')).browser;
    const marcus = (await signIn(t.app, CONSUMER_HOST, 'usr_marcus')).browser;
    const dates = { checkInDate: '2027-01-11', checkOutDate: '2027-01-15' };
    // Marcus wants the last two of Ada's nights and one more: a home free for both stays.
    const overlapping = { checkInDate: '2027-01-13', checkOutDate: '2027-01-16' };
    const forMarcus = new Set(
      (await searchTestHomes(marcus, overlapping)).homes.map((h) => h.listingId),
    );
    const home = await findTestHome(ada, (h) => forMarcus.has(h.listingId), dates);
    const adaQuote = await quoteTestHome(ada, testHomeStay(home.listingId, dates));
    const marcusQuote = await quoteTestHome(marcus, testHomeStay(home.listingId, overlapping));
    const [a, m] = await Promise.all([
      requestTestHomeBooking(t, ada, adaQuote.quoteToken),
      requestTestHomeBooking(t, marcus, marcusQuote.quoteToken, { guest: 'trv_marcus' }),
    ]);
    await t.ctx.jobs.idle();
    const readBack = async (browser: Browser, res: typeof a) => {
      if (res.statusCode !== 202) return { status: 'Refused', error: errorOf(res) };
      const id = HomeBookingViewSchema.parse(res.json()).id;
      return HomeBookingViewSchema.parse(
        (await browser.call('GET', `/api/v0/homes/bookings/${id}`)).json(),
      );
    };
    const views = [await readBack(ada, a), await readBack(marcus, m)];
    const won = views.filter((v) => v.status === 'Confirmed');
    expect(won).toHaveLength(1);
    const lost = views.find((v) => v.status !== 'Confirmed');
    const code = lost && 'error' in lost ? lost.error?.code : undefined;
    expect(['BlockedDates', 'NoAvailability']).toContain(code);
    const held = await t.ctx.repos.homeNights.getBookedNights([home.listingId], 0, 30_000);
    const winner = won[0];
    expect(held.get(home.listingId)?.size).toBe(
      winner && 'stay' in winner && winner.stay.checkInDate === dates.checkInDate ? 4 : 3,
    );
  });

  it('holds an out-of-policy home for approval with a reason; the approver decides', async () => {
    const katherine = (await signIn(t.app, CORPORATE_HOST, 'usr_katherine')).browser;
    const grace = (await signIn(t.app, CORPORATE_HOST, 'usr_grace')).browser;
    const found = await searchTestHomes(katherine, { cityCode: 'C2988507', adults: 6 });
    expect(found.policyStatus).not.toBe('none');
    const pricey = found.homes.find((h) => h.policyStatus?.inPolicy === false);
    const fine = found.homes.find((h) => h.policyStatus?.inPolicy === true);
    if (!pricey || !fine) throw new Error('no homes either side of the cap');
    expect(pricey.policyStatus?.violations[0]).toMatchObject({ code: 'NightlyPriceOverCap' });
    const stay = testHomeStay(pricey.listingId, { adults: 6 });
    const q = await quoteTestHome(katherine, stay);
    expect(q.policyStatus?.inPolicy).toBe(false);
    const noReason = await requestTestHomeBooking(t, katherine, q.quoteToken, {
      guest: 'trv_katherine',
    });
    expect(errorOf(noReason)).toMatchObject({
      code: 'OutOfPolicyReasonRequired',
      field: 'outOfPolicyReason',
    });
    const held = await settleTestHomeBooking(
      t,
      katherine,
      await requestTestHomeBooking(t, katherine, q.quoteToken, {
        guest: 'trv_katherine',
        extra: { outOfPolicyReason: 'The whole team of six stays together for the offsite.' },
      }),
    );
    expect(held.status).toBe('AwaitingApproval');
    expect(held.policy).toMatchObject({ inPolicy: false, approvalProcess: '24hr_review' });
    // The nights are held while the approver decides.
    const nights = await t.ctx.repos.homeNights.listHeld(held.id);
    expect(nights).toHaveLength(4);
    const queue = ApprovalsResponseSchema.parse(
      (await grace.call('GET', '/api/v0/approvals')).json(),
    );
    expect(queue.approvals).toContainEqual(
      expect.objectContaining({ bookingId: held.id, product: 'home', nights: 4, guests: 6 }),
    );
    const declined = await grace.call('POST', `/api/v0/approvals/homes/${held.id}/decline`);
    expect(declined.statusCode, declined.body).toBe(200);
    await t.ctx.jobs.idle();
    expect(await t.ctx.repos.homeNights.listHeld(held.id)).toEqual([]);

    // In policy: booked at once, earning 5X on Venture X Business.
    const ok = await settleTestHomeBooking(
      t,
      katherine,
      await requestTestHomeBooking(
        t,
        katherine,
        (await quoteTestHome(katherine, testHomeStay(fine.listingId, { adults: 6 }))).quoteToken,
        // Grace's tier books without approval.
        { guest: 'trv_grace' },
      ),
    );
    expect(ok.status).toBe('Confirmed');
    expect(ok.policy).toMatchObject({ inPolicy: true, approvalProcess: 'auto' });
    const [card] = await t.ctx.repos.rewards.listForUser('usr_katherine');
    expect(ok.earn).toEqual({
      value: Math.ceil((ok.totals.total.amountMinor / 100) * ((card?.earnRates.homes ?? 0) / 100)),
      currency: 'miles',
    });
  });
});
