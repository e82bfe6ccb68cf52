import { z } from 'zod';
import { HotelAvailabilityHotelSchema } from './hotel-shop';
import { MoneySchema } from './money';

/*
 * Premium offers (/premium-offers/, issue 23): premium stays (Premier and Lifestyle hotels) with a
 * current offer on a sample stay, priced by hotel availability.
 */

/**
 * A hotel's offer: a complimentary night the stay's price already takes off (its amount, from the
 * rate's nightly prices), or the collection's experience credit.
 */
export const PremiumOfferSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('FreeNight'), amount: MoneySchema }),
  z.object({ kind: z.literal('ExperienceCredit') }),
]);
export type PremiumOffer = z.infer<typeof PremiumOfferSchema>;

export const PremiumOffersResponseSchema = z.object({
  /** The stay the offers are priced for (long enough for the complimentary night). */
  stay: z.object({
    checkInDate: z.iso.date(),
    checkOutDate: z.iso.date(),
    nights: z.number().int().min(1),
    rooms: z.number().int().min(1),
    adults: z.number().int().min(1),
  }),
  places: z.array(
    z.object({
      code: z.string(),
      city: z.string(),
      offers: z.array(z.object({ hotel: HotelAvailabilityHotelSchema, offer: PremiumOfferSchema })),
    }),
  ),
});
export type PremiumOffersResponse = z.infer<typeof PremiumOffersResponseSchema>;
