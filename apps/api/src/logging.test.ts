import { sql } from 'drizzle-orm';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it, vi } from 'vitest';
import { redactUrlForLog, serializeErrorForLog } from './logging';
import { createLogCapture } from './testing/log-capture';
import { CONSUMER_HOST, signIn, useTestApp } from './testing/test-app';

const PASSPORT = 'ZQ9081726';
const BIRTH_DATE = '1961-02-13';

describe('log serializers', () => {
  it('keeps a query’s SQL, code and cause, never its parameters or quoted values', () => {
    const driver = Object.assign(
      new Error(`invalid input syntax for type integer: "${PASSPORT}"`),
      {
        code: '22P02',
        detail: `Failing row contains (${PASSPORT}, ${BIRTH_DATE}).`,
        table: 'travelers',
      },
    );
    const failed = Object.assign(
      new Error(
        `Failed query: insert into "travelers" ("passport", "dob") values ($1, $2)\nparams: ${PASSPORT},${BIRTH_DATE}`,
      ),
      {
        query: 'insert into "travelers" ("passport", "dob") values ($1, $2)',
        params: [PASSPORT, BIRTH_DATE],
        cause: driver,
      },
    );
    const logged = serializeErrorForLog(failed);
    const text = JSON.stringify(logged);
    expect(text).not.toContain(PASSPORT);
    expect(text).not.toContain(BIRTH_DATE);
    expect(logged).toMatchObject({
      message: 'Failed query: insert into "travelers" ("passport", "dob") values ($1, $2)',
      query: 'insert into "travelers" ("passport", "dob") values ($1, $2)',
      cause: {
        code: '22P02',
        table: 'travelers',
        message: 'invalid input syntax for type integer: "[redacted]"',
      },
    });
    expect(logged.stack?.split('\n')[0]).toBe(`Error: ${logged.message}`);
    expect(
      serializeErrorForLog(
        Object.assign(new Error('relation "travelers" does not exist'), { code: '42P01' }),
      ).message,
    ).toBe('relation "travelers" does not exist');
  });

  it('redacts sign-in codes, states and card tokens from request URLs', () => {
    expect(redactUrlForLog('/api/v0/login/callback?code=abc123&state=st_9')).toBe(
      '/api/v0/login/callback?code=[redacted]&state=[redacted]',
    );
    expect(redactUrlForLog('/api/v0/paymentMethods/tok_secret?x=1')).toBe(
      '/api/v0/paymentMethods/[redacted]?x=1',
    );
    expect(redactUrlForLog('/vault?cardToken=tok_1&vertical=hotels')).toBe(
      '/vault?cardToken=[redacted]&vertical=hotels',
    );
    expect(redactUrlForLog('/api/v0/trips')).toBe('/api/v0/trips');
  });
});

describe.each(listTestDatabaseTargets())('what reaches the log on $name', (target) => {
  const log = createLogCapture();
  const t = useTestApp(target, { env: { LOG_LEVEL: 'trace' }, logStream: log.stream });

  it('logs a failed query’s statement and code, not its parameters', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const failing = vi.spyOn(t.ctx.repos.rewards, 'listForUser').mockImplementation(async () => {
      await t.ctx.database.db.execute(sql`select ${PASSPORT}::integer, ${BIRTH_DATE}::integer`);
      return [];
    });
    try {
      const res = await browser.call('POST', '/api/v0/tracking/event', { eventName: 'page_error' });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain(PASSPORT);
    } finally {
      failing.mockRestore();
    }
    const failure = log.lines.find((line) => line.includes('unexpected failure'));
    expect(failure).toBeDefined();
    expect(failure).toContain('select $1::integer, $2::integer');
    expect(failure).toContain('22P02');
    expect(log.text()).not.toContain(PASSPORT);
  });

  it('logs the sign-in callback without its one-time code and state', async () => {
    const before = log.lines.length;
    await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const lines = log.lines.slice(before).join('');
    expect(lines).toContain('/api/v0/login/callback?code=[redacted]&state=[redacted]');
    expect(lines).not.toMatch(/callback\?code=(?!\[redacted\])/);
  });

  it('redacts personal fields wherever a log object carries them', () => {
    const before = log.lines.length;
    t.app.log.info(
      {
        passport: { number: PASSPORT },
        person: { dateOfBirth: BIRTH_DATE, passport: { number: PASSPORT } },
        payment: { card: { cardNumber: '4242424242424242', cvc: '123' } },
      },
      'personal data',
    );
    const line = log.lines.slice(before).join('');
    expect(line).toContain('personal data');
    expect(line).not.toContain(PASSPORT);
    expect(line).not.toContain(BIRTH_DATE);
    expect(line).not.toContain('4242424242424242');
  });
});
