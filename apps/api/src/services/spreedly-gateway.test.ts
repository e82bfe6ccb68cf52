import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { paymentAuthorizations, vaultCards } from '@wayfare/store/schema';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../app-error';
import type { Env } from '../env';
import { CONSUMER_HOST, signIn, useTestApp } from '../testing/test-app';
import {
  findTestHotelRate,
  quoteTestHotel,
  requestTestHotelBooking,
  settleTestHotelBooking,
} from '../testing/test-hotels';
import { createSpreedlyClient, type SpreedlyClient } from './spreedly-client';
import { createSpreedlyPaymentGateway, registerSpreedlyPaymentMethod } from './spreedly-gateway';

/**
 * Contract tests of the Spreedly adapter (docs/decisions/024-spreedly.md): a local server stands
 * in for core.spreedly.com, checks each request's method, path, basic auth and JSON body against
 * the API reference's shapes and answers its documented examples (./spreedly-examples/).
 */

const example = (name: string): Record<string, unknown> =>
  JSON.parse(
    readFileSync(new URL(`./spreedly-examples/${name}.json`, import.meta.url), 'utf8'),
  ) as Record<string, unknown>;

const ENVIRONMENT_KEY = 'C7cRfNJGODKh4Iu5Ox3PToKjniY';
const ACCESS_SECRET = 'sk_contract_4UIuWybmdythfNGPqAqyQnYha6s451ri0fYAo4p3drZ';
const GATEWAY_TOKEN = 'T11bJAANtTWnxl36GYjKWvbNK0g';
const BASIC = `Basic ${Buffer.from(`${ENVIRONMENT_KEY}:${ACCESS_SECRET}`).toString('base64')}`;
const CARD = '56wyNnSmuA6CWYP7w0MiYCVIbW6';
const AUTHORIZATION = 'LKA3RchoqYO0njAfhHVw60ohvcG';
const AUTHORIZE_PATH = `/v1/gateways/${GATEWAY_TOKEN}/authorize.json`;

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}
type Reply = { status: number; body: unknown } | 'hang';

/** Answers each `METHOD path` with the replies queued for it, in order; records every request. */
function createSpreedlyStub() {
  const received: Received[] = [];
  const replies = new Map<string, Reply[]>();
  let server: Server | undefined;
  let url = '';
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as unknown) : undefined;
  };
  return {
    received,
    get url() {
      return url;
    },
    reply(method: string, path: string, ...answers: Reply[]) {
      replies.set(`${method} ${path}`, [...(replies.get(`${method} ${path}`) ?? []), ...answers]);
    },
    reset() {
      received.length = 0;
      replies.clear();
    },
    async listen() {
      const listening = createServer((req, res) => {
        void readBody(req).then((body) => {
          const path = req.url ?? '';
          received.push({
            method: req.method ?? '',
            path,
            authorization: req.headers.authorization,
            contentType: req.headers['content-type'],
            body,
          });
          const answer = replies.get(`${req.method} ${path}`)?.shift();
          if (answer === 'hang') return;
          const { status, body: json } = answer ?? { status: 418, body: { unexpected: path } };
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(json));
        });
      });
      server = listening;
      await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    },
    async close() {
      server?.closeAllConnections();
      await new Promise<void>((resolve) => server?.close(() => resolve()));
    },
  };
}

/** The declined example with another gateway error code. */
const declinedWith = (errorCode: string) => {
  const body = example('authorize-declined');
  const transaction = body.transaction as Record<string, unknown>;
  return {
    transaction: {
      ...transaction,
      response: { ...(transaction.response as object), error_code: errorCode },
    },
  };
};

describe.each(listTestDatabaseTargets())('the Spreedly payment gateway on $name', (target) => {
  const stub = createSpreedlyStub();
  const options: { env: Partial<Record<keyof Env, string>> } = { env: {} };
  beforeAll(async () => {
    await stub.listen();
    Object.assign(options.env, {
      SPREEDLY_ENVIRONMENT_KEY: ENVIRONMENT_KEY,
      SPREEDLY_ACCESS_SECRET: ACCESS_SECRET,
      SPREEDLY_GATEWAY_TOKEN: GATEWAY_TOKEN,
      SPREEDLY_BASE_URL: stub.url,
    });
  });
  afterAll(() => stub.close());
  const t = useTestApp(target, options);
  beforeEach(() => stub.reset());

  const client = (timeoutMs = 2_000): SpreedlyClient =>
    createSpreedlyClient(
      {
        environmentKey: ENVIRONMENT_KEY,
        accessSecret: ACCESS_SECRET,
        gatewayToken: GATEWAY_TOKEN,
        baseUrl: stub.url,
      },
      { timeoutMs },
    );
  const ports = () => ({ clock: t.clock, repos: t.ctx.repos });
  const gateway = (timeoutMs?: number) => createSpreedlyPaymentGateway(ports(), client(timeoutMs));

  async function registerCard() {
    stub.reply('GET', `/v1/payment_methods/${CARD}.json`, {
      status: 200,
      body: example('payment-method'),
    });
    return registerSpreedlyPaymentMethod(ports(), client(), CARD);
  }

  const row = async (id: string) =>
    (
      await t.ctx.database.db
        .select()
        .from(paymentAuthorizations)
        .where(eq(paymentAuthorizations.id, id))
    )[0];

  it('reads back a card the iFrame tokenized and keeps brand, last four and expiry only', async () => {
    expect(await registerCard()).toEqual({ cardToken: CARD, brand: 'visa', lastFour: '1111' });
    expect(stub.received).toEqual([
      {
        method: 'GET',
        path: `/v1/payment_methods/${CARD}.json`,
        authorization: BASIC,
        contentType: undefined,
        body: undefined,
      },
    ]);
    const [stored] = await t.ctx.database.db
      .select()
      .from(vaultCards)
      .where(eq(vaultCards.token, CARD));
    expect(stored).toMatchObject({
      brand: 'visa',
      lastFour: '1111',
      expiryMonth: 12,
      expiryYear: 2029,
      holderName: 'Ada Lovelace',
      testBehaviour: 'Approve',
    });
    // Read twice (a retried request): one row, no error.
    await expect(registerCard()).resolves.toMatchObject({ cardToken: CARD });
  });

  it('refuses a token Spreedly does not know', async () => {
    stub.reply('GET', '/v1/payment_methods/unknownToken.json', {
      status: 404,
      body: example('payment-method-not-found'),
    });
    await expect(
      registerSpreedlyPaymentMethod(ports(), client(), 'unknownToken'),
    ).rejects.toMatchObject({ code: 'UnknownCard' });
  });

  it('authorizes in minor units on the configured gateway, then captures and credits by the transaction token', async () => {
    await registerCard();
    stub.reset();
    stub.reply('POST', AUTHORIZE_PATH, { status: 200, body: example('authorize-succeeded') });
    const payments = gateway();
    const auth = await payments.authorize(CARD, 106_748, 'USD', 'bk_spreedly_contract');
    expect(auth).toEqual({ ok: true, authorizationId: 'auth_bk_spreedly_contract' });
    expect(stub.received).toEqual([
      {
        method: 'POST',
        path: AUTHORIZE_PATH,
        authorization: BASIC,
        contentType: 'application/json',
        body: example('authorize-request'),
      },
    ]);
    expect(await row('auth_bk_spreedly_contract')).toMatchObject({
      status: 'Authorized',
      amountMinor: 106_748,
      currency: 'USD',
      gatewayTransactionToken: AUTHORIZATION,
    });
    // The saga taken up again authorizes nothing twice.
    await payments.authorize(CARD, 106_748, 'USD', 'bk_spreedly_contract');
    expect(stub.received).toHaveLength(1);

    stub.reply('POST', `/v1/transactions/${AUTHORIZATION}/capture.json`, {
      status: 200,
      body: example('capture-succeeded'),
    });
    await payments.capture('auth_bk_spreedly_contract');
    await payments.capture('auth_bk_spreedly_contract');
    expect(stub.received.slice(1)).toEqual([
      {
        method: 'POST',
        path: `/v1/transactions/${AUTHORIZATION}/capture.json`,
        authorization: BASIC,
        contentType: undefined,
        body: undefined,
      },
    ]);
    expect((await row('auth_bk_spreedly_contract'))?.status).toBe('Captured');

    stub.reply('POST', `/v1/transactions/${AUTHORIZATION}/credit.json`, {
      status: 200,
      body: example('credit-succeeded'),
    });
    await payments.refund('auth_bk_spreedly_contract', 40_000);
    expect(stub.received.slice(2)).toEqual([
      {
        method: 'POST',
        path: `/v1/transactions/${AUTHORIZATION}/credit.json`,
        authorization: BASIC,
        contentType: 'application/json',
        body: example('credit-request'),
      },
    ]);
    expect(await row('auth_bk_spreedly_contract')).toMatchObject({
      status: 'Refunded',
      refundedMinor: 40_000,
    });
  });

  it('gives part of a captured charge back once per key, by a credit of that amount', async () => {
    await registerCard();
    stub.reset();
    stub.reply('POST', AUTHORIZE_PATH, { status: 200, body: example('authorize-succeeded') });
    stub.reply('POST', `/v1/transactions/${AUTHORIZATION}/capture.json`, {
      status: 200,
      body: example('capture-succeeded'),
    });
    stub.reply('POST', `/v1/transactions/${AUTHORIZATION}/credit.json`, {
      status: 200,
      body: example('credit-succeeded'),
    });
    const payments = gateway();
    await payments.authorize(CARD, 106_748, 'USD', 'bk_spreedly_part');
    await payments.capture('auth_bk_spreedly_part');
    await payments.refundPart('auth_bk_spreedly_part', 'dc_1:auth_bk_spreedly_part', 12_500);
    // The step taken up again gives nothing twice.
    await payments.refundPart('auth_bk_spreedly_part', 'dc_1:auth_bk_spreedly_part', 12_500);
    const credits = stub.received.filter((r) => r.path.endsWith('/credit.json'));
    expect(credits).toEqual([
      {
        method: 'POST',
        path: `/v1/transactions/${AUTHORIZATION}/credit.json`,
        authorization: BASIC,
        contentType: 'application/json',
        body: { transaction: { amount: 12_500, currency_code: 'USD' } },
      },
    ]);
    expect(await row('auth_bk_spreedly_part')).toMatchObject({
      status: 'Captured',
      refundedMinor: 12_500,
    });
  });

  it('voids an authorization once', async () => {
    await registerCard();
    stub.reset();
    stub.reply('POST', AUTHORIZE_PATH, { status: 200, body: example('authorize-succeeded') });
    stub.reply('POST', `/v1/transactions/${AUTHORIZATION}/void.json`, {
      status: 200,
      body: example('void-succeeded'),
    });
    const payments = gateway();
    await payments.authorize(CARD, 106_748, 'USD', 'bk_spreedly_void');
    await payments.void('auth_bk_spreedly_void');
    await payments.void('auth_bk_spreedly_void');
    // An authorization that was never recorded (a crash before it) has nothing to void.
    await payments.void('auth_bk_never_authorized');
    expect(stub.received.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST ${AUTHORIZE_PATH}`,
      `POST /v1/transactions/${AUTHORIZATION}/void.json`,
    ]);
    expect((await row('auth_bk_spreedly_void'))?.status).toBe('Voided');
  });

  it.each([
    ['card_declined', 'CardDeclined'],
    ['insufficient_funds', 'InsufficientFunds'],
    ['expired_card', 'CreditCardExpired'],
    ['invalid_number', 'InvalidCreditCardNumber'],
    ['incorrect_cvc', 'InvalidCreditCardVerificationNumber'],
    ['incorrect_zip', 'InvalidCreditCardZipCode'],
    ['stolen_card', 'CreditCardLostStolen'],
    ['fraudulent', 'LikelyFraud'],
    ['processing_error', 'GenericError'],
    ['a_code_nobody_mapped', 'CardDeclined'],
  ])('maps a decline with error code %s to %s and records nothing', async (errorCode, code) => {
    await registerCard();
    stub.reply('POST', AUTHORIZE_PATH, { status: 422, body: declinedWith(errorCode) });
    const reference = `bk_declined_${errorCode}`;
    expect(await gateway().authorize(CARD, 106_748, 'USD', reference)).toEqual({
      ok: false,
      code,
    });
    expect(await row(`auth_${reference}`)).toBeUndefined();
  });

  it('answers UnknownCard for a payment method Spreedly no longer has', async () => {
    await registerCard();
    stub.reply('POST', AUTHORIZE_PATH, { status: 404, body: example('payment-method-not-found') });
    expect(await gateway().authorize(CARD, 1_000, 'USD', 'bk_redacted')).toEqual({
      ok: false,
      code: 'UnknownCard',
    });
  });

  it('is ServiceUnavailable, never a card decline, when the gateway cannot tell, fails or is silent', async () => {
    await registerCard();
    stub.reply(
      'POST',
      AUTHORIZE_PATH,
      { status: 200, body: example('authorize-result-unknown') },
      { status: 503, body: { errors: [{ key: 'errors.unavailable', message: 'Down' }] } },
      'hang',
    );
    const payments = gateway(300);
    for (const reference of ['bk_unknown', 'bk_5xx', 'bk_timeout']) {
      const failure: unknown = await payments
        .authorize(CARD, 1_000, 'USD', reference)
        .catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(AppError);
      expect(failure).toMatchObject({ code: 'ServiceUnavailable' });
      expect(await row(`auth_${reference}`)).toBeUndefined();
    }
  });

  it('is ServiceUnavailable when nothing listens', async () => {
    await registerCard();
    const closed = createSpreedlyClient(
      {
        environmentKey: ENVIRONMENT_KEY,
        accessSecret: ACCESS_SECRET,
        gatewayToken: GATEWAY_TOKEN,
        baseUrl: 'http://127.0.0.1:9',
      },
      { timeoutMs: 1_000 },
    );
    await expect(
      createSpreedlyPaymentGateway(ports(), closed).authorize(CARD, 1_000, 'USD', 'bk_down'),
    ).rejects.toMatchObject({ code: 'ServiceUnavailable' });
  });

  it('fails loudly on refused credentials without repeating the secret', async () => {
    await registerCard();
    stub.reply('POST', AUTHORIZE_PATH, { status: 401, body: example('access-denied') });
    const failure: unknown = await gateway()
      .authorize(CARD, 1_000, 'USD', 'bk_credentials')
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(AppError);
    expect(String(failure)).toContain('HTTP 401');
    expect(String(failure)).not.toContain(ACCESS_SECRET);
  });

  it('tells the web to use Spreedly and lets its iFrame in', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const creds = await browser.call('GET', '/api/v0/payments/spreedlyCredentials');
    expect(creds.json()).toMatchObject({
      environmentKey: ENVIRONMENT_KEY,
      paymentProvider: 'spreedly',
    });
    expect(creds.body).not.toContain(ACCESS_SECRET);
    const csp = String(creds.headers['content-security-policy']);
    for (const directive of ['script-src', 'frame-src', 'connect-src'])
      expect(csp).toMatch(new RegExp(`${directive} [^;]*https://core\\.spreedly\\.com`));
  });

  it('books a stay paid through Spreedly from the iFrame token to the capture', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    stub.reply('GET', `/v1/payment_methods/${CARD}.json`, {
      status: 200,
      body: example('payment-method'),
    });
    const registered = await browser.call('POST', '/api/v0/payments/spreedly/paymentMethods', {
      paymentMethodToken: CARD,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const { stay, rate } = await findTestHotelRate(browser);
    const quote = await quoteTestHotel(browser, rate.rateId, stay);
    stub.reset();
    stub.reply('POST', AUTHORIZE_PATH, { status: 200, body: example('authorize-succeeded') });
    stub.reply('POST', `/v1/transactions/${AUTHORIZATION}/capture.json`, {
      status: 200,
      body: example('capture-succeeded'),
    });
    const booking = await settleTestHotelBooking(
      t,
      browser,
      await requestTestHotelBooking(t, browser, quote.quoteToken, {
        payment: { cardToken: CARD },
      }),
    );
    expect(booking.status).toBe('Confirmed');
    const [authorize, capture] = stub.received;
    expect(authorize?.body).toEqual({
      transaction: {
        payment_method_token: CARD,
        amount: quote.pricing.payNowTotal.amountMinor,
        currency_code: quote.pricing.payNowTotal.currency,
        order_id: booking.id,
        retain_on_success: true,
      },
    });
    expect(capture?.path).toBe(`/v1/transactions/${AUTHORIZATION}/capture.json`);
  });

  it('fails a stay whose card Spreedly declines with the hotel words of a decline', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const { stay, rate } = await findTestHotelRate(browser, {
      checkInDate: '2026-12-20',
      checkOutDate: '2026-12-22',
    });
    const quote = await quoteTestHotel(browser, rate.rateId, stay);
    stub.reply('POST', AUTHORIZE_PATH, { status: 422, body: example('authorize-declined') });
    const booking = await settleTestHotelBooking(
      t,
      browser,
      await requestTestHotelBooking(t, browser, quote.quoteToken, {
        payment: { cardToken: CARD },
      }),
    );
    expect(booking.error).toMatchObject({
      code: 'CreditCardDeclined',
      failureReason: 'PaymentError',
    });
  });
});
