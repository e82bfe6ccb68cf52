import type { PriceWatchPorts } from './services/price-watch';
import type { DatabaseHandle } from '@wayfare/store/database';
import { createAirlineCreditsRepository } from '@wayfare/store/repositories/airline-credits-repository';
import { createAuthRequestsRepository } from '@wayfare/store/repositories/auth-requests-repository';
import { createCorporateRepository } from '@wayfare/store/repositories/corporate-repository';
import { createAgentActionsRepository } from '@wayfare/store/repositories/agent-actions-repository';
import { createEmailOutboxRepository } from '@wayfare/store/repositories/email-outbox-repository';
import { createBookingLedgerRepository } from '@wayfare/store/repositories/booking-ledger-repository';
import { createCardTravelCreditsRepository } from '@wayfare/store/repositories/card-travel-credits-repository';
import { createTravelOfferRedemptionsRepository } from '@wayfare/store/repositories/travel-offer-redemptions-repository';
import { createEventsRepository } from '@wayfare/store/repositories/events-repository';
import { createExperimentPinsRepository } from '@wayfare/store/repositories/experiment-pins-repository';
import {
  createFlightShopRepository,
  type NewFlightSearch,
} from '@wayfare/store/repositories/flight-shop-repository';
import { createFlightBookingsRepository } from '@wayfare/store/repositories/flight-bookings-repository';
import { createFlightCheckInsRepository } from '@wayfare/store/repositories/flight-check-ins-repository';
import { CarBookingSchema } from '@wayfare/contracts/cars';
import type { CarSupplierLedger } from '@wayfare/supply/ports/car-provider';
import { createCarBookingsRepository } from '@wayfare/store/repositories/car-bookings-repository';
import { createHomeBookingsRepository } from '@wayfare/store/repositories/home-bookings-repository';
import { createPackageBookingsRepository } from '@wayfare/store/repositories/package-bookings-repository';
import { createHomeNightsRepository } from '@wayfare/store/repositories/home-nights-repository';
import type { HomeCalendar } from '@wayfare/supply/ports/home-calendar';
import { createActivityBookingsRepository } from '@wayfare/store/repositories/activity-bookings-repository';
import { ActivityBookingSchema } from '@wayfare/contracts/activities';
import type { ActivitySupplierLedger } from '@wayfare/supply/ports/activity-provider';
import { createLodgingDateChangesRepository } from '@wayfare/store/repositories/lodging-date-changes-repository';
import { createHotelBookingsRepository } from '@wayfare/store/repositories/hotel-bookings-repository';
import {
  createHotelFeedsRepository,
  type NewHotelSearch,
} from '@wayfare/store/repositories/hotel-feeds-repository';
import { createRoomInventoryRepository } from '@wayfare/store/repositories/room-inventory-repository';
import type { RoomInventory } from '@wayfare/supply/ports/room-inventory';
import { createPaymentsRepository } from '@wayfare/store/repositories/payments-repository';
import { createRateLimitsRepository } from '@wayfare/store/repositories/rate-limits-repository';
import { createRewardsRepository } from '@wayfare/store/repositories/rewards-repository';
import { createQuotesRepository } from '@wayfare/store/repositories/quotes-repository';
import { createSeatInventoryRepository } from '@wayfare/store/repositories/seat-inventory-repository';
import { createSessionsRepository } from '@wayfare/store/repositories/sessions-repository';
import type { SeatCabin } from '@wayfare/supply/flights/fare-products';
import type { SeatInventory } from '@wayfare/supply/ports/seat-inventory';
import { createTravelersRepository } from '@wayfare/store/repositories/travelers-repository';
import { createTripsRepository } from '@wayfare/store/repositories/trips-repository';
import { createUsersRepository } from '@wayfare/store/repositories/users-repository';
import { createWishlistsRepository } from '@wayfare/store/repositories/wishlists-repository';
import { createPreferencesRepository } from '@wayfare/store/repositories/preferences-repository';
import { createTravelSalePricingsRepository } from '@wayfare/store/repositories/travel-sale-pricings-repository';
import { createJobsRepository } from '@wayfare/store/repositories/jobs-repository';
import { createPriceFreezesRepository } from '@wayfare/store/repositories/price-freezes-repository';
import { createCfarProtectionsRepository } from '@wayfare/store/repositories/cfar-protections-repository';
import { createScheduleChangesRepository } from '@wayfare/store/repositories/schedule-changes-repository';
import { createFlightExchangesRepository } from '@wayfare/store/repositories/flight-exchanges-repository';
import { createChfarProtectionsRepository } from '@wayfare/store/repositories/chfar-protections-repository';
import { createDisruptionProtectionsRepository } from '@wayfare/store/repositories/disruption-protections-repository';
import { createMissedConnectionGuaranteesRepository } from '@wayfare/store/repositories/missed-connection-guarantees-repository';
import { createSplitPaymentsRepository } from '@wayfare/store/repositories/split-payments-repository';
import { createPriceWatchesRepository } from '@wayfare/store/repositories/price-watches-repository';
import { createPriceDropProtectionsRepository } from '@wayfare/store/repositories/price-drop-protections-repository';
import {
  createCompetitorPriceOverridesRepository,
  createPriceMatchClaimsRepository,
} from '@wayfare/store/repositories/price-match-claims-repository';
import { createSandboxConsoleRepository } from '@wayfare/store/repositories/sandbox-console-repository';
import { createMaintenanceSettingsRepository } from '@wayfare/store/repositories/maintenance-settings-repository';
import type { Maintenance } from './services/maintenance';
import { createSandboxControlsRepository } from '@wayfare/store/repositories/sandbox-controls-repository';
import type { Clock, TravelClock } from './clock';
import type { Env } from './env';
import type { EmailSender } from './services/email-sender';
import type { BackgroundJobs } from './services/background-jobs';
import type { JobRunner } from './services/job-runner';
import type { IdentityProvider } from './services/identity-provider';
import type { RateLimiter } from './services/rate-limiter';
import type { SandboxControls } from './sandbox/sandbox-controls';
import type { SliceFares } from './services/flight-calendar';
import type { SupplierPorts } from './services/supplier-ports';
import type { SupplyService } from './services/supply';
import type { TravelSalePricing } from './services/travel-sale';
import type { WriteBehind } from './services/write-behind';
import type { FlightShopPorts } from './services/flight-shop';
import type { HotelFreezePorts } from './services/hotel-price-freeze';
import type { PriceFreezePorts } from './services/price-freeze-ports';
import type { BusinessAdminDeps } from './services/business-admin';
import type { TrackingDeps } from './services/tracking-events';
import type { HotelSearchCaches } from './services/hotel-shop';
import type { PrecompressedJson } from './services/precompressed-json';
import type { SearchCache } from './services/search-cache';
import type { PackageFlightCache } from './services/package-flight-cache';
import type { ShopAccessCache } from './services/access';
import type { SpreedlyClient } from './services/spreedly-client';

/** Everything a route or service needs, built once in createApp (no container, just an object). */
export interface AppContext {
  env: Env;
  /** This process, as the owner of saga leases and job claims. */
  instanceId: string;
  /** Durable scheduled work (jobs table): schedule a job, or run what is due. */
  readonly jobRunner: JobRunner;
  clock: Clock;
  /** Real time plus the sandbox console's offset: what trip rules read (see clock.ts). */
  travelClock: TravelClock;
  /**
   * What the sandbox console changes (faults, price moves, airline events, clock); inert when it
   * is off. Only the console's routes read it: the services see its effects through `suppliers`.
   */
  sandbox: SandboxControls;
  /** The supplier's ports, wrapped by the sandbox console's controls when it is on (app.ts). */
  suppliers: SupplierPorts;
  database: DatabaseHandle;
  repos: ReturnType<typeof createRepositories>;
  identity: IdentityProvider;
  supply: SupplyService;
  /** Secrets generated once per deployment and shared through the database. */
  secrets: { quoteSigning: string };
  /** Exact shared counters (failed Profile Reference IDs). */
  rateLimiter: RateLimiter;
  /** Cheap per-request burst counting (see createBufferedRateLimiter). */
  burstLimiter: RateLimiter;
  /** Delivers the e-mail outbox; `kick()` sends at once instead of at the next tick. */
  emailSender: EmailSender;
  /** Work that outlives its request, such as the booking saga. */
  jobs: BackgroundJobs;
  /** Searches people made, written behind the answers (recently searched). */
  recentSearches: WriteBehind<NewFlightSearch>;
  /** Hotel searches by place, written behind the answer like flight searches. */
  recentHotelSearches: WriteBehind<NewHotelSearch>;
  /** Flight searches answered from memory for a minute (noteSeatInventoryChanged clears them). */
  flightSearchCache: SearchCache<PrecompressedJson>;
  /** Fares by date per route, kept like the searches (noteSeatInventoryChanged clears them too). */
  flightCalendarCache: SearchCache<SliceFares>;
  /** Packages' included flights per trip for a minute (noteSeatInventoryChanged clears them too). */
  packageFlightCache: PackageFlightCache;
  /** Hotel searches and answers kept for a minute (noteRoomInventoryChanged clears them). */
  hotelSearchCaches: HotelSearchCaches;
  /** Car search answers per tenant and tier, encoded once (issue 21). */
  carSearchCache: SearchCache<PrecompressedJson>;
  /** Experience search answers, encoded once (issue 22). */
  experienceSearchCache: SearchCache<PrecompressedJson>;
  /** Home search answers per tenant and tier, encoded once (issue 22; cleared when nights move). */
  homeSearchCache: SearchCache<PrecompressedJson>;
  /** Sessions' shopping access granted in the last seconds (requireShopAccess). */
  shopAccessCache: ShopAccessCache;
  /** The travel sale's fares per origin and day, kept ten minutes (issue 23). */
  travelSaleCache: SearchCache<TravelSalePricing>;
  /** Spec §9 maintenance: the environment's flags and window, or the sandbox console's window. */
  maintenance: Maintenance;
  /** Spreedly's API when SPREEDLY_* are set (the payment port uses it); null: the sandbox vault. */
  spreedly: SpreedlyClient | null;
}

/** The flights shop's ports, from the app (the routes pass them to services/flight-shop.ts). */
export function selectFlightShopPorts(ctx: AppContext): FlightShopPorts {
  return {
    clock: ctx.clock,
    travelClock: ctx.travelClock,
    supply: ctx.supply,
    flights: ctx.suppliers.flights,
    supplierCalls: ctx.suppliers.calls,
    flightShop: ctx.repos.flightShop,
    quotes: ctx.repos.quotes,
    quoteSigningSecret: ctx.secrets.quoteSigning,
    flightSearchCache: ctx.flightSearchCache,
    recentSearches: ctx.recentSearches,
    jobs: ctx.jobs,
    backfillFareHistory: ctx.env.SANDBOX,
    pastFares: ctx.suppliers.pastFares,
  };
}

/** Price watch's ports (routes/watches.ts, its check job → services/price-watch.ts). */
export function selectPriceWatchPorts(ctx: AppContext): PriceWatchPorts {
  return {
    shop: selectFlightShopPorts(ctx),
    repos: ctx.repos,
    travelClock: ctx.travelClock,
    clock: ctx.clock,
    jobRunner: ctx.jobRunner,
    emailSender: ctx.emailSender,
  };
}

/** Price freeze's ports (routes/price-freeze.ts → services/price-freeze*.ts). */
export function selectPriceFreezePorts(ctx: AppContext): PriceFreezePorts {
  return {
    clock: ctx.clock,
    travelClock: ctx.travelClock,
    supply: ctx.supply,
    flights: ctx.suppliers.flights,
    supplierCalls: ctx.suppliers.calls,
    quoteSigningSecret: ctx.secrets.quoteSigning,
    flightShop: ctx.repos.flightShop,
    backfillFareHistory: ctx.env.SANDBOX,
    pastFares: ctx.suppliers.pastFares,
    repos: ctx.repos,
    rateLimiter: ctx.rateLimiter,
    emailSender: ctx.emailSender,
    jobRunner: ctx.jobRunner,
    spreedly: ctx.spreedly,
  };
}

/** Hotel price freeze's ports (routes/hotel-price-freeze.ts; the trips page's vouchers). */
export function selectHotelFreezePorts(ctx: AppContext): HotelFreezePorts {
  return { ...selectPriceFreezePorts(ctx), suppliers: ctx.suppliers };
}

/** Business onboarding's ports (routes/business.ts → services/business-admin.ts). */
export function selectBusinessAdminDeps(ctx: AppContext): BusinessAdminDeps {
  return {
    corporate: ctx.repos.corporate,
    now: () => ctx.clock.now(),
    kickEmail: () => ctx.emailSender.kick(),
  };
}

/** Tracking and engagement events' ports (routes/events.ts → services/tracking-events.ts). */
export function selectTrackingDeps(ctx: AppContext): TrackingDeps {
  return {
    events: ctx.repos.events,
    rewards: ctx.repos.rewards,
    walletCredits: ctx.repos.bookingLedger,
    experimentPins: ctx.repos.experimentPins,
    now: () => ctx.clock.now(),
    travelNow: () => ctx.travelClock.now(),
  };
}

export function createRepositories(database: DatabaseHandle) {
  const { db } = database;
  return {
    users: createUsersRepository(db),
    corporate: createCorporateRepository(db),
    rewards: createRewardsRepository(db),
    // The embedded database has one process, so its sessions can be kept in memory exactly.
    sessions: createSessionsRepository(db, { cacheLookups: database.engine === 'pglite' }),
    authRequests: createAuthRequestsRepository(db),
    events: createEventsRepository(db),
    experimentPins: createExperimentPinsRepository(db),
    flightShop: createFlightShopRepository(db),
    travelers: createTravelersRepository(db),
    quotes: createQuotesRepository(db),
    seatInventory: createSeatInventoryRepository<SeatCabin>(db),
    rateLimits: createRateLimitsRepository(db),
    payments: createPaymentsRepository(db),
    bookingLedger: createBookingLedgerRepository(db),
    cardTravelCredits: createCardTravelCreditsRepository(db),
    travelOfferRedemptions: createTravelOfferRedemptionsRepository(db),
    flightBookings: createFlightBookingsRepository(db),
    emailOutbox: createEmailOutboxRepository(db),
    hotelFeeds: createHotelFeedsRepository(db),
    roomInventory: createRoomInventoryRepository(db),
    hotelBookings: createHotelBookingsRepository(db),
    lodgingDateChanges: createLodgingDateChangesRepository(db),
    carBookings: createCarBookingsRepository(db),
    homeBookings: createHomeBookingsRepository(db),
    packageBookings: createPackageBookingsRepository(db),
    homeNights: createHomeNightsRepository(db),
    activityBookings: createActivityBookingsRepository(db),
    wishlists: createWishlistsRepository(db),
    preferences: createPreferencesRepository(db),
    trips: createTripsRepository(db),
    checkIns: createFlightCheckInsRepository(db),
    airlineCredits: createAirlineCreditsRepository(db),
    sandboxConsole: createSandboxConsoleRepository(db),
    sandboxControls: createSandboxControlsRepository(db),
    maintenanceSettings: createMaintenanceSettingsRepository(db),
    jobs: createJobsRepository(db),
    priceFreezes: createPriceFreezesRepository(db),
    cfarProtections: createCfarProtectionsRepository(db),
    scheduleChanges: createScheduleChangesRepository(db),
    flightExchanges: createFlightExchangesRepository(db),
    chfarProtections: createChfarProtectionsRepository(db),
    disruptionProtections: createDisruptionProtectionsRepository(db),
    missedConnectionGuarantees: createMissedConnectionGuaranteesRepository(db),
    splitPayments: createSplitPaymentsRepository(db),
    priceWatches: createPriceWatchesRepository(db),
    priceDropProtections: createPriceDropProtectionsRepository(db),
    priceMatchClaims: createPriceMatchClaimsRepository(db),
    competitorPriceOverrides: createCompetitorPriceOverridesRepository(db),
    travelSalePricings: createTravelSalePricingsRepository(db),
    agentActions: createAgentActionsRepository(db),
  };
}

/** The store's seat inventory is the supplier's SeatInventory port; the compiler checks it here. */
export function asSeatInventory(repos: ReturnType<typeof createRepositories>): SeatInventory {
  return repos.seatInventory;
}

/**
 * The sandbox rental company keeps its reservations on the portal's car booking row (the
 * `supplier_booking` column), so they survive a restart; a real supplier keeps its own.
 */
export function asCarSupplierLedger(
  repos: ReturnType<typeof createRepositories>,
): CarSupplierLedger {
  return {
    async find(bookingId) {
      const parsed = CarBookingSchema.safeParse(
        await repos.carBookings.findSupplierBooking(bookingId),
      );
      return parsed.success ? parsed.data : null;
    },
    save: (booking) => repos.carBookings.saveSupplierBooking(booking.bookingId, booking),
  };
}

/** The store's booked nights are the home supplier's calendar (issue 22); the compiler checks it. */
export function asHomeCalendar(repos: ReturnType<typeof createRepositories>): HomeCalendar {
  return repos.homeNights;
}

/** The sandbox activity operator keeps its bookings on the portal's row, as the car supplier does. */
export function asActivitySupplierLedger(
  repos: ReturnType<typeof createRepositories>,
): ActivitySupplierLedger {
  return {
    async find(bookingId) {
      const parsed = ActivityBookingSchema.safeParse(
        await repos.activityBookings.findSupplierBooking(bookingId),
      );
      return parsed.success ? parsed.data : null;
    },
    save: (booking) => repos.activityBookings.saveSupplierBooking(booking.bookingId, booking),
  };
}

/** The store's room inventory is the supplier's RoomInventory port; the compiler checks it here. */
export function asRoomInventory(repos: ReturnType<typeof createRepositories>): RoomInventory {
  return repos.roomInventory;
}
