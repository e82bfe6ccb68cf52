import nodemailer, { type Transporter } from 'nodemailer';
import { EMAIL_CLAIM_LEASE_SECONDS, decideAfterEmailFailure } from '@wayfare/domain/email-delivery';
import type {
  EmailOutboxRepository,
  OutboxRecord,
} from '@wayfare/store/repositories/email-outbox-repository';
import type { Clock } from '../clock';
import type { Env } from '../env';

const BATCH_SIZE = 10;
/** A run stops after this many batches; the rest waits for the next tick, so one run stays short. */
const MAX_BATCHES_PER_RUN = 10;
/** Well under the claim lease, so a stalled server fails the attempt before another sender may take it. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

export type MailTransport = Pick<Transporter, 'sendMail' | 'close'>;
/** `smtp` delivers to SMTP_URL; `capture` (sandbox, no SMTP_URL) accepts and keeps nothing; `off` leaves mail queued. */
export type MailMode = 'smtp' | 'capture' | 'off';

type MailEnv = Pick<Env, 'SMTP_URL' | 'SANDBOX' | 'MAIL_FROM' | 'MAIL_FROM_CORPORATE'>;

export interface EmailSendReport {
  sent: number;
  /** Failed attempts that will be retried. */
  retrying: number;
  /** Failed attempts after which the message was given up. */
  gaveUp: number;
}

export interface EmailSender {
  readonly mode: MailMode;
  /** Sends what is due now; resolves when done (joins a run already under way, then runs again). */
  runOnce(): Promise<EmailSendReport>;
  /** Asks for a run now instead of at the next tick, e.g. right after a booking queues its e-mail. */
  kick(): void;
  /** Runs every MAIL_SEND_INTERVAL_MS until stop(). */
  start(): void;
  /** Stops the timer, lets the message being sent finish, and closes the transport. */
  stop(): Promise<void>;
}

/** The log lines the sender writes (the app's logger satisfies it): ids and counts only. */
export interface EmailSenderLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface EmailSenderDeps {
  env: MailEnv & Pick<Env, 'MAIL_SEND_INTERVAL_MS'>;
  clock: Clock;
  outbox: EmailOutboxRepository;
  /** Read when logging: the app's logger is created after the context that holds the sender. */
  log: () => EmailSenderLog;
  /** Replaces the transport the environment selects (tests). */
  transport?: { mode: MailMode; transport: MailTransport | null };
}

/** The From address per tenant brand. */
export function chooseFromAddress(env: MailEnv, tenant: string | null): string {
  return tenant === 'capone-corporate' ? env.MAIL_FROM_CORPORATE : env.MAIL_FROM;
}

export function createMailTransport(env: MailEnv): {
  mode: MailMode;
  transport: MailTransport | null;
} {
  if (env.SMTP_URL) {
    return {
      mode: 'smtp',
      transport: nodemailer.createTransport({ url: env.SMTP_URL, ...SMTP_TIMEOUTS }),
    };
  }
  if (env.SANDBOX) {
    return { mode: 'capture', transport: nodemailer.createTransport({ jsonTransport: true }) };
  }
  return { mode: 'off', transport: null };
}

interface SendFailure {
  /** What the server or the socket said, stored on the message (never logged: it may name the address). */
  text: string;
  code: string | undefined;
  responseCode: number | undefined;
  isPermanent: boolean;
}

function describeSendFailure(error: unknown): SendFailure {
  if (!(error instanceof Error)) {
    return { text: String(error), code: undefined, responseCode: undefined, isPermanent: false };
  }
  const details = error as Error & { code?: unknown; responseCode?: unknown; permanent?: unknown };
  return {
    text: error.message,
    code: typeof details.code === 'string' ? details.code : undefined,
    responseCode: typeof details.responseCode === 'number' ? details.responseCode : undefined,
    isPermanent: details.permanent === true,
  };
}

/** Database errors quote their query parameters; only the class and code may reach the log. */
function describeForLog(error: unknown): { name: string; code: string | undefined } {
  if (!(error instanceof Error)) return { name: typeof error, code: undefined };
  const code = (error as { code?: unknown }).code;
  return { name: error.name, code: typeof code === 'string' ? code : undefined };
}

/**
 * Delivers the durable outbox: claims due messages, sends each through the transport, then marks it
 * sent or records the failure with backoff (domain/email-delivery.ts). Logs ids and counts only:
 * addresses and bodies are personal data.
 */
export function createEmailSender(deps: EmailSenderDeps): EmailSender {
  const { env, clock, outbox } = deps;
  const { mode, transport } = deps.transport ?? createMailTransport(env);
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<EmailSendReport> | null = null;
  let isRunRequested = false;
  let isStopped = false;
  // Read through a call: `stop()` flips the flag while a run awaits, which the compiler cannot see.
  const hasStopped = () => isStopped;
  /** Whether runOnce() was called during the run (so messages queued meanwhile go out too). */
  const takeRunRequest = () => {
    const requested = isRunRequested;
    isRunRequested = false;
    return requested;
  };

  const deliver = async (
    message: OutboxRecord,
    mailer: MailTransport,
  ): Promise<keyof EmailSendReport> => {
    try {
      await mailer.sendMail({
        from: chooseFromAddress(env, message.tenant),
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
      });
    } catch (error) {
      const failure = describeSendFailure(error);
      const now = clock.now();
      const attempts = message.attempts + 1;
      const outcome = decideAfterEmailFailure(now, attempts, failure.isPermanent);
      await outbox.recordFailure(message.id, {
        error: failure.text,
        at: now,
        retryAt: outcome.kind === 'retry' ? outcome.retryAt : null,
      });
      deps.log().warn(
        {
          emailId: message.id,
          attempts,
          code: failure.code,
          responseCode: failure.responseCode,
          gaveUp: outcome.kind === 'giveUp',
        },
        'e-mail delivery failed',
      );
      return outcome.kind === 'retry' ? 'retrying' : 'gaveUp';
    }
    // Sent but not recorded (database down) is sent again once the claim runs out: at least once.
    await outbox.markSent(message.id, clock.now());
    return 'sent';
  };

  const drain = async (mailer: MailTransport, report: EmailSendReport): Promise<void> => {
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN && !isStopped; batch += 1) {
      const now = clock.now();
      const claimed = await outbox.claimDue({
        now,
        limit: BATCH_SIZE,
        claimUntil: new Date(now.getTime() + EMAIL_CLAIM_LEASE_SECONDS * 1000),
      });
      for (const message of claimed) {
        // Messages left when stopping go back to the queue when their claim runs out.
        if (hasStopped()) return;
        report[await deliver(message, mailer)] += 1;
      }
      if (claimed.length < BATCH_SIZE) return;
    }
  };

  const run = async (): Promise<EmailSendReport> => {
    const report: EmailSendReport = { sent: 0, retrying: 0, gaveUp: 0 };
    if (!transport) return report;
    isRunRequested = false;
    do {
      try {
        await drain(transport, report);
      } catch (error) {
        deps.log().error({ err: describeForLog(error) }, 'e-mail sender run failed');
        break;
      }
    } while (takeRunRequest() && !hasStopped());
    if (report.sent + report.retrying + report.gaveUp > 0) {
      deps.log().info({ ...report, mode }, 'e-mail sender run');
    }
    return report;
  };

  const runOnce = (): Promise<EmailSendReport> => {
    if (current) {
      isRunRequested = true;
      return current;
    }
    current = run().finally(() => {
      current = null;
    });
    return current;
  };

  return {
    mode,
    runOnce,
    kick() {
      if (!isStopped) void runOnce();
    },
    start() {
      if (timer || isStopped) return;
      if (!transport) {
        deps
          .log()
          .warn(
            {},
            'SMTP_URL is not set and the sandbox is off: e-mails stay queued in the outbox',
          );
        return;
      }
      timer = setInterval(() => void runOnce(), env.MAIL_SEND_INTERVAL_MS);
      timer.unref();
      void runOnce();
    },
    async stop() {
      isStopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await current;
      transport?.close();
    },
  };
}
