import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import { ResendConfirmationResponseSchema } from '@wayfare/contracts/trips';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { CONSUMER_HOST, signIn, useTestApp } from '../testing/test-app';
import { bookTestFlight, quoteTestFare, TEST_CONTACT } from '../testing/test-flights';

describe.each(listTestDatabaseTargets())('resend confirmation on $name', (target) => {
  const t = useTestApp(target);

  const sentTo = async () =>
    (await t.ctx.repos.emailOutbox.listRecent({ limit: 50 }))
      .filter((m) => m.id.startsWith('resend:'))
      .map((m) => m.toAddress);

  it('sends to the booking’s e-mail or the person’s own, and to no other address', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const booking = await bookTestFlight(
      t,
      browser,
      await quoteTestFare(browser, ['BOS', 'ORD', '2026-12-18']),
    );
    const resend = (body: unknown) =>
      browser.call('POST', `/api/v0/trips/${booking.id}/resend`, body);

    const again = await resend({});
    expect(again.statusCode, again.body).toBe(200);
    expect(ResendConfirmationResponseSchema.parse(again.json()).sentTo).toBe(TEST_CONTACT.email);

    const stranger = await resend({ email: 'someone.else@example.net' });
    expect(stranger.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(stranger.json())).toMatchObject({
      code: 'BadRequest',
      field: 'email',
    });

    const own = (await t.ctx.repos.users.findById('usr_ada'))?.email ?? '';
    const mine = await resend({ email: own.toUpperCase() });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(ResendConfirmationResponseSchema.parse(mine.json()).sentTo).toBe(own);
    // The person's own address is now the booking's contact, and nothing went to the stranger.
    expect(await sentTo()).not.toContain('someone.else@example.net');
    expect(await sentTo()).toEqual(expect.arrayContaining([TEST_CONTACT.email, own]));
    expect((await t.ctx.repos.flightBookings.findById(booking.id))?.contactEmail).toBe(own);
  });
});
