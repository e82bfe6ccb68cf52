import { randomUUID } from 'node:crypto';
import { CardVaultResponseSchema, FlightBookingSchema } from '@wayfare/contracts/flight-booking';
import {
  FlightQuoteResponseSchema,
  FlightShopResponseSchema,
} from '@wayfare/contracts/flight-shop';
import { ApprovalsResponseSchema, PolicyDetailsResponseSchema } from '@wayfare/contracts/policy';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { expireApprovals } from '../services/booking-saga';
import {
  CONSUMER_HOST,
  CORPORATE_HOST,
  signIn,
  type Browser,
  useTestApp,
} from '../testing/test-app';

const REASON = 'Client workshop needs me rested on arrival';

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

  async function vault() {
    const res = await t.app.inject({
      method: 'POST',
      url: '/vault/v1/cards',
      headers: { host: 'vault.localhost:3000', 'content-type': 'application/json' },
      payload: JSON.stringify({
        number: '4242424242424242',
        expiryMonth: 12,
        expiryYear: 2030,
        cvc: '123',
        holderName: 'Katherine Johnson',
        postalCode: '60601',
      }),
    });
    return CardVaultResponseSchema.parse(res.json()).cardToken;
  }

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
});
