import { randomUUID } from 'node:crypto';
import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import { FlightBookingSchema } from '@wayfare/contracts/flight-booking';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { CONSUMER_HOST, signIn, useTestApp } from '../testing/test-app';
import { quoteTestFare, TEST_ADULT, TEST_CONTACT } from '../testing/test-flights';
import { vaultTestCard } from '../testing/vault-card';

/** G2 (issue 15): an Idempotency-Key books once, whatever arrives and in whatever order. */
describe.each(listTestDatabaseTargets())('booking idempotency on $name', (target) => {
  const t = useTestApp(target);

  const bodyFor = (quoteToken: string, cardToken: string) => ({
    quoteToken,
    travelers: [TEST_ADULT],
    contact: TEST_CONTACT,
    payment: { cardToken, rewardsMinor: 0, applyWalletCredit: false },
  });

  it('answers the same key and body with the same booking and one effect', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_priya');
    const q = await quoteTestFare(browser, ['BOS', 'DCA', '2026-12-15']);
    const body = bodyFor(q.quoteToken, await vaultTestCard(t.app));
    const key = randomUUID();
    const first = await browser.call('POST', '/api/v0/flights/book', body, {
      'idempotency-key': key,
    });
    expect(first.statusCode, first.body).toBe(202);
    await t.ctx.jobs.idle();
    const again = await browser.call('POST', '/api/v0/flights/book', body, {
      'idempotency-key': key,
    });
    expect(again.statusCode).toBe(200);
    const booking = FlightBookingSchema.parse(again.json());
    expect(booking.id).toBe(FlightBookingSchema.parse(first.json()).id);
    expect(booking.status).toBe('Confirmed');
    expect((await t.ctx.repos.payments.findAuthorization(`auth_${booking.id}`))?.status).toBe(
      'Captured',
    );
  });

  it('refuses the same key with another body (422) and books nothing more', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_priya');
    const q = await quoteTestFare(browser, ['BOS', 'DCA', '2026-12-16']);
    const body = bodyFor(q.quoteToken, await vaultTestCard(t.app));
    const key = randomUUID();
    const first = await browser.call('POST', '/api/v0/flights/book', body, {
      'idempotency-key': key,
    });
    expect(first.statusCode).toBe(202);
    const other = await browser.call(
      'POST',
      '/api/v0/flights/book',
      { ...body, contact: { ...TEST_CONTACT, phone: '+1 555 010 9999' } },
      { 'idempotency-key': key },
    );
    expect(other.statusCode).toBe(422);
    expect(ErrorResponseSchema.parse(other.json()).code).toBe('IdempotencyKeyReused');
  });

  it('gives concurrent identical retries the first one’s booking: one effect, never 422', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_priya');
    const q = await quoteTestFare(browser, ['BOS', 'DCA', '2026-12-17']);
    const body = bodyFor(q.quoteToken, await vaultTestCard(t.app));
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        browser.call('POST', '/api/v0/flights/book', body, { 'idempotency-key': key }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 202)).toHaveLength(1);
    expect(statuses.every((s) => s === 202 || s === 200)).toBe(true);
    const ids = new Set(answers.map((a) => FlightBookingSchema.parse(a.json()).id));
    expect(ids.size).toBe(1);
    await t.ctx.jobs.idle();
    const [id] = [...ids];
    expect((await t.ctx.repos.flightBookings.findById(id ?? ''))?.status).toBe('Confirmed');
  });
});
