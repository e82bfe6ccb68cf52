import { z } from 'zod';
import { CabinClassSchema, PenaltySchema } from './flights';
import { CancellationPolicySchema } from './lodging';
import { MoneySchema } from './money';

/**
 * Price match, the best price guarantee (issue 19; spec §4, §5, §9). The traveller claims from the
 * trip within 24 hours of booking; a claim on a site the competitor price feed covers is verified
 * at once (Live), any other goes to the agent queue (Agent, answered within 24 hours). Shared by
 * the API (`routes/price-match.ts`) and the web (the trip page, the agent portal, the console).
 */

export const PriceMatchStatusSchema = z.enum(['InReview', 'Accepted', 'Declined']);
export type PriceMatchStatus = z.infer<typeof PriceMatchStatusSchema>;

export const PriceMatchVerificationSchema = z.enum(['Live', 'Agent']);
export type PriceMatchVerification = z.infer<typeof PriceMatchVerificationSchema>;

/** Why a claim was declined (domain/price-match.ts); the web and the e-mail word each. */
export const PriceMatchDeclineReasonSchema = z.enum([
  'NotLower',
  'PriceNotFound',
  'PriceDiffers',
  'DifferentItinerary',
  'DifferentPolicy',
  'NotPublic',
  'Unverifiable',
  'TripCancelled',
]);
export type PriceMatchDeclineReason = z.infer<typeof PriceMatchDeclineReasonSchema>;

/** Why a trip takes no new claim now (domain/price-match.ts), or that one is open or accepted. */
export const PriceMatchUnavailableReasonSchema = z.enum([
  'Package',
  'NotConfirmed',
  'Cancelled',
  'NotUsd',
  'WindowClosed',
  'ClaimInReview',
  'ClaimAccepted',
]);
export type PriceMatchUnavailableReason = z.infer<typeof PriceMatchUnavailableReasonSchema>;

/** A claim as its traveller (and an agent) sees it. */
export const PriceMatchClaimSchema = z.object({
  claimId: z.string(),
  bookingId: z.string(),
  product: z.enum(['flight', 'hotel']),
  status: PriceMatchStatusSchema,
  verification: PriceMatchVerificationSchema,
  competitorUrl: z.string(),
  /** The URL's host, which names the competitor. */
  competitorSite: z.string(),
  /** The price the traveller saw, in USD with taxes and fees. */
  claimedTotal: MoneySchema,
  /** What the traveller paid for what the claim compares (the fares, or the stay). */
  paidTotal: MoneySchema,
  /** The price the feed or the agent found at the competitor; null until found. */
  verifiedTotal: MoneySchema.nullable(),
  /** Credited to the travel wallet (Accepted). */
  credited: MoneySchema.nullable(),
  declineReason: PriceMatchDeclineReasonSchema.nullable(),
  /** An agent's answer is due by then (Agent verification). */
  reviewDueAt: z.iso.datetime().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type PriceMatchClaim = z.infer<typeof PriceMatchClaimSchema>;

/**
 * Price match on a trip's page (owner only): the window, what a claim compares against, whether a
 * claim can be made now, and the latest claim.
 */
export const TripPriceMatchSchema = z.object({
  windowClosesAt: z.iso.datetime(),
  paidTotal: MoneySchema,
  /** Null: a claim can be made now. */
  unavailableReason: PriceMatchUnavailableReasonSchema.nullable(),
  /** The latest claim: the one in review or accepted, else the last declined. */
  claim: PriceMatchClaimSchema.nullable(),
});
export type TripPriceMatch = z.infer<typeof TripPriceMatchSchema>;

/** A price in USD with taxes and fees, as the traveller or the agent typed it (cents). */
const UsdTotalSchema = z.object({
  amountMinor: z
    .number()
    .int()
    .min(1, 'Enter the price you found.')
    .max(100_000_000, 'Enter the whole trip’s price in US dollars.'),
  currency: z.literal('USD', { error: 'Price match claims are made in US dollars.' }),
});

/**
 * POST /api/v0/trips/:bookingId/priceMatch: where the lower price was seen (a public http(s)
 * URL), the price in USD including taxes and fees, and the traveller's word that it is for the
 * same flights (or room and dates) with the same cancellation policy.
 */
export const PriceMatchClaimRequestSchema = z.object({
  competitorUrl: z.string().trim().min(1, 'Enter the address where you saw the price.').max(2_000),
  claimedTotal: UsdTotalSchema,
  sameItinerary: z.literal(true, {
    error: 'Confirm the price is for the same flights, or the same room and dates.',
  }),
  sameCancellationPolicy: z.literal(true, {
    error: 'Confirm the price has the same cancellation policy.',
  }),
});
export type PriceMatchClaimRequest = z.infer<typeof PriceMatchClaimRequestSchema>;

export const PriceMatchClaimResponseSchema = z.object({ claim: PriceMatchClaimSchema });
export type PriceMatchClaimResponse = z.infer<typeof PriceMatchClaimResponseSchema>;

/**
 * What an agent sees of the claim's booking, as data the web words (no payment or contact
 * details): the flights with each slice's fare and its cancellation penalty, or the stay's room,
 * rate and cancellation policy.
 */
export const PriceMatchBookingSummarySchema = z.object({
  bookingId: z.string(),
  product: z.enum(['flight', 'hotel']),
  confirmationCode: z.string().nullable(),
  /** The booking's status now (Confirmed, Cancelled…). */
  status: z.string(),
  bookedAt: z.iso.datetime(),
  travelers: z.array(z.string()),
  flight: z
    .object({
      slices: z.array(
        z.object({
          origin: z.string(),
          destination: z.string(),
          segments: z.array(
            z.object({
              /** "DL 1203" */
              flight: z.string(),
              origin: z.string(),
              destination: z.string(),
              /** Local times at each airport. */
              departureTime: z.string(),
              arrivalTime: z.string(),
            }),
          ),
          fareName: z.string(),
          cabinClass: CabinClassSchema,
          cancelPenalty: PenaltySchema,
        }),
      ),
    })
    .nullable(),
  hotel: z
    .object({
      name: z.string(),
      city: z.string(),
      checkInDate: z.string(),
      checkOutDate: z.string(),
      roomName: z.string(),
      rateName: z.string(),
      rooms: z.number().int(),
      cancellationPolicy: CancellationPolicySchema,
    })
    .nullable(),
});
export type PriceMatchBookingSummary = z.infer<typeof PriceMatchBookingSummarySchema>;

/** One claim awaiting an agent, oldest first. */
export const PriceMatchQueueItemSchema = z.object({
  claim: PriceMatchClaimSchema,
  booking: PriceMatchBookingSummarySchema,
  /** The answer is late (its due time has passed). */
  overdue: z.boolean(),
});
export type PriceMatchQueueItem = z.infer<typeof PriceMatchQueueItemSchema>;

/** GET /api/v0/agent/priceMatch: the agent's tenant's claims in review, oldest first. */
export const PriceMatchQueueResponseSchema = z.object({
  claims: z.array(PriceMatchQueueItemSchema),
});
export type PriceMatchQueueResponse = z.infer<typeof PriceMatchQueueResponseSchema>;

export const PriceMatchClaimParamsSchema = z.object({ claimId: z.string().min(1).max(80) });

/** GET /api/v0/agent/priceMatch/:claimId: one claim, in review or decided. */
export const PriceMatchReviewSchema = PriceMatchQueueItemSchema;
export type PriceMatchReview = z.infer<typeof PriceMatchReviewSchema>;

/** The reasons an agent declines with. */
export const AgentDeclineReasonSchema = PriceMatchDeclineReasonSchema;

/**
 * POST /api/v0/agent/priceMatch/:claimId/decision: accept with the price the agent found (the
 * exact match and lower than paid, or it is refused), or decline with a reason. Decided once.
 */
export const PriceMatchDecisionRequestSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('Accept'), verifiedTotal: UsdTotalSchema }),
  z.object({ decision: z.literal('Decline'), reason: AgentDeclineReasonSchema }),
]);
export type PriceMatchDecisionRequest = z.infer<typeof PriceMatchDecisionRequestSchema>;

/** A competitor site the price feed covers. */
export const CompetitorSiteSchema = z.object({
  site: z.string(),
  name: z.string(),
  products: z.array(z.enum(['flight', 'hotel'])),
});
export type CompetitorSite = z.infer<typeof CompetitorSiteSchema>;

/**
 * GET /admin/api/v0/sandbox/competitor-prices: the feed's sites and, for the newest confirmed
 * bookings, each covering site's price of the same itinerary or room today (null: not sold there),
 * and whether the console set it.
 */
export const SandboxCompetitorPricesSchema = z.object({
  sites: z.array(CompetitorSiteSchema),
  bookings: z.array(
    z.object({
      bookingId: z.string(),
      label: z.string(),
      product: z.enum(['flight', 'hotel']),
      paidTotal: MoneySchema,
      prices: z.array(
        z.object({ site: z.string(), total: MoneySchema.nullable(), setByConsole: z.boolean() }),
      ),
    }),
  ),
});
export type SandboxCompetitorPrices = z.infer<typeof SandboxCompetitorPricesSchema>;

/**
 * POST /admin/api/v0/sandbox/competitor-prices: a competitor's price for a booking's itinerary or
 * room, in USD cents (null: the site does not sell it), until set again.
 */
export const SandboxCompetitorPriceRequestSchema = z.object({
  bookingId: z.string().min(1).max(80),
  site: z.string().min(1).max(200),
  amountMinor: z.number().int().min(1).max(100_000_000).nullable(),
});
export type SandboxCompetitorPriceRequest = z.infer<typeof SandboxCompetitorPriceRequestSchema>;
