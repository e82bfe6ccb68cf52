import { z } from 'zod';
import { ChfarProtectionSchema } from './change-for-any-reason';
import { MoneySchema } from './money';

/**
 * Changing a booked flight (issue 18; spec §2 exchange routes and screen states): the flow's entry
 * (/exchange), its shop of new flights (/exchange/flight/shop), the priced change and its
 * confirmation (/exchange/flight/confirm).
 */

/** Spec §2: the exchange flow's 15 screen states. */
export const ExchangeScreenStateSchema = z.enum([
  'ChangeAirports',
  'ChangeDateTime',
  'ChangeFailed',
  'ChangeRequested',
  'ContactAirline',
  'ContactSupport',
  'GoToExchange',
  'IneligibleForExchange',
  'ItineraryNotFound',
  'LoadFailed',
  'LoadingOrProcessing',
  'SliceSelection',
  'TicketedVoidable',
  'TooManyAttemptsSupport',
  'LegacyTicketedVoidable',
]);
export type ExchangeScreenStateName = z.infer<typeof ExchangeScreenStateSchema>;

const IataSchema = z.string().regex(/^[A-Z]{3}$/, { error: 'Use a three-letter airport code.' });
const IsoDateSchema = z.iso.date({ error: 'Use a calendar date written YYYY-MM-DD.' });

/** An airport the traveller may fly from or to instead (the same city's, ChangeAirports). */
export const ExchangeAirportSchema = z.object({ code: z.string(), name: z.string() });
export type ExchangeAirport = z.infer<typeof ExchangeAirportSchema>;

/** One slice the traveller changes: its new date and, optionally, other airports of its cities. */
export const ExchangeSliceChangeSchema = z.object({
  sliceIndex: z.number().int().min(0).max(5),
  departureDate: IsoDateSchema,
  origin: IataSchema.optional(),
  destination: IataSchema.optional(),
});
export type ExchangeSliceChange = z.infer<typeof ExchangeSliceChangeSchema>;

/** POST /api/v0/trips/:bookingId/exchange/shop */
export const ExchangeShopRequestSchema = z.object({
  changes: z
    .array(ExchangeSliceChangeSchema)
    .min(1, { error: 'Choose at least one flight to change.' })
    .max(6),
});
export type ExchangeShopRequest = z.infer<typeof ExchangeShopRequestSchema>;

/** A flight the changed slice could take instead, with its fare for every passenger. */
export const ExchangeAlternativeSchema = z.object({
  sliceIndex: z.number().int().nonnegative(),
  fareId: z.string(),
  origin: z.string(),
  destination: z.string(),
  /** Local wall-clock times `YYYY-MM-DDTHH:mm`. */
  departureTime: z.string(),
  arrivalTime: z.string(),
  durationMinutes: z.number().int().positive(),
  stops: z.number().int().nonnegative(),
  plusDays: z.number().int(),
  airline: z.object({ code: z.string(), name: z.string() }),
  flightNumbers: z.array(z.string()),
  fareName: z.string(),
  cabinClass: z.string(),
  /** This slice's new fare for every passenger. */
  fare: MoneySchema,
  /** New fare less the booked one: above zero is paid, below zero comes back. */
  fareDifference: MoneySchema,
});
export type ExchangeAlternative = z.infer<typeof ExchangeAlternativeSchema>;

export const ExchangeShopResponseSchema = z.object({
  bookingId: z.string(),
  slices: z.array(
    z.object({
      sliceIndex: z.number().int().nonnegative(),
      origin: z.string(),
      destination: z.string(),
      departureDate: z.string(),
      booked: z.object({
        departureTime: z.string(),
        arrivalTime: z.string(),
        fareName: z.string(),
        fare: MoneySchema,
      }),
      alternatives: z.array(ExchangeAlternativeSchema),
    }),
  ),
  /** The airline's change fee for every ticket, when the fares charge one. */
  changeFee: MoneySchema.nullable(),
});
export type ExchangeShopResponse = z.infer<typeof ExchangeShopResponseSchema>;

/** POST /api/v0/trips/:bookingId/exchange/quote: one new fare per changed slice. */
export const ExchangeQuoteRequestSchema = z.object({
  fares: z
    .array(
      z.object({ sliceIndex: z.number().int().min(0).max(5), fareId: z.string().min(1).max(400) }),
    )
    .min(1, { error: 'Choose a new flight for each flight you change.' })
    .max(6),
});
export type ExchangeQuoteRequest = z.infer<typeof ExchangeQuoteRequestSchema>;

/** The booked and the new itinerary side by side, slice by slice. */
export const ExchangeSliceViewSchema = z.object({
  sliceIndex: z.number().int().nonnegative(),
  changed: z.boolean(),
  origin: z.string(),
  destination: z.string(),
  departureTime: z.string(),
  arrivalTime: z.string(),
  stops: z.number().int().nonnegative(),
  airline: z.string(),
  flightNumbers: z.array(z.string()),
  fareName: z.string(),
});
export type ExchangeSliceView = z.infer<typeof ExchangeSliceViewSchema>;

/** Why a change costs nothing: the airline changed the booked flights (a schedule change). */
/**
 * Why a change is free (domain/exchange-waiver.ts): the airline's schedule change, disruption
 * assistance's rebooking (issue 20), the missed-connection guarantee's (issue 20, part C).
 */
export const ExchangeWaiverSchema = z.enum([
  'ScheduleChange',
  'DisruptionAssistance',
  'MissedConnection',
]);

export const ExchangeStatusSchema = z.enum(['Quoted', 'Requested', 'Confirmed', 'Failed']);
export type ExchangeStatus = z.infer<typeof ExchangeStatusSchema>;

/**
 * A priced change (GET/POST …/exchange/quote) and, after confirming, the change itself: what is
 * paid (fare difference above zero plus the change fee) or comes back (a lower fare's difference,
 * as an airline travel credit).
 */
export const ExchangeQuoteSchema = z.object({
  exchangeId: z.string(),
  bookingId: z.string(),
  status: ExchangeStatusSchema,
  expiresAt: z.iso.datetime(),
  booked: z.array(ExchangeSliceViewSchema),
  proposed: z.array(ExchangeSliceViewSchema),
  fareDifference: MoneySchema,
  changeFee: MoneySchema,
  /** What the traveller pays now (to the trip's card); zero when nothing is due. */
  amountDue: MoneySchema,
  /**
   * A lower fare's value left after the change fee (the airline nets the fee against it), back as
   * an airline travel credit; zero when anything is due.
   */
  creditBack: MoneySchema,
  /** The card the difference is charged to, when one is due. */
  card: z.object({ brand: z.string(), lastFour: z.string() }).nullable(),
  /** Changing ends the trip's cancel-for-any-reason protection. */
  endsCancelForAnyReason: z.boolean(),
  /** The airline's schedule change makes this change free: no fee, no difference either way. */
  waiver: ExchangeWaiverSchema.nullable(),
  /**
   * Change for any reason covers this change: what is paid now comes back to the card (up to its
   * limit) by `reimbursementDueBy`; zero and null without it.
   */
  chfarCovered: MoneySchema,
  reimbursementDueBy: z.iso.datetime().nullable(),
  /** A failed change's reason and a reference to give support. */
  errorCode: z.string().nullable(),
  referenceId: z.string(),
});
export type ExchangeQuote = z.infer<typeof ExchangeQuoteSchema>;

/** POST /api/v0/trips/:bookingId/exchange/confirm */
export const ExchangeConfirmRequestSchema = z.object({
  exchangeId: z.string().min(1).max(80),
});
export type ExchangeConfirmRequest = z.infer<typeof ExchangeConfirmRequestSchema>;

/** GET /api/v0/trips/:bookingId/exchange: the screen the flow opens on, and what it shows. */
export const ExchangeEntrySchema = z.object({
  state: ExchangeScreenStateSchema,
  bookingId: z.string(),
  confirmationCode: z.string().nullable(),
  /** The step after GoToExchange: SliceSelection, or ChangeDateTime for one slice. */
  firstStep: z.enum(['SliceSelection', 'ChangeDateTime']),
  slices: z.array(
    z.object({
      origin: z.string(),
      destination: z.string(),
      /** Local wall-clock time at the origin, `YYYY-MM-DDTHH:mm`. */
      departureTime: z.string(),
      arrivalTime: z.string(),
      airline: z.string(),
      flightNumbers: z.array(z.string()),
      /** The same cities' airports the slice may change to (ChangeAirports), the booked first. */
      originChoices: z.array(ExchangeAirportSchema),
      destinationChoices: z.array(ExchangeAirportSchema),
    }),
  ),
  /** The last day a new itinerary may depart (1 year after the booked first departure). */
  latestDepartureDate: z.string(),
  /** An exchange under way (ChangeRequested) or the last that failed (ChangeFailed). */
  exchange: ExchangeQuoteSchema.nullable(),
  /** A reference for support (TooManyAttemptsSupport, ContactSupport, ChangeFailed). */
  referenceId: z.string(),
  /** The airline's change fee for every ticket, when the fares charge one. */
  changeFee: MoneySchema.nullable(),
  /** The airline's schedule change lets the traveller move free, on the booked route. */
  waiver: ExchangeWaiverSchema.nullable(),
  /** Change for any reason bought with the trip, when it is still usable for this change. */
  changeForAnyReason: ChfarProtectionSchema.nullable(),
  /** Inside the void window (TicketedVoidable): until when cancelling is free instead. */
  voidWindowEndsAt: z.iso.datetime().nullable(),
});
export type ExchangeEntry = z.infer<typeof ExchangeEntrySchema>;
