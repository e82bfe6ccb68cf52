import type { ChfarProtectionsRepository } from '@wayfare/store/repositories/chfar-protections-repository';
import type { DisruptionProtectionsRepository } from '@wayfare/store/repositories/disruption-protections-repository';
import type { MissedConnectionGuaranteesRepository } from '@wayfare/store/repositories/missed-connection-guarantees-repository';
import type { AirlineCreditsRepository } from '@wayfare/store/repositories/airline-credits-repository';
import type { BookingLedgerRepository } from '@wayfare/store/repositories/booking-ledger-repository';
import type { CorporateRepository } from '@wayfare/store/repositories/corporate-repository';
import type { EmailOutboxRepository } from '@wayfare/store/repositories/email-outbox-repository';
import type { FlightBookingsRepository } from '@wayfare/store/repositories/flight-bookings-repository';
import type { ActivityBookingsRepository } from '@wayfare/store/repositories/activity-bookings-repository';
import type { CarBookingsRepository } from '@wayfare/store/repositories/car-bookings-repository';
import type { HomeBookingsRepository } from '@wayfare/store/repositories/home-bookings-repository';
import type { HomeNightsRepository } from '@wayfare/store/repositories/home-nights-repository';
import type { PackageBookingsRepository } from '@wayfare/store/repositories/package-bookings-repository';
import type { HotelBookingsRepository } from '@wayfare/store/repositories/hotel-bookings-repository';
import type { PaymentsRepository } from '@wayfare/store/repositories/payments-repository';
import type { CfarProtectionsRepository } from '@wayfare/store/repositories/cfar-protections-repository';
import type { PriceFreezesRepository } from '@wayfare/store/repositories/price-freezes-repository';
import type { PriceDropProtectionsRepository } from '@wayfare/store/repositories/price-drop-protections-repository';
import type { QuotesRepository } from '@wayfare/store/repositories/quotes-repository';
import type { TravelersRepository } from '@wayfare/store/repositories/travelers-repository';
import type { TravelOfferRedemptionsRepository } from '@wayfare/store/repositories/travel-offer-redemptions-repository';
import type { SplitPaymentsRepository } from '@wayfare/store/repositories/split-payments-repository';
import type { RoomInventory } from '@wayfare/supply/ports/room-inventory';
import type { SeatInventory } from '@wayfare/supply/ports/seat-inventory';
import type { Clock } from '../clock';
import type { Env } from '../env';
import type { BackgroundJobs } from './background-jobs';
import type { EmailSender } from './email-sender';
import type { JobRunner } from './job-runner';
import type { HotelSearchCaches } from './hotel-shop';
import type { PackageFlightCache } from './package-flight-cache';
import type { RateLimiter } from './rate-limiter';
import type { SearchCache } from './search-cache';
import type { SupplierPorts } from './supplier-ports';
import type { SupplyService } from './supply';
import type { SpreedlyClient } from './spreedly-client';

/** The repositories the booking path reads and writes. */
export interface BookingRepositories {
  quotes: QuotesRepository;
  flightBookings: FlightBookingsRepository;
  hotelBookings: HotelBookingsRepository;
  /** Car rentals (issue 21). */
  carBookings: CarBookingsRepository;
  /** Experiences (issue 22). */
  activityBookings: ActivityBookingsRepository;
  /** Vacation rentals (issue 22) and their nights, the portal's inventory of homes. */
  homeBookings: HomeBookingsRepository;
  homeNights: HomeNightsRepository;
  /** Packages (issue 23): a flight and a hotel in one saga. */
  packageBookings: PackageBookingsRepository;
  seatInventory: SeatInventory;
  roomInventory: RoomInventory;
  bookingLedger: BookingLedgerRepository;
  payments: PaymentsRepository;
  corporate: CorporateRepository;
  travelers: TravelersRepository;
  airlineCredits: AirlineCreditsRepository;
  /** A price freeze a flight booking exercises (issue 17): claimed, then used or given back. */
  priceFreezes: PriceFreezesRepository;
  /** Cancel for any reason bought with a flight booking (issue 18). */
  cfarProtections: CfarProtectionsRepository;
  /** Change for any reason bought with a flight booking (issue 18). */
  chfarProtections: ChfarProtectionsRepository;
  /** Disruption assistance bought with a flight booking or after it (issue 20). */
  disruptionProtections: DisruptionProtectionsRepository;
  /** The missed-connection guarantee of self-transfer bookings (issue 20, part C). */
  missedConnectionGuarantees: MissedConnectionGuaranteesRepository;
  /** Price drop protection, attached when a booking confirms (issue 19). */
  priceDropProtections: PriceDropProtectionsRepository;
  emailOutbox: EmailOutboxRepository;
  /** Split payment (issue 23): a booking's shares, held for until every one is authorized. */
  splitPayments: SplitPaymentsRepository;
  /** Tenant travel offers (issue 23): a booking's redemption, claimed once by the unique index. */
  travelOfferRedemptions: TravelOfferRedemptionsRepository;
}

/**
 * What the booking path uses (booking-service.ts, the products' parts, the shared saga and its
 * products): the app context has all of it, so a route or job passes the context itself, and the
 * compiler keeps these services to this list.
 */
export interface BookingPorts {
  env: Pick<Env, 'NODE_ENV' | 'SANDBOX_SUPPLIER_LATENCY_MS' | 'SAGA_CRASH_AFTER'>;
  /** This process, as the owner of saga leases. */
  instanceId: string;
  clock: Clock;
  /** Trip rules' clock (airline credits' expiry). */
  travelClock: Clock;
  repos: BookingRepositories;
  /** The supplier's world: seats and rooms a booking claims. */
  supply: SupplyService;
  suppliers: Pick<
    SupplierPorts,
    'flights' | 'hotels' | 'cars' | 'activities' | 'homes' | 'calls' | 'packageRates'
  >;
  secrets: { quoteSigning: string };
  /** Declined cards per quote. */
  rateLimiter: RateLimiter;
  /** Spreedly when configured (payments.ts createPaymentProvider); absent or null: the sandbox. */
  spreedly?: SpreedlyClient | null;
  emailSender: Pick<EmailSender, 'kick'>;
  /** Durable work a booking leaves behind (a price freeze's settlement, its fee's refund). */
  jobRunner: Pick<JobRunner, 'schedule'>;
  /** The saga after a 202. */
  jobs: BackgroundJobs;
  /** Cleared when seats or rooms are reserved or released. */
  flightSearchCache: SearchCache<unknown>;
  /** Packages' included flights per trip (issue 23), cleared with the flight searches. */
  packageFlightCache: PackageFlightCache;
  hotelSearchCaches: HotelSearchCaches;
  /** Cleared when a home's nights are reserved or released. */
  homeSearchCache: SearchCache<unknown>;
}
