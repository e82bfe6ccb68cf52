import { z } from 'zod';
import { CfarStateSchema } from './cancel-for-any-reason';
import { MoneySchema } from './money';
import { PriceFreezeStateSchema } from './price-freeze';

/**
 * Where a queued e-mail stands: `Sent` once the mail server (or the sandbox's capturing transport)
 * took it, `Failed` after the last allowed attempt failed, `Pending` before that.
 */
export const EMAIL_DELIVERY_STATUSES = ['Pending', 'Sent', 'Failed'] as const;
export const EmailDeliveryStatusSchema = z.enum(EMAIL_DELIVERY_STATUSES);
export type EmailDeliveryStatus = z.infer<typeof EmailDeliveryStatusSchema>;

export const SANDBOX_OUTBOX_PAGE_LIMIT = 100;

/** GET /admin/api/v0/sandbox/outbox?limit&offset (sandbox, admin host only). */
export const SandboxOutboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(SANDBOX_OUTBOX_PAGE_LIMIT).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type SandboxOutboxQuery = z.infer<typeof SandboxOutboxQuerySchema>;

export const SandboxOutboxSummarySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  attempts: z.number().int().min(0),
  status: EmailDeliveryStatusSchema,
});
export type SandboxOutboxSummary = z.infer<typeof SandboxOutboxSummarySchema>;

/** Newest first; `hasMore` when another page follows. */
export const SandboxOutboxListSchema = z.object({
  messages: z.array(SandboxOutboxSummarySchema),
  hasMore: z.boolean(),
});
export type SandboxOutboxList = z.infer<typeof SandboxOutboxListSchema>;

export const SandboxOutboxParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** GET /admin/api/v0/sandbox/outbox/:id: the whole message as it was (or will be) sent. */
export const SandboxOutboxMessageSchema = SandboxOutboxSummarySchema.extend({
  from: z.string(),
  text: z.string(),
  html: z.string(),
  /** The mail server's answer to the last failed attempt. */
  lastError: z.string().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
});
export type SandboxOutboxMessage = z.infer<typeof SandboxOutboxMessageSchema>;

/*
 * The sandbox console (issue 7; `/sandbox/console` on the admin host, sandbox only, no sign-in,
 * like the outbox): moves the travel clock, injects airline events and price moves, expires
 * quotes and makes the supplier fail or time out on its next call.
 */

/**
 * Supplier calls a fault can be armed for; `any` is whichever comes first. `prepare` is pressing
 * Book: the checks and the supplier's price again, before anything is recorded or charged;
 * `book` the saga's booking with the airline or hotel; `fulfil` what follows the supplier taking
 * it (the virtual card that pays it, ticketing, its confirmation); `secondTicket` the booking of
 * a self-transfer's second ticket, after the first was bought (issue 20: both or neither).
 */
export const SandboxFaultOperationSchema = z.enum([
  'quote',
  'prepare',
  'book',
  'secondTicket',
  'fulfil',
  'cancel',
  'any',
]);
export type SandboxFaultOperation = z.infer<typeof SandboxFaultOperationSchema>;
/**
 * How the supplier misbehaves on a call: refuses (`fail`), never answers (`timeout`), or, on a
 * cancellation only (spec §8 cancellation failure codes), says the airline or hotel is unavailable
 * (`providerUnavailable`), that the booking partner behind it is (`partnerUnavailable`), or that a
 * cancellation fee now applies (`feesApplicable`). `fail` and `timeout` on `prepare` answer
 * QuoteError and Timeout.
 */
export const SandboxFaultKindSchema = z.enum([
  'fail',
  'timeout',
  'providerUnavailable',
  'partnerUnavailable',
  'feesApplicable',
]);
export type SandboxFaultKind = z.infer<typeof SandboxFaultKindSchema>;
/**
 * The booking errors of spec §8 that no real event causes in the sandbox, armed by their code: on
 * `prepare` the page is out of date (`UpgradeRequired`) or the price is not available for a
 * traveller under 25 (`PriceUnavailableUnder25`); on `fulfil` the supplier refuses the booking
 * request (`BookError`), fails after taking it (`BookFailed`), the virtual card that pays it
 * cannot be made (`VccGenerationFailure`) or the airline never confirms the tickets
 * (`TicketingUnconfirmed`). docs/decisions/004-booking-saga.md has the table of every code.
 */
export const BookingFaultKindSchema = z.enum([
  'UpgradeRequired',
  'PriceUnavailableUnder25',
  'BookError',
  'BookFailed',
  'VccGenerationFailure',
  'TicketingUnconfirmed',
]);
export type BookingFaultKind = z.infer<typeof BookingFaultKindSchema>;
/** Every fault the console can arm. */
export const ArmedFaultKindSchema = z.enum([
  ...SandboxFaultKindSchema.options,
  ...BookingFaultKindSchema.options,
]);
export type ArmedFaultKind = z.infer<typeof ArmedFaultKindSchema>;
/** The faults each call can meet. */
export const FAULT_KINDS_BY_OPERATION = {
  quote: ['fail', 'timeout'],
  prepare: ['fail', 'timeout', 'UpgradeRequired', 'PriceUnavailableUnder25'],
  book: ['fail', 'timeout'],
  secondTicket: ['fail', 'timeout'],
  fulfil: ['BookError', 'BookFailed', 'VccGenerationFailure', 'TicketingUnconfirmed'],
  cancel: ['fail', 'timeout', 'providerUnavailable', 'partnerUnavailable', 'feesApplicable'],
  any: ['fail', 'timeout'],
} as const satisfies Record<SandboxFaultOperation, readonly ArmedFaultKind[]>;
/** The faults a call of this operation can meet. */
export type FaultKindOn<O extends SandboxFaultOperation> =
  (typeof FAULT_KINDS_BY_OPERATION)[O][number];

export function isFaultKindOn<O extends SandboxFaultOperation>(
  operation: O,
  kind: ArmedFaultKind,
): kind is FaultKindOn<O> {
  return (FAULT_KINDS_BY_OPERATION[operation] as readonly ArmedFaultKind[]).includes(kind);
}
/** Fault kinds that only a cancellation can meet. */
export const CANCEL_ONLY_FAULT_KINDS: readonly ArmedFaultKind[] = [
  'providerUnavailable',
  'partnerUnavailable',
  'feesApplicable',
];
/** Only airlines ticket. */
export const FLIGHT_ONLY_FAULT_KINDS: readonly ArmedFaultKind[] = ['TicketingUnconfirmed'];

export const SandboxFaultSchema = z.object({
  id: z.string(),
  product: z.enum(['flight', 'hotel', 'any']),
  operation: SandboxFaultOperationSchema,
  kind: ArmedFaultKindSchema,
  createdAt: z.iso.datetime(),
});
export type SandboxFault = z.infer<typeof SandboxFaultSchema>;

export const SandboxPriceMoveSchema = z.object({
  id: z.string(),
  target: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('flight'), flightInstanceId: z.string().min(1).max(80) }),
    z.object({ kind: z.literal('hotel'), lodgingId: z.string().min(1).max(80) }),
  ]),
  /** −90 … +500: the fare or room price moves by this percent from now on. */
  percent: z.number().int().min(-90).max(500),
  label: z.string(),
  createdAt: z.iso.datetime(),
});
export type SandboxPriceMove = z.infer<typeof SandboxPriceMoveSchema>;

/** A booked trip the console can act on, with its flights. */
export const SandboxBookingSchema = z.object({
  bookingId: z.string(),
  product: z.enum(['flight', 'hotel']),
  confirmationCode: z.string().nullable(),
  status: z.string(),
  /** What was booked: the flights' route by slice ("JFK→LAX, LAX→JFK") or the hotel's name. */
  label: z.string(),
  /** The trip's first and last local dates (departure and last arrival, check-in and check-out). */
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
  contactEmail: z.string(),
  flights: z.array(
    z.object({
      flightInstanceId: z.string(),
      label: z.string(),
      /** Local wall-clock time at the departure airport, `YYYY-MM-DDTHH:mm`. */
      departureTime: z.string(),
      disruption: z
        .object({
          kind: z.enum(['Delay', 'AirlineCancellation', 'ScheduleChange']),
          minutes: z.number().int(),
        })
        .nullable(),
    }),
  ),
  lodgingId: z.string().nullable(),
  /** Cancel for any reason on it (issue 18): its state, for the early-expiry events. */
  cfarState: CfarStateSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type SandboxBooking = z.infer<typeof SandboxBookingSchema>;

/**
 * A price freeze the console can act on (issue 17): everyone's newest, like bookings. Flights
 * today; a hotel freeze will list its rooms where a flight freeze lists its flights.
 */
export const SandboxPriceFreezeSchema = z.object({
  freezeId: z.string(),
  product: z.enum(['flight', 'hotel']),
  state: PriceFreezeStateSchema,
  contactEmail: z.string(),
  /** The first slice, origin→destination ("JFK→LAX"). */
  route: z.string(),
  /** Every flight the price holds for, and whether the console sold it out. */
  flights: z.array(
    z.object({ flightInstanceId: z.string(), label: z.string(), isSoldOut: z.boolean() }),
  ),
  passengerCount: z.number().int().positive(),
  /** The frozen price for all the frozen passengers. */
  frozenTotal: MoneySchema,
  capPerPassenger: MoneySchema,
  /** When the freeze ends, on the travel clock. */
  expiresAt: z.iso.datetime(),
  /**
   * Today's price of the frozen flights for the frozen passengers, as the supplier sells them now
   * (price moves included); null unless the freeze is Valid, or when the flights sold out.
   */
  todayTotal: MoneySchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type SandboxPriceFreeze = z.infer<typeof SandboxPriceFreezeSchema>;

/** A flight the console sold out: no seat left in any cabin until it is put back on sale. */
export const SandboxSelloutSchema = z.object({
  flightInstanceId: z.string(),
  label: z.string(),
  createdAt: z.iso.datetime(),
});
export type SandboxSellout = z.infer<typeof SandboxSelloutSchema>;

/** GET /admin/api/v0/sandbox/console */
export const SandboxConsoleStateSchema = z.object({
  clock: z.object({
    /** The travel clock: real time plus the offset. */
    now: z.iso.datetime(),
    offsetMinutes: z.number().int(),
  }),
  faults: z.array(SandboxFaultSchema),
  priceMoves: z.array(SandboxPriceMoveSchema),
  /** The newest bookings of everyone (sandbox data), 30 at most. */
  bookings: z.array(SandboxBookingSchema),
  /** Quotes still open (flights and hotels), newest first, 20 at most. */
  quotes: z.array(
    z.object({
      quoteId: z.string(),
      product: z.enum(['flight', 'hotel']),
      label: z.string(),
      expiresAt: z.iso.datetime(),
    }),
  ),
  /** The newest price freezes of everyone that were paid for, 30 at most. */
  freezes: z.array(SandboxPriceFreezeSchema),
  /** Flights sold out by the console, oldest first. */
  sellouts: z.array(SandboxSelloutSchema),
});
export type SandboxConsoleState = z.infer<typeof SandboxConsoleStateSchema>;

/** POST /admin/api/v0/sandbox/clock: set the offset, or move by minutes (±10 years at most). */
export const SandboxClockRequestSchema = z.union([
  z.object({ offsetMinutes: z.number().int().min(-5_256_000).max(5_256_000) }),
  z.object({ advanceMinutes: z.number().int().min(-5_256_000).max(5_256_000) }),
]);
export type SandboxClockRequest = z.infer<typeof SandboxClockRequestSchema>;

/** POST /admin/api/v0/sandbox/disruptions: an airline event on one booked flight. */
export const SandboxDisruptionRequestSchema = z.object({
  flightInstanceId: z.string().min(1).max(80),
  kind: z.enum(['Delay', 'AirlineCancellation', 'ScheduleChange']),
  /** Delay minutes, or the departure shift of a schedule change (may be negative). */
  minutes: z.number().int().min(-1440).max(2880),
});
export type SandboxDisruptionRequest = z.infer<typeof SandboxDisruptionRequestSchema>;

/** POST /admin/api/v0/sandbox/prices */
export const SandboxPriceMoveRequestSchema = SandboxPriceMoveSchema.pick({
  target: true,
  percent: true,
});
export type SandboxPriceMoveRequest = z.infer<typeof SandboxPriceMoveRequestSchema>;

/** POST /admin/api/v0/sandbox/faults: the next matching supplier call fails or times out. */
export const SandboxFaultRequestSchema = SandboxFaultSchema.pick({
  product: true,
  operation: true,
  kind: true,
})
  .refine((r) => r.operation === 'cancel' || !CANCEL_ONLY_FAULT_KINDS.includes(r.kind), {
    message: 'This fault only happens on a cancellation: choose the Cancel operation.',
    path: ['kind'],
  })
  .refine((r) => isFaultKindOn(r.operation, r.kind), {
    message: 'This fault does not happen on that call: choose another operation.',
    path: ['kind'],
  })
  .refine((r) => r.product === 'flight' || !FLIGHT_ONLY_FAULT_KINDS.includes(r.kind), {
    message: 'Only airlines ticket: choose Flights.',
    path: ['product'],
  })
  .refine((r) => r.product === 'flight' || r.operation !== 'secondTicket', {
    message: 'Only a self-transfer flight has a second ticket: choose Flights.',
    path: ['product'],
  });
export type SandboxFaultRequest = z.infer<typeof SandboxFaultRequestSchema>;

/**
 * POST /admin/api/v0/sandbox/demo-copies: a private copy of every demo person, business and saved
 * traveler under `tag`, for a browser journey that must not share people with another.
 */
export const SandboxDemoCopyRequestSchema = z.object({
  tag: z
    .string({ error: 'tag is required.' })
    .regex(/^[a-z0-9-]{1,32}$/, 'tag is 1 to 32 lower-case letters, digits or dashes.'),
});
export type SandboxDemoCopyRequest = z.infer<typeof SandboxDemoCopyRequestSchema>;
export const SandboxDemoCopyResponseSchema = z.object({
  people: z.array(
    z.object({
      /** The original's name ("Ada Lovelace"): a copy's people are named like the demo people. */
      displayName: z.string(),
      subject: z.string(),
      email: z.string(),
      profileReferenceId: z.string().nullable(),
      /** Each saved traveler of the copy, by the original's id (`trv_ada` → `trv_ada~tag`). */
      travelerIds: z.record(z.string(), z.string()),
    }),
  ),
});
export type SandboxDemoCopyResponse = z.infer<typeof SandboxDemoCopyResponseSchema>;

/**
 * What the console does to a Valid price freeze (issue 17), one route each, so every branch of
 * the voucher can be shown on demand:
 * `POST /admin/api/v0/sandbox/freezes/:freezeId/above-cap`: price moves on its flights so today's
 * price is above frozen + cap (by about a tenth of the cap);
 * `…/below-frozen`: so today's price is about 10 % under the frozen price;
 * `…/sell-out`: its flights have no seat left (`DELETE /admin/api/v0/sandbox/sellouts/:flightInstanceId`
 * puts one back on sale);
 * `…/run-out`: the travel clock one minute past its end, so its expiry job ends it.
 * 404 for an unknown freeze, 409 (`Conflict`) for one that is not Valid. Each answers the state.
 */
export const SANDBOX_FREEZE_ACTIONS = ['above-cap', 'below-frozen', 'sell-out', 'run-out'] as const;
export const SandboxFreezeActionSchema = z.enum(SANDBOX_FREEZE_ACTIONS);
export type SandboxFreezeAction = z.infer<typeof SandboxFreezeActionSchema>;

export const SandboxFreezeParamsSchema = z.object({ freezeId: z.string().min(1).max(80) });
export type SandboxFreezeParams = z.infer<typeof SandboxFreezeParamsSchema>;

export const SandboxSelloutParamsSchema = z.object({
  flightInstanceId: z.string().min(1).max(80),
});
export type SandboxSelloutParams = z.infer<typeof SandboxSelloutParamsSchema>;

/**
 * POST /admin/api/v0/sandbox/seats (issue 20, part C): leaves at most `seatsLeft` seats in every
 * cabin of every flight of a route on a day (the portal's seat inventory takes the rest under a
 * sandbox hold, as real sales would), so "only one of two travellers can be rebooked" happens.
 */
export const SandboxSeatLimitRequestSchema = z
  .object({
    origin: z.string().regex(/^[A-Z]{3}$/),
    destination: z.string().regex(/^[A-Z]{3}$/),
    departureDate: z.iso.date(),
    seatsLeft: z.number().int().min(0).max(9),
  })
  .strict();
export type SandboxSeatLimitRequest = z.infer<typeof SandboxSeatLimitRequestSchema>;

/**
 * POST /admin/api/v0/sandbox/account-standing (issue 23): a card account open and in good
 * standing, closed, or delinquent (not in good standing), and back. The credits sweep runs at
 * once: a closed or delinquent account's remaining card travel credits are canceled (spec §5).
 */
export const SandboxAccountStandingRequestSchema = z
  .object({
    accountReferenceId: z.string().min(1).max(120),
    standing: z.enum(['Open', 'Closed', 'Delinquent']),
  })
  .strict();
export type SandboxAccountStandingRequest = z.infer<typeof SandboxAccountStandingRequestSchema>;

/**
 * The sandbox's travel-app bridge test page (issue 24): the demo people a webview session can be
 * opened for (cardholders on the consumer portal, employees on the business one), and a webview
 * session for one of them: the bearer token a phone app would hand to /webview/.
 */
export const SandboxWebviewPeopleResponseSchema = z.object({
  people: z.array(
    z.object({
      subject: z.string(),
      displayName: z.string(),
      tenant: z.enum(['capone', 'capone-corporate']),
    }),
  ),
});
export type SandboxWebviewPeopleResponse = z.infer<typeof SandboxWebviewPeopleResponseSchema>;

export const SandboxWebviewSessionRequestSchema = z.object({
  subject: z.string({ error: 'subject is required.' }).min(1).max(200),
});
export type SandboxWebviewSessionRequest = z.infer<typeof SandboxWebviewSessionRequestSchema>;
export const SandboxWebviewSessionResponseSchema = z.object({
  /** The session secret, for `Authorization: Bearer` (handed to /webview/ in the hash). */
  token: z.string(),
  tenant: z.enum(['capone', 'capone-corporate']),
});
export type SandboxWebviewSessionResponse = z.infer<typeof SandboxWebviewSessionResponseSchema>;
