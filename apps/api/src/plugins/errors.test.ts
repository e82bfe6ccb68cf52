import { ERROR_CATALOGUE, ErrorResponseSchema } from '@wayfare/contracts/errors';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it, vi } from 'vitest';
import { CONSUMER_HOST, signIn, useTestApp } from '../testing/test-app';

describe.each(listTestDatabaseTargets())('error statuses on $name', (target) => {
  const t = useTestApp(target);

  it('answers a body over the limit with 413 PayloadTooLarge', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v0/flights/search',
      headers: { host: CONSUMER_HOST, 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(ErrorResponseSchema.parse(res.json())).toMatchObject({
      code: 'PayloadTooLarge',
      message: ERROR_CATALOGUE.PayloadTooLarge.message,
    });
  });

  it('answers a content type we do not read with 415 UnsupportedMediaType', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v0/flights/search',
      headers: { host: CONSUMER_HOST, 'content-type': 'application/xml' },
      payload: '<search/>',
    });
    expect(res.statusCode).toBe(415);
    expect(ErrorResponseSchema.parse(res.json())).toMatchObject({ code: 'UnsupportedMediaType' });
  });

  it('answers a bug with 500 InternalError and a generic message, not ServiceUnavailable', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const failing = vi
      .spyOn(t.ctx.repos.rewards, 'listForUser')
      .mockRejectedValue(new TypeError('cannot read properties of undefined'));
    try {
      const res = await browser.call('POST', '/api/v0/tracking/event', { eventName: 'page_error' });
      expect(res.statusCode).toBe(500);
      expect(res.headers['retry-after']).toBeUndefined();
      const body = ErrorResponseSchema.parse(res.json());
      expect(body).toEqual({
        code: 'InternalError',
        message: 'Something went wrong on our side. Please try again.',
        referenceId: expect.stringMatching(/^req_/) as unknown,
      });
    } finally {
      failing.mockRestore();
    }
  });
});
