import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { EMAIL_CLAIM_LEASE_SECONDS } from '@wayfare/domain/email-delivery';
import {
  createEmailOutboxRepository,
  type OutboxMessage,
} from '@wayfare/store/repositories/email-outbox-repository';
import { listTestDatabaseTargets, type TestDatabase } from '@wayfare/store/testing/test-databases';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFixedClock } from '../clock';
import { readEnv } from '../env';
import { TEST_START, createTestApp, type TestApp } from '../testing/test-app';
import { createEmailSender, type EmailSenderLog } from './email-sender';

/** A local SMTP server on an ephemeral loopback port that keeps what it receives. */
async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const state = { rejectWith: null as null | { responseCode: number; message: string } };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      const rejection = state.rejectWith;
      callback(rejection ? Object.assign(new Error(rejection.message), rejection) : null);
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type SmtpTestServer = Awaited<ReturnType<typeof startSmtpServer>>;

function confirmation(id: string, createdAt: Date, tenant?: string): OutboxMessage {
  return {
    id,
    toAddress: 'ada@example.com',
    subject: 'Booked: JFK → LAX (H-ABC123)',
    textBody: 'Your flight is booked. Confirmation code: H-ABC123.',
    htmlBody: '<p>Your flight is booked. Confirmation code: <strong>H-ABC123</strong>.</p>',
    createdAt,
    ...(tenant ? { tenant } : {}),
  };
}

/** A logger that keeps every entry, to prove no personal data reaches the log. */
function createRecordingLogger() {
  const entries: unknown[] = [];
  const record = (...args: unknown[]) => {
    entries.push(args);
  };
  const logger: EmailSenderLog = { info: record, warn: record, error: record };
  return { logger, entries };
}

describe.each(listTestDatabaseTargets())('e-mail sender on $name', (target) => {
  let smtp: SmtpTestServer;
  let db: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    db = await target.open();
    t = await createTestApp(db, { env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await db.dispose();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
    smtp.state.rejectWith = null;
  });

  it('delivers a queued confirmation over SMTP with the tenant’s From address', async () => {
    expect(t.ctx.emailSender.mode).toBe('smtp');
    await t.ctx.repos.emailOutbox.enqueue(
      confirmation('confirmation:bk_smtp', t.clock.now(), 'capone-corporate'),
    );

    expect(await t.ctx.emailSender.runOnce()).toEqual({ sent: 1, retrying: 0, gaveUp: 0 });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.subject).toBe('Booked: JFK → LAX (H-ABC123)');
    expect(mail?.from?.value[0]).toMatchObject({
      name: 'Capital One Business Travel',
      address: 'no-reply@business.travel.example',
    });
    const to = Array.isArray(mail?.to) ? mail.to[0] : mail?.to;
    expect(to?.value[0]?.address).toBe('ada@example.com');
    expect(mail?.text?.trim()).toBe('Your flight is booked. Confirmation code: H-ABC123.');
    expect(mail?.html).toContain('<strong>H-ABC123</strong>');
    expect(await t.ctx.repos.emailOutbox.find('confirmation:bk_smtp')).toMatchObject({
      sentAt: t.clock.now(),
      attempts: 1,
    });
    // Sent once: a second run finds nothing to send.
    expect(await t.ctx.emailSender.runOnce()).toEqual({ sent: 0, retrying: 0, gaveUp: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('records a rejected attempt, waits out the backoff and then delivers', async () => {
    const { logger, entries } = createRecordingLogger();
    const clock = createFixedClock(TEST_START);
    const outbox = createEmailOutboxRepository(db.handle.db);
    const sender = createEmailSender({
      env: readEnv({ SMTP_URL: smtp.url }),
      clock,
      outbox,
      log: () => logger,
    });
    await outbox.enqueue(confirmation('confirmation:bk_retry', clock.now()));
    smtp.state.rejectWith = { responseCode: 451, message: 'Mailbox busy, try later' };

    expect(await sender.runOnce()).toEqual({ sent: 0, retrying: 1, gaveUp: 0 });
    const failed = await outbox.find('confirmation:bk_retry');
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(failed?.lastError).toContain('451');
    expect(failed?.nextAttemptAt).toEqual(new Date(TEST_START.getTime() + 60_000));

    smtp.state.rejectWith = null;
    clock.advance(59_000);
    expect(await sender.runOnce()).toEqual({ sent: 0, retrying: 0, gaveUp: 0 });
    clock.advance(1_000);
    expect(await sender.runOnce()).toEqual({ sent: 1, retrying: 0, gaveUp: 0 });
    expect(smtp.received.map((m) => m.subject)).toEqual(['Booked: JFK → LAX (H-ABC123)']);
    expect(await outbox.find('confirmation:bk_retry')).toMatchObject({
      attempts: 2,
      sentAt: clock.now(),
      lastError: null,
    });

    const logged = JSON.stringify(entries);
    expect(logged).toContain('confirmation:bk_retry');
    expect(logged).not.toContain('ada@example.com');
    expect(logged).not.toContain('H-ABC123');
    await sender.stop();
  });

  it('gives up at once when the server rejects the recipient for good', async () => {
    const { logger } = createRecordingLogger();
    const clock = createFixedClock(TEST_START);
    const outbox = createEmailOutboxRepository(db.handle.db);
    const sender = createEmailSender({
      env: readEnv({ SMTP_URL: smtp.url }),
      clock,
      outbox,
      log: () => logger,
    });
    await outbox.enqueue(confirmation('confirmation:bk_bounce', clock.now()));
    smtp.state.rejectWith = { responseCode: 550, message: 'No such user' };

    expect(await sender.runOnce()).toEqual({ sent: 0, retrying: 0, gaveUp: 1 });
    expect(await outbox.find('confirmation:bk_bounce')).toMatchObject({
      attempts: 1,
      failedAt: clock.now(),
      nextAttemptAt: null,
    });
    clock.advance(24 * 3_600_000);
    expect(await sender.runOnce()).toEqual({ sent: 0, retrying: 0, gaveUp: 0 });
    await sender.stop();
  });

  it('retries a message whose sender died mid-send once its claim runs out', async () => {
    const clock = createFixedClock(TEST_START);
    const outbox = createEmailOutboxRepository(db.handle.db);
    await outbox.enqueue(confirmation('confirmation:bk_orphan', clock.now()));
    // A sender claims it and dies before sending.
    await outbox.claimDue({
      now: clock.now(),
      limit: 50,
      claimUntil: new Date(clock.now().getTime() + EMAIL_CLAIM_LEASE_SECONDS * 1000),
    });
    const sender = createEmailSender({
      env: readEnv({ SMTP_URL: smtp.url }),
      clock,
      outbox,
      log: () => createRecordingLogger().logger,
    });
    expect((await sender.runOnce()).sent).toBe(0);
    clock.advance(EMAIL_CLAIM_LEASE_SECONDS * 1000);
    expect(await sender.runOnce()).toEqual({ sent: 1, retrying: 0, gaveUp: 0 });
    expect((await outbox.find('confirmation:bk_orphan'))?.sentAt).toEqual(clock.now());
    await sender.stop();
  });
});

describe('e-mail sender without SMTP_URL', () => {
  const target = listTestDatabaseTargets()[0];
  if (!target) throw new Error('no test database');
  let db: TestDatabase;
  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => {
    await db.dispose();
  });

  it('captures and marks sent in the sandbox, and leaves mail queued outside it', async () => {
    const clock = createFixedClock(TEST_START);
    const outbox = createEmailOutboxRepository(db.handle.db);
    const log = () => createRecordingLogger().logger;
    await outbox.enqueue(confirmation('confirmation:bk_off', clock.now()));

    const off = createEmailSender({ env: readEnv({ SANDBOX: 'false' }), clock, outbox, log });
    expect(off.mode).toBe('off');
    expect(await off.runOnce()).toEqual({ sent: 0, retrying: 0, gaveUp: 0 });
    expect((await outbox.find('confirmation:bk_off'))?.sentAt).toBeNull();

    const capture = createEmailSender({ env: readEnv({}), clock, outbox, log });
    expect(capture.mode).toBe('capture');
    expect(await capture.runOnce()).toEqual({ sent: 1, retrying: 0, gaveUp: 0 });
    expect((await outbox.find('confirmation:bk_off'))?.sentAt).toEqual(clock.now());
    await Promise.all([off.stop(), capture.stop()]);
  });

  it('sends on its interval once started and stops cleanly', async () => {
    const clock = createFixedClock(TEST_START);
    const outbox = createEmailOutboxRepository(db.handle.db);
    const sender = createEmailSender({
      env: readEnv({ MAIL_SEND_INTERVAL_MS: '100' }),
      clock,
      outbox,
      log: () => createRecordingLogger().logger,
    });
    sender.start();
    await outbox.enqueue(confirmation('confirmation:bk_tick', clock.now()));
    await expect
      .poll(async () => (await outbox.find('confirmation:bk_tick'))?.sentAt ?? null)
      .toEqual(clock.now());
    await sender.stop();
    await outbox.enqueue(confirmation('confirmation:bk_after_stop', clock.now()));
    sender.kick();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await outbox.find('confirmation:bk_after_stop'))?.sentAt).toBeNull();
  });
});
