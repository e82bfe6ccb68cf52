import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const businesses = pgTable('businesses', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  isLive: boolean('is_live').notNull().default(false),
  /** How the business books travel (spec §4 booking modes); null until onboarding asks. */
  bookingMode: text('booking_mode', {
    enum: [
      'book_for_myself',
      'book_for_myself_and_others',
      'employees_book_for_themselves',
      'someone_else_books',
    ],
  }),
  /** Business rewards account reference the business pays with (spec §6 filtering). */
  accountReferenceId: text('account_reference_id'),
  loyaltyPrograms: jsonb('loyalty_programs')
    .$type<{ programCode: string; value: string }[]>()
    .notNull()
    .default([]),
  createdAt: createdAt(),
});

export const policyTiers = pgTable(
  'policy_tiers',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    name: text('name').notNull(),
    /** The spec's policy tier document (§3), validated by the contracts schema on the way in. */
    policy: jsonb('policy').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  // A business's tier names are unique whatever their case: employees pick them by name.
  (t) => [uniqueIndex('policy_tiers_business_name_idx').on(t.businessId, sql`lower(${t.name})`)],
);

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** Subject at the identity provider (sandbox or OIDC). */
    subject: text('subject').notNull().unique(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    kind: text('kind', { enum: ['cardholder', 'employee', 'agent'] }).notNull(),
    /** The id support agents type to start a session for this customer. */
    profileReferenceId: text('profile_reference_id').unique(),
    description: text('description').notNull().default(''),
    firstSignedInAt: ts('first_signed_in_at'),
    /** Issue 24: an agent who leads the support team and may read every agent's trail. */
    supportLead: boolean('support_lead').notNull().default(false),
    createdAt: createdAt(),
  },
  // One account per address: an invitation or an OpenID Connect sign-in finds people by e-mail.
  (t) => [uniqueIndex('users_email_idx').on(sql`lower(${t.email})`)],
);

export const corporateMemberships = pgTable(
  'corporate_memberships',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    /**
     * Issue 24 (spec §7 /cotb): a person may belong to several businesses; exactly one is in use,
     * and every corporate read (`findMembership`) sees that one.
     */
    inUse: boolean('in_use').notNull().default(true),
    roles: jsonb('roles').$type<string[]>().notNull().default([]),
    canViewUsers: boolean('can_view_users').notNull().default(false),
    canViewAdmin: boolean('can_view_admin').notNull().default(false),
    policyTierId: text('policy_tier_id').references(() => policyTiers.id),
    defaultTravelerId: text('default_traveler_id'),
    hiddenTravelerIds: jsonb('hidden_traveler_ids').$type<string[]>().notNull().default([]),
    hasSeenModalMap: jsonb('has_seen_modal_map')
      .$type<Record<string, boolean>>()
      .notNull()
      .default({}),
    cap1Role: text('cap1_role'),
    termsAcknowledgedVersion: text('terms_acknowledged_version'),
    termsAcknowledgedAt: ts('terms_acknowledged_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.businessId] }),
    index('corporate_memberships_business_idx').on(t.businessId),
    // One business in use per person.
    uniqueIndex('corporate_memberships_in_use_idx')
      .on(t.userId)
      .where(sql`${t.inUse}`),
  ],
);

export const rewardsAccounts = pgTable(
  'rewards_accounts',
  {
    accountReferenceId: text('account_reference_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    productId: text('product_id').notNull(),
    productDisplayName: text('product_display_name').notNull(),
    customerAccountRole: text('customer_account_role').notNull(),
    accountType: text('account_type', { enum: ['Personal', 'Business'] }).notNull(),
    lastFour: text('last_four').notNull(),
    currency: text('currency', { enum: ['miles', 'cash'] }).notNull(),
    balance: integer('balance').notNull(),
    redemptionMinimum: integer('redemption_minimum').notNull(),
    earnRates: jsonb('earn_rates')
      .$type<{ flights: number; hotels: number; cars: number; homes: number }>()
      .notNull(),
    businessId: text('business_id').references(() => businesses.id),
    sortOrder: integer('sort_order').notNull().default(0),
    /** When the card account was opened: its card-member years run from here (issue 23). */
    openedAt: ts('opened_at'),
    /** Spec §6: travel credits need an account open and in good standing (issue 23). */
    standing: text('standing', { enum: ['Open', 'Closed', 'Delinquent'] })
      .notNull()
      .default('Open'),
  },
  (t) => [index('rewards_accounts_user_idx').on(t.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the secret in the cookie or bearer token; the secret itself is never stored. */
    idHash: text('id_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tenant: text('tenant').notNull(),
    hostKind: text('host_kind', { enum: ['portal', 'admin'] })
      .notNull()
      .default('portal'),
    csrfToken: text('csrf_token').notNull(),
    isDelegated: boolean('is_delegated').notNull().default(false),
    agentUserId: text('agent_user_id').references(() => users.id),
    isFirstSession: boolean('is_first_session').notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One sign-in attempt: OIDC state, PKCE verifier, and for the sandbox provider its one-time code. */
export const authRequests = pgTable('auth_requests', {
  state: text('state').primaryKey(),
  tenant: text('tenant').notNull(),
  hostKind: text('host_kind').notNull(),
  audience: text('audience', { enum: ['customers', 'agents'] }).notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  sandboxCode: text('sandbox_code').unique(),
  sandboxSubject: text('sandbox_subject'),
  createdAt: createdAt(),
  expiresAt: ts('expires_at').notNull(),
  consumedAt: ts('consumed_at'),
});

export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventName: text('event_name').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
    userId: text('user_id'),
    tenant: text('tenant').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('tracking_events_name_idx').on(t.eventName, t.createdAt),
    // The admin tracking view counts the last day's events (issue 24).
    index('tracking_events_created_idx').on(t.createdAt),
  ],
);

/**
 * A person's experiment variant pinned by the sandbox console (issue 24), winning over the
 * deterministic assignment so a journey or a demo can show a gate on or off.
 */
export const experimentPins = pgTable(
  'experiment_pins',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    experimentId: text('experiment_id').notNull(),
    variant: text('variant').notNull(),
    pinnedAt: ts('pinned_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.experimentId] })],
);

export const engagementEvents = pgTable('engagement_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  event: text('event').notNull(),
  url: text('url').notNull(),
  browserSessionId: text('browser_session_id').notNull(),
  userId: text('user_id'),
  tenant: text('tenant').notNull(),
  createdAt: createdAt(),
});

/** Fixed-window counters for rate limiting, shared by every API process. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: ts('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Every flight search a person ran, for "recently searched" (spec entry source recently_searched_air). */
export const flightSearches = pgTable(
  'flight_searches',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tenant: text('tenant').notNull(),
    /** Identifies the same search (trip type, slices, passengers, cabin) across repeats. */
    searchKey: text('search_key').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    labels: jsonb('labels').$type<{ origin: string; destination: string }[]>().notNull(),
    /** Where the search was started from (spec §2 flight entry sources), when it says. */
    entrySource: text('entry_source'),
    searchedAt: ts('searched_at').notNull(),
  },
  (t) => [index('flight_searches_user_idx').on(t.userId, t.searchedAt)],
);

/**
 * The lowest total observed for a search on a day: the price history that price prediction reads.
 * Written by every live search and, in the sandbox, backfilled by re-running a search as of past days.
 */
export const fareObservations = pgTable(
  'fare_observations',
  {
    searchKey: text('search_key').notNull(),
    observedOn: text('observed_on').notNull(),
    lowestMinor: integer('lowest_minor').notNull(),
    currency: text('currency').notNull(),
    source: text('source', { enum: ['search', 'backfill'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.searchKey, t.observedOn] })],
);

/** Saved traveler profiles (spec §3). Business travelers belong to the business; consumer ones to their owner. */
export const travelers = pgTable(
  'travelers',
  {
    id: text('id').primaryKey(),
    ownerUserId: text('owner_user_id')
      .notNull()
      .references(() => users.id),
    businessId: text('business_id').references(() => businesses.id),
    givenName: text('given_name').notNull(),
    surname: text('surname').notNull(),
    gender: text('gender', { enum: ['M', 'F'] }).notNull(),
    dateOfBirth: text('date_of_birth').notNull(),
    /** Assistance, loyalty, contact, passport and trusted-traveler numbers. */
    details: jsonb('details').$type<TravelerDetails>().notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('travelers_owner_idx').on(t.ownerUserId),
    index('travelers_business_idx').on(t.businessId),
  ],
);

export interface TravelerDetails {
  assistance: string[];
  frequentFlyer: Record<string, string>;
  hotelLoyalty: Record<string, string>;
  emailAddress: string | null;
  passport: {
    number: string;
    countryOfIssue: string;
    nationality?: string;
    expiration: string;
  } | null;
  knownTravelerNumber: string | null;
  tsaRedressNumber: string | null;
}

/** Seats the portal has sold per flight instance and cabin (the sandbox models everyone else's sales). */
export const seatSales = pgTable(
  'seat_sales',
  {
    flightInstanceId: text('flight_instance_id').notNull(),
    cabin: text('cabin').notNull(),
    sold: integer('sold').notNull(),
  },
  (t) => [primaryKey({ columns: [t.flightInstanceId, t.cabin] })],
);

/** One booking's claim on seats, so a retry never reserves twice and a failure releases exactly it. */
export const seatHolds = pgTable('seat_holds', {
  holdId: text('hold_id').primaryKey(),
  claims: jsonb('claims')
    .$type<{ flightInstanceId: string; cabin: string; seats: number }[]>()
    .notNull(),
  createdAt: createdAt(),
  releasedAt: ts('released_at'),
});

/** Settings the portal generates once and every process shares (the quote-signing secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** A held price: the offer as quoted, until it expires. */
export const quotes = pgTable(
  'quotes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tenant: text('tenant').notNull(),
    vertical: text('vertical', {
      enum: ['flights', 'hotels', 'cars', 'activities', 'homes', 'packages'],
    }).notNull(),
    offer: jsonb('offer').$type<Record<string, unknown>>().notNull(),
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    /**
     * A quote that exercises a price freeze (issue 17): only it books the freeze, and booking it
     * charges the freeze's price. `Exercised` for the frozen flights, `Exchanged` for similar ones.
     */
    priceFreezeId: text('price_freeze_id'),
    priceFreezeUse: text('price_freeze_use', { enum: ['Exercised', 'Exchanged'] }),
    /**
     * Cancel for any reason as offered with this quote (issue 18): booking with it adds exactly
     * this premium. Null when it was not offered.
     */
    cfarOffer: jsonb('cfar_offer').$type<CfarOfferColumn>(),
    /** Change for any reason as offered with this flight quote (issue 18); null when not offered. */
    chfarOffer: jsonb('chfar_offer').$type<ChfarOfferColumn>(),
    /** Disruption assistance as offered with this flight quote (issue 20); null when not offered. */
    disruptionOffer: jsonb('disruption_offer').$type<DisruptionOfferColumn>(),
  },
  (t) => [index('quotes_user_idx').on(t.userId)],
);

/**
 * The sandbox card vault: a token stands for a card. Only brand, last four, expiry and the sandbox
 * test behaviour are kept; the full number and the security code are never stored.
 */
export const vaultCards = pgTable('vault_cards', {
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  lastFour: text('last_four').notNull(),
  expiryMonth: integer('expiry_month').notNull(),
  expiryYear: integer('expiry_year').notNull(),
  holderName: text('holder_name').notNull(),
  testBehaviour: text('test_behaviour').notNull(),
  /** The person who first paid with the card; nobody else may use its token. */
  userId: text('user_id').references(() => users.id),
  /** Kept on the person's saved payment methods (`/paymentMethods`). */
  saved: boolean('saved').notNull().default(false),
  createdAt: createdAt(),
});

/** A card authorization held for one booking, then captured or voided. */
export const paymentAuthorizations = pgTable(
  'payment_authorizations',
  {
    id: text('id').primaryKey(),
    cardToken: text('card_token').notNull(),
    reference: text('reference').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** Refunded: money went back after capture (a cancellation), in full or in part. */
    status: text('status', { enum: ['Authorized', 'Captured', 'Voided', 'Refunded'] }).notNull(),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    /** Spreedly's transaction token (capture, void and credit use it); null in the sandbox. */
    gatewayTransactionToken: text('gateway_transaction_token'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('payment_authorizations_reference_idx').on(t.reference)],
);

/** Annual travel credits (Venture X $300) a card holder can apply as travel-wallet credit. */
export const walletCredits = pgTable(
  'wallet_credits',
  {
    id: text('id').primaryKey(),
    accountReferenceId: text('account_reference_id')
      .notNull()
      .references(() => rewardsAccounts.accountReferenceId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    label: text('label').notNull(),
    /** The calendar year the credit is for. */
    period: text('period').notNull(),
    grantedMinor: integer('granted_minor').notNull(),
    remainingMinor: integer('remaining_minor').notNull(),
    /**
     * What made the credit (issue 19): the card's annual travel credit (a statement credit), a
     * price drop found by price drop protection, or an accepted price-match claim.
     */
    kind: text('kind', {
      enum: [
        'AnnualTravelCredit',
        'EntryTravelCredit',
        'TravelCardCredit',
        'PriceDropProtection',
        'PriceMatch',
      ],
    })
      .notNull()
      .default('AnnualTravelCredit'),
    /** The booking a price-drop or price-match credit was earned on. */
    originBookingId: text('origin_booking_id'),
    createdAt: createdAt(),
    /** When what is left of it can no longer be used; null: it does not expire. */
    expiresAt: ts('expires_at'),
    /**
     * A card travel credit's end once the scheduled work recorded it (issue 23): Expired at its
     * date, Canceled when its account closed or fell out of good standing; null while it lives.
     */
    endedState: text('ended_state', { enum: ['Expired', 'Canceled'] }),
    endedAt: ts('ended_at'),
  },
  (t) => [
    index('wallet_credits_user_idx').on(t.userId),
    // One card travel credit per card and period (a card-member year, or `once`), however many
    // grants race (issue 23).
    uniqueIndex('wallet_credits_card_period_uq')
      .on(t.accountReferenceId, t.kind, t.period)
      .where(sql`${t.kind} in ('AnnualTravelCredit', 'EntryTravelCredit', 'TravelCardCredit')`),
  ],
);

/**
 * Every movement of rewards or travel-wallet credit. The id is `<booking>:<kind>`, so a retried
 * debit or refund is written (and applied to the balance) at most once.
 */
export const rewardsTransactions = pgTable(
  'rewards_transactions',
  {
    id: text('id').primaryKey(),
    source: text('source', { enum: ['Rewards', 'TravelWallet', 'AirlineCredit'] }).notNull(),
    /** The rewards account, the wallet credit id for TravelWallet, the airline credit's id. */
    accountId: text('account_id').notNull(),
    bookingId: text('booking_id').notNull(),
    /** Negative for a redemption, positive for a refund. */
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rewards_transactions_account_idx').on(t.accountId)],
);

/** One airline ticket of a multi-ticket flight booking (`flight_bookings.tickets`). */
export interface BookedTicketColumn {
  ticketIndex: number;
  /** The supplier's booking of this ticket (and the portal's seat hold under the same id). */
  supplierBookingId: string;
  airlineCode: string;
  locator: string | null;
  sliceIndex: number;
  segmentIndexes: number[];
  flightInstanceIds: string[];
}

/** A flight booking and its saga's progress, so an interrupted one can be compensated. */
export const flightBookings = pgTable(
  'flight_bookings',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tenant: text('tenant').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    quoteId: text('quote_id').notNull(),
    /** Cancelled: by the traveller after confirmation (issue 7, trip_cancellations). */
    status: text('status', {
      enum: ['Pending', 'AwaitingApproval', 'Confirmed', 'Failed', 'Cancelled'],
    }).notNull(),
    step: text('step', {
      enum: ['ScheduleQuote', 'PollingQuote', 'SchedulePurchase', 'PollingPurchase'],
    }).notNull(),
    /** Saga steps done so far, in order (compensation undoes exactly these). */
    progress: jsonb('progress').$type<string[]>().notNull().default([]),
    tripType: text('trip_type').notNull(),
    offer: jsonb('offer').$type<Record<string, unknown>>().notNull(),
    passengerNames: jsonb('passenger_names').$type<string[]>().notNull(),
    contactEmail: text('contact_email').notNull(),
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull(),
    cardMinor: integer('card_minor').notNull(),
    rewardsMinor: integer('rewards_minor').notNull(),
    walletCreditMinor: integer('wallet_credit_minor').notNull(),
    cardToken: text('card_token').notNull(),
    rewardsAccountReferenceId: text('rewards_account_reference_id'),
    walletCreditId: text('wallet_credit_id'),
    /** An airline travel credit applied first (issue 7; payment source AncillaryCredit). */
    airlineCreditId: text('airline_credit_id'),
    airlineCreditMinor: integer('airline_credit_minor').notNull().default(0),
    authorizationId: text('authorization_id'),
    agentLocator: text('agent_locator'),
    earn: jsonb('earn').$type<{ value: number; currency: 'miles' | 'cash' }>(),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    /** The business the booker books for (corporate tenant), for its approvers. */
    businessId: text('business_id'),
    /** The booker's policy verdict on the trip at booking time; null outside a policy. */
    inPolicy: boolean('in_policy'),
    /** Why the traveller chose an out-of-policy trip (at least 10 characters). */
    outOfPolicyReason: text('out_of_policy_reason'),
    /** Spec §6: `24hr_review` holds the booking for an approver, `auto` books at once. */
    approvalProcess: text('approval_process', { enum: ['24hr_review', 'auto'] }),
    approvalExpiresAt: ts('approval_expires_at'),
    approvalDecidedBy: text('approval_decided_by'),
    approvalDecidedAt: ts('approval_decided_at'),
    /**
     * Which process runs the saga, and until when (renewed while it runs). A booking Pending with a
     * lapsed lease was abandoned by a stopped process; the sweep claims it by compare-and-set.
     */
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: ts('lease_expires_at'),
    /** How many times a process took the saga up (the first run counts one). */
    sagaRuns: integer('saga_runs').notNull().default(0),
    /** The price freeze this booking exercises (issue 17): its quote was bound to it. */
    priceFreezeId: text('price_freeze_id'),
    /** Cancel for any reason bought with it (issue 18): its premium, part of `total_minor`. */
    cfarPremiumMinor: integer('cfar_premium_minor').notNull().default(0),
    /** Change for any reason bought with it (issue 18): its premium, part of `total_minor`. */
    chfarPremiumMinor: integer('chfar_premium_minor').notNull().default(0),
    /** Disruption assistance bought with it (issue 20): its fee, part of `total_minor`. */
    disruptionFeeMinor: integer('disruption_fee_minor').notNull().default(0),
    /**
     * Spec §3: one ticket (`single`), or two tickets sold together: two one-ways priced as one
     * trip (`hackerFare`) or two airlines that don't interline joined by a self-transfer
     * (`virtualInterline`, issue 20), bought in one saga (both or neither).
     */
    multiTicketType: text('multi_ticket_type', {
      enum: ['single', 'hackerFare', 'virtualInterline'],
    })
      .notNull()
      .default('single'),
    /**
     * The tickets of a two-ticket booking (issue 20), in travel order: the supplier booking each
     * was bought as, its airline and locator (null until booked) and the segments it covers; null
     * for one ticket (whose locator is `agent_locator`).
     */
    tickets: jsonb('tickets').$type<BookedTicketColumn[]>(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('flight_bookings_idempotency_idx').on(t.userId, t.idempotencyKey),
    // One quote buys once: a second live booking of it can't be inserted (a failed one may be retried).
    uniqueIndex('flight_bookings_quote_idx')
      .on(t.quoteId)
      .where(sql`${t.status} <> 'Failed'`),
    index('flight_bookings_lease_idx')
      .on(t.leaseExpiresAt)
      .where(sql`${t.status} = 'Pending'`),
    index('flight_bookings_approvals_idx').on(t.businessId, t.status),
    index('flight_bookings_status_idx').on(t.status, t.updatedAt),
  ],
);

/** Messages waiting for the sender job (durable outbox). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: ts('created_at').notNull(),
    sentAt: ts('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    /** The tenant whose brand sends it (picks the From address); null sends as the default. */
    tenant: text('tenant'),
    /** Not before this: the retry backoff after a failure, or a sender's claim while it sends. */
    nextAttemptAt: ts('next_attempt_at'),
    /** The mail server's answer to the last failed attempt. */
    lastError: text('last_error'),
    /** Given up: rejected for good, or out of attempts. */
    failedAt: ts('failed_at'),
  },
  (t) => [
    index('email_outbox_due_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);

/**
 * Hotel searches for "recently searched" (spec §2 recently_searched_hotel): one row per person,
 * tenant and distinct search (place, dates, occupancy), moved to the top when searched again.
 */
export const hotelSearches = pgTable(
  'hotel_searches',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tenant: text('tenant').notNull(),
    searchKey: text('search_key').notNull(),
    /** What re-runs the search: place, dates, occupancy, filters and sort. */
    search: jsonb('search').$type<Record<string, unknown>>().notNull(),
    locationLabel: text('location_label').notNull(),
    entrySource: text('entry_source'),
    searchedAt: ts('searched_at').notNull(),
  },
  (t) => [
    uniqueIndex('hotel_searches_key_idx').on(t.userId, t.tenant, t.searchKey),
    index('hotel_searches_recent_idx').on(t.userId, t.tenant, t.searchedAt),
  ],
);

/** Hotels a person opened, for "recently viewed" (spec §2 recently_viewed_hotel). */
export const hotelViews = pgTable(
  'hotel_views',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tenant: text('tenant').notNull(),
    lodgingId: text('lodging_id').notNull(),
    /** The hotel's facts when viewed (name, place, stars, picture). */
    hotel: jsonb('hotel').$type<Record<string, unknown>>().notNull(),
    /** The stay looked at. */
    stay: jsonb('stay').$type<Record<string, unknown>>().notNull(),
    entrySource: text('entry_source'),
    viewedAt: ts('viewed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tenant, t.lodgingId] }),
    index('hotel_views_recent_idx').on(t.userId, t.tenant, t.viewedAt),
  ],
);

/** A person's wishlists per tenant (spec §3, §7); exactly one is their default ("Favorites"). */
export const wishlists = pgTable(
  'wishlists',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tenant: text('tenant').notNull(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('wishlists_user_idx').on(t.userId, t.tenant),
    // Two first calls at once still make one default list.
    uniqueIndex('wishlists_default_idx')
      .on(t.userId, t.tenant)
      .where(sql`${t.isDefault}`),
  ],
);

/** Saved products; the same product once per list. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: text('id').primaryKey(),
    wishlistId: text('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productType: text('product_type', { enum: ['Hotel'] }).notNull(),
    productId: text('product_id').notNull(),
    /** The product's facts when saved, to draw lists and maps without a search. */
    product: jsonb('product').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('wishlist_items_product_idx').on(t.wishlistId, t.productId)],
);

/** Hotel rooms the portal has sold per room type and night (the sandbox models everyone else's). */
export const roomSales = pgTable(
  'room_sales',
  {
    roomTypeId: text('room_type_id').notNull(),
    /** The night, as its check-in date `YYYY-MM-DD`. */
    date: text('date').notNull(),
    sold: integer('sold').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomTypeId, t.date] })],
);

/** One booking's claim on room-nights, so a retry never reserves twice and a failure releases exactly it. */
export const roomHolds = pgTable('room_holds', {
  holdId: text('hold_id').primaryKey(),
  claims: jsonb('claims').$type<{ roomTypeId: string; date: string; rooms: number }[]>().notNull(),
  createdAt: createdAt(),
  releasedAt: ts('released_at'),
});

/**
 * A hotel booking and its saga's progress. The payment, approval and saga columns are the same as
 * flight_bookings (one saga runner drives both); the rest is the stay as quoted and the guests.
 */
export const hotelBookings = pgTable(
  'hotel_bookings',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tenant: text('tenant').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    quoteId: text('quote_id').notNull(),
    /** The saga's states (the API shows Pending as PendingConfirm and Failed as Failure, spec §4). */
    status: text('status', {
      enum: ['Pending', 'AwaitingApproval', 'Confirmed', 'Failed', 'Cancelled'],
    }).notNull(),
    step: text('step', {
      enum: ['ScheduleQuote', 'PollingQuote', 'SchedulePurchase', 'PollingPurchase'],
    }).notNull(),
    progress: jsonb('progress').$type<string[]>().notNull().default([]),
    lodgingId: text('lodging_id').notNull(),
    checkInDate: text('check_in_date').notNull(),
    checkOutDate: text('check_out_date').notNull(),
    /** The supplier's quote id, booked by the saga. */
    supplierQuoteId: text('supplier_quote_id').notNull(),
    /** The stay as quoted: hotel facts, room, price breakdown, cancellation policy, variant. */
    quote: jsonb('quote').$type<Record<string, unknown>>().notNull(),
    /** Lead guest (with the birth date the supplier checks) and other guests' names. */
    guests: jsonb('guests').$type<Record<string, unknown>>().notNull(),
    bedType: text('bed_type').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    loyaltyNumber: text('loyalty_number'),
    specialRequests: text('special_requests'),
    /** The refundable-room variant was bought with the stay. */
    refundableVariant: boolean('refundable_variant').notNull().default(false),
    /** Charged through the portal (pay now); what the payment split divides. */
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull(),
    cardMinor: integer('card_minor').notNull(),
    rewardsMinor: integer('rewards_minor').notNull(),
    walletCreditMinor: integer('wallet_credit_minor').notNull(),
    cardToken: text('card_token').notNull(),
    rewardsAccountReferenceId: text('rewards_account_reference_id'),
    walletCreditId: text('wallet_credit_id'),
    authorizationId: text('authorization_id'),
    agentLocator: text('agent_locator'),
    earn: jsonb('earn').$type<{ value: number; currency: 'miles' | 'cash' }>(),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    /** Spec §8 hotel failure reason of a failed booking. */
    failureReason: text('failure_reason'),
    businessId: text('business_id'),
    inPolicy: boolean('in_policy'),
    outOfPolicyReason: text('out_of_policy_reason'),
    approvalProcess: text('approval_process', { enum: ['24hr_review', 'auto'] }),
    approvalExpiresAt: ts('approval_expires_at'),
    approvalDecidedBy: text('approval_decided_by'),
    approvalDecidedAt: ts('approval_decided_at'),
    /**
     * Which process runs the saga, and until when (renewed while it runs). A booking Pending with a
     * lapsed lease was abandoned by a stopped process; the sweep claims it by compare-and-set.
     */
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: ts('lease_expires_at'),
    /** How many times a process took the saga up (the first run counts one). */
    sagaRuns: integer('saga_runs').notNull().default(0),
    /** The hotel price freeze this stay exercises (issue 17): its quote was bound to it. */
    priceFreezeId: text('price_freeze_id'),
    /** Raised by each date change (issue 22): a change applies by compare-and-set on it. */
    version: integer('version').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('hotel_bookings_idempotency_idx').on(t.userId, t.idempotencyKey),
    // One quote buys once: a second live booking of it can't be inserted (a failed one may be retried).
    uniqueIndex('hotel_bookings_quote_idx')
      .on(t.quoteId)
      .where(sql`${t.status} <> 'Failed'`),
    index('hotel_bookings_lease_idx')
      .on(t.leaseExpiresAt)
      .where(sql`${t.status} = 'Pending'`),
    index('hotel_bookings_approvals_idx').on(t.businessId, t.status),
    index('hotel_bookings_status_idx').on(t.status, t.updatedAt),
  ],
);

/**
 * Car rentals (issue 21): the shared booking columns (booking-service.ts BookingCommonColumns and
 * the saga's) plus the rental as quoted, its driver(s), loyalty number and extras.
 */
export const carBookings = pgTable(
  'car_bookings',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tenant: text('tenant').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    quoteId: text('quote_id').notNull(),
    /** The saga's states (shown as PendingConfirm / Failure like stays), Cancelled afterwards. */
    status: text('status', {
      enum: ['Pending', 'AwaitingApproval', 'Confirmed', 'Failed', 'Cancelled'],
    }).notNull(),
    step: text('step', {
      enum: ['ScheduleQuote', 'PollingQuote', 'SchedulePurchase', 'PollingPurchase'],
    }).notNull(),
    progress: jsonb('progress').$type<string[]>().notNull().default([]),
    /** The supplier's offer id (pick-up, drop-off, brand, class, times and age searched). */
    offerId: text('offer_id').notNull(),
    supplierCode: text('supplier_code').notNull(),
    pickUpCode: text('pick_up_code').notNull(),
    dropOffCode: text('drop_off_code').notNull(),
    /** Counter-local `YYYY-MM-DDTHH:mm`, and the same instants in UTC (trips sort and time by them). */
    pickUpLocal: text('pick_up_local').notNull(),
    dropOffLocal: text('drop_off_local').notNull(),
    pickUpAt: ts('pick_up_at').notNull(),
    dropOffAt: ts('drop_off_at').notNull(),
    payTiming: text('pay_timing', { enum: ['PayNow', 'PayLater'] }).notNull(),
    /** The rental as quoted: counters, terms, extras, price breakdown, policy status. */
    quote: jsonb('quote').$type<Record<string, unknown>>().notNull(),
    /** The main driver and additional drivers: traveler id, names, age on the pick-up date. */
    drivers: jsonb('drivers').$type<Record<string, unknown>[]>().notNull(),
    extras: jsonb('extras').$type<Record<string, unknown>[]>().notNull().default([]),
    loyaltyProgramCode: text('loyalty_program_code'),
    /** Personal data: never logged; views show its last four characters. */
    loyaltyNumber: text('loyalty_number'),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    /** Charged through the portal (pay now); what the payment split divides. */
    totalMinor: integer('total_minor').notNull(),
    /** Paid at the counter (pay-at-counter rentals). */
    dueAtCounterMinor: integer('due_at_counter_minor').notNull().default(0),
    currency: text('currency').notNull(),
    cardMinor: integer('card_minor').notNull(),
    rewardsMinor: integer('rewards_minor').notNull(),
    walletCreditMinor: integer('wallet_credit_minor').notNull(),
    cardToken: text('card_token').notNull(),
    rewardsAccountReferenceId: text('rewards_account_reference_id'),
    walletCreditId: text('wallet_credit_id'),
    authorizationId: text('authorization_id'),
    /** The portal's locator (shown as H-…). */
    agentLocator: text('agent_locator'),
    /** The rental company's reservation number. */
    supplierConfirmation: text('supplier_confirmation'),
    /** The sandbox rental company's own record of the reservation (its ledger survives restarts). */
    supplierBooking: jsonb('supplier_booking').$type<Record<string, unknown>>(),
    earn: jsonb('earn').$type<{ value: number; currency: 'miles' | 'cash' }>(),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    businessId: text('business_id'),
    inPolicy: boolean('in_policy'),
    outOfPolicyReason: text('out_of_policy_reason'),
    approvalProcess: text('approval_process', { enum: ['24hr_review', 'auto'] }),
    approvalExpiresAt: ts('approval_expires_at'),
    approvalDecidedBy: text('approval_decided_by'),
    approvalDecidedAt: ts('approval_decided_at'),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: ts('lease_expires_at'),
    sagaRuns: integer('saga_runs').notNull().default(0),
    cancelledAt: ts('cancelled_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('car_bookings_idempotency_idx').on(t.userId, t.idempotencyKey),
    // One quote rents once: a second live booking of it can't be inserted (a failed one may be retried).
    uniqueIndex('car_bookings_quote_idx')
      .on(t.quoteId)
      .where(sql`${t.status} <> 'Failed'`),
    index('car_bookings_lease_idx')
      .on(t.leaseExpiresAt)
      .where(sql`${t.status} = 'Pending'`),
    index('car_bookings_approvals_idx').on(t.businessId, t.status),
    index('car_bookings_user_idx').on(t.userId, t.tenant, t.createdAt),
    index('car_bookings_locator_idx').on(sql`upper(${t.agentLocator})`),
  ],
);

/**
 * Experiences (issue 22): one booked activity slot, on the shared saga's columns. `spotsHeld` is
 * the portal's hold on the slot's spots (0 when none): the saga raises it and the slot's sold count
 * together, and releasing lowers both, once.
 */
export const activityBookings = pgTable(
  'activity_bookings',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tenant: text('tenant').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    quoteId: text('quote_id').notNull(),
    status: text('status', {
      enum: ['Pending', 'AwaitingApproval', 'Confirmed', 'Failed', 'Cancelled'],
    }).notNull(),
    step: text('step', {
      enum: ['ScheduleQuote', 'PollingQuote', 'SchedulePurchase', 'PollingPurchase'],
    }).notNull(),
    progress: jsonb('progress').$type<string[]>().notNull().default([]),
    activityId: text('activity_id').notNull(),
    /** The slot: local date `YYYY-MM-DD`, local start `HH:mm` and ticket type. */
    activityDate: text('activity_date').notNull(),
    startTime: text('start_time').notNull(),
    ticketType: text('ticket_type').notNull(),
    /** Spots the booking takes in the slot (infants take none; a private group takes one). */
    seats: integer('seats').notNull(),
    spotsHeld: integer('spots_held').notNull().default(0),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    /** The activity and its tickets as quoted: party by age band, prices, terms, policy status. */
    quote: jsonb('quote').$type<Record<string, unknown>>().notNull(),
    /** The lead traveller: saved traveler id and names (no birth date). */
    leadTraveler: jsonb('lead_traveler').$type<Record<string, unknown>>().notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull(),
    cardMinor: integer('card_minor').notNull(),
    rewardsMinor: integer('rewards_minor').notNull(),
    walletCreditMinor: integer('wallet_credit_minor').notNull(),
    cardToken: text('card_token').notNull(),
    rewardsAccountReferenceId: text('rewards_account_reference_id'),
    walletCreditId: text('wallet_credit_id'),
    authorizationId: text('authorization_id'),
    agentLocator: text('agent_locator'),
    /** The operator's booking reference. */
    supplierConfirmation: text('supplier_confirmation'),
    /** The sandbox operator's own record of the booking (its ledger survives restarts). */
    supplierBooking: jsonb('supplier_booking').$type<Record<string, unknown>>(),
    earn: jsonb('earn').$type<{ value: number; currency: 'miles' | 'cash' }>(),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    businessId: text('business_id'),
    inPolicy: boolean('in_policy'),
    outOfPolicyReason: text('out_of_policy_reason'),
    approvalProcess: text('approval_process', { enum: ['24hr_review', 'auto'] }),
    approvalExpiresAt: ts('approval_expires_at'),
    approvalDecidedBy: text('approval_decided_by'),
    approvalDecidedAt: ts('approval_decided_at'),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: ts('lease_expires_at'),
    sagaRuns: integer('saga_runs').notNull().default(0),
    cancelledAt: ts('cancelled_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('activity_bookings_idempotency_idx').on(t.userId, t.idempotencyKey),
    // One quote books once: a second live booking of it can't be inserted (a failed one may be retried).
    uniqueIndex('activity_bookings_quote_idx')
      .on(t.quoteId)
      .where(sql`${t.status} <> 'Failed'`),
    index('activity_bookings_lease_idx')
      .on(t.leaseExpiresAt)
      .where(sql`${t.status} = 'Pending'`),
    index('activity_bookings_approvals_idx').on(t.businessId, t.status),
    index('activity_bookings_user_idx').on(t.userId, t.tenant, t.createdAt),
    index('activity_bookings_locator_idx').on(sql`upper(${t.agentLocator})`),
    check('activity_bookings_spots_held_check', sql`${t.spotsHeld} >= 0`),
  ],
);

/**
 * The portal's sales per activity slot (issue 22): raised by `sold = sold + n WHERE sold + n <=
 * capacity`, so concurrent bookings of the last spots can't oversell; the operator's availability
 * leaves these out of its spots left (`SoldSpotsLookup`).
 */
export const activitySlotSales = pgTable(
  'activity_slot_sales',
  {
    activityId: text('activity_id').notNull(),
    date: text('date').notNull(),
    startTime: text('start_time').notNull(),
    ticketType: text('ticket_type').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.date, t.startTime, t.ticketType] }),
    check('activity_slot_sales_sold_check', sql`${t.sold} >= 0`),
  ],
);

/**
 * A self-serve cancellation quote (issue 7): what cancelling a trip gives back, held 10 minutes.
 * The confirm carries its id; the amounts are the ones shown, never recomputed.
 */
export const cancelQuotes = pgTable(
  'cancel_quotes',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id').notNull(),
    product: text('product', {
      enum: ['flight', 'hotel', 'car', 'activity', 'home', 'package'],
    }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    outcome: text('outcome').notNull(),
    cancellable: boolean('cancellable').notNull(),
    /** Per source: `{ source, amountMinor }`, what goes back to each. */
    refunds: jsonb('refunds').$type<{ source: string; amountMinor: number }[]>().notNull(),
    airlineCreditMinor: integer('airline_credit_minor').notNull().default(0),
    penaltyMinor: integer('penalty_minor').notNull().default(0),
    currency: text('currency').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('cancel_quotes_booking_idx').on(t.bookingId)],
);

/**
 * A trip's cancellation and its steps, one per booking: a second confirm (same quote or another)
 * finds it, and a retry resumes after the last recorded step.
 */
export const tripCancellations = pgTable(
  'trip_cancellations',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id').notNull(),
    product: text('product', {
      enum: ['flight', 'hotel', 'car', 'activity', 'home', 'package'],
    }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    quoteId: text('quote_id').notNull(),
    outcome: text('outcome').notNull(),
    /** Requested → Cancelled; Pending when the supplier did not answer; Failed when it refused. */
    status: text('status', { enum: ['Requested', 'Pending', 'Cancelled', 'Failed'] }).notNull(),
    refunds: jsonb('refunds').$type<{ source: string; amountMinor: number }[]>().notNull(),
    airlineCreditMinor: integer('airline_credit_minor').notNull().default(0),
    penaltyMinor: integer('penalty_minor').notNull().default(0),
    currency: text('currency').notNull(),
    /** Steps done, in order (supplierCancelled, cardRefunded, …), so a retry skips them. */
    progress: jsonb('progress').$type<string[]>().notNull().default([]),
    airlineCreditId: text('airline_credit_id'),
    errorCode: text('error_code'),
    requestedAt: ts('requested_at').notNull(),
    cancelledAt: ts('cancelled_at'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('trip_cancellations_booking_idx').on(t.bookingId)],
);

/** Airline travel credits (spec §4 future travel credit) made by cancelling a flight. */
export const airlineCredits = pgTable(
  'airline_credits',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tenant: text('tenant').notNull(),
    airlineCode: text('airline_code').notNull(),
    airlineName: text('airline_name').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    remainingMinor: integer('remaining_minor').notNull(),
    currency: text('currency').notNull(),
    travelerNames: jsonb('traveler_names').$type<string[]>().notNull(),
    originBookingId: text('origin_booking_id').notNull().unique(),
    originConfirmationCode: text('origin_confirmation_code'),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('airline_credits_user_idx').on(t.userId, t.tenant)],
);

/** A traveller's request to support to change a traveler's details (names can't change online). */
export const travelerEditRequests = pgTable(
  'traveler_edit_requests',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    travelerName: text('traveler_name').notNull(),
    message: text('message').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('traveler_edit_requests_booking_idx').on(t.bookingId)],
);

/**
 * Online check-in with the sandbox airline (issue 7): one row per booking and slice, holding who
 * is checked in and their boarding passes, so checking in again answers the same passes.
 */
export const flightCheckIns = pgTable(
  'flight_check_ins',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => flightBookings.id),
    sliceIndex: integer('slice_index').notNull(),
    /** Positions on the booking's traveler list, in order. */
    passengerIndexes: jsonb('passenger_indexes').$type<number[]>().notNull(),
    /** BoardingPass objects (contracts/trips.ts), one per traveler per flight of the slice. */
    boardingPasses: jsonb('boarding_passes').$type<Record<string, unknown>[]>().notNull(),
    checkedInAt: ts('checked_in_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('flight_check_ins_booking_slice_idx').on(t.bookingId, t.sliceIndex)],
);

/**
 * Durable background work (DESIGN.md: jobs): sweeps, expiries and retries, due at `runAt` on the
 * real clock or the sandbox's travel clock, claimed by any process with `for update skip locked`
 * and a lease, so several processes never run one job at once and a stopped one's jobs run again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    /** At most one job per key (a recurring sweep, or one expiry per voucher). */
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: ts('run_at').notNull(),
    /** Which clock `runAt` is on: real time, or the sandbox's travel clock (trip rules). */
    clock: text('clock', { enum: ['real', 'travel'] })
      .notNull()
      .default('real'),
    /** Recurring jobs run again this long after each run; null runs once. */
    everyMs: integer('every_ms'),
    attempts: integer('attempts').notNull().default(0),
    lockedBy: text('locked_by'),
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('jobs_key_idx').on(t.key), index('jobs_due_idx').on(t.runAt)],
);

/**
 * The travel sale priced ahead (issue 23): one origin's destinations for one day, the same for
 * everyone leaving from there, written by the `travel-sale-price` job (or by a request that priced
 * a cold origin) and read by `GET /travelsale` in any process. `lists_key` names the destination
 * codes priced, so a changed configuration is priced afresh rather than answered from an old row.
 */
export const travelSalePricings = pgTable(
  'travel_sale_pricings',
  {
    origin: text('origin').notNull(),
    /** The UTC day of the clock the fares were observed on (YYYY-MM-DD). */
    day: text('day').notNull(),
    listsKey: text('lists_key').notNull(),
    pricing: jsonb('pricing').$type<Record<string, unknown>>().notNull(),
    /** `job` (priced ahead) or `demand` (a request met a cold origin). */
    pricedBy: text('priced_by', { enum: ['job', 'demand'] }).notNull(),
    pricedAt: ts('priced_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.origin, t.day, t.listsKey] })],
);

/*
 * What the sandbox console (issues 7 and 15) changes, shared by every process on the database and
 * kept across restarts. The travel clock's offset is in app_settings.
 */

/** One-shot supplier faults: the next matching call in any process deletes (takes) the row. */
export const sandboxFaults = pgTable('sandbox_faults', {
  id: text('id').primaryKey(),
  /** Arming order: the oldest matching fault is taken first. */
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  product: text('product', { enum: ['flight', 'hotel', 'any'] }).notNull(),
  operation: text('operation').notNull(),
  kind: text('kind').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** Price moves on a flight instance or a hotel; moves on one target compound. */
export const sandboxPriceMoves = pgTable('sandbox_price_moves', {
  id: text('id').primaryKey(),
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  targetKind: text('target_kind', { enum: ['flight', 'hotel'] }).notNull(),
  /** The flight instance id or the lodging id. */
  targetId: text('target_id').notNull(),
  percent: integer('percent').notNull(),
  label: text('label').notNull(),
  createdAt: ts('created_at').notNull(),
});

/**
 * Competitor prices the sandbox console set (issue 19), per site and itinerary or room: they answer
 * before the competitor feed's own. A null amount: the site does not sell it.
 */
export const sandboxCompetitorPrices = pgTable(
  'sandbox_competitor_prices',
  {
    site: text('site').notNull(),
    itineraryKey: text('itinerary_key').notNull(),
    amountMinor: integer('amount_minor'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.site, t.itineraryKey] })],
);

/** Airline events injected on booked flights (the supplier's disruption registry). */
export const sandboxDisruptions = pgTable('sandbox_disruptions', {
  flightInstanceId: text('flight_instance_id').primaryKey(),
  kind: text('kind', { enum: ['Delay', 'AirlineCancellation', 'ScheduleChange'] }).notNull(),
  minutes: integer('minutes').notNull(),
  /** On the travel clock. */
  announcedAt: ts('announced_at').notNull(),
});

/**
 * Cancellation fees the supplier started charging on a booking (a `feesApplicable` fault), with
 * the cancellation quotes priced with the fee: any other quote of the booking predates it.
 */
export const sandboxCancelFees = pgTable('sandbox_cancel_fees', {
  bookingId: text('booking_id').primaryKey(),
  feeMinor: integer('fee_minor').notNull(),
  quoteIds: text('quote_ids')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAt(),
});

/**
 * A price-freeze offer (issue 17): the fare set's price now, the cap and each length's fee, held
 * for a while under its id. A purchase names it; the fee and price are the ones shown.
 */
export const priceFreezeOffers = pgTable(
  'price_freeze_offers',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tenant: text('tenant').notNull(),
    product: text('product', { enum: ['flight', 'hotel'] }).notNull(),
    /** The priced offer as the supplier gave it (flights: a FlightOffer; hotels: the quote). */
    offer: jsonb('offer').$type<Record<string, unknown>>().notNull(),
    passengerCount: integer('passenger_count').notNull(),
    frozenTotalMinor: integer('frozen_total_minor').notNull(),
    capPerPassengerMinor: integer('cap_per_passenger_minor').notNull(),
    currency: text('currency').notNull(),
    /** Each length offered with its fee per passenger. */
    options: jsonb('options')
      .$type<{ durationHours: number; feePerPassengerMinor: number }[]>()
      .notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('price_freeze_offers_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A bought price freeze: Pending while its fee is charged, then the voucher's states (spec §4),
 * or Failed when the fee was not paid. State moves are compare-and-set on `state`.
 */
export const priceFreezes = pgTable(
  'price_freezes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tenant: text('tenant').notNull(),
    product: text('product', { enum: ['flight', 'hotel'] }).notNull(),
    offerId: text('offer_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', {
      enum: ['Pending', 'Valid', 'Exercised', 'Expired', 'Refunded', 'Exchanged', 'Failed'],
    }).notNull(),
    /** The frozen offer: the exact flights, fares and passengers the price holds for. */
    offer: jsonb('offer').$type<Record<string, unknown>>().notNull(),
    passengerCount: integer('passenger_count').notNull(),
    frozenTotalMinor: integer('frozen_total_minor').notNull(),
    capPerPassengerMinor: integer('cap_per_passenger_minor').notNull(),
    feePerPassengerMinor: integer('fee_per_passenger_minor').notNull(),
    feeTotalMinor: integer('fee_total_minor').notNull(),
    currency: text('currency').notNull(),
    durationHours: integer('duration_hours').notNull(),
    /** On the travel clock (the sandbox console moves it), like every trip rule. */
    purchasedAt: ts('purchased_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    /** How the fee was paid: the booking path's split. */
    cardMinor: integer('card_minor').notNull(),
    rewardsMinor: integer('rewards_minor').notNull(),
    walletCreditMinor: integer('wallet_credit_minor').notNull(),
    cardToken: text('card_token').notNull(),
    rewardsAccountReferenceId: text('rewards_account_reference_id'),
    walletCreditId: text('wallet_credit_id'),
    authorizationId: text('authorization_id'),
    contactEmail: text('contact_email').notNull(),
    /** The fee given back, per source, when it was refunded. */
    refunds: jsonb('refunds')
      .$type<{ reason: string; source: string; amountMinor: number; refundedAt: string }[]>()
      .notNull()
      .default([]),
    errorCode: text('error_code'),
    /**
     * The booking exercising the freeze, claimed by compare-and-set before anything is charged:
     * while it is under way no other booking, refund or expiry moves the freeze. A claim by a
     * booking that failed holds nothing.
     */
    exerciseBookingId: text('exercise_booking_id'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('price_freezes_idempotency_idx').on(t.userId, t.idempotencyKey),
    // An offer is bought once: a second live freeze of it can't be inserted (a failed one may be
    // retried).
    uniqueIndex('price_freezes_offer_idx')
      .on(t.offerId)
      .where(sql`${t.state} <> 'Failed'`),
    index('price_freezes_user_idx').on(t.userId, t.createdAt),
    index('price_freezes_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} = 'Valid'`),
  ],
);

/** A quote's cancel-for-any-reason offer, held at its premium (issue 18). */
export interface CfarOfferColumn {
  premiumMinor: number;
  /** The fares it covers (the quote's total without the premium). */
  fareTotalMinor: number;
  refundPercent: number;
  /** ISO instant: 3 hours before the first departure. */
  deadline: string;
}

/**
 * Cancel for any reason bought with a booking (issue 18; spec §4 CFAR states), one per booking.
 * Every state move is a compare-and-set on `state`, so of two exercises, or an exercise and an
 * expiry, exactly one moves it.
 */
export const cfarProtections = pgTable(
  'cfar_protections',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id').notNull(),
    product: text('product', { enum: ['flight', 'hotel'] }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tenant: text('tenant').notNull(),
    state: text('state', {
      enum: [
        'CfarRefundable',
        'Pending',
        'Canceled',
        'CancellationFailure',
        'ContactCustomerService',
        'Expired',
      ],
    }).notNull(),
    premiumMinor: integer('premium_minor').notNull(),
    fareTotalMinor: integer('fare_total_minor').notNull(),
    refundPercent: integer('refund_percent').notNull(),
    currency: text('currency').notNull(),
    /** On the travel clock: the last instant it can be used. */
    deadline: ts('deadline').notNull(),
    expiredReason: text('expired_reason', {
      enum: [
        'Deadline',
        'AirlineCancellation',
        'VoluntaryChange',
        'GovernmentAlert',
        'HealthDesignation',
        'HotelCancellation',
        'TripCancelled',
      ],
    }),
    expiredAt: ts('expired_at'),
    /** How it was used: the cancellation quote taken and its outcome. */
    choice: text('choice', { enum: ['cfar_cash', 'cfar_ftc', 'cfar_ftc_with_penalty'] }),
    cancelQuoteId: text('cancel_quote_id'),
    errorCode: text('error_code'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('cfar_protections_booking_idx').on(t.bookingId),
    index('cfar_protections_user_idx').on(t.userId),
  ],
);

/**
 * An airline's schedule change on a booked trip and what became of it (issue 18): one row per
 * booking and set of changes (`signature`: each changed flight and its minutes), inserted when the
 * traveller is told, then moved by compare-and-set on `status` when they decide.
 */
export const scheduleChanges = pgTable(
  'schedule_changes',
  {
    bookingId: text('booking_id').notNull(),
    signature: text('signature').notNull(),
    severity: text('severity', { enum: ['Minor', 'Major'] }).notNull(),
    status: text('status', {
      enum: ['AutoAccepted', 'AwaitingDecision', 'Accepted', 'Rebooked', 'Refunded'],
    }).notNull(),
    noticedAt: ts('noticed_at').notNull(),
    decidedAt: ts('decided_at'),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.signature] })],
);

/**
 * Changes of booked flights through the exchange flow (issue 18; spec §2 exchange states). A row
 * is a priced change (Quoted, held until `expires_at`); confirming moves it Quoted → Requested by
 * compare-and-set, and the partial unique index lets one change per booking be under way. The
 * supplier's answer moves it Requested → Confirmed (the booking then holds the new flights) or
 * Failed (the charge goes back); failed rows are the booking's attempts.
 */
export const flightExchanges = pgTable(
  'flight_exchanges',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => flightBookings.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tenant: text('tenant').notNull(),
    status: text('status', { enum: ['Quoted', 'Requested', 'Confirmed', 'Failed'] }).notNull(),
    /** The booked slices' indexes this change replaces. */
    changedSlices: jsonb('changed_slices').$type<number[]>().notNull(),
    /** The whole itinerary after the change (kept slices as booked), a FlightOffer. */
    newOffer: jsonb('new_offer').$type<Record<string, unknown>>().notNull(),
    /** The fare ids booked with the supplier for the changed slices, in slice order. */
    newFareIds: jsonb('new_fare_ids').$type<string[]>().notNull(),
    fareDifferenceMinor: integer('fare_difference_minor').notNull(),
    changeFeeMinor: integer('change_fee_minor').notNull(),
    amountDueMinor: integer('amount_due_minor').notNull(),
    creditBackMinor: integer('credit_back_minor').notNull(),
    currency: text('currency').notNull(),
    authorizationId: text('authorization_id'),
    airlineCreditId: text('airline_credit_id'),
    /**
     * The airline's schedule change (its signature) this change answers: the airline waives fee
     * and difference, and the schedule change is Rebooked while the change holds.
     */
    scheduleChangeSignature: text('schedule_change_signature'),
    /** What change for any reason gives back for this change (0 without it). */
    chfarCoveredMinor: integer('chfar_covered_minor').notNull().default(0),
    /**
     * A rebooking a protection pays for (issue 20): disruption assistance (any airline, no cost)
     * or the missed-connection guarantee (a qualifying flight, no cost); the protection's id.
     */
    waiverReason: text('waiver_reason', { enum: ['DisruptionAssistance', 'MissedConnection'] }),
    waiverProtectionId: text('waiver_protection_id'),
    errorCode: text('error_code'),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    requestedAt: ts('requested_at'),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    index('flight_exchanges_booking_idx').on(t.bookingId, t.createdAt),
    uniqueIndex('flight_exchanges_one_under_way')
      .on(t.bookingId)
      .where(sql`${t.status} = 'Requested'`),
  ],
);

/** Change for any reason as held on a quote: the premium, the coverage and the deadline. */
export interface ChfarOfferColumn {
  premiumMinor: number;
  fareTotalMinor: number;
  coverageLimitMinor: number;
  deadline: string;
}

/**
 * Change for any reason bought with a flight booking (issue 18): one row per booking (the unique
 * index), every state move a compare-and-set on `state`. A change takes it Active → Used with its
 * exchange (given back if the change fails); the reimbursement job moves it Used → Reimbursed.
 */
export const chfarProtections = pgTable('chfar_protections', {
  id: text('id').primaryKey(),
  bookingId: text('booking_id')
    .notNull()
    .unique()
    .references(() => flightBookings.id),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  tenant: text('tenant').notNull(),
  state: text('state', { enum: ['Active', 'Used', 'Reimbursed', 'Expired'] }).notNull(),
  premiumMinor: integer('premium_minor').notNull(),
  coverageLimitMinor: integer('coverage_limit_minor').notNull(),
  currency: text('currency').notNull(),
  /** On the travel clock: the last instant it can be used. */
  deadline: ts('deadline').notNull(),
  expiredReason: text('expired_reason', { enum: ['Deadline', 'TripCancelled'] }),
  /** The change that used it, what it gives back, by when and when it did. */
  exchangeId: text('exchange_id'),
  coveredMinor: integer('covered_minor').notNull().default(0),
  reimburseDueAt: ts('reimburse_due_at'),
  reimbursedAt: ts('reimbursed_at'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

/**
 * Price watches (issue 19; spec §4 watch states): a person's watched flight search. A partial
 * unique index keeps one live watch per person and search; each check is a one-shot job on the
 * travel clock (`price-watch-check`), and a stop is a compare-and-set on `state`.
 */
export const priceWatches = pgTable(
  'price_watches',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tenant: text('tenant').notNull(),
    searchKey: text('search_key').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    /** Where the traveller watched it from: the alert's link goes back there. */
    portalOrigin: text('portal_origin').notNull(),
    contactEmail: text('contact_email').notNull(),
    state: text('state', { enum: ['JustWatched', 'Watching', 'NotWatching'] }).notNull(),
    startingMinor: integer('starting_minor'),
    currentMinor: integer('current_minor'),
    /** The lowest price an alert was last sent for (or the starting one). */
    alertedMinor: integer('alerted_minor'),
    advice: text('advice', { enum: ['buy', 'wait', 'unknown'] }).notNull(),
    currency: text('currency').notNull(),
    checkCount: integer('check_count').notNull().default(0),
    alertCount: integer('alert_count').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    lastCheckedAt: ts('last_checked_at'),
    nextCheckAt: ts('next_check_at'),
    stoppedAt: ts('stopped_at'),
  },
  (t) => [
    index('price_watches_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('price_watches_one_live')
      .on(t.userId, t.searchKey)
      .where(sql`${t.state} <> 'NotWatching'`),
  ],
);

/**
 * Price drop protection on one booking (issue 19): what was paid, how long the price is watched,
 * what has been credited so far and the cap. Credits move by compare-and-set on this row
 * (`credited_minor + x <= cap_minor`), never by a read-then-write.
 */
export const priceDropProtections = pgTable(
  'price_drop_protections',
  {
    bookingId: text('booking_id').primaryKey(),
    product: text('product', { enum: ['flight', 'hotel'] }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tenant: text('tenant').notNull(),
    /** Monitoring: checks run; Ended: the window closed or the trip was cancelled. */
    status: text('status', { enum: ['Monitoring', 'Ended'] }).notNull(),
    /** What the traveller paid for the protected part (the itinerary or the room), the baseline. */
    paidMinor: integer('paid_minor').notNull(),
    currency: text('currency').notNull(),
    /** The lowest price seen so far: a later drop is credited only below it. */
    lowestSeenMinor: integer('lowest_seen_minor').notNull(),
    capMinor: integer('cap_minor').notNull(),
    creditedMinor: integer('credited_minor').notNull().default(0),
    /** Checks run so far: each check's number (its log row) comes from here by one UPDATE. */
    checkCount: integer('check_count').notNull().default(0),
    monitorUntil: ts('monitor_until').notNull(),
    /** Hotels: a drop found is credited only from this instant (five days after booking). */
    creditFrom: ts('credit_from'),
    nextCheckAt: ts('next_check_at'),
    createdAt: ts('created_at').notNull(),
    endedAt: ts('ended_at'),
  },
  (t) => [
    index('price_drop_protections_due_idx').on(t.status, t.nextCheckAt),
    index('price_drop_protections_user_idx').on(t.userId),
  ],
);

/** Every price drop check of a booking, as the trip page's check log shows it. */
export const priceDropChecks = pgTable(
  'price_drop_checks',
  {
    bookingId: text('booking_id')
      .notNull()
      .references(() => priceDropProtections.bookingId),
    seq: integer('seq').notNull(),
    checkedAt: ts('checked_at').notNull(),
    /** The same itinerary's (or room's) price seen; null when it was no longer sold. */
    priceSeenMinor: integer('price_seen_minor'),
    currency: text('currency').notNull(),
    result: text('result', {
      enum: ['NoDrop', 'Credited', 'DropPending', 'CapReached', 'Unavailable', 'NotEligible'],
    }).notNull(),
    creditedMinor: integer('credited_minor').notNull().default(0),
    walletCreditId: text('wallet_credit_id'),
    /** Why a check credited nothing, as a code the web words (e.g. TripCancelled). */
    reason: text('reason'),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.seq] })],
);

/**
 * A best-price-guarantee claim (issue 19): the price seen elsewhere within 24 hours of booking,
 * verified live against the competitor feed or by an agent. One claim per booking can be open or
 * accepted at a time (partial unique index); a declined one leaves room for another.
 */
export const priceMatchClaims = pgTable(
  'price_match_claims',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id').notNull(),
    product: text('product', { enum: ['flight', 'hotel'] }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tenant: text('tenant').notNull(),
    competitorUrl: text('competitor_url').notNull(),
    /** The URL's host, which names the competitor. */
    competitorSite: text('competitor_site').notNull(),
    claimedTotalMinor: integer('claimed_total_minor').notNull(),
    currency: text('currency').notNull(),
    /** What the traveller paid for what the claim compares. */
    bookedTotalMinor: integer('booked_total_minor').notNull(),
    sameItinerary: boolean('same_itinerary').notNull(),
    sameCancellationPolicy: boolean('same_cancellation_policy').notNull(),
    status: text('status', { enum: ['InReview', 'Accepted', 'Declined'] }).notNull(),
    /** Live: checked against the competitor feed at once; Agent: an agent answers in the queue. */
    verification: text('verification', { enum: ['Live', 'Agent'] }).notNull(),
    /** A code the web and the e-mail word (e.g. PriceNotFound, NotLower, DifferentPolicy). */
    declineReason: text('decline_reason'),
    /** The price the feed or the agent found at the competitor. */
    verifiedTotalMinor: integer('verified_total_minor'),
    creditedMinor: integer('credited_minor').notNull().default(0),
    walletCreditId: text('wallet_credit_id'),
    /** An agent's answer is due by then (24 hours after the claim). */
    reviewDueAt: ts('review_due_at'),
    decidedByUserId: text('decided_by_user_id'),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('price_match_claims_one_live')
      .on(t.bookingId)
      .where(sql`${t.status} <> 'Declined'`),
    index('price_match_claims_queue_idx').on(t.status, t.reviewDueAt),
    index('price_match_claims_user_idx').on(t.userId),
  ],
);

/** Disruption assistance as held on a quote: the fee and the last instant it can be bought. */
export interface DisruptionOfferColumn {
  feeMinor: number;
  /** 24 hours before the first departure (spec §9). */
  purchaseDeadline: string;
}

/**
 * Disruption assistance bought with a flight booking or after it (issue 20; spec §4): one row per
 * booking, every state move a compare-and-set on `state`. A delay past the tenant's threshold or
 * an airline cancellation of a protected flight moves it Active → Disrupted (the one disruption
 * of the trip); the traveller rebooks (Rebooking → Rebooked, through a waived flight exchange) or
 * takes the base-fare refund (Refunded). Undecided, it expires 24 hours after the last flight;
 * cancel for any reason or a voluntary change voids it.
 */
export const disruptionProtections = pgTable(
  'disruption_protections',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => flightBookings.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tenant: text('tenant').notNull(),
    state: text('state', {
      enum: [
        'Active',
        'Disrupted',
        'Rebooking',
        'Rebooked',
        'Refunded',
        'Expired',
        'Voided',
        'Removed',
      ],
    }).notNull(),
    feeMinor: integer('fee_minor').notNull(),
    currency: text('currency').notNull(),
    /** Bought on the booking page, or afterwards on /flights/ancillary/disruption/confirm. */
    purchasedVia: text('purchased_via', { enum: ['Booking', 'Ancillary'] }).notNull(),
    /** The fee's own charge when bought after the booking. */
    authorizationId: text('authorization_id'),
    disruptionType: text('disruption_type', {
      enum: ['Delayed', 'MissedConnection', 'AirlineCancellation'],
    }),
    disruptedFlightInstanceId: text('disrupted_flight_instance_id'),
    disruptedSliceIndex: integer('disrupted_slice_index'),
    delayMinutes: integer('delay_minutes'),
    detectedAt: ts('detected_at'),
    /** On the travel clock: undecided, it expires then (24 hours after the last flight). */
    decideBy: ts('decide_by'),
    exchangeId: text('exchange_id'),
    refundMinor: integer('refund_minor').notNull().default(0),
    refundedAt: ts('refunded_at'),
    endedReason: text('ended_reason', {
      enum: ['Deadline', 'CfarExercised', 'VoluntaryChange', 'TripCancelled', 'Removed'],
    }),
    endedAt: ts('ended_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('disruption_protections_booking_idx').on(t.bookingId),
    index('disruption_protections_state_idx').on(t.state),
  ],
);

/**
 * The missed-connection guarantee on a self-transfer itinerary (issue 20; spec §4, §5): one row
 * per booking, created Active with the booking. When a delay makes a self-transfer connection
 * missed it moves to Missed (expires 24 hours later), then Rebooking → Rebooked through a waived
 * flight exchange on a qualifying flight, or ContactSupport when nothing qualifies online or not
 * every traveller can be rebooked (an agent finishes it: Rebooked). A voluntary change, a
 * cancellation or a void ends it (Voided).
 */
export const missedConnectionGuarantees = pgTable(
  'missed_connection_guarantees',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => flightBookings.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tenant: text('tenant').notNull(),
    state: text('state', {
      enum: ['Active', 'Missed', 'Rebooking', 'Rebooked', 'ContactSupport', 'Expired', 'Voided'],
    }).notNull(),
    /** Spec §9: the most a rebooking may cost per traveller (US$5,000). */
    capPerTravelerMinor: integer('cap_per_traveler_minor').notNull(),
    currency: text('currency').notNull(),
    /** The connection missed: the flight that could not be made, its slice and segment. */
    missedFlightInstanceId: text('missed_flight_instance_id'),
    missedSliceIndex: integer('missed_slice_index'),
    missedSegmentIndex: integer('missed_segment_index'),
    /** The delay that caused it (the arriving flight's minutes). */
    delayMinutes: integer('delay_minutes'),
    detectedAt: ts('detected_at'),
    /** 24 hours after the disruption, on the travel clock. */
    expiresAt: ts('expires_at'),
    exchangeId: text('exchange_id'),
    /** Why it went to support, and the reference the traveller quotes. */
    supportReason: text('support_reason', { enum: ['NoQualifyingOption', 'PartialTravelers'] }),
    supportReference: text('support_reference'),
    resolvedBy: text('resolved_by'),
    endedReason: text('ended_reason', {
      enum: ['Deadline', 'VoluntaryChange', 'TripCancelled', 'Voided'],
    }),
    endedAt: ts('ended_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('missed_connection_guarantees_booking_idx').on(t.bookingId),
    index('missed_connection_guarantees_state_idx').on(t.state),
  ],
);

/**
 * Partial refunds of a captured card charge (issue 22), one row per reason (its key), so a
 * retried refund never gives twice; `payment_authorizations.refunded_minor` is their sum.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: text('id').primaryKey(),
    authorizationId: text('authorization_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('payment_refunds_authorization_idx').on(t.authorizationId)],
);

/**
 * A lodging booking's date change (issue 22): quoted (the new stay priced, held briefly), then
 * applied in one transaction with the booking's move (compare-and-set on its version) and the
 * swap of its held nights, then settled (the card charged or the sources refunded, the e-mail).
 */
export const lodgingDateChanges = pgTable(
  'lodging_date_changes',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id').notNull(),
    product: text('product', { enum: ['hotel', 'home'] }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tenant: text('tenant').notNull(),
    status: text('status', { enum: ['Quoted', 'Applied', 'Settled', 'Failed'] }).notNull(),
    /** The booking's version when quoted: the change applies only onto exactly it. */
    fromVersion: integer('from_version').notNull(),
    oldCheckInDate: text('old_check_in_date').notNull(),
    oldCheckOutDate: text('old_check_out_date').notNull(),
    newCheckInDate: text('new_check_in_date').notNull(),
    newCheckOutDate: text('new_check_out_date').notNull(),
    oldTotalMinor: integer('old_total_minor').notNull(),
    newTotalMinor: integer('new_total_minor').notNull(),
    currency: text('currency').notNull(),
    /** The product's new booking snapshot (a hotel quote snapshot) and the nights it holds. */
    newSnapshot: jsonb('new_snapshot').$type<Record<string, unknown>>().notNull(),
    newClaims: jsonb('new_claims')
      .$type<{ roomTypeId: string; date: string; rooms: number; portalCapacity: number }[]>()
      .notNull(),
    /** domain/lodging-date-change.ts settleDateChange at quote time. */
    settlement: jsonb('settlement')
      .$type<{
        differenceMinor: number;
        chargeMinor: number;
        refunds: { cardMinor: number; rewardsMinor: number; walletCreditMinor: number };
        paidAfter: { cardMinor: number; rewardsMinor: number; walletCreditMinor: number };
      }>()
      .notNull(),
    /** The card charge of a rise (`auth_<id>`). */
    authorizationId: text('authorization_id'),
    /** Settlement steps done (cardCharged, cardRefunded, rewardsReturned, walletRestored, emailQueued). */
    progress: jsonb('progress').$type<string[]>().notNull().default([]),
    errorCode: text('error_code'),
    expiresAt: ts('expires_at').notNull(),
    appliedAt: ts('applied_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('lodging_date_changes_booking_idx').on(t.bookingId, t.status)],
);

/**
 * Vacation rentals (issue 22): the shared booking columns (booking-service.ts BookingCommonColumns
 * and the saga's) plus the stay as quoted (home, dates, party, price breakdown, policy) and its
 * guest. The nights themselves are inventory: `home_booked_nights`.
 */
export const homeBookings = pgTable(
  'home_bookings',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tenant: text('tenant').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    quoteId: text('quote_id').notNull(),
    status: text('status', {
      enum: ['Pending', 'AwaitingApproval', 'Confirmed', 'Failed', 'Cancelled'],
    }).notNull(),
    step: text('step', {
      enum: ['ScheduleQuote', 'PollingQuote', 'SchedulePurchase', 'PollingPurchase'],
    }).notNull(),
    progress: jsonb('progress').$type<string[]>().notNull().default([]),
    listingId: text('listing_id').notNull(),
    cityCode: text('city_code').notNull(),
    /** Home-local `YYYY-MM-DD`, and check-in (16:00) / check-out (10:00) as UTC instants. */
    checkInDate: text('check_in_date').notNull(),
    checkOutDate: text('check_out_date').notNull(),
    checkInAt: ts('check_in_at').notNull(),
    checkOutAt: ts('check_out_at').notNull(),
    nights: integer('nights').notNull(),
    guests: integer('guests').notNull(),
    pets: integer('pets').notNull().default(0),
    /** The stay as quoted: the home, price breakdown, cancellation policy, policy status. */
    quote: jsonb('quote').$type<Record<string, unknown>>().notNull(),
    /** The main guest: saved traveler id and names. */
    guest: jsonb('guest').$type<Record<string, unknown>>().notNull(),
    messageToHost: text('message_to_host'),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull(),
    cardMinor: integer('card_minor').notNull(),
    rewardsMinor: integer('rewards_minor').notNull(),
    walletCreditMinor: integer('wallet_credit_minor').notNull(),
    cardToken: text('card_token').notNull(),
    rewardsAccountReferenceId: text('rewards_account_reference_id'),
    walletCreditId: text('wallet_credit_id'),
    authorizationId: text('authorization_id'),
    /** The portal's locator (shown as H-…). */
    agentLocator: text('agent_locator'),
    /** The host's (supplier's) reservation code. */
    supplierConfirmation: text('supplier_confirmation'),
    earn: jsonb('earn').$type<{ value: number; currency: 'miles' | 'cash' }>(),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    businessId: text('business_id'),
    inPolicy: boolean('in_policy'),
    outOfPolicyReason: text('out_of_policy_reason'),
    approvalProcess: text('approval_process', { enum: ['24hr_review', 'auto'] }),
    approvalExpiresAt: ts('approval_expires_at'),
    approvalDecidedBy: text('approval_decided_by'),
    approvalDecidedAt: ts('approval_decided_at'),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: ts('lease_expires_at'),
    sagaRuns: integer('saga_runs').notNull().default(0),
    /** Raised by each date change: a change applies by compare-and-set on it. */
    version: integer('version').notNull().default(0),
    cancelledAt: ts('cancelled_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('home_bookings_idempotency_idx').on(t.userId, t.idempotencyKey),
    uniqueIndex('home_bookings_quote_idx')
      .on(t.quoteId)
      .where(sql`${t.status} <> 'Failed'`),
    index('home_bookings_lease_idx')
      .on(t.leaseExpiresAt)
      .where(sql`${t.status} = 'Pending'`),
    index('home_bookings_approvals_idx').on(t.businessId, t.status),
    index('home_bookings_user_idx').on(t.userId, t.tenant, t.createdAt),
    index('home_bookings_locator_idx').on(sql`upper(${t.agentLocator})`),
  ],
);

/**
 * Packages (issue 23; docs/decisions/020-packages.md): a round-trip flight and a hotel stay booked
 * in one saga, both confirmed or neither charged. The shared booking and saga columns, the package
 * quote as held (flight offer, hotel, room, price), the travellers and lead guest, and each part's
 * own state and locator. One live booking per quote (unique index); status moves by compare-and-set.
 */
export const packageBookings = pgTable(
  'package_bookings',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tenant: text('tenant').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    quoteId: text('quote_id').notNull(),
    status: text('status', {
      enum: ['Pending', 'AwaitingApproval', 'Confirmed', 'Failed', 'Cancelled'],
    }).notNull(),
    step: text('step', {
      enum: ['ScheduleQuote', 'PollingQuote', 'SchedulePurchase', 'PollingPurchase'],
    }).notNull(),
    progress: jsonb('progress').$type<string[]>().notNull().default([]),
    /** The package quote as held: search, flight offer, hotel, stay, room, policy and price. */
    quote: jsonb('quote').$type<Record<string, unknown>>().notNull(),
    /** The flyers as booked (names, passenger types; saved travelers resolved). */
    travelers: jsonb('travelers').$type<Record<string, unknown>[]>().notNull(),
    /** The name the hotel holds the room under. */
    leadGuest: jsonb('lead_guest').$type<Record<string, unknown>>().notNull(),
    specialRequests: text('special_requests'),
    departureDate: text('departure_date').notNull(),
    returnDate: text('return_date').notNull(),
    /** Each part's own state: Pending, Confirmed, Cancelled or Failed. */
    flightStatus: text('flight_status', {
      enum: ['Pending', 'Confirmed', 'Cancelled', 'Failed'],
    })
      .notNull()
      .default('Pending'),
    hotelStatus: text('hotel_status', {
      enum: ['Pending', 'Confirmed', 'Cancelled', 'Failed'],
    })
      .notNull()
      .default('Pending'),
    /** The airline's locator and the hotel's confirmation, once each part is booked. */
    flightLocator: text('flight_locator'),
    hotelConfirmation: text('hotel_confirmation'),
    /** Which part a failure came from: flight, hotel or payment. */
    failedPart: text('failed_part', { enum: ['flight', 'hotel', 'payment'] }),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull(),
    cardMinor: integer('card_minor').notNull(),
    rewardsMinor: integer('rewards_minor').notNull(),
    walletCreditMinor: integer('wallet_credit_minor').notNull(),
    cardToken: text('card_token').notNull(),
    rewardsAccountReferenceId: text('rewards_account_reference_id'),
    walletCreditId: text('wallet_credit_id'),
    authorizationId: text('authorization_id'),
    /** The portal's package locator (shown as P-…). */
    agentLocator: text('agent_locator'),
    earn: jsonb('earn').$type<{ value: number; currency: 'miles' | 'cash' }>(),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    businessId: text('business_id'),
    inPolicy: boolean('in_policy'),
    outOfPolicyReason: text('out_of_policy_reason'),
    approvalProcess: text('approval_process', { enum: ['24hr_review', 'auto'] }),
    approvalExpiresAt: ts('approval_expires_at'),
    approvalDecidedBy: text('approval_decided_by'),
    approvalDecidedAt: ts('approval_decided_at'),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: ts('lease_expires_at'),
    sagaRuns: integer('saga_runs').notNull().default(0),
    cancelledAt: ts('cancelled_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('package_bookings_idempotency_idx').on(t.userId, t.idempotencyKey),
    uniqueIndex('package_bookings_quote_idx')
      .on(t.quoteId)
      .where(sql`${t.status} <> 'Failed'`),
    index('package_bookings_lease_idx')
      .on(t.leaseExpiresAt)
      .where(sql`${t.status} = 'Pending'`),
    index('package_bookings_approvals_idx').on(t.businessId, t.status),
    index('package_bookings_user_idx').on(t.userId, t.tenant, t.createdAt),
    index('package_bookings_locator_idx').on(sql`upper(${t.agentLocator})`),
  ],
);

/**
 * The nights of vacation rentals sold through the portal (a home is one unit): one row per
 * listing and night (epoch day), held by a booking. The unique key makes two bookings of the same
 * night impossible: a booking's nights go in all together in one transaction, or none do.
 */
export const homeBookedNights = pgTable(
  'home_booked_nights',
  {
    listingId: text('listing_id').notNull(),
    /** Days since 1970-01-01 of the night's date (home-local). */
    night: integer('night').notNull(),
    /** The holding booking (`hb_…`). */
    bookingId: text('booking_id').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('home_booked_nights_night_idx').on(t.listingId, t.night),
    index('home_booked_nights_booking_idx').on(t.bookingId),
  ],
);

/**
 * Split payment (issue 23, docs/decisions/021-split-payment.md): what a booking's card pays,
 * shared across the booker's cards or the travellers. One split per booking (any product's id);
 * its status and each share's move by compare-and-set only.
 */
export const splitPayments = pgTable(
  'split_payments',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id').notNull(),
    product: text('product', {
      enum: ['flight', 'hotel', 'car', 'activity', 'home', 'package'],
    }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tenant: text('tenant').notNull(),
    mode: text('mode', { enum: ['cards', 'travellers'] }).notNull(),
    status: text('status', {
      enum: ['Collecting', 'Authorized', 'Captured', 'Declined', 'Expired', 'Released'],
    }).notNull(),
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull(),
    /** Set when the booking's hold starts (travel clock); null before. */
    deadlineAt: ts('deadline_at'),
    /** The booker's site origin for the share links (`https://corporate.example`). */
    portalOrigin: text('portal_origin'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('split_payments_booking_uq').on(t.bookingId)],
);

/** One share of a split: its payer, amount and card; share 0 is the booker's. */
export const splitPaymentShares = pgTable(
  'split_payment_shares',
  {
    id: text('id').primaryKey(),
    splitId: text('split_id')
      .notNull()
      .references(() => splitPayments.id),
    position: integer('position').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    payerName: text('payer_name'),
    payerEmail: text('payer_email'),
    /** SHA-256 of the single-use link's secret (travellers' shares but the booker's). */
    tokenHash: text('token_hash'),
    cardToken: text('card_token'),
    status: text('status', {
      enum: [
        'Requested',
        'Authorizing',
        'Authorized',
        'Declined',
        'Expired',
        'Released',
        'Captured',
      ],
    }).notNull(),
    authorizationId: text('authorization_id'),
    declineCode: text('decline_code'),
    attempts: integer('attempts').notNull().default(0),
    /** When the unpaid payer was reminded (set once, by compare-and-set: one reminder). */
    remindedAt: ts('reminded_at'),
    /** What a cancellation gave back to this share's card (issue 23). */
    refundedMinor: integer('refunded_minor').notNull().default(0),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('split_payment_shares_position_uq').on(t.splitId, t.position),
    uniqueIndex('split_payment_shares_token_uq').on(t.tokenHash),
  ],
);

/**
 * Tenant travel offers redeemed on bookings (issue 23, docs/decisions/022-travel-offers.md): one
 * row per use, Pending while its booking is, Completed once it confirms, Canceled when the booking
 * failed or was cancelled before the offer's end (the offer is the person's again). The partial
 * unique index keeps one live redemption per tenant, person (or account) and offer, however many
 * bookings race for it.
 */
export const travelOfferRedemptions = pgTable(
  'travel_offer_redemptions',
  {
    id: text('id').primaryKey(),
    tenant: text('tenant').notNull(),
    offerId: text('offer_id').notNull(),
    /** Who the once-only use belongs to: `user:<id>` or `account:<reference id>`. */
    holderKey: text('holder_key').notNull(),
    userId: text('user_id').notNull(),
    bookingId: text('booking_id').notNull(),
    product: text('product').notNull(),
    discountMinor: integer('discount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['Pending', 'Completed', 'Canceled'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('travel_offer_redemptions_user_idx').on(t.userId),
    uniqueIndex('travel_offer_redemptions_booking_uq').on(t.bookingId),
    uniqueIndex('travel_offer_redemptions_live_uq')
      .on(t.tenant, t.holderKey, t.offerId)
      .where(sql`${t.status} <> 'Canceled'`),
  ],
);

/**
 * Issue 24: the agent's trail. One append-only row per action a support agent takes in a customer's
 * delegated session (and the session's start and end), written by one hook
 * (`apps/api/src/plugins/agent-trail.ts`). No personal data: the target is a booking or claim id or
 * a search's places and dates, the result a status and error code.
 */
export const agentActions = pgTable(
  'agent_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agentUserId: text('agent_user_id')
      .notNull()
      .references(() => users.id),
    customerUserId: text('customer_user_id')
      .notNull()
      .references(() => users.id),
    tenant: text('tenant').notNull(),
    /** `domain/agent-trail.ts` AgentActionKind. */
    action: text('action').notNull(),
    /** The route, as `METHOD /path/:param` (never the filled-in URL). */
    route: text('route').notNull(),
    targetKind: text('target_kind', { enum: ['booking', 'search', 'claim', 'none'] }).notNull(),
    target: text('target'),
    result: text('result', { enum: ['ok', 'error'] }).notNull(),
    statusCode: integer('status_code').notNull(),
    errorCode: text('error_code'),
    /** The travel clock's time of the action (what the sandbox's trips see). */
    travelAt: ts('travel_at').notNull(),
    /** The real time it was recorded. */
    recordedAt: ts('recorded_at').notNull(),
  },
  (t) => [
    index('agent_actions_agent_time_idx').on(t.agentUserId, t.recordedAt),
    index('agent_actions_booking_idx')
      .on(t.target)
      .where(sql`${t.action} = 'book' and ${t.result} = 'ok'`),
  ],
);

/**
 * A person's travel preferences per tenant (spec §7 `/user/preference`, issue 24): one row, written
 * whole by one upsert, so two saves at once leave one of them rather than a mix.
 */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tenant: text('tenant').notNull(),
    flight: jsonb('flight').$type<Record<string, unknown>>(),
    hotel: jsonb('hotel').$type<Record<string, unknown>>(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tenant] })],
);
