import { isIP } from 'node:net';
import { z } from 'zod';
import { readFileSync } from 'node:fs';
import { MaintenanceProductSchema } from '@wayfare/contracts/maintenance';
import { TakeoverConfigSchema, type TakeoverConfig } from '@wayfare/contracts/takeovers';
import { TenantSchema } from '@wayfare/contracts/tenant';
import { TravelSaleContinentSchema } from '@wayfare/contracts/travel-sale';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which hops may set X-Forwarded-For: a hop count (`1` behind one load balancer) or the proxies'
 * addresses and CIDRs, comma-separated. Unset, nobody is trusted and `request.ip` is the socket's
 * address, so a client cannot pick its own address to escape per-address limits.
 */
const TrustProxySchema = z.string().transform((value, context): number | string[] => {
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.find((entry) => !isProxyAddress(entry));
  if (invalid !== undefined) {
    context.addIssue({
      code: 'custom',
      message: `expected a hop count or comma-separated addresses or CIDRs, got "${invalid}"`,
    });
    return z.NEVER;
  }
  return entries;
});

/**
 * Fastify's `trustProxy` from TRUST_PROXY: false when unset; a hop count becomes a function (the
 * types take no number), trusting the first `hops` proxies in front of the server as proxy-addr does.
 */
export function readTrustProxy(
  value: number | string[] | undefined,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (value === undefined) return false;
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

const airportCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'expected a three-letter airport code')
  .transform((code) => code.toUpperCase());
/** Comma-separated airport codes (the travel sale's lists); empty entries are skipped. */
const airportCodes = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  )
  .pipe(z.array(airportCode));

/** Comma-separated product names (MAINTENANCE_PRODUCTS=hotels,cars); empty entries are skipped. */
const maintenanceProducts = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((p) => p.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(MaintenanceProductSchema));

/** Site-wide notices as JSON (TAKEOVERS, or the file TAKEOVERS_FILE names): per tenant. */
const takeoverJson = z.string().transform((text, context): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    context.addIssue({ code: 'custom', message: 'expected JSON' });
    return z.NEVER;
  }
});

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
  /**
   * The sandbox console and outbox (admin host, admin sign-in): off unless asked for, never with
   * the sandbox off, and refused at start under NODE_ENV=production without the next flag too.
   */
  SANDBOX_CONSOLE: booleanFlag.default(false),
  /** Lets SANDBOX_CONSOLE run with NODE_ENV=production (a staging copy people evaluate). */
  SANDBOX_CONSOLE_IN_PRODUCTION: booleanFlag.default(false),
  /**
   * Starts the sandbox's clock at this instant (it then runs at real speed), so a run of the
   * browser tests sees the same dates, fares and windows whatever day it runs. Sandbox only.
   */
  SANDBOX_CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** Unset: X-Forwarded-For is ignored (see TrustProxySchema). */
  TRUST_PROXY: TrustProxySchema.optional(),
  /** Requests per IP in a 10-second window before ExcessiveActivity. */
  RATE_LIMIT_BURST: z.coerce.number().int().positive().default(600),
  WEB_DIST: z.string().optional(),
  /** A MapLibre style (tiles, glyphs) for the hotel maps; unset, they draw the offline style. */
  MAP_STYLE_URL: z.url({ protocol: /^https?$/ }).optional(),
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
  /** Crash-recovery tests only (NODE_ENV=test): the process kills itself after this saga step. */
  SAGA_CRASH_AFTER: z
    .enum([
      'seatsReserved',
      'roomsReserved',
      'cardAuthorized',
      'rewardsRedeemed',
      'walletRedeemed',
      'supplierBooked',
      'captured',
    ])
    .optional(),
  /** The card vault's origin; by default `vault.` plus the request's base host. */
  VAULT_ORIGIN: z.url().optional(),
  /**
   * Spreedly (docs/decisions/024-spreedly.md): with all three set, the card form is Spreedly's
   * iFrame and payments go to this gateway through Spreedly's API; unset, the sandbox vault.
   * The environment key is public (the iFrame needs it); the access secret never leaves the server.
   */
  SPREEDLY_ENVIRONMENT_KEY: z.string().trim().min(1).max(100).optional(),
  SPREEDLY_ACCESS_SECRET: z.string().trim().min(1).max(200).optional(),
  SPREEDLY_GATEWAY_TOKEN: z.string().trim().min(1).max(100).optional(),
  /** Spreedly's API; tests point it at a local server. */
  SPREEDLY_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://core.spreedly.com'),
  /**
   * The travel sale (/travelsale/, spec §9's environment-read lists): on or off, the origin when the
   * person has no home airport (their latest flight search's origin), and each list of destinations
   * as comma-separated airport codes; sold-out hotel destinations are marked as such.
   */
  TRAVEL_SALE_ACTIVE: booleanFlag.default(true),
  TRAVEL_SALE_DEFAULT_ORIGIN: airportCode.default('JFK'),
  TRAVEL_SALE_FEATURED: airportCodes.prefault('MIA,LAS,CUN,LHR'),
  TRAVEL_SALE_SORTED: airportCodes.prefault('MIA,LAS,LAX,SFO,ORD,DEN,SEA,CUN,LHR,CDG,FCO,NRT'),
  TRAVEL_SALE_INTERNATIONAL: airportCodes.prefault('LHR,CDG,FCO,NRT,CUN'),
  TRAVEL_SALE_US: airportCodes.prefault('MIA,LAS,LAX,SFO,ORD,DEN,SEA'),
  TRAVEL_SALE_BEACH: airportCodes.prefault('MIA,CUN,SJU,HNL'),
  TRAVEL_SALE_WINTER: airportCodes.prefault('DEN,SLC,ZRH'),
  /** Continents the sale page filters by (AF, AN, AS, EU, NA, OC, SA). */
  TRAVEL_SALE_SEARCH_CONTINENTS: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(TravelSaleContinentSchema))
    .prefault('NA,EU,AS'),
  TRAVEL_SALE_SOLD_OUT_HOTEL_DESTINATIONS: airportCodes.prefault('HNL'),
  /**
   * Maintenance (spec §9's environment-read values; domain/maintenance.ts): the whole portal off,
   * or some products off (`flights`, `hotels` (stays and premium stays too), `vacation-rentals`,
   * `cars`, `activities`, `packages`), with the maintenance page's title and subtitle (the web's
   * own words when unset); and a timed window (ISO instants) in which every quote and booking is
   * refused, announced by a banner from MAINTENANCE_NOTICE_HOURS before it starts. The sandbox
   * console may set its own window over this one.
   */
  MAINTENANCE_ALL: booleanFlag.default(false),
  MAINTENANCE_PRODUCTS: maintenanceProducts.prefault(''),
  MAINTENANCE_TITLE: z.string().trim().min(1).max(200).optional(),
  MAINTENANCE_SUBTITLE: z.string().trim().min(1).max(600).optional(),
  MAINTENANCE_WINDOW_START: z.iso.datetime({ offset: true }).optional(),
  MAINTENANCE_WINDOW_END: z.iso.datetime({ offset: true }).optional(),
  MAINTENANCE_NOTICE_HOURS: z.coerce.number().int().min(0).max(720).default(48),
  /** Site-wide notices (GET /api/v0/takeovers) as JSON, `{ "capone": [...], "capone-corporate": [...] }`. */
  TAKEOVERS: takeoverJson.pipe(TakeoverConfigSchema).optional(),
  /** The same, from a JSON file (read once at start); TAKEOVERS wins when both are set. */
  TAKEOVERS_FILE: z.string().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

/** Each tenant's site-wide notices: TAKEOVERS, else the file TAKEOVERS_FILE names, else none. */
function readTakeovers(env: Env): TakeoverConfig {
  if (env.TAKEOVERS) return env.TAKEOVERS;
  if (!env.TAKEOVERS_FILE) return { capone: [], 'capone-corporate': [] };
  let text: string;
  try {
    text = readFileSync(env.TAKEOVERS_FILE, 'utf8');
  } catch {
    throw new Error('Invalid environment:\n  TAKEOVERS_FILE: the file cannot be read');
  }
  const parsed = takeoverJson.pipe(TakeoverConfigSchema).safeParse(text);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  TAKEOVERS_FILE ${i.path.join('.')}: ${i.message}`,
    );
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

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
  if (env.NODE_ENV === 'production' && env.SANDBOX_CONSOLE && !env.SANDBOX_CONSOLE_IN_PRODUCTION) {
    throw new Error(
      'Invalid environment:\n  SANDBOX_CONSOLE: the sandbox console and outbox show every booking and e-mail to any admin and let them move the clock and prices; with NODE_ENV=production set SANDBOX_CONSOLE_IN_PRODUCTION=true as well to run them anyway, or leave SANDBOX_CONSOLE unset',
    );
  }
  const spreedly = [
    env.SPREEDLY_ENVIRONMENT_KEY,
    env.SPREEDLY_ACCESS_SECRET,
    env.SPREEDLY_GATEWAY_TOKEN,
  ].filter((value) => value !== undefined).length;
  if (spreedly !== 0 && spreedly !== 3) {
    throw new Error(
      'Invalid environment:\n  SPREEDLY_ENVIRONMENT_KEY, SPREEDLY_ACCESS_SECRET, SPREEDLY_GATEWAY_TOKEN: set all three to pay through Spreedly, or none for the sandbox vault',
    );
  }
  if (env.SANDBOX_CLOCK_START && (!env.SANDBOX || env.NODE_ENV === 'production')) {
    throw new Error(
      'Invalid environment:\n  SANDBOX_CLOCK_START: a fixed start for the clock is for the sandbox only; unset it with NODE_ENV=production or SANDBOX=false',
    );
  }
  if (Boolean(env.MAINTENANCE_WINDOW_START) !== Boolean(env.MAINTENANCE_WINDOW_END)) {
    throw new Error(
      'Invalid environment:\n  MAINTENANCE_WINDOW_START: set both MAINTENANCE_WINDOW_START and MAINTENANCE_WINDOW_END, or neither',
    );
  }
  if (
    env.MAINTENANCE_WINDOW_START &&
    env.MAINTENANCE_WINDOW_END &&
    Date.parse(env.MAINTENANCE_WINDOW_END) <= Date.parse(env.MAINTENANCE_WINDOW_START)
  ) {
    throw new Error(
      'Invalid environment:\n  MAINTENANCE_WINDOW_END: must be after MAINTENANCE_WINDOW_START',
    );
  }
  return { ...env, TAKEOVERS: readTakeovers(env) };
}

/** Spreedly's settings when all three are set (readEnv refuses one or two), else null. */
export function readSpreedlySettings(
  env: Pick<
    Env,
    | 'SPREEDLY_ENVIRONMENT_KEY'
    | 'SPREEDLY_ACCESS_SECRET'
    | 'SPREEDLY_GATEWAY_TOKEN'
    | 'SPREEDLY_BASE_URL'
  >,
): SpreedlySettings | null {
  const { SPREEDLY_ENVIRONMENT_KEY, SPREEDLY_ACCESS_SECRET, SPREEDLY_GATEWAY_TOKEN } = env;
  if (!SPREEDLY_ENVIRONMENT_KEY || !SPREEDLY_ACCESS_SECRET || !SPREEDLY_GATEWAY_TOKEN) return null;
  return {
    environmentKey: SPREEDLY_ENVIRONMENT_KEY,
    accessSecret: SPREEDLY_ACCESS_SECRET,
    gatewayToken: SPREEDLY_GATEWAY_TOKEN,
    baseUrl: env.SPREEDLY_BASE_URL.replace(/\/+$/, ''),
  };
}

export interface SpreedlySettings {
  environmentKey: string;
  accessSecret: string;
  gatewayToken: string;
  baseUrl: string;
}

/** The sandbox console and outbox are on: asked for, and the sandbox itself is on. */
export function isSandboxConsoleOn(env: Pick<Env, 'SANDBOX' | 'SANDBOX_CONSOLE'>): boolean {
  return env.SANDBOX && env.SANDBOX_CONSOLE;
}
