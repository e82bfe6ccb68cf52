import { randomUUID } from 'node:crypto';
import { FlightBookingSchema } from '@wayfare/contracts/flight-booking';
import {
  FlightQuoteResponseSchema,
  FlightShopResponseSchema,
} from '@wayfare/contracts/flight-shop';
import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import {
  HotelBookingViewSchema,
  HotelQuoteResponseSchema,
  type HotelQuoteResponse,
} from '@wayfare/contracts/hotel-booking';
import {
  HotelAvailabilityResponseSchema,
  HotelShopResponseSchema,
  type HotelShopRate,
} from '@wayfare/contracts/hotel-shop';
import { ApprovalsResponseSchema, PolicyDetailsResponseSchema } from '@wayfare/contracts/policy';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { listRoomClaims } from '@wayfare/supply/ports/hotel-provider';
import { describe, expect, it } from 'vitest';
import { expireApprovals } from '../services/booking-saga';
import {
  CONSUMER_HOST,
  CORPORATE_HOST,
  signIn,
  type Browser,
  useTestApp,
} from '../testing/test-app';
import { vaultTestCard } from '../testing/vault-card';

const REASON = 'Client workshop needs me rested on arrival';
const PARIS = 'C2988507';

describe.each(listTestDatabaseTargets())('travel policy and approvals on $name', (target) => {
  const t = useTestApp(target);

  /** A fare above Economy: outside the Standard tier (Basic economy and Economy only). */
  async function quoteBusinessCabin(browser: Browser, origin: string, destination: string) {
    const shop = FlightShopResponseSchema.parse(
      (
        await browser.call('POST', '/api/v0/flights/search', {
          tripType: 'one_way',
          slices: [{ origin, destination, departureDate: '2026-12-16' }],
          passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
          maxStops: 1,
          excludeLowCostCarriers: false,
          cabinClass: 'PremiumEconomy',
        })
      ).json(),
    );
    const fare = shop.search.slices[0]?.itineraries
      .flatMap((it) => it.fares)
      .find((f) => {
        const cabin = shop.fareBrands[f.brand]?.cabinClass;
        return cabin !== 'BasicEconomy' && cabin !== 'Economy';
      });
    if (!fare) throw new Error('no fare above Economy');
    const res = await browser.call('POST', '/api/v0/flights/quote', {
      tripType: 'one_way',
      passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
      fareIds: [fare.fareId],
    });
    return FlightQuoteResponseSchema.parse(res.json());
  }

  const vault = () =>
    vaultTestCard(t.app, '4242424242424242', { name: 'Katherine Johnson', postalCode: '60601' });

  async function bookHeld(browser: Browser, origin: string, destination: string) {
    const q = await quoteBusinessCabin(browser, origin, destination);
    const payload = {
      quoteToken: q.quoteToken,
      travelers: [{ passengerType: 'ADT', travelerId: 'trv_katherine' }],
      contact: { email: 'katherine.johnson@northwind.example', phone: '+1 312 555 0147' },
      payment: { cardToken: await vault(), rewardsMinor: 0, applyWalletCredit: false },
      outOfPolicyReason: REASON,
    };
    const res = await browser.call('POST', '/api/v0/flights/book', payload, {
      'idempotency-key': randomUUID(),
    });
    expect(res.statusCode, res.body).toBe(202);
    await t.ctx.jobs.idle();
    const id = FlightBookingSchema.parse(res.json()).id;
    const polled = await browser.call('GET', `/api/v0/flights/bookings/${id}`);
    expect(polled.statusCode, polled.body).toBe(200);
    const held = FlightBookingSchema.parse(polled.json());
    return { q, payload, held };
  }

  it('tells each person their tier: approval label, and nothing for card holders', async () => {
    const katherine = await signIn(t.app, CORPORATE_HOST, 'usr_katherine');
    const details = PolicyDetailsResponseSchema.parse(
      (await katherine.browser.call('GET', '/api/v0/policies/details')).json(),
    );
    expect(details.tier).toMatchObject({
      name: 'Standard',
      approvalProcess: '24hr_review',
      isActive: true,
    });
    const grace = await signIn(t.app, CORPORATE_HOST, 'usr_grace');
    expect((await grace.browser.call('GET', '/api/v0/policies/details')).json()).toMatchObject({
      tier: { name: 'Executive', approvalProcess: 'auto' },
    });
    const ada = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    expect((await ada.browser.call('GET', '/api/v0/policies/details')).json()).toEqual({
      tier: null,
    });
  });

  it('asks for a reason on an out-of-policy trip, then holds it for an approver who approves at the held price', async () => {
    const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_katherine');
    const q = await quoteBusinessCabin(browser, 'ORD', 'BOS');
    const base = {
      quoteToken: q.quoteToken,
      travelers: [{ passengerType: 'ADT', travelerId: 'trv_katherine' }],
      contact: { email: 'katherine.johnson@northwind.example', phone: '+1 312 555 0147' },
      payment: { cardToken: await vault(), rewardsMinor: 0, applyWalletCredit: false },
    };
    for (const outOfPolicyReason of [undefined, 'because']) {
      const refused = await browser.call(
        'POST',
        '/api/v0/flights/book',
        { ...base, ...(outOfPolicyReason ? { outOfPolicyReason } : {}) },
        { 'idempotency-key': randomUUID() },
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'OutOfPolicyReasonRequired',
        field: 'outOfPolicyReason',
      });
    }

    const { held } = await bookHeld(browser, 'ORD', 'BOS');
    expect(held).toMatchObject({
      status: 'AwaitingApproval',
      confirmationCode: null,
      policy: { inPolicy: false, outOfPolicyReason: REASON, approvalProcess: '24hr_review' },
    });
    expect(held.policy?.approvalExpiresAt).toBe('2026-11-24T15:00:00.000Z');
    expect((await t.ctx.repos.payments.findAuthorization(`auth_${held.id}`))?.status).toBe(
      'Authorized',
    );
    expect(
      (await t.ctx.repos.flightBookings.findEmail(`approval-requested:${held.id}`))?.subject,
    ).toMatch(/^Waiting for approval: ORD → BOS/);

    // Only the business's admins see the queue, and nobody approves their own trip.
    const alan = await signIn(t.app, CORPORATE_HOST, 'usr_alan');
    expect((await alan.browser.call('GET', '/api/v0/approvals')).statusCode).toBe(403);
    const ada = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    expect((await ada.browser.call('GET', '/api/v0/approvals')).statusCode).toBe(403);

    // Twenty hours later fares have moved on, but the held price is what gets booked.
    t.clock.advance(20 * 60 * 60_000);
    const grace = await signIn(t.app, CORPORATE_HOST, 'usr_grace');
    const queue = ApprovalsResponseSchema.parse(
      (await grace.browser.call('GET', '/api/v0/approvals')).json(),
    );
    expect(queue.approvals).toContainEqual(
      expect.objectContaining({
        bookingId: held.id,
        bookerName: 'Katherine Johnson',
        route: 'ORD → BOS',
        inPolicy: false,
        outOfPolicyReason: REASON,
        total: q.offer.pricing.grandTotal,
      }),
    );
    const approved = await grace.browser.call('POST', `/api/v0/approvals/${held.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    await t.ctx.jobs.idle();
    // Her session ended long ago (12 hours at most): she signs in again to look.
    const later = await signIn(t.app, CORPORATE_HOST, 'usr_katherine');
    const done = FlightBookingSchema.parse(
      (await later.browser.call('GET', `/api/v0/flights/bookings/${held.id}`)).json(),
    );
    expect(done.status).toBe('Confirmed');
    expect(done.confirmationCode).toMatch(/^H-/);
    expect(done.totals.total).toEqual(q.offer.pricing.grandTotal);
    expect((await t.ctx.repos.payments.findAuthorization(`auth_${held.id}`))?.status).toBe(
      'Captured',
    );
    const again = await grace.browser.call('POST', `/api/v0/approvals/${held.id}/decline`);
    expect(again.statusCode).toBe(400);
  });

  it('releases a declined or expired hold and tells the traveler', async () => {
    const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_katherine');
    const declined = (await bookHeld(browser, 'DEN', 'SEA')).held;
    const expiring = (await bookHeld(browser, 'SEA', 'DEN')).held;
    const grace = await signIn(t.app, CORPORATE_HOST, 'usr_grace');
    const res = await grace.browser.call('POST', `/api/v0/approvals/${declined.id}/decline`);
    expect(res.statusCode).toBe(200);
    expect(FlightBookingSchema.parse(res.json())).toMatchObject({
      status: 'Failed',
      error: { code: 'ApprovalDeclined' },
    });
    expect((await t.ctx.repos.payments.findAuthorization(`auth_${declined.id}`))?.status).toBe(
      'Voided',
    );
    expect(
      (await t.ctx.repos.flightBookings.findEmail(`approval-declined:${declined.id}`))?.subject,
    ).toMatch(/^Not approved: DEN → SEA/);

    t.clock.advance(23 * 60 * 60_000);
    expect(await expireApprovals(t.ctx)).toBe(0);
    t.clock.advance(2 * 60 * 60_000);
    expect(await expireApprovals(t.ctx)).toBe(1);
    const later = await signIn(t.app, CORPORATE_HOST, 'usr_katherine');
    const expired = FlightBookingSchema.parse(
      (await later.browser.call('GET', `/api/v0/flights/bookings/${expiring.id}`)).json(),
    );
    expect(expired).toMatchObject({ status: 'Failed', error: { code: 'ApprovalExpired' } });
    expect(
      (await t.ctx.repos.flightBookings.findEmail(`approval-expired:${expiring.id}`))?.subject,
    ).toMatch(/^Approval window ended: SEA → DEN/);
    const sold = await t.ctx.repos.seatInventory.getSoldSeats(
      expiring.offer.slices.flatMap((s) => s.segments.map((g) => g.flightInstanceId)),
    );
    expect([...sold.values()].every((cabins) => Object.values(cabins).every((n) => n === 0))).toBe(
      true,
    );
  });
  /** A stay at a five-star Paris hotel: outside the Standard tier (two to four stars). */
  async function quoteFiveStarStay(browser: Browser, checkOutDate: string) {
    const stay = {
      lodgingId: '',
      checkInDate: '2026-12-14',
      checkOutDate,
      rooms: 1,
      adults: 2,
      children: 0,
    };
    const found = await browser.call('POST', '/api/v0/hotels/availability', {
      location: { kind: 'city', cityCode: PARIS },
      checkInDate: stay.checkInDate,
      checkOutDate,
      rooms: 1,
      adults: 2,
      filters: { starRatings: [5] },
      limit: 10,
    });
    expect(found.statusCode, found.body).toBe(200);
    const hotel = HotelAvailabilityResponseSchema.parse(found.json()).hotels[0];
    if (!hotel) throw new Error('no five-star hotel');
    stay.lodgingId = hotel.lodgingId;
    const shop = await browser.call('POST', '/api/v0/hotels/shop', stay);
    expect(shop.statusCode, shop.body).toBe(200);
    const rate = HotelShopResponseSchema.parse(shop.json())
      .rooms.flatMap((r) => r.rates)
      .find((r: HotelShopRate) => r.payTiming === 'PayNow');
    if (!rate) throw new Error('no pay-now rate');
    const requote = () =>
      browser.call('POST', '/api/v0/hotels/quote', { rateId: rate.rateId, stay });
    const res = await requote();
    expect(res.statusCode, res.body).toBe(200);
    return { q: HotelQuoteResponseSchema.parse(res.json()), rate, requote };
  }

  async function bookHeldStay(browser: Browser, q: HotelQuoteResponse) {
    const res = await browser.call(
      'POST',
      '/api/v0/hotels/book',
      {
        quoteToken: q.quoteToken,
        guests: {
          lead: { givenName: 'Katherine', surname: 'Johnson', countryCode: 'US' },
          others: [{ givenName: 'Dorothy', surname: 'Vaughan' }],
        },
        contact: { email: 'katherine.johnson@northwind.example', phone: '+1 312 555 0147' },
        payment: { cardToken: await vault(), rewardsMinor: 0, applyWalletCredit: false },
        outOfPolicyReason: REASON,
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.statusCode, res.body).toBe(202);
    await t.ctx.jobs.idle();
    const id = HotelBookingViewSchema.parse(res.json()).id;
    const polled = await browser.call('GET', `/api/v0/hotels/bookings/${id}`);
    expect(polled.statusCode, polled.body).toBe(200);
    const held = HotelBookingViewSchema.parse(polled.json());
    expect(held.status).toBe('AwaitingApproval');
    return held;
  }

  /** Bluebird's admin, once Bluebird is live: an approver of another business. */
  async function otherBusinessApprover() {
    await t.ctx.repos.corporate.setBusinessLive('biz_bluebird');
    const maya = await signIn(t.app, CORPORATE_HOST, 'usr_maya');
    expect((await maya.browser.call('GET', '/api/v0/approvals')).statusCode).toBe(200);
    return maya.browser;
  }

  it('lists a held stay, newest first beside flights, for its own business only, and approving books it at the held price', async () => {
    const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_katherine');
    const flight = (await bookHeld(browser, 'ORD', 'BOS')).held;
    t.clock.advance(60_000);
    const { q } = await quoteFiveStarStay(browser, '2026-12-16');
    expect(q.policyStatus?.inPolicy).toBe(false);
    const held = await bookHeldStay(browser, q);
    expect(held.policy).toMatchObject({ inPolicy: false, outOfPolicyReason: REASON });
    expect((await t.ctx.repos.emailOutbox.find(`approval-requested:${held.id}`))?.subject).toBe(
      `Waiting for approval: ${q.hotel.name}`,
    );

    // Twenty hours later the supplier's quote is long gone; the held price is what gets booked.
    t.clock.advance(20 * 60 * 60_000);
    const grace = (await signIn(t.app, CORPORATE_HOST, 'usr_grace')).browser;
    const queue = ApprovalsResponseSchema.parse(
      (await grace.call('GET', '/api/v0/approvals')).json(),
    ).approvals;
    expect(queue.map((a) => a.bookingId)).toEqual([held.id, flight.id]);
    expect(queue[0]).toEqual({
      product: 'hotel',
      bookingId: held.id,
      bookerName: 'Katherine Johnson',
      travelerNames: ['Katherine Johnson', 'Dorothy Vaughan'],
      hotelName: q.hotel.name,
      city: q.hotel.city,
      checkInDate: '2026-12-14',
      checkOutDate: '2026-12-16',
      nights: 2,
      rooms: 1,
      roomName: q.room.roomName,
      guestName: 'Katherine Johnson',
      total: q.pricing.payNowTotal,
      inPolicy: false,
      outOfPolicyReason: REASON,
      violations: q.policyStatus?.violations,
      requestedAt: held.createdAt,
      expiresAt: held.policy?.approvalExpiresAt,
    });
    expect(queue[0]?.product === 'hotel' && queue[0].violations).toContainEqual({
      code: 'StarRatingNotAllowed',
      starRating: 5,
    });
    expect(queue[1]).toMatchObject({ product: 'flight', route: 'ORD → BOS' });

    // Another business's approver neither sees nor decides on it.
    const maya = await otherBusinessApprover();
    const theirs = ApprovalsResponseSchema.parse(
      (await maya.call('GET', '/api/v0/approvals')).json(),
    );
    expect(theirs.approvals).toEqual([]);
    const foreign = await maya.call('POST', `/api/v0/approvals/hotels/${held.id}/approve`);
    expect(foreign.statusCode).toBe(404);
    // Nor does the flight route know a hotel booking, or a traveler approve anything.
    expect((await grace.call('POST', `/api/v0/approvals/${held.id}/approve`)).statusCode).toBe(404);
    const alan = (await signIn(t.app, CORPORATE_HOST, 'usr_alan')).browser;
    expect(
      (await alan.call('POST', `/api/v0/approvals/hotels/${held.id}/approve`)).statusCode,
    ).toBe(403);

    const approved = await grace.call('POST', `/api/v0/approvals/hotels/${held.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(HotelBookingViewSchema.parse(approved.json()).status).toBe('PendingConfirm');
    await t.ctx.jobs.idle();
    const later = (await signIn(t.app, CORPORATE_HOST, 'usr_katherine')).browser;
    const done = HotelBookingViewSchema.parse(
      (await later.call('GET', `/api/v0/hotels/bookings/${held.id}`)).json(),
    );
    expect(done.error).toBeNull();
    expect(done.status).toBe('Confirmed');
    expect(done.confirmationCode).toMatch(/^H-/);
    expect(done.totals.total).toEqual(q.pricing.payNowTotal);
    const auth = await t.ctx.repos.payments.findAuthorization(`auth_${held.id}`);
    expect(auth).toMatchObject({
      status: 'Captured',
      amountMinor: q.pricing.payNowTotal.amountMinor,
    });
    // Only one decision wins.
    const again = await grace.call('POST', `/api/v0/approvals/hotels/${held.id}/decline`);
    expect(again.statusCode).toBe(400);
    const after = ApprovalsResponseSchema.parse(
      (await grace.call('GET', '/api/v0/approvals')).json(),
    );
    expect(after.approvals.map((a) => a.bookingId)).toEqual([flight.id]);
  });

  it('declining a held stay releases its rooms: the same room can be quoted again', async () => {
    const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_katherine');
    const { q, rate, requote } = await quoteFiveStarStay(browser, '2026-12-15');
    const held = await bookHeldStay(browser, q);
    // Everyone else buys every other room the portal may sell: only the held one is left.
    const claims = listRoomClaims(t.ctx.supply.getWorld().hotels, rate.rateId, 1) ?? [];
    const sold = await t.ctx.repos.roomInventory.getSoldRooms(
      claims.map((c) => c.roomTypeId),
      claims.map((c) => c.date),
    );
    const taken = await t.ctx.repos.roomInventory.reserve(
      `others-${randomUUID()}`,
      claims.map((c) => ({
        ...c,
        rooms: c.portalCapacity - (sold.get(`${c.roomTypeId}@${c.date}`) ?? 0),
      })),
    );
    expect(taken.ok).toBe(true);
    const whileHeld = await requote();
    expect(whileHeld.statusCode).toBe(409);
    expect(ErrorResponseSchema.parse(whileHeld.json()).code).toBe('RateNotAvailable');

    const grace = (await signIn(t.app, CORPORATE_HOST, 'usr_grace')).browser;
    const declined = await grace.call('POST', `/api/v0/approvals/hotels/${held.id}/decline`);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(HotelBookingViewSchema.parse(declined.json())).toMatchObject({
      status: 'Failure',
      error: { code: 'ApprovalDeclined' },
    });
    expect((await t.ctx.repos.payments.findAuthorization(`auth_${held.id}`))?.status).toBe(
      'Voided',
    );
    expect((await t.ctx.repos.emailOutbox.find(`approval-declined:${held.id}`))?.subject).toBe(
      `Not approved: ${q.hotel.name}`,
    );
    const again = await grace.call('POST', `/api/v0/approvals/hotels/${held.id}/approve`);
    expect(again.statusCode).toBe(400);

    const released = await requote();
    expect(released.statusCode, released.body).toBe(200);
    expect(HotelQuoteResponseSchema.parse(released.json()).room.roomTypeId).toBe(q.room.roomTypeId);
  });
});
