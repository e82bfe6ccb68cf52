import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CONSUMER_HOST, createBrowser, signIn, useTestApp } from '../testing/test-app';
import { MAX_JSON_DEPTH, assertAcceptableInput, hasUnacceptableCharacters } from './input-guard';

const person = {
  givenName: 'Rosalind',
  surname: 'Franklin',
  gender: 'F',
  dateOfBirth: '1992-07-25',
  frequentFlyer: { AC: '123456789' },
  hotelLoyalty: { HH: 'HL12345' },
};

function expectRefused(
  res: LightMyRequestResponse,
  field: string,
  problem = 'contains characters we can’t accept (a NUL byte or broken Unicode).',
): void {
  expect(res.statusCode, res.body).toBe(400);
  const body = ErrorResponseSchema.parse(res.json());
  expect(body).toMatchObject({ code: 'BadRequest', field, message: `${field}: ${problem}` });
}

describe('the input guard’s rules', () => {
  it('finds NUL bytes and unpaired surrogates, and accepts paired ones', () => {
    expect(hasUnacceptableCharacters('a\u0000b')).toBe(true);
    expect(hasUnacceptableCharacters('\ud800')).toBe(true);
    expect(hasUnacceptableCharacters('x\udc00')).toBe(true);
    expect(hasUnacceptableCharacters('\udc00\ud800')).toBe(true);
    expect(hasUnacceptableCharacters('😀 café')).toBe(false);
  });

  it('names the field, refuses __proto__ and nesting deeper than the limit', () => {
    expect(() => assertAcceptableInput({ a: [{ b: 'ok' }, { c: '\u0000' }] }, '')).toThrow(
      /^a\.1\.c: contains characters/,
    );
    expect(() => assertAcceptableInput(JSON.parse('{"__proto__":{"x":1}}'), '')).toThrow(
      /^__proto__: is not an accepted property/,
    );
    let deep: unknown = 'leaf';
    for (let i = 0; i <= MAX_JSON_DEPTH; i += 1) deep = [deep];
    expect(() => assertAcceptableInput(deep, '')).toThrow(/is nested too deeply/);
    expect(() => assertAcceptableInput((deep as unknown[])[0], '')).not.toThrow();
  });
});

describe.each(listTestDatabaseTargets())('characters we can’t store, on $name', (target) => {
  const t = useTestApp(target);

  it('refuses a \\u0000 or \\ud800 escape in a JSON body with 400 naming the field', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_priya');
    const send = (json: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v0/passengers/update',
        headers: {
          host: CONSUMER_HOST,
          'content-type': 'application/json',
          cookie: Object.entries(browser.cookies)
            .map(([k, v]) => `${k}=${v}`)
            .join('; '),
          'x-csrf-token': browser.csrf ?? '',
        },
        payload: json,
      });
    const base = JSON.stringify({ person });
    // Free-text fields reached the database, which refused them with a 500.
    expectRefused(
      await send(base.replace('"123456789"', '"1234\\u000056789"')),
      'person.frequentFlyer.AC',
    );
    expectRefused(await send(base.replace('"HL12345"', '"HL\\ud800"')), 'person.hotelLoyalty.HH');
    expectRefused(
      await browser.call('POST', '/api/v0/tracking/event', {
        eventName: 'page_error',
        properties: { url: 'http://localhost:3000/\u0000' },
      }),
      'properties.url',
    );
    expectRefused(
      await browser.call('POST', '/api/v0/engagement/event', {
        event: 'page_view',
        url: 'http://localhost:3000/\udc00',
      }),
      'url',
    );
    expectRefused(
      await send(base.replace('"gender"', '"gen\\udfffder"')),
      'person',
      'has a property name with characters we can’t accept (a NUL byte or broken Unicode).',
    );
    // The same traveler without the bad character is saved.
    const saved = await send(base);
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('refuses them in the query, path parameters, headers and cookies', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_priya');
    expectRefused(
      await browser.call('GET', '/api/v0/autocomplete/flights?query=ab%00c'),
      'query.query',
    );
    expectRefused(
      await browser.call('GET', '/api/v0/autocomplete/lodging?query=%00'),
      'query.query',
    );
    expectRefused(await browser.call('GET', '/api/v0/trips/H-%00'), 'params.bookingId');
    expectRefused(await browser.call('GET', '/api/v0/flights/bookings/bk%00x'), 'params.id');
    const anonymous = createBrowser(t.app, CONSUMER_HOST);
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/v0/engagement/event',
        headers: { host: CONSUMER_HOST, 'content-type': 'application/json', cookie: 'wf_bsid=%00' },
        payload: JSON.stringify({ event: 'page_view', url: 'http://localhost:3000/' }),
      }),
      'cookies.wf_bsid',
    );
    expectRefused(
      await anonymous.call('POST', '/api/v0/flights/book', {}, { 'idempotency-key': 'k\u0000' }),
      'headers.idempotency-key',
    );
  });
});
