import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import {
  PackageBookingViewSchema,
  PackageFlightShopResponseSchema,
  PackageHotelShopResponseSchema,
  PackageQuoteResponseSchema,
} from '@wayfare/contracts/packages';
import { emailOutbox } from '@wayfare/store/schema';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { readBookingFootprint } from '../testing/booking-footprint';
import { callAsSandboxAdmin, SANDBOX_CONSOLE_API } from '../testing/sandbox-admin';
import { armSupplierFault } from '../testing/sandbox-console-admin';
import { CONSUMER_HOST, CORPORATE_HOST, signIn, useTestApp } from '../testing/test-app';
import {
  quoteTestPackage,
  requestTestPackageBooking,
  searchTestPackages,
  settleTestPackageBooking,
  TEST_PACKAGE_SEARCH,
} from '../testing/test-packages';

describe.each(listTestDatabaseTargets())('packages on $name', (target) => {
  const t = useTestApp(target);
  const errorOf = (res: { json: () => unknown }) => ErrorResponseSchema.parse(res.json());

  it('prices every hotel as a package below both parts booked apart, cheapest first', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const found = await searchTestPackages(browser);
    expect(found.hotels.length).toBeGreaterThan(3);
    expect(found.travelers).toBe(2);
    expect(found.nights).toBe(4);
    expect(found.includedFlight.fareIds).toHaveLength(2);
    expect(found.includedFlight.slices.map((s) => s.origin)).toEqual(['JFK', 'LHR']);
    const totals = found.hotels.map((h) => h.package.total.amountMinor);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    for (const hotel of found.hotels) {
      const p = hotel.package;
      expect(p.saving.amountMinor).toBeGreaterThan(0);
      expect(p.total.amountMinor + p.saving.amountMinor).toBe(p.separateTotal.amountMinor);
      expect(p.perPerson.amountMinor).toBe(Math.ceil(p.total.amountMinor / 2));
      // The bundled rate is 4 % to 15 % of the hotel part, so the saving is a few percent overall.
      expect(p.savingPercent).toBeLessThanOrEqual(15);
    }
  });

  it('books flight and hotel in one saga: both confirmed, one charge, earn on each part, e-mail', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const quote = await quoteTestPackage(browser);
    expect(quote.quoteId).toMatch(/^pq_/);
    // The price is fresh for 15 seconds; the booking page is held 30 minutes.
    expect(quote.priceTimeoutSeconds).toBe(15);
    expect(Date.parse(quote.priceFreshUntil) - Date.parse(quote.createdAt)).toBe(15_000);
    expect(quote.holdMinutes).toBe(30);
    expect(Date.parse(quote.expiresAt) - Date.parse(quote.createdAt)).toBe(30 * 60_000);
    expect(quote.priceDropProtection).toBe(false);
    expect(quote.price.saving.amountMinor).toBeGreaterThan(0);
    // Hidden rates: the quote names the room but never a price for the hotel alone.
    expect(JSON.stringify(quote)).not.toMatch(/payNowTotal|totalDiscountAware|bundled/);
    // Nor in its cancellation terms: the tiers say kinds and percents, never the hotel's amounts.
    expect(quote.cancellationPolicy.tiers.map((tier) => tier.penalty.amountMinor)).toEqual(
      quote.cancellationPolicy.tiers.map(() => 0),
    );
    const read = await browser.call('GET', `/api/v0/packages/quote/${quote.quoteId}`);
    expect(PackageQuoteResponseSchema.parse(read.json()).price).toEqual(quote.price);

    const res = await requestTestPackageBooking(t, browser, quote.quoteToken);
    const booking = await settleTestPackageBooking(t, browser, res);
    expect(booking.id).toMatch(/^pb_/);
    expect(booking.status).toBe('Confirmed');
    expect(booking.confirmationCode).toMatch(/^P-[A-Z2-9]{6}$/);
    expect(booking.flightPart.status).toBe('Confirmed');
    expect(booking.flightPart.locator).toBeTruthy();
    expect(booking.hotelPart.status).toBe('Confirmed');
    expect(booking.hotelPart.confirmationCode).toBeTruthy();
    expect(booking.flightPart.travelers.map((p) => p.surname)).toEqual(['Lovelace', 'Babbage']);
    expect(booking.totals.total).toEqual(quote.price.total);
    expect(booking.totals.payments).toEqual([{ source: 'UserCard', amount: quote.price.total }]);
    expect(booking.hotelPart.cancellationPolicy).toEqual(quote.cancellationPolicy);
    const footprint = await readBookingFootprint(t.ctx.database.db, booking.id);
    expect(footprint.authorizations).toEqual([
      { status: 'Captured', amountMinor: quote.price.total.amountMinor },
    ]);
    // Each part earns at its own rate: the flight share at the flights rate, the rest at hotels.
    const [card] = await t.ctx.repos.rewards.listForUser('usr_ada');
    expect(booking.earn?.value).toBe(quote.earn[0]?.value);
    expect(booking.earn?.currency).toBe(card?.currency);
    const mails = await t.ctx.database.db.select().from(emailOutbox);
    expect(mails.some((m) => m.id === `confirmation:${booking.id}`)).toBe(true);
    // Someone else cannot read it; the same quote cannot be booked twice.
    const marcus = (await signIn(t.app, CONSUMER_HOST, 'usr_marcus')).browser;
    expect((await marcus.call('GET', `/api/v0/packages/bookings/${booking.id}`)).statusCode).toBe(
      404,
    );
    const again = await requestTestPackageBooking(t, browser, quote.quoteToken);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('DuplicateBooking');
  });

  it('a hotel that fails after the flight was booked leaves nothing charged and nothing held', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const quote = await quoteTestPackage(browser, { hotelIndex: 1 });
    await armSupplierFault(t.app, { product: 'hotel', operation: 'book', kind: 'fail' });
    const res = await requestTestPackageBooking(t, browser, quote.quoteToken);
    const booking = await settleTestPackageBooking(t, browser, res);
    expect(booking.status).toBe('Failure');
    expect(booking.error).toMatchObject({ code: 'ProviderError', part: 'hotel' });
    expect(booking.flightPart.status).toBe('Cancelled');
    expect(booking.hotelPart.status).toBe('Failed');
    expect(booking.confirmationCode).toBeNull();
    const footprint = await readBookingFootprint(t.ctx.database.db, booking.id);
    expect(footprint.authorizations.length).toBeGreaterThan(0);
    expect(footprint.authorizations.every((a) => a.status === 'Voided')).toBe(true);
    expect(footprint.openHolds).toBe(0);
    const airline = await t.ctx.suppliers.flights.retrieve(booking.id);
    expect(airline.ok && airline.value.status).toBe('Cancelled');
    // A retry after the failure books the same quote.
    const retry = await settleTestPackageBooking(
      t,
      browser,
      await requestTestPackageBooking(t, browser, quote.quoteToken),
    );
    expect(retry.status).toBe('Confirmed');
  });

  it('a fresh quote books at its price though the supplier moved it within the timeout', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const quote = await quoteTestPackage(browser, { hotelIndex: 6 });
    await callAsSandboxAdmin(t, 'POST', `${SANDBOX_CONSOLE_API}/prices`, {
      target: { kind: 'hotel', lodgingId: quote.hotel.lodgingId },
      percent: 10,
    });
    // 14.999 s old: still fresh (the timeout's last instant is stale).
    t.clock.advance(14_999);
    const booking = await settleTestPackageBooking(
      t,
      browser,
      await requestTestPackageBooking(t, browser, quote.quoteToken),
    );
    expect(booking.status).toBe('Confirmed');
    expect(booking.totals.total).toEqual(quote.price.total);
  });

  it('a quote older than the timeout at the same price books straight on', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const quote = await quoteTestPackage(browser, { hotelIndex: 7 });
    t.clock.advance(15_000);
    const res = await requestTestPackageBooking(t, browser, quote.quoteToken);
    expect(res.statusCode, res.body).toBe(202);
    const booking = await settleTestPackageBooking(t, browser, res);
    expect(booking.status).toBe('Confirmed');
    expect(booking.totals.total).toEqual(quote.price.total);
  });

  it('a quote older than the timeout at a new price asks consent, then books at the new price', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const quote = await quoteTestPackage(browser, { hotelIndex: 8 });
    await callAsSandboxAdmin(t, 'POST', `${SANDBOX_CONSOLE_API}/prices`, {
      target: { kind: 'hotel', lodgingId: quote.hotel.lodgingId },
      percent: 10,
    });
    t.clock.advance(16_000);
    const changed = await requestTestPackageBooking(t, browser, quote.quoteToken);
    expect(changed.statusCode, changed.body).toBe(409);
    const notice = errorOf(changed);
    expect(notice.code).toBe('PriceChanged');
    const details = notice.details as { quotedTotalMinor: number; newTotalMinor: number };
    expect(details.quotedTotalMinor).toBe(quote.price.total.amountMinor);
    expect(details.newTotalMinor).toBeGreaterThan(quote.price.total.amountMinor);
    // Nothing booked, held or charged before the person accepts.
    const rows = await t.ctx.repos.packageBookings.listForTrips('usr_ada', 'capone');
    expect(rows.filter((r) => r.quoteId === quote.quoteId)).toHaveLength(0);
    // The notice never gives the hotel part alone.
    expect(changed.body).not.toMatch(/payNowTotal|totalDiscountAware|bundled|hotelMinor/);
    // Accepting another total than the current one is still refused.
    const wrong = await requestTestPackageBooking(t, browser, quote.quoteToken, {
      extra: { acceptPriceChange: { newTotalMinor: details.newTotalMinor - 1 } },
    });
    expect(errorOf(wrong).code).toBe('PriceChanged');
    const accepted = await requestTestPackageBooking(t, browser, quote.quoteToken, {
      extra: { acceptPriceChange: { newTotalMinor: details.newTotalMinor } },
    });
    expect(accepted.statusCode, accepted.body).toBe(202);
    const booking = await settleTestPackageBooking(t, browser, accepted);
    expect(booking.status).toBe('Confirmed');
    expect(booking.totals.total.amountMinor).toBe(details.newTotalMinor);
    expect(booking.price.total.amountMinor).toBe(details.newTotalMinor);
    const footprint = await readBookingFootprint(t.ctx.database.db, booking.id);
    expect(footprint.authorizations).toEqual([
      { status: 'Captured', amountMinor: details.newTotalMinor },
    ]);
  });

  it('a quote whose 30-minute hold ended is quoted again with the price difference', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const quote = await quoteTestPackage(browser, { hotelIndex: 2 });
    const ended = await callAsSandboxAdmin(
      t,
      'POST',
      `${SANDBOX_CONSOLE_API}/quotes/${quote.quoteId}/expire`,
    );
    expect(ended.statusCode, ended.body).toBe(200);
    const stale = await requestTestPackageBooking(t, browser, quote.quoteToken);
    expect(stale.statusCode).toBe(410);
    expect(errorOf(stale)).toMatchObject({ code: 'ExpiredQuoteToken', field: 'quoteToken' });
    // Move the hotel's rates: the new quote says how much more the package is.
    await callAsSandboxAdmin(t, 'POST', `${SANDBOX_CONSOLE_API}/prices`, {
      target: { kind: 'hotel', lodgingId: quote.hotel.lodgingId },
      percent: 10,
    });
    const res = await browser.call('POST', '/api/v0/packages/requote', {
      quoteId: quote.quoteId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = PackageQuoteResponseSchema.parse(res.json());
    expect(fresh.quoteId).not.toBe(quote.quoteId);
    expect(fresh.requotedFrom?.quoteId).toBe(quote.quoteId);
    expect(fresh.requotedFrom?.previousTotal).toEqual(quote.price.total);
    const difference = fresh.price.total.amountMinor - quote.price.total.amountMinor;
    expect(fresh.requotedFrom?.priceDifference.amountMinor).toBe(difference);
    expect(difference).toBeGreaterThan(0);
    const booking = await settleTestPackageBooking(
      t,
      browser,
      await requestTestPackageBooking(t, browser, fresh.quoteToken),
    );
    expect(booking.status).toBe('Confirmed');
    expect(booking.totals.total).toEqual(fresh.price.total);
  });

  it('answers bad input with 400 at its field and writes nothing', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const backwards = await browser.call('POST', '/api/v0/packages/search', {
      ...TEST_PACKAGE_SEARCH,
      returnDate: '2026-12-10',
    });
    expect(backwards.statusCode).toBe(400);
    expect(errorOf(backwards)).toMatchObject({ code: 'BadRequest', field: 'returnDate' });
    const noRooms = await browser.call('POST', '/api/v0/packages/search', {
      ...TEST_PACKAGE_SEARCH,
      rooms: 3,
    });
    expect(errorOf(noRooms)).toMatchObject({ code: 'BadRequest', field: 'rooms' });
    const nowhere = await browser.call('POST', '/api/v0/packages/search', {
      ...TEST_PACKAGE_SEARCH,
      origin: 'LHR',
    });
    expect(errorOf(nowhere)).toMatchObject({ code: 'BadRequest', field: 'destination' });
    const past = await browser.call('POST', '/api/v0/packages/search', {
      ...TEST_PACKAGE_SEARCH,
      departureDate: '2026-01-10',
      returnDate: '2026-01-12',
    });
    expect(past.statusCode).toBe(400);
    const oneFare = await browser.call('POST', '/api/v0/packages/quote', {
      search: TEST_PACKAGE_SEARCH,
      lodgingId: 'L1',
      rateId: 'x',
      fareIds: ['only-one'],
    });
    expect(errorOf(oneFare)).toMatchObject({ code: 'BadRequest', field: 'fareIds' });
    const quote = await quoteTestPackage(browser, { hotelIndex: 3 });
    const oneTraveler = await requestTestPackageBooking(t, browser, quote.quoteToken, {
      extra: { travelers: [{ passengerType: 'ADT', travelerId: 'trv_ada' }] },
    });
    expect(oneTraveler.statusCode).toBe(400);
    expect(errorOf(oneTraveler)).toMatchObject({ code: 'InvalidPassengers', field: 'travelers' });
    const noMail = await requestTestPackageBooking(t, browser, quote.quoteToken, {
      extra: { contact: { email: 'nope', phone: '+1 555 010 0000' } },
    });
    expect(noMail.statusCode).toBe(400);
    const bad = await requestTestPackageBooking(t, browser, 'not.a.token');
    expect(errorOf(bad)).toMatchObject({ code: 'Invalid Quote', field: 'quoteToken' });
    const rows = await t.ctx.repos.packageBookings.listForTrips('usr_ada', 'capone');
    expect(rows.filter((r) => r.quoteId === quote.quoteId)).toHaveLength(0);
  });

  it('sells one quote once: of two bookings at the same moment exactly one goes on', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const quote = await quoteTestPackage(browser, { hotelIndex: 4 });
    const answers = await Promise.all([
      requestTestPackageBooking(t, browser, quote.quoteToken),
      requestTestPackageBooking(t, browser, quote.quoteToken),
      requestTestPackageBooking(t, browser, quote.quoteToken),
    ]);
    await t.ctx.jobs.idle();
    const accepted = answers.filter((a) => a.statusCode === 202);
    expect(accepted).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 202))
      expect(errorOf(refused).code).toBe('DuplicateBooking');
    const rows = (await t.ctx.repos.packageBookings.listForTrips('usr_ada', 'capone')).filter(
      (r) => r.quoteId === quote.quoteId,
    );
    expect(rows.map((r) => r.status)).toEqual(['Confirmed']);
    const id = PackageBookingViewSchema.parse(accepted[0]?.json()).id;
    expect(rows[0]?.id).toBe(id);
  });

  it('books a package in the business tenant under the traveller’s tier', async () => {
    const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_grace');
    const quote = await quoteTestPackage(browser, { hotelIndex: 5 });
    const res = await requestTestPackageBooking(t, browser, quote.quoteToken, {
      extra: { outOfPolicyReason: 'Client workshop in London all week.' },
    });
    const booking = await settleTestPackageBooking(t, browser, res);
    expect(booking.status).toBe('Confirmed');
    expect(booking.flightPart.status).toBe('Confirmed');
    expect(booking.hotelPart.status).toBe('Confirmed');
  });

  it('shows hotel rates and fares as package prices, in both tenants', async () => {
    for (const [host, user] of [
      [CONSUMER_HOST, 'usr_ada'],
      [CORPORATE_HOST, 'usr_katherine'],
    ] as const) {
      const { browser } = await signIn(t.app, host, user);
      const found = await searchTestPackages(browser);
      const hotel = found.hotels[0];
      if (!hotel) throw new Error('no hotel');
      const shop = PackageHotelShopResponseSchema.parse(
        (
          await browser.call('POST', '/api/v0/packages/hotel-shop', {
            search: TEST_PACKAGE_SEARCH,
            lodgingId: hotel.lodgingId,
          })
        ).json(),
      );
      const rates = shop.rooms.flatMap((r) => r.rates);
      expect(rates.length).toBeGreaterThan(0);
      expect(rates.every((r) => r.payTiming === 'PayNow')).toBe(true);
      expect(rates.find((r) => r.rateId === hotel.packageRateId)?.package).toEqual(hotel.package);
      const rate = rates[0];
      if (!rate) throw new Error('no rate');
      const flights = PackageFlightShopResponseSchema.parse(
        (
          await browser.call('POST', '/api/v0/packages/flight-shop', {
            search: TEST_PACKAGE_SEARCH,
            lodgingId: hotel.lodgingId,
            rateId: rate.rateId,
          })
        ).json(),
      );
      expect(flights.package).toEqual(rate.package);
      for (const id of flights.includedFareIds)
        expect(flights.fareDifferences[id]?.difference.amountMinor).toBe(0);
      const fares = flights.flights.search.slices.flatMap((s) =>
        s.itineraries.flatMap((i) => i.fares),
      );
      expect(Object.keys(flights.fareDifferences)).toHaveLength(fares.length);
      // The included fares are the cheapest: every other fare costs the same or more.
      for (const d of Object.values(flights.fareDifferences))
        expect(d.difference.amountMinor).toBeGreaterThanOrEqual(0);
    }
  });
});
