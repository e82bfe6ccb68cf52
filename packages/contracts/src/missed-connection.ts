import { z } from 'zod';
import { CabinClassSchema } from './flights';
import { MoneySchema } from './money';

/*
 * The missed-connection guarantee of self-transfer itineraries (issue 20, part C; spec §2 Trips
 * rebook/connection, rebook-connecting-flight, rebook/flight, contact-support; §4, §5, §8, §9;
 * docs/decisions/015-missed-connection-guarantee.md). Codes and data: the web writes sentences.
 */

export const MissedConnectionStateSchema = z.enum([
  'Active',
  'Missed',
  'Rebooking',
  'Rebooked',
  'ContactSupport',
  'Expired',
  'Voided',
]);
export type MissedConnectionState = z.infer<typeof MissedConnectionStateSchema>;

export const MissedConnectionSupportReasonSchema = z.enum([
  'NoQualifyingOption',
  'PartialTravelers',
]);
export type MissedConnectionSupportReason = z.infer<typeof MissedConnectionSupportReasonSchema>;

export const MissedConnectionEndedReasonSchema = z.enum([
  'Deadline',
  'VoluntaryChange',
  'TripCancelled',
  'Voided',
]);

/** A flight as the pages show it: local wall-clock times, airports, airline, numbers. */
export const MissedConnectionFlightSchema = z.object({
  origin: z.string(),
  destination: z.string(),
  /** Local wall clock `YYYY-MM-DDTHH:mm` at each airport. */
  departureTime: z.string(),
  arrivalTime: z.string(),
  airline: z.object({ code: z.string(), name: z.string() }),
  flightNumbers: z.array(z.string()),
  cabinClass: CabinClassSchema,
});
export type MissedConnectionFlight = z.infer<typeof MissedConnectionFlightSchema>;

/** A qualifying rebooking option (spec §5); `reasonable` ones come first. */
export const MissedConnectionOptionSchema = MissedConnectionFlightSchema.extend({
  optionId: z.string(),
  stops: z.number().int().nonnegative(),
  fareName: z.string(),
  reasonable: z.boolean(),
  /** Open seats as the supplier answers now (at most 9 are told). */
  seatsAvailable: z.number().int().nonnegative(),
  /** Whether it seats every original traveller. */
  seatsEveryone: z.boolean(),
  /** Its fare per traveller: under the cap; the guarantee pays it. */
  farePerTraveler: MoneySchema,
});
export type MissedConnectionOption = z.infer<typeof MissedConnectionOptionSchema>;

export const MissedConnectionStepSchema = z.object({
  kind: z.enum([
    'Covered',
    'Missed',
    'RebookRequested',
    'RebookIssued',
    'RebookFailed',
    'SentToSupport',
    'ResolvedByAgent',
    'Expired',
    'Voided',
  ]),
  at: z.iso.datetime(),
});
export type MissedConnectionStep = z.infer<typeof MissedConnectionStepSchema>;

/** GET /api/v0/trips/:bookingId/missed-connection: the guarantee, what happened, the options. */
export const MissedConnectionGuaranteeSchema = z.object({
  bookingId: z.string(),
  state: MissedConnectionStateSchema,
  capPerTraveler: MoneySchema,
  travelers: z.number().int().positive(),
  /**
   * `connection`: the missed part is the second ticket's flight after a self-transfer
   * (`/trips/rebook/connection`); `flight`: the same, named for a single flight's page
   * (`/trips/rebook/flight`), when the replaced part is one nonstop flight.
   */
  missedPart: z.enum(['connection', 'flight']).nullable(),
  delayed: MissedConnectionFlightSchema.extend({ delayMinutes: z.number().int() }).nullable(),
  missed: MissedConnectionFlightSchema.nullable(),
  selfTransferAirport: z.string().nullable(),
  detectedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  /** `Online`: choose an option; `ContactSupport`: call with the reference. */
  verdict: z.enum(['Online', 'ContactSupport']).nullable(),
  supportReason: MissedConnectionSupportReasonSchema.nullable(),
  supportReference: z.string().nullable(),
  options: z.array(MissedConnectionOptionSchema),
  /** The rebooked flight once issued, with the airline's locator. */
  rebooked: MissedConnectionFlightSchema.extend({ locator: z.string().nullable() }).nullable(),
  exchangeId: z.string().nullable(),
  endedReason: MissedConnectionEndedReasonSchema.nullable(),
  timeline: z.array(MissedConnectionStepSchema),
});
export type MissedConnectionGuarantee = z.infer<typeof MissedConnectionGuaranteeSchema>;

/** POST /api/v0/trips/:bookingId/missed-connection/rebook */
export const MissedConnectionRebookRequestSchema = z
  .object({ optionId: z.string().min(1).max(200) })
  .strict();
export type MissedConnectionRebookRequest = z.infer<typeof MissedConnectionRebookRequestSchema>;

/** The agent portal's queue item: a case sent to support. */
export const MissedConnectionCaseSchema = z.object({
  bookingId: z.string(),
  confirmationCode: z.string().nullable(),
  travelerNames: z.array(z.string()),
  supportReference: z.string().nullable(),
  supportReason: MissedConnectionSupportReasonSchema.nullable(),
  missed: MissedConnectionFlightSchema.nullable(),
  detectedAt: z.iso.datetime().nullable(),
});
export type MissedConnectionCase = z.infer<typeof MissedConnectionCaseSchema>;

export const MissedConnectionQueueSchema = z.object({ cases: z.array(MissedConnectionCaseSchema) });
export type MissedConnectionQueue = z.infer<typeof MissedConnectionQueueSchema>;

/** The agent's view of one case: the same guarantee view, every qualifying option with its seats. */
export const MissedConnectionCaseDetailSchema = z.object({
  case: MissedConnectionCaseSchema,
  guarantee: MissedConnectionGuaranteeSchema,
});
export type MissedConnectionCaseDetail = z.infer<typeof MissedConnectionCaseDetailSchema>;

export const MissedConnectionCaseParamsSchema = z.object({ bookingId: z.string().min(1).max(100) });

/** POST /api/v0/agent/missed-connections/:bookingId/resolve: the option seating everyone now. */
export const MissedConnectionResolveRequestSchema = z
  .object({ optionId: z.string().min(1).max(200) })
  .strict();
export type MissedConnectionResolveRequest = z.infer<typeof MissedConnectionResolveRequestSchema>;
