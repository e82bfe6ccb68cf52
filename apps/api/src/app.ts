import type { IncomingMessage } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { deriveVaultOrigin } from '@wayfare/domain/tenant-host';
import type { DatabaseHandle } from '@wayfare/store/database';
import { ensureAppSecret } from '@wayfare/store/repositories/quotes-repository';
import { createTravelClock, type Clock } from './clock';
import { createRepositories, type AppContext } from './context';
import type { Env } from './env';
import { registerErrorHandling } from './plugins/errors';
import './plugins/request-context';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSession } from './plugins/session';
import { registerTenant } from './plugins/tenant';
import { registerWeb } from './plugins/web';
import { registerApprovalRoutes } from './routes/approvals';
import { registerAuthRoutes } from './routes/auth';
import { registerBusinessRoutes } from './routes/business';
import { registerEventRoutes } from './routes/events';
import { registerFlightBookingRoutes } from './routes/flight-booking';
import { registerFlightRoutes } from './routes/flights';
import { registerHealthRoutes } from './routes/health';
import { registerHotelBookingRoutes } from './routes/hotel-booking';
import { registerHotelRoutes } from './routes/hotels';
import { registerSandboxIdpRoutes } from './routes/sandbox-idp';
import { registerSandboxConsoleRoutes } from './routes/sandbox-console';
import { registerSandboxOutboxRoutes } from './routes/sandbox-outbox';
import { registerSessionRoutes } from './routes/session';
import { registerTravelerRoutes } from './routes/travelers';
import { registerTripRoutes } from './routes/trips';
import { registerWishlistRoutes } from './routes/wishlists';
import { createBackgroundJobs } from './services/background-jobs';
import { createEmailSender } from './services/email-sender';
import type { IdentityProvider } from './services/identity-provider';
import { createSandboxControls, loadTravelClockOffset } from './services/sandbox-controls';
import { createSupplyService, type SupplyService } from './services/supply';
import { createWriteBehind } from './services/write-behind';
import {
  createBufferedRateLimiter,
  createDatabaseRateLimiter,
  createMemoryRateLimiter,
  type RateLimiter,
} from './services/rate-limiter';

export interface AppDeps {
  env: Env;
  clock: Clock;
  database: DatabaseHandle;
  identity: IdentityProvider;
  /** Defaults to counters in the database, or in memory for the single-process embedded database. */
  rateLimiter?: RateLimiter;
  /** The sandbox supplier; one per process by default. */
  supply?: SupplyService;
  /** Folder of the built web app; omitted in API-only tests. */
  webDist?: string;
}

/** Personal data and secrets that must never reach a log line. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.passport',
  '*.dateOfBirth',
  '*.knownTravelerNumber',
  '*.tsaRedressNumber',
  '*.redressNumber',
  '*.cardNumber',
  '*.cvc',
  '*.number',
];

export async function createApp(deps: AppDeps): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const repos = createRepositories(deps.database);
  const embedded = deps.database.engine === 'pglite';
  const rateLimiter =
    deps.rateLimiter ??
    (embedded ? createMemoryRateLimiter() : createDatabaseRateLimiter(repos.rateLimits));
  const ctx: AppContext = {
    env: deps.env,
    clock: deps.clock,
    travelClock: createTravelClock(deps.clock),
    sandbox: createSandboxControls({ enabled: deps.env.SANDBOX, clock: deps.clock }),
    database: deps.database,
    repos,
    identity: deps.identity,
    supply: deps.supply ?? createSupplyService(),
    secrets: { quoteSigning: await ensureAppSecret(deps.database.db) },
    rateLimiter,
    burstLimiter: embedded ? rateLimiter : createBufferedRateLimiter(rateLimiter),
    emailSender: createEmailSender({
      env: deps.env,
      clock: deps.clock,
      outbox: repos.emailOutbox,
      log: () => app.log,
    }),
    jobs: createBackgroundJobs({
      error: (details, message) => {
        app.log.error(details, message);
      },
    }),
    recentSearches: createWriteBehind({
      write: (rows) => repos.flightShop.recordSearches(rows),
      delayMs: 50,
      maxRows: 200,
      onError: (err, rowCount) => app.log.error({ err, rowCount }, 'recording searches failed'),
    }),
    recentHotelSearches: createWriteBehind({
      write: (rows) => repos.hotelFeeds.recordSearches(rows),
      delayMs: 50,
      maxRows: 200,
      onError: (err, rowCount) =>
        app.log.error({ err, rowCount }, 'recording hotel searches failed'),
    }),
  };
  // The sandbox console's travel clock keeps its offset across restarts; production runs on real time.
  if (deps.env.SANDBOX) await loadTravelClockOffset(repos.sandboxConsole, ctx.travelClock);
  const app = Fastify({
    logger: { level: deps.env.LOG_LEVEL, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    trustProxy: true,
    bodyLimit: 1_048_576,
    requestIdHeader: false,
    genReqId: () => `req_${crypto.randomUUID()}`,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // An empty JSON body is an empty object: the spec's calls send `PUT` with no body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error('The request body is not valid JSON.'), {
        statusCode: 400,
      });
      done(error, undefined);
    }
  });

  registerErrorHandling(app);
  // The outbox is sent while the server listens (not in inject-only tests) and stops with it.
  app.addHook('onListen', () => ctx.emailSender.start());
  app.addHook('onClose', () => ctx.emailSender.stop());
  // Closing waits for running sagas, so a clean stop never leaves a booking half done.
  app.addHook('onClose', () => ctx.jobs.idle());
  app.addHook('onClose', () => ctx.recentSearches.flush());
  app.addHook('onClose', () => ctx.recentHotelSearches.flush());
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Wayfare portal API', version: '0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        // The card vault is embedded from its own origin (DESIGN.md: payments).
        frameSrc: [
          "'self'",
          (req: IncomingMessage) =>
            deps.env.VAULT_ORIGIN ??
            deriveVaultOrigin(req.headers.host, deps.env.COOKIE_SECURE ? 'https' : 'http'),
        ],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: deps.env.COOKIE_SECURE,
  });
  registerTenant(app, ctx);
  registerRateLimit(app, ctx);
  registerSession(app, ctx);

  registerHealthRoutes(app, ctx);
  app.get('/api/v0/openapi.json', { schema: { hide: true } }, () => app.swagger());
  registerAuthRoutes(app, ctx);
  registerSandboxIdpRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerEventRoutes(app, ctx);
  registerBusinessRoutes(app, ctx);
  registerFlightRoutes(app, ctx);
  registerFlightBookingRoutes(app, ctx);
  registerApprovalRoutes(app, ctx);
  registerTravelerRoutes(app, ctx);
  registerHotelRoutes(app, ctx);
  registerHotelBookingRoutes(app, ctx);
  registerWishlistRoutes(app, ctx);
  registerTripRoutes(app, ctx);
  registerSandboxOutboxRoutes(app, ctx);
  registerSandboxConsoleRoutes(app, ctx);
  if (deps.webDist) {
    await registerWeb(app, ctx, deps.webDist);
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({
        code: 'NotFound',
        message: 'We could not find what you asked for.',
        referenceId: request.id,
      }),
    );
  }
  return { app, ctx };
}
