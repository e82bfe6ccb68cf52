import { z } from 'zod';
import {
  ActivityAvailabilitySchema,
  ActivityCategorySchema,
  ActivityDetailSchema,
  ActivityDurationSchema,
  ActivitySortSchema,
  ActivitySummarySchema,
  AgeBandSchema,
  TicketTypeSchema,
} from './activities';
import { ErrorCodeSchema } from './errors';
import { BookingPaymentSchema, BookingStepSchema, PaymentSourceSchema } from './flight-booking';
import { CardEarnSchema } from './hotel-shop';
import { MoneySchema } from './money';
import { PlaceSuggestionSchema } from './places';
import { ApprovalProcessSchema } from './policy';
import { RewardsCurrencySchema } from './rewards';

/**
 * Experiences (issue 22; spec §2 `/activities/`, §4 experience cancellation, §7
 * `POST /experiences/availability` and `POST /autocomplete/experiences`). The supplier's own
 * schemas are `activities.ts`; these are the portal's API.
 */

const IsoDateSchema = z.iso.date('Dates are YYYY-MM-DD.');
const CityCodeSchema = z
  .string()
  .trim()
  .regex(/^C\d{1,10}$/, 'Choose a place from the suggestions.');

/** The party by age band: whole numbers, at most 15 in all (the operator's rule). */
export const ExperienceTravelersSchema = z
  .partialRecord(AgeBandSchema, z.number().int().min(0).max(15))
  .refine((t) => Object.values(t).reduce((s, n) => s + n, 0) >= 1, {
    message: 'Choose at least one traveller.',
  });
export type ExperienceTravelers = z.infer<typeof ExperienceTravelersSchema>;

/** POST /api/v0/autocomplete/experiences: cities with activities, best match first. */
export const ExperienceAutocompleteRequestSchema = z.object({
  query: z.string().trim().min(1, 'Type a place.').max(80, 'At most 80 characters.'),
});
export const ExperienceAutocompleteResponseSchema = z.object({
  suggestions: z.array(PlaceSuggestionSchema.extend({ cityCode: z.string() })),
});
export type ExperienceAutocompleteResponse = z.infer<typeof ExperienceAutocompleteResponseSchema>;

/** POST /api/v0/experiences/search: a city's activities open on any day of the range. */
export const ExperienceSearchRequestSchema = z.object({
  cityCode: CityCodeSchema,
  fromDate: IsoDateSchema,
  untilDate: IsoDateSchema,
  categories: z.array(ActivityCategorySchema).max(10).optional(),
  durations: z.array(ActivityDurationSchema).max(4).optional(),
  maxPriceMinor: z.number().int().positive().max(10_000_000).optional(),
  minRating: z.number().min(0).max(5).optional(),
  sort: ActivitySortSchema.default('Recommended'),
  offset: z.number().int().min(0).max(1000).default(0),
  limit: z.number().int().min(1).max(50).default(24),
});
export type ExperienceSearchRequest = z.input<typeof ExperienceSearchRequestSchema>;

/** What a search's 400 says in `details.reason`. */
export const ExperienceSearchRejectionSchema = z.enum([
  'UnknownLocation',
  'InvalidDate',
  'DateOutsideHorizon',
]);

/** A result: the summary with its picture linked (the sandbox image host), not inline. */
export const ExperienceResultSchema = ActivitySummarySchema.omit({ imageSvg: true }).extend({
  imageUrl: z.string(),
});
export type ExperienceResult = z.infer<typeof ExperienceResultSchema>;

export const ExperienceSearchResponseSchema = z.object({
  total: z.number().int().nonnegative(),
  activities: z.array(ExperienceResultSchema),
  searchedAt: z.iso.datetime(),
});
export type ExperienceSearchResponse = z.infer<typeof ExperienceSearchResponseSchema>;

/** POST /api/v0/experiences/availability: a day's time slots priced for the party. */
export const ExperienceAvailabilityRequestSchema = z.object({
  activityId: z.string().trim().min(1).max(80),
  date: IsoDateSchema,
  travelers: ExperienceTravelersSchema,
});
export type ExperienceAvailabilityRequest = z.infer<typeof ExperienceAvailabilityRequestSchema>;
export const ExperienceAvailabilityResponseSchema = ActivityAvailabilitySchema;
export type ExperienceAvailabilityResponse = z.infer<typeof ExperienceAvailabilityResponseSchema>;

/** POST /api/v0/experiences/shop: the activity page. */
export const ExperienceShopRequestSchema = z.object({
  activityId: z.string().trim().min(1).max(80),
});
export const ExperienceShopResponseSchema = z.object({
  activity: ActivityDetailSchema,
  /** What booking the adult standard ticket would earn on each card (the card's activities rate). */
  earn: z.array(CardEarnSchema),
});
export type ExperienceShopResponse = z.infer<typeof ExperienceShopResponseSchema>;

/** POST /api/v0/experiences/quote: price a slot for the party and hold it 30 minutes. */
export const ExperienceQuoteRequestSchema = z.object({
  activityId: z.string().trim().min(1).max(80),
  date: IsoDateSchema,
  startTime: z.string().regex(/^\d{2}:\d{2}$/, 'Start times are HH:mm.'),
  ticketType: TicketTypeSchema,
  travelers: ExperienceTravelersSchema,
});
export type ExperienceQuoteRequest = z.infer<typeof ExperienceQuoteRequestSchema>;

export const ExperienceTicketLineSchema = z.object({
  band: AgeBandSchema,
  count: z.number().int().positive(),
  unitPrice: MoneySchema,
  total: MoneySchema,
});
export type ExperienceTicketLine = z.infer<typeof ExperienceTicketLineSchema>;

/** The experience as quoted and booked. */
export const ExperienceQuoteSnapshotSchema = z.object({
  quoteId: z.string(),
  expiresAt: z.iso.datetime(),
  activity: ActivityDetailSchema,
  date: IsoDateSchema,
  startTime: z.string(),
  ticketType: TicketTypeSchema,
  ticketName: z.string(),
  travelers: z.partialRecord(AgeBandSchema, z.number().int().min(0)),
  /** Spots taken in the slot (infants take none, a private group one). */
  seats: z.number().int().positive(),
  lines: z.array(ExperienceTicketLineSchema),
  total: MoneySchema,
  /** Start and end as instants (the meeting point's zone). */
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** Cancel free until then (null: the policy has no free cancellation). */
  freeCancellationUntil: z.iso.datetime().nullable(),
  /** Part back until then, after the free deadline (partially refundable policies). */
  partialRefundUntil: z.iso.datetime().nullable(),
  /** Business tenant: experiences have no policy rule, so they are in policy; null for card holders. */
  policyStatus: z.object({ inPolicy: z.boolean() }).nullable(),
  earn: z.array(CardEarnSchema),
});
export type ExperienceQuoteSnapshot = z.infer<typeof ExperienceQuoteSnapshotSchema>;

export const ExperienceQuoteResponseSchema = ExperienceQuoteSnapshotSchema.extend({
  quoteToken: z.string(),
});
export type ExperienceQuoteResponse = z.infer<typeof ExperienceQuoteResponseSchema>;

/** POST /api/v0/experiences/book (header Idempotency-Key required). */
export const ExperienceBookingRequestSchema = z.object({
  quoteToken: z.string().min(1).max(400),
  /** The lead traveller from the travellers list: an adult (18+) on the activity's date. */
  leadTraveler: z.object({ travelerId: z.string().trim().min(1).max(80) }),
  contact: z.object({ email: z.string().max(200), phone: z.string().max(40) }),
  payment: BookingPaymentSchema,
  acceptPriceChange: z.object({ newTotalMinor: z.number().int().min(0) }).optional(),
  outOfPolicyReason: z.string().max(500).optional(),
});
export type ExperienceBookingRequest = z.infer<typeof ExperienceBookingRequestSchema>;

export const ExperienceBookingStatusSchema = z.enum([
  'PendingConfirm',
  'AwaitingApproval',
  'Confirmed',
  'Cancelled',
  'Failure',
]);

/** POST /api/v0/experiences/book answer (202 new, 200 same key) and GET /api/v0/experiences/bookings/:id. */
export const ExperienceBookingViewSchema = ExperienceQuoteSnapshotSchema.omit({
  quoteId: true,
  expiresAt: true,
  earn: true,
}).extend({
  id: z.string(),
  status: ExperienceBookingStatusSchema,
  step: BookingStepSchema,
  confirmationCode: z.string().nullable(),
  supplierConfirmation: z.string().nullable(),
  leadTraveler: z.object({
    travelerId: z.string().nullable(),
    givenName: z.string(),
    surname: z.string(),
  }),
  totals: z.object({
    total: MoneySchema,
    payments: z.array(z.object({ source: PaymentSourceSchema, amount: MoneySchema })),
  }),
  contactEmail: z.string(),
  earn: z.object({ value: z.number().int(), currency: RewardsCurrencySchema }).nullable(),
  error: z.object({ code: ErrorCodeSchema, message: z.string() }).nullable(),
  policy: z
    .object({
      inPolicy: z.boolean(),
      outOfPolicyReason: z.string().nullable(),
      approvalProcess: ApprovalProcessSchema,
      approvalExpiresAt: z.iso.datetime().nullable(),
    })
    .nullable(),
  createdAt: z.iso.datetime(),
  cancelledAt: z.iso.datetime().nullable(),
});
export type ExperienceBookingView = z.infer<typeof ExperienceBookingViewSchema>;
