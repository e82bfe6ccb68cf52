import { z } from 'zod';
import { MoneySchema } from './money';

/**
 * Tenant travel offers (issue 23, docs/decisions/022-travel-offers.md), `GET /api/v0/travelOffers`:
 * the tenant's configured offers with the person's standing on each. The API sends the offer's
 * data; the web writes its title, description and terms from it (codes and data, not sentences).
 */

export const TravelOfferProductSchema = z.enum([
  'flight',
  'hotel',
  'car',
  'activity',
  'home',
  'package',
]);
export type TravelOfferProduct = z.infer<typeof TravelOfferProductSchema>;

export const TravelOfferCardTierSchema = z.enum(['top', 'travel', 'entry', 'other']);
export type TravelOfferCardTier = z.infer<typeof TravelOfferCardTierSchema>;

export const TravelOfferDiscountSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), amount: MoneySchema }),
  z.object({
    kind: z.literal('percent'),
    percent: z.number().int().min(1).max(100),
    cap: MoneySchema,
  }),
]);
export type TravelOfferDiscount = z.infer<typeof TravelOfferDiscountSchema>;

/** Eligible: usable now; Used: a live booking holds it; Expired / NotYetValid: outside its dates. */
export const TravelOfferStatusSchema = z.enum(['Eligible', 'Used', 'Expired', 'NotYetValid']);
export type TravelOfferStatus = z.infer<typeof TravelOfferStatusSchema>;

export const TravelOfferSchema = z.object({
  id: z.string(),
  products: z.array(TravelOfferProductSchema).min(1),
  discount: TravelOfferDiscountSchema,
  minimumSpend: MoneySchema,
  minimumNights: z.number().int().min(1).nullable(),
  validFrom: z.iso.datetime(),
  validUntil: z.iso.datetime(),
  eligibleTiers: z.array(TravelOfferCardTierSchema).min(1),
  oncePer: z.enum(['person', 'account']),
  status: TravelOfferStatusSchema,
  /** The booking that used it, while that use is live. */
  usedOn: z.object({ bookingId: z.string(), discount: MoneySchema }).nullable(),
});
export type TravelOffer = z.infer<typeof TravelOfferSchema>;

export const TravelOffersResponseSchema = z.object({ offers: z.array(TravelOfferSchema) });
export type TravelOffersResponse = z.infer<typeof TravelOffersResponseSchema>;

/** An offer applied to a trip (receipt, Trips with offers): which, how much, and its state. */
export const AppliedTravelOfferSchema = z.object({
  offerId: z.string(),
  discount: MoneySchema,
  status: z.enum(['Pending', 'Completed', 'Canceled']),
});
export type AppliedTravelOffer = z.infer<typeof AppliedTravelOfferSchema>;

/**
 * `GET /api/v0/travelOffers/applicable?product&chargedMinor&nights`: the offer the booking page
 * offers for what is being booked (the best discount), or null; and whether travel credits may pay
 * (spec §5, false on a pay-at-hotel stay at a Premier or Lifestyle hotel).
 */
export const ApplicableTravelOfferQuerySchema = z.object({
  product: TravelOfferProductSchema,
  chargedMinor: z.coerce.number().int().min(0).max(100_000_000),
  nights: z.coerce.number().int().min(0).max(365).optional(),
});
export type ApplicableTravelOfferQuery = z.infer<typeof ApplicableTravelOfferQuerySchema>;

export const ApplicableTravelOfferResponseSchema = z.object({
  offer: TravelOfferSchema.nullable(),
  /** What it takes off this booking's charge. */
  discount: MoneySchema.nullable(),
});
export type ApplicableTravelOfferResponse = z.infer<typeof ApplicableTravelOfferResponseSchema>;
