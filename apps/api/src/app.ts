import type { IncomingMessage } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import fastifySwagger from '@fastify/swagger';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { baseHostOf, deriveVaultOrigin, listPortalOrigins } from '@wayfare/domain/tenant-host';
import type { DatabaseHandle } from '@wayfare/store/database';
import { ensureAppSecret } from '@wayfare/store/repositories/quotes-repository';
import { createTravelClock, type Clock } from './clock';
import {
  asActivitySupplierLedger,
  asRoomInventory,
  asCarSupplierLedger,
  asHomeCalendar,
  asSeatInventory,
  createRepositories,
  selectPriceWatchPorts,
  type AppContext,
} from './context';
import { isSandboxConsoleOn, readSpreedlySettings, readTrustProxy, type Env } from './env';
import { createSpreedlyClient, SPREEDLY_IFRAME_ORIGIN } from './services/spreedly-client';
import { createLoggerOptions } from './logging';
import { registerCompression } from './plugins/compression';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerInputGuard, registerJsonBodyParser } from './plugins/input-guard';
import { registerApiReference } from './plugins/openapi-reference';
import { createOpenApiOptions } from './plugins/openapi-document';
import './plugins/request-context';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSession } from './plugins/session';
import { registerAgentTrail } from './plugins/agent-trail';
import { registerTenant } from './plugins/tenant';
import { registerWeb } from './plugins/web';
import { registerApprovalRoutes } from './routes/approvals';
import { registerAuthRoutes } from './routes/auth';
import { registerAgentTrailRoutes } from './routes/agent-trail';
import { registerBusinessRoutes } from './routes/business';
import { registerEventRoutes } from './routes/events';
import { registerFlightBookingRoutes } from './routes/flight-booking';
import { registerFlightCalendarRoutes } from './routes/flight-calendar';
import { registerFlightRoutes } from './routes/flights';
import { registerHealthRoutes } from './routes/health';
import { registerCarRoutes } from './routes/cars';
import { registerHomeRoutes } from './routes/homes';
import { registerPackageRoutes } from './routes/packages';
import { registerExperienceRoutes } from './routes/experiences';
import { registerHotelBookingRoutes } from './routes/hotel-booking';
import { registerHotelRoutes } from './routes/hotels';
import { registerHotelPriceFreezeRoutes } from './routes/hotel-price-freeze';
import { registerPriceFreezeRoutes } from './routes/price-freeze';
import { registerWalletRoutes } from './routes/wallet';
import { registerTravelOfferRoutes } from './routes/travel-offers';
import { registerPriceMatchRoutes } from './routes/price-match';
import { registerSandboxIdpRoutes } from './routes/sandbox-idp';
import { registerSandboxConsoleRoutes } from './routes/sandbox-console';
import { registerSandboxExperimentRoutes } from './routes/sandbox-experiments';
import { registerSandboxOutboxRoutes } from './routes/sandbox-outbox';
import { registerSandboxWebviewRoutes } from './routes/sandbox-webview';
import { registerSplitPaymentRoutes } from './routes/split-payments';
import { registerSessionRoutes } from './routes/session';
import { registerTravelerRoutes } from './routes/travelers';
import { registerTripRoutes } from './routes/trips';
import { registerLodgingDateChangeRoutes } from './routes/lodging-date-change';
import { registerDisruptionRoutes } from './routes/disruption';
import { registerMissedConnectionRoutes } from './routes/missed-connection';
import { registerWatchRoutes } from './routes/watches';
import { registerWishlistRoutes } from './routes/wishlists';
import { registerPreferenceRoutes } from './routes/preferences';
import { registerTravelSaleRoutes } from './routes/travel-sale';
import { registerCrossSellRoutes } from './routes/cross-sell';
import { registerSiteNoticeRoutes } from './routes/site-notices';
import { registerMaintenanceGuard } from './plugins/maintenance-guard';
import { createMaintenance } from './services/maintenance';
import { createTravelSaleCache } from './services/travel-sale';
import { listJobHandlers } from './jobs/scheduled-work';
import { createBackgroundJobs } from './services/background-jobs';
import { createJobRunner, type JobRunner } from './services/job-runner';
import { createEmailSender } from './services/email-sender';
import type { IdentityProvider } from './services/identity-provider';
import { createShopAccessCache } from './services/access';
import { createFlightCalendarCache } from './services/flight-calendar';
import { CAR_SEARCH_CACHE_MS } from './services/car-shop';
import { HOME_SEARCH_CACHE_MS } from './services/home-shop';
import { EXPERIENCE_SEARCH_CACHE_MS } from './services/experience-shop';
import { createFlightSearchCache, noteSeatInventoryChanged } from './services/flight-shop';
import type { PrecompressedJson } from './services/precompressed-json';
import { createSearchCache } from './services/search-cache';
import { createPackageFlightCache } from './services/package-flight-cache';
import { createHotelSearchCaches, noteRoomInventoryChanged } from './services/hotel-shop';
import { createSandboxControls } from './sandbox/sandbox-controls-store';
import { withSandboxControls } from './sandbox/sandbox-supplier-ports';
import { createSupplierPorts } from './services/supplier-ports';
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
  /**
   * Counts the per-address bursts behind ExcessiveActivity. Redis (REDIS_URL) shares one count
   * across processes at one INCR a request; by default the database's counters, buffered per
   * process (a second's overshoot), or memory for the single-process embedded database.
   */
  burstLimiter?: RateLimiter;
  /** The sandbox supplier; one per process by default. */
  supply?: SupplyService;
  /** Folder of the built web app; omitted in API-only tests. */
  webDist?: string;
  /** Where log lines go (standard output by default); tests collect them to look for leaks. */
  logStream?: DestinationStream;
}

export async function createApp(deps: AppDeps): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const repos = createRepositories(deps.database);
  const embedded = deps.database.engine === 'pglite';
  const rateLimiter =
    deps.rateLimiter ??
    (embedded ? createMemoryRateLimiter() : createDatabaseRateLimiter(repos.rateLimits));
  const supply = deps.supply ?? createSupplyService();
  const sandboxConsole = isSandboxConsoleOn(deps.env);
  const spreedlySettings = readSpreedlySettings(deps.env);
  // Spreedly's iFrame script and fields, and its API from the iFrame, only when it is configured.
  const spreedlyOrigins = spreedlySettings ? [SPREEDLY_IFRAME_ORIGIN] : [];
  const sandbox = createSandboxControls({
    enabled: sandboxConsole,
    clock: deps.clock,
    travelClock: () => ctx.travelClock,
    repository: repos.sandboxControls,
    // Another process's price move reaches this one's cached searches too.
    onPriceMovesChanged: () => {
      noteSeatInventoryChanged(ctx);
      noteRoomInventoryChanged(ctx);
    },
    onSyncError: (err) => app.log.error({ err }, 'reading the sandbox controls failed'),
  });
  const suppliers = createSupplierPorts(supply, {
    seats: asSeatInventory(repos),
    rooms: asRoomInventory(repos),
    carLedger: asCarSupplierLedger(repos),
    activityLedger: asActivitySupplierLedger(repos),
    homeCalendar: asHomeCalendar(repos),
  });
  const ctx: AppContext = {
    env: deps.env,
    instanceId: `proc_${crypto.randomUUID()}`,
    clock: deps.clock,
    travelClock: createTravelClock(deps.clock),
    sandbox,
    // The console's faults, price moves and airline events wrap the supplier's ports; the
    // services never know the sandbox is there.
    suppliers: sandboxConsole
      ? withSandboxControls(suppliers, sandbox, repos.competitorPriceOverrides)
      : suppliers,
    database: deps.database,
    repos,
    identity: deps.identity,
    supply,
    secrets: { quoteSigning: await ensureAppSecret(deps.database.db) },
    rateLimiter,
    burstLimiter:
      deps.burstLimiter ?? (embedded ? rateLimiter : createBufferedRateLimiter(rateLimiter)),
    emailSender: createEmailSender({
      env: deps.env,
      clock: deps.clock,
      outbox: repos.emailOutbox,
      log: () => app.log,
    }),
    get jobRunner() {
      return jobRunner;
    },
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
    flightSearchCache: createFlightSearchCache(),
    flightCalendarCache: createFlightCalendarCache(),
    packageFlightCache: createPackageFlightCache(),
    hotelSearchCaches: createHotelSearchCaches(),
    carSearchCache: createSearchCache<PrecompressedJson>({
      ttlMs: CAR_SEARCH_CACHE_MS,
      maxEntries: 200,
    }),
    experienceSearchCache: createSearchCache<PrecompressedJson>({
      ttlMs: EXPERIENCE_SEARCH_CACHE_MS,
      maxEntries: 200,
    }),
    homeSearchCache: createSearchCache<PrecompressedJson>({
      ttlMs: HOME_SEARCH_CACHE_MS,
      maxEntries: 200,
    }),
    shopAccessCache: createShopAccessCache(),
    travelSaleCache: createTravelSaleCache(),
    // Spreedly when SPREEDLY_* are set (docs/decisions/024-spreedly.md), else the sandbox vault.
    spreedly: spreedlySettings ? createSpreedlyClient(spreedlySettings) : null,
    maintenance: createMaintenance({
      env: deps.env,
      travelClock: { now: () => ctx.travelClock.now() },
      consoleOn: sandboxConsole,
      repo: repos.maintenanceSettings,
      realNow: () => Date.now(),
    }),
  };
  // What the sandbox console changed (clock, price moves, airline events) is in the database, so a
  // restart and every process follow it; with the console off nothing is read (real time).
  await ctx.sandbox.refresh();
  const jobRunner: JobRunner = createJobRunner({
    repo: repos.jobs,
    owner: ctx.instanceId,
    clock: deps.clock,
    travelNow: () => ctx.travelClock.now(),
    handlers: listJobHandlers(
      ctx,
      { warn: (details, message) => app.log.warn(details, message) },
      () => selectPriceWatchPorts(ctx),
    ),
    log: { error: (details, message) => app.log.error(details, message) },
  });
  const app = Fastify({
    logger: createLoggerOptions(deps.env, deps.logStream),
    // Off unless TRUST_PROXY names the real proxies: otherwise any client picks its own address.
    trustProxy: readTrustProxy(deps.env.TRUST_PROXY),
    bodyLimit: 1_048_576,
    requestIdHeader: false,
    genReqId: () => `req_${crypto.randomUUID()}`,
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // JSON bodies: empty is `{}`, and no NUL bytes or broken Unicode reach a schema or the database.
  registerJsonBodyParser(app);

  registerErrorHandling(app);
  // The outbox is sent while the server listens (not in inject-only tests) and stops with it.
  app.addHook('onListen', () => ctx.emailSender.start());
  // Durable background work (sweeps, expiries) is claimed from the database while the server
  // listens; inject-only tests run it with ctx.jobRunner.runDue().
  app.addHook('onListen', () => ctx.jobRunner.start());
  app.addHook('onClose', () => ctx.jobRunner.stop());
  app.addHook('onClose', () => ctx.emailSender.stop());
  // Other processes' console changes arrive within about a second.
  ctx.sandbox.start();
  app.addHook('onClose', () => ctx.sandbox.stop());
  // Closing waits for running sagas, so a clean stop never leaves a booking half done.
  app.addHook('onClose', () => ctx.jobs.idle());
  app.addHook('onClose', () => ctx.recentSearches.flush());
  app.addHook('onClose', () => ctx.recentHotelSearches.flush());
  // The OpenAPI document: zod's schemas, every status each route can answer, and examples.
  await app.register(fastifySwagger, createOpenApiOptions());
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...spreedlyOrigins],
        // MAP_STYLE_URL's server (its style, tiles and glyphs) for the hotel maps.
        connectSrc: [
          "'self'",
          ...(deps.env.MAP_STYLE_URL ? [new URL(deps.env.MAP_STYLE_URL).origin] : []),
          ...spreedlyOrigins,
        ],
        workerSrc: ["'self'", 'blob:'],
        // The card vault is embedded from its own origin (DESIGN.md: payments).
        frameSrc: [
          "'self'",
          (req: IncomingMessage) =>
            deps.env.VAULT_ORIGIN ??
            deriveVaultOrigin(req.headers.host, deps.env.COOKIE_SECURE ? 'https' : 'http'),
          ...spreedlyOrigins,
          // The travel-app bridge test page (admin host) frames the portal hosts.
          ...(isSandboxConsoleOn(deps.env)
            ? [
                (req: IncomingMessage) =>
                  listPortalOrigins(
                    req.headers.host,
                    deps.env.COOKIE_SECURE ? 'https' : 'http',
                  ).join(' '),
              ]
            : []),
        ],
        // The sandbox's travel-app bridge test page (admin host) frames the portal as an app would.
        frameAncestors: [
          "'self'",
          ...(isSandboxConsoleOn(deps.env)
            ? [
                (req: IncomingMessage) =>
                  `${deps.env.COOKIE_SECURE ? 'https' : 'http'}://admin.${baseHostOf(req.headers.host)}`,
              ]
            : []),
        ],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: deps.env.COOKIE_SECURE,
  });
  // Before every route: compression attaches to the routes registered after it.
  await registerCompression(app);
  registerTenant(app, ctx);
  registerRateLimit(app, ctx);
  registerInputGuard(app);
  registerSession(app, ctx);
  // The agent trail (issue 24): one hook records what agents do in customers' sessions.
  registerAgentTrail(app, ctx);
  // After the session, before every route: purchases of a product under maintenance are refused.
  registerMaintenanceGuard(app, ctx.maintenance);

  registerHealthRoutes(app, ctx);
  app.get('/api/v0/openapi.json', { schema: { hide: true } }, () => app.swagger());
  await registerApiReference(app);
  registerAuthRoutes(app, ctx);
  registerAgentTrailRoutes(app, ctx);
  registerSandboxIdpRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerEventRoutes(app, ctx);
  registerBusinessRoutes(app, ctx);
  registerFlightRoutes(app, ctx);
  registerFlightCalendarRoutes(app, ctx);
  registerFlightBookingRoutes(app, ctx);
  registerPriceFreezeRoutes(app, ctx);
  registerHotelPriceFreezeRoutes(app, ctx);
  registerApprovalRoutes(app, ctx);
  registerTravelerRoutes(app, ctx);
  registerHotelRoutes(app, ctx);
  registerHotelBookingRoutes(app, ctx);
  registerCarRoutes(app, ctx);
  registerHomeRoutes(app, ctx);
  registerPackageRoutes(app, ctx);
  registerExperienceRoutes(app, ctx);
  registerWishlistRoutes(app, ctx);
  registerPreferenceRoutes(app, ctx);
  registerTripRoutes(app, ctx);
  registerLodgingDateChangeRoutes(app, ctx);
  registerDisruptionRoutes(app, ctx);
  registerMissedConnectionRoutes(app, ctx);
  registerWatchRoutes(app, ctx);
  registerWalletRoutes(app, ctx);
  registerTravelOfferRoutes(app, ctx);
  registerPriceMatchRoutes(app, ctx);
  registerTravelSaleRoutes(app, ctx);
  registerCrossSellRoutes(app, ctx);
  registerSiteNoticeRoutes(app, ctx);
  registerSplitPaymentRoutes(app, ctx);
  registerSandboxOutboxRoutes(app, ctx);
  registerSandboxConsoleRoutes(app, ctx);
  registerSandboxWebviewRoutes(app, ctx);
  registerSandboxExperimentRoutes(app, ctx);
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
