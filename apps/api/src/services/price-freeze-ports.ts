import type { BookingLedgerRepository } from '@wayfare/store/repositories/booking-ledger-repository';
import type { EmailOutboxRepository } from '@wayfare/store/repositories/email-outbox-repository';
import type { PaymentsRepository } from '@wayfare/store/repositories/payments-repository';
import type { PriceFreezesRepository } from '@wayfare/store/repositories/price-freezes-repository';
import type { QuotesRepository } from '@wayfare/store/repositories/quotes-repository';
import type { UsersRepository } from '@wayfare/store/repositories/users-repository';
import type { Clock } from '../clock';
import type { EmailSender } from './email-sender';
import type { FareHistoryPorts } from './flight-shop';
import type { JobRunner } from './job-runner';
import type { RateLimiter } from './rate-limiter';
import type { SupplierCalls } from './supplier-ports';
import type { SpreedlyClient } from './spreedly-client';

/**
 * What a price freeze uses (built from the app context by `selectPriceFreezePorts`, context.ts):
 * the shop's fare history and supplier, the booking path's payment steps, its own repository, the
 * outbox and the job runner for its expiry. `clock` prices fares and holds offers; `travelClock`
 * (the sandbox console moves it) decides when a freeze ends, like every trip rule.
 */
export interface PriceFreezePorts extends FareHistoryPorts {
  travelClock: Clock;
  supplierCalls: SupplierCalls;
  /** Signs an exercise's flight quote like the shop's (quote-tokens.ts). */
  quoteSigningSecret: string;
  /** The payment port's provider: Spreedly when configured (payments.ts createPaymentProvider). */
  spreedly?: SpreedlyClient | null;
  repos: {
    priceFreezes: PriceFreezesRepository;
    /** An exercise is held as a flight quote bound to its freeze. */
    quotes: QuotesRepository;
    payments: PaymentsRepository;
    bookingLedger: BookingLedgerRepository;
    emailOutbox: EmailOutboxRepository;
    users: UsersRepository;
  };
  /** Declined cards per offer (booking-payment.ts). */
  rateLimiter: RateLimiter;
  emailSender: Pick<EmailSender, 'kick'>;
  jobRunner: Pick<JobRunner, 'schedule'>;
}

/** What the freeze jobs (expiry, a refund's money) use: the app context has all of it. */
export interface PriceFreezeJobPorts {
  clock: Clock;
  travelClock: Clock;
  repos: {
    priceFreezes: PriceFreezesRepository;
    payments: PaymentsRepository;
    bookingLedger: BookingLedgerRepository;
    emailOutbox: EmailOutboxRepository;
  };
  emailSender: Pick<EmailSender, 'kick'>;
}

/**
 * What settling an exercise's booking uses (the booking saga's hooks and the settlement job): the
 * fee's refund and the freeze's end. The booking path's ports and the app context have it.
 */
export interface FreezeSettlementPorts extends PriceFreezeJobPorts {
  jobRunner: Pick<JobRunner, 'schedule'>;
}
