import { z } from 'zod';
import { ExchangeSliceViewSchema } from './exchange';
import { MoneySchema } from './money';
import { SourceAmountSchema } from './source-amount';

/**
 * Disruption assistance (issue 20; spec §2 /flights/disruption-offer,
 * /flights/ancillary/disruption/confirm, /trips/disruption[/refund|/rebook]; §4 check results,
 * service actions and types; §5; §9). A fee per booking, bought at least 24 hours before the first
 * departure; when the airline delays a protected flight by the tenant's threshold (or more), makes
 * a connection impossible or cancels it, the traveller rebooks on any airline at no cost or takes
 * the fares back (base fare, taxes and fees, never the add-ons). Codes and data; the web words it.
 */

/** Spec §4 disruption types. */
export const DisruptionTypeSchema = z.enum(['Delayed', 'MissedConnection', 'AirlineCancellation']);
export type DisruptionType = z.infer<typeof DisruptionTypeSchema>;

/** Spec §4 check results. */
export const DisruptionCheckResultSchema = z.enum([
  'Success',
  'NoDisruptionProtectionAttached',
  'NoDisruptionDetected',
]);
export type DisruptionCheckResult = z.infer<typeof DisruptionCheckResultSchema>;

/** Spec §4 service actions: what the traveller may do now. */
export const DisruptionServiceActionSchema = z.enum([
  'Purchase',
  'Rebook',
  'Refund',
  'Remove',
  'Cancel',
  'AlreadyExercised',
  'RebookOnlyEligible',
]);
export type DisruptionServiceAction = z.infer<typeof DisruptionServiceActionSchema>;

export const DisruptionStateSchema = z.enum([
  'Active',
  'Disrupted',
  'Rebooking',
  'Rebooked',
  'Refunded',
  'Expired',
  'Voided',
  'Removed',
]);
export type DisruptionState = z.infer<typeof DisruptionStateSchema>;

export const DisruptionEndedReasonSchema = z.enum([
  'Deadline',
  'CfarExercised',
  'VoluntaryChange',
  'TripCancelled',
  'Removed',
]);
export type DisruptionEndedReason = z.infer<typeof DisruptionEndedReasonSchema>;

/** The terms travellers are shown, read from the tenant's protection terms. */
export const DisruptionTermsSchema = z.object({
  delayThresholdMinutes: z.number().int().positive(),
  minHoursBeforeDeparture: z.number().int().positive(),
  decisionWindowHours: z.number().int().positive(),
  pastArrivalHours: z.number().int().positive(),
});
export type DisruptionTerms = z.infer<typeof DisruptionTermsSchema>;

/** Offered with a flight quote (FlightQuoteResponse.disruptionAssistance) or for a booked trip. */
export const DisruptionOfferSchema = z.object({
  /** Per booking, whatever the number of travellers; non-refundable, non-transferable. */
  fee: MoneySchema,
  /** The last instant it can be bought: 24 hours before the first departure. */
  purchaseDeadline: z.iso.datetime(),
  terms: DisruptionTermsSchema,
});
export type DisruptionOffer = z.infer<typeof DisruptionOfferSchema>;

/** What happened: the flight, the airline's event and when it was announced and found. */
export const DisruptionEventSchema = z.object({
  type: DisruptionTypeSchema,
  flightInstanceId: z.string(),
  /** `UA 123`. */
  flightLabel: z.string(),
  sliceIndex: z.number().int().min(0),
  origin: z.string(),
  destination: z.string(),
  /** Local departure as scheduled (`YYYY-MM-DDTHH:mm`). */
  scheduledDepartureTime: z.string(),
  delayMinutes: z.number().int().min(0),
  announcedAt: z.iso.datetime(),
  detectedAt: z.iso.datetime(),
});
export type DisruptionEvent = z.infer<typeof DisruptionEventSchema>;

/** One step of the claim, with its time (the trip page's timeline). */
export const DisruptionClaimStepSchema = z.object({
  kind: z.enum([
    'Purchased',
    'Disrupted',
    'RebookRequested',
    'RebookIssued',
    'RebookFailed',
    'RefundRequested',
    'RefundSent',
    'Removed',
    'Voided',
    'Expired',
  ]),
  at: z.iso.datetime(),
});
export type DisruptionClaimStep = z.infer<typeof DisruptionClaimStepSchema>;

/**
 * The trip's disruption assistance (FlightTripDetail.disruptionAssistance and
 * GET /api/v0/trips/:bookingId/disruption): bought (state, fee) or purchasable (offer), the
 * disruption, the choices with their amounts and deadline, and the claim to its end.
 */
export const DisruptionAssistanceSchema = z.object({
  bookingId: z.string(),
  /** Null while not bought. */
  state: DisruptionStateSchema.nullable(),
  fee: MoneySchema.nullable(),
  purchasedVia: z.enum(['Booking', 'Ancillary']).nullable(),
  /** Buyable now for this trip (at least 24 hours before departure, not bought yet). */
  offer: DisruptionOfferSchema.nullable(),
  terms: DisruptionTermsSchema,
  disruption: DisruptionEventSchema.nullable(),
  /** Another flight's disruption after the trip's one: ineligible (one per trip). */
  secondDisruption: DisruptionEventSchema.omit({ detectedAt: true }).nullable(),
  /** Undecided, it ends then (24 hours after the last flight). */
  decideBy: z.iso.datetime().nullable(),
  actions: z.array(DisruptionServiceActionSchema),
  /** The refund the Refund choice gives (or gave): the fares, split across what paid. */
  refund: z.object({ total: MoneySchema, refunds: z.array(SourceAmountSchema) }).nullable(),
  /** The rebooking (a waived change of the disrupted slice) once requested. */
  rebooking: z
    .object({
      exchangeId: z.string(),
      status: z.enum(['Requested', 'Confirmed', 'Failed']),
      slices: z.array(ExchangeSliceViewSchema),
    })
    .nullable(),
  timeline: z.array(DisruptionClaimStepSchema),
  endedReason: DisruptionEndedReasonSchema.nullable(),
  referenceId: z.string().nullable(),
});
export type DisruptionAssistance = z.infer<typeof DisruptionAssistanceSchema>;

/** POST /api/v0/trips/:bookingId/disruption/check: the airline's events looked at now. */
export const DisruptionCheckResponseSchema = z.object({
  result: DisruptionCheckResultSchema,
  protection: DisruptionAssistanceSchema,
});
export type DisruptionCheckResponse = z.infer<typeof DisruptionCheckResponseSchema>;

/**
 * POST /api/v0/trips/:bookingId/disruption: buys it for a booked trip, the fee
 * charged to the booking's card. `fee` is what the page showed: a changed fee is refused.
 */
export const DisruptionPurchaseRequestSchema = z.object({ fee: MoneySchema });
export type DisruptionPurchaseRequest = z.infer<typeof DisruptionPurchaseRequestSchema>;

/**
 * POST /api/v0/trips/:bookingId/disruption/refund and …/disruption/remove: the choice, confirmed;
 * the amounts are the server's (GET …/disruption shows them first).
 */
export const DisruptionChoiceRequestSchema = z.object({}).strict();
export type DisruptionChoiceRequest = z.infer<typeof DisruptionChoiceRequestSchema>;
