import { z } from 'zod';
import { TenantSchema } from '@wayfare/contracts/tenant';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** The only place that reads process.env (STYLE.md boundary 6). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  TENANT: TenantSchema.default('capone'),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The sandbox (clock, supplier, identity provider) is on unless a production configuration turns it off. */
  SANDBOX: booleanFlag.default(true),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** Requests per IP in a 10-second window before ExcessiveActivity. */
  RATE_LIMIT_BURST: z.coerce.number().int().positive().default(600),
  WEB_DIST: z.string().optional(),
  REDIS_URL: z.url().optional(),
  /** Outbox e-mails go to this server (`smtp://user:pass@host:587`, `smtps://…`); unset in the sandbox, they are captured. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Capital One Travel <no-reply@travel.example>'),
  MAIL_FROM_CORPORATE: z
    .string()
    .min(3)
    .default('Capital One Business Travel <no-reply@business.travel.example>'),
  /** How often the sender looks for queued e-mails. */
  MAIL_SEND_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5_000),
  COOKIE_SECURE: booleanFlag.default(false),
  /**
   * How long the sandbox supplier takes to hold seats and to ticket, so the booking page's progress
   * is real; tests run with 0 (NODE_ENV=test).
   */
  SANDBOX_SUPPLIER_LATENCY_MS: z.coerce.number().int().min(0).max(30_000).optional(),
  /** The card vault's origin; by default `vault.` plus the request's base host. */
  VAULT_ORIGIN: z.url().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set", so `DATABASE_URL= npm start` picks the embedded database.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) {
    throw new Error('Invalid environment:\n  OIDC_CLIENT_ID: required when OIDC_ISSUER is set');
  }
  return env;
}
