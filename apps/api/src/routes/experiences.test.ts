import { and, eq } from 'drizzle-orm';
import {
  ExperienceAutocompleteResponseSchema,
  ExperienceAvailabilityResponseSchema,
  ExperienceBookingViewSchema,
  ExperienceShopResponseSchema,
} from '@wayfare/contracts/experiences';
import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import { ApprovalsResponseSchema } from '@wayfare/contracts/policy';
import {
  CancelConfirmResponseSchema,
  CancelQuoteSchema,
  TripDetailSchema,
  TripsResponseSchema,
} from '@wayfare/contracts/trips';
import { activitySlotSales, emailOutbox } from '@wayfare/store/schema';
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
  findTestSlot,
  quoteTestExperience,
  requestTestExperienceBooking,
  searchTestExperiences,
  settleTestExperienceBooking,
  TEST_EXPERIENCE_CITY,
  TEST_EXPERIENCE_DATE,
} from '../testing/test-experiences';

const HOUR = 3_600_000;

describe.each(listTestDatabaseTargets())('experiences on $name', (target) => {
  const t = useTestApp(target);
  const errorOf = (res: { json: () => unknown }) => ErrorResponseSchema.parse(res.json());

  const tripOf = async (browser: Browser, id: string) => {
    const res = await browser.call('GET', `/api/v0/trips/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = TripDetailSchema.parse(res.json());
    if (detail.type !== 'Experience') throw new Error('not an experience');
    return detail;
  };

  it('suggests cities, searches with filters and sorts, and answers bad input with 400s', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const suggested = await browser.call('POST', '/api/v0/autocomplete/experiences', {
      query: 'Paris',
    });
    expect(suggested.statusCode, suggested.body).toBe(200);
    const { suggestions } = ExperienceAutocompleteResponseSchema.parse(suggested.json());
    expect(suggestions[0]).toMatchObject({ label: 'Paris', cityCode: TEST_EXPERIENCE_CITY });

    const all = await searchTestExperiences(browser, { limit: 50 });
    expect(all.total).toBeGreaterThan(10);
    const cheap = await searchTestExperiences(browser, {
      sort: 'PriceLowToHigh',
      maxPriceMinor: 4000,
      minRating: 4.2,
      categories: ['Tours', 'Museums', 'Attractions'],
    });
    expect(cheap.activities.length).toBeGreaterThan(0);
    for (const a of cheap.activities) {
      expect(a.fromPrice.amountMinor).toBeLessThanOrEqual(4000);
      expect(a.userRating).toBeGreaterThanOrEqual(4.2);
      expect(['Tours', 'Museums', 'Attractions']).toContain(a.category);
    }
    const prices = cheap.activities.map((a) => a.fromPrice.amountMinor);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
    // A range finds at least what its first day finds.
    const week = await searchTestExperiences(browser, { untilDate: '2026-12-20', limit: 50 });
    expect(week.total).toBeGreaterThanOrEqual(all.total);

    const bad: [string, Record<string, unknown>, string][] = [
      [
        '/api/v0/experiences/search',
        { cityCode: 'Paris', fromDate: TEST_EXPERIENCE_DATE, untilDate: TEST_EXPERIENCE_DATE },
        'cityCode',
      ],
      [
        '/api/v0/experiences/search',
        { cityCode: 'C1', fromDate: TEST_EXPERIENCE_DATE, untilDate: TEST_EXPERIENCE_DATE },
        'cityCode',
      ],
      [
        '/api/v0/experiences/search',
        { cityCode: TEST_EXPERIENCE_CITY, fromDate: '2026-12-20', untilDate: '2026-12-14' },
        'untilDate',
      ],
      [
        '/api/v0/experiences/search',
        { cityCode: TEST_EXPERIENCE_CITY, fromDate: '2029-01-01', untilDate: '2029-01-01' },
        'fromDate',
      ],
      [
        '/api/v0/experiences/search',
        { cityCode: TEST_EXPERIENCE_CITY, fromDate: '14/12/2026', untilDate: TEST_EXPERIENCE_DATE },
        'fromDate',
      ],
      [
        '/api/v0/experiences/availability',
        { activityId: 'A1-1-0', date: TEST_EXPERIENCE_DATE, travelers: {} },
        'travelers',
      ],
      [
        '/api/v0/experiences/availability',
        {
          activityId: all.activities[0]?.activityId,
          date: TEST_EXPERIENCE_DATE,
          travelers: { Child: 2 },
        },
        'travelers',
      ],
      [
        '/api/v0/experiences/availability',
        {
          activityId: all.activities[0]?.activityId,
          date: TEST_EXPERIENCE_DATE,
          travelers: { Adult: 16 },
        },
        'travelers.Adult',
      ],
      ['/api/v0/autocomplete/experiences', { query: '' }, 'query'],
    ];
    for (const [url, body, field] of bad) {
      const res = await browser.call('POST', url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(errorOf(res).field, JSON.stringify(body)).toBe(field);
    }
    const unknown = await browser.call('POST', '/api/v0/experiences/shop', {
      activityId: 'A1-0-0',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('shows the activity page and a day of slots priced by age band', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const found = await findTestSlot(browser);
    const shop = await browser.call('POST', '/api/v0/experiences/shop', {
      activityId: found.activity.activityId,
    });
    expect(shop.statusCode, shop.body).toBe(200);
    const { activity } = ExperienceShopResponseSchema.parse(shop.json());
    expect(activity.itinerary.length).toBeGreaterThan(0);
    expect(activity.included.length).toBeGreaterThan(0);
    expect(activity.meetingPoint.name).not.toBe('');
    const quote = await quoteTestExperience(browser, found);
    const ticket = activity.tickets.find((x) => x.ticketType === 'Standard');
    const price = (band: string) =>
      ticket?.prices.find((p) => p.band === band)?.price.amountMinor ?? NaN;
    expect(quote.lines).toEqual([
      expect.objectContaining({
        band: 'Adult',
        count: 2,
        total: { amountMinor: 2 * price('Adult'), currency: 'USD' },
      }),
      expect.objectContaining({
        band: 'Child',
        count: 1,
        total: { amountMinor: price('Child'), currency: 'USD' },
      }),
    ]);
    expect(quote.total.amountMinor).toBe(2 * price('Adult') + price('Child'));
    expect(quote.total).toEqual(found.slot.total);
    expect(quote.seats).toBe(3);
  });

  it('books through the one path: card and miles, earn, H- code, e-mail, spots taken; then cancels', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const found = await findTestSlot(browser, { category: 'Tours' });
    const quote = await quoteTestExperience(browser, found);
    const [account] = await t.ctx.repos.rewards.listForUser('usr_ada');
    if (!account) throw new Error('no account');
    const child = await requestTestExperienceBooking(t, browser, quote.quoteToken, {
      lead: 'trv_ada_byron',
    });
    expect(child.statusCode).toBe(400);
    expect(errorOf(child)).toMatchObject({
      code: 'InvalidPassengers',
      field: 'leadTraveler.travelerId',
    });
    const booking = await settleTestExperienceBooking(
      t,
      browser,
      await requestTestExperienceBooking(t, browser, quote.quoteToken, {
        payment: { rewardsAccountReferenceId: account.accountReferenceId, rewardsMinor: 1000 },
      }),
    );
    expect(booking.status).toBe('Confirmed');
    expect(booking.confirmationCode).toMatch(/^H-[A-Z0-9]{6}$/);
    expect(booking.totals.payments).toEqual([
      {
        source: 'UserCard',
        amount: { amountMinor: quote.total.amountMinor - 1000, currency: 'USD' },
      },
      { source: 'Rewards', amount: { amountMinor: 1000, currency: 'USD' } },
    ]);
    expect(booking.earn?.value).toBeGreaterThan(0);
    const [mail] = await t.ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, `confirmation:${booking.id}`));
    expect(mail?.textBody).toContain(booking.confirmationCode ?? '?');
    const [sold] = await t.ctx.database.db
      .select()
      .from(activitySlotSales)
      .where(
        and(
          eq(activitySlotSales.activityId, found.activity.activityId),
          eq(activitySlotSales.startTime, found.slot.startTime),
        ),
      );
    expect(sold?.sold).toBe(3);
    // The operator's availability sees the portal's sale.
    const after = ExperienceAvailabilityResponseSchema.parse(
      (
        await browser.call('POST', '/api/v0/experiences/availability', {
          activityId: found.activity.activityId,
          date: found.date,
          travelers: { Adult: 2, Child: 1 },
        })
      ).json(),
    );
    const same = after.timeSlots.find(
      (s) => s.startTime === found.slot.startTime && s.ticketType === 'Standard',
    );
    expect(same?.spotsLeft).toBe(found.slot.spotsLeft - 3);

    const list = TripsResponseSchema.parse((await browser.call('GET', '/api/v0/trips')).json());
    expect(list.upcoming.find((c) => c.bookingId === booking.id)).toMatchObject({
      type: 'Experience',
      title: found.activity.title,
      startDate: found.date,
      travelerNames: ['Ada Lovelace'],
    });
    const trip = await tripOf(browser, booking.id);
    expect(trip.cancellationState).toBe('FullyRefundable');
    expect(trip.cancelTerms).toEqual({
      outcome: 'experience_full_refund',
      cancellableOnline: true,
    });

    const quoted = await browser.call('POST', `/api/v0/trips/${booking.id}/cancel/quote`, {});
    expect(quoted.statusCode, quoted.body).toBe(200);
    const cancelQuote = CancelQuoteSchema.parse(quoted.json());
    expect(cancelQuote.refundTotal.amountMinor).toBe(quote.total.amountMinor);
    expect(cancelQuote.experiencePolicy?.state).toBe('FullyRefundable');
    const confirmed = await browser.call('POST', `/api/v0/trips/${booking.id}/cancel`, {
      cancelQuoteId: cancelQuote.cancelQuoteId,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    CancelConfirmResponseSchema.parse(confirmed.json());
    const cancelled = await tripOf(browser, booking.id);
    expect(cancelled.cancellationState).toBe('AlreadyCanceled');
    expect(cancelled.receipt.refunds.map((r) => r.source).sort()).toEqual(['Rewards', 'UserCard']);
    const [released] = await t.ctx.database.db
      .select()
      .from(activitySlotSales)
      .where(
        and(
          eq(activitySlotSales.activityId, found.activity.activityId),
          eq(activitySlotSales.startTime, found.slot.startTime),
        ),
      );
    expect(released?.sold).toBe(0);
  });

  it('keeps part after the free deadline and refuses online after the cut-off and the start', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const found = await findTestSlot(browser, { category: 'Classes', travelers: { Adult: 1 } });
    expect(found.activity.cancellationPolicy.kind).toBe('PartiallyRefundable');
    const quote = await quoteTestExperience(browser, found, { Adult: 1 });
    const booking = await settleTestExperienceBooking(
      t,
      browser,
      await requestTestExperienceBooking(t, browser, quote.quoteToken),
    );
    const startsAt = Date.parse(booking.startsAt);
    const start = t.clock.now();
    // Each moment signs in again: the session would have ended days later.
    const at = async (msBefore: number) => {
      t.clock.set(new Date(startsAt - msBefore));
      const later = (await signIn(t.app, CONSUMER_HOST, 'usr_ada')).browser;
      return { later, trip: await tripOf(later, booking.id) };
    };
    try {
      expect((await at(72 * HOUR + 60_000)).trip.cancellationState).toBe('FullyRefundable');
      const partial = await at(72 * HOUR - 60_000);
      expect(partial.trip.cancellationState).toBe('PartiallyRefundable');
      const q = CancelQuoteSchema.parse(
        (await partial.later.call('POST', `/api/v0/trips/${booking.id}/cancel/quote`, {})).json(),
      );
      expect(q.outcome).toBe('experience_partial_refund');
      expect(q.refundTotal.amountMinor).toBe(Math.floor(quote.total.amountMinor / 2));
      expect((await at(24 * HOUR - 60_000)).trip.cancellationState).toBe('NonCancellable');
      const late = (await at(0)).trip;
      expect(late.cancellationState).toBe('PastExperienceStart');
      expect(late.canCancel).toBe(false);
    } finally {
      t.clock.set(start);
    }
  });

  it('books in the business tenant in policy', async () => {
    const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_katherine');
    const found = await findTestSlot(browser, { travelers: { Adult: 1 } });
    const quote = await quoteTestExperience(browser, found, { Adult: 1 });
    expect(quote.policyStatus).toEqual({ inPolicy: true });
    const res = await requestTestExperienceBooking(t, browser, quote.quoteToken, {
      lead: 'trv_katherine',
    });
    const booking = await settleTestExperienceBooking(t, browser, res);
    // Katherine's tier sends every trip to an approver, as for stays.
    expect(booking.status).toBe('AwaitingApproval');
    expect(booking.policy?.inPolicy).toBe(true);
    const grace = (await signIn(t.app, CORPORATE_HOST, 'usr_grace')).browser;
    const queue = ApprovalsResponseSchema.parse(
      (await grace.call('GET', '/api/v0/approvals')).json(),
    );
    expect(queue.approvals.find((a) => a.bookingId === booking.id)).toMatchObject({
      product: 'experience',
      title: found.activity.title,
      travelers: 1,
    });
    const approved = await grace.call(
      'POST',
      `/api/v0/approvals/experiences/${booking.id}/approve`,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    await t.ctx.jobs.idle();
    const after = ExperienceBookingViewSchema.parse(
      (await browser.call('GET', `/api/v0/experiences/bookings/${booking.id}`)).json(),
    );
    expect(after.status).toBe('Confirmed');
    expect(after.confirmationCode).toMatch(/^H-/);
  });

  it('sells the last spots once when bookings race for them', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const found = await findTestSlot(browser, { ticketType: 'Private', travelers: { Adult: 2 } });
    // A private group takes the slot's one spot: every quote sees it free before any booking.
    const quotes = [];
    for (let i = 0; i < 4; i++)
      quotes.push(await quoteTestExperience(browser, found, { Adult: 2 }));
    const answers = await Promise.all(
      quotes.map((quote) => requestTestExperienceBooking(t, browser, quote.quoteToken)),
    );
    await t.ctx.jobs.idle();
    const settled = await Promise.all(
      answers.map(async (res) => {
        if (res.statusCode !== 202) return errorOf(res).code;
        const id = ExperienceBookingViewSchema.parse(res.json()).id;
        const view = ExperienceBookingViewSchema.parse(
          (await browser.call('GET', `/api/v0/experiences/bookings/${id}`)).json(),
        );
        return view.status === 'Failure' ? view.error?.code : view.status;
      }),
    );
    expect(settled.filter((s) => s === 'Confirmed')).toHaveLength(1);
    expect(settled.filter((s) => s !== 'Confirmed')).toEqual([
      'NoAvailability',
      'NoAvailability',
      'NoAvailability',
    ]);
    const [sold] = await t.ctx.database.db
      .select()
      .from(activitySlotSales)
      .where(
        and(
          eq(activitySlotSales.activityId, found.activity.activityId),
          eq(activitySlotSales.ticketType, 'Private'),
          eq(activitySlotSales.startTime, found.slot.startTime),
        ),
      );
    expect(sold?.sold).toBe(1);
  });
});
