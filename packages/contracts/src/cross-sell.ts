import { z } from 'zod';
import { HotelAvailabilityHotelSchema } from './hotel-shop';
import { HotelLocationSchema } from './lodging';

/*
 * The hotel cross-sell after a flight booking (issue 23; spec §7 names GET /crosssell/offers/active
 * without its contract, so this is ours): hotels at the trip's destination for its dates.
 */

/** Spec §4's hotel lookup sources: where a hotel offer was looked up from. */
export const HotelLookupSourceSchema = z.enum([
  'flight_checkout',
  'my_trips',
  'homepage',
  'distance_search',
  'recently_viewed',
  'recently_searched',
  'travel_sale',
  'book_again',
]);
export type HotelLookupSource = z.infer<typeof HotelLookupSourceSchema>;

/** The places a cross-sell is shown: the flight's confirmation, its trip page, the home page. */
export const CrossSellLookupSourceSchema = HotelLookupSourceSchema.extract([
  'flight_checkout',
  'my_trips',
  'homepage',
]);
export type CrossSellLookupSource = z.infer<typeof CrossSellLookupSourceSchema>;

/** GET /api/v0/crosssell/offers/active */
export const CrossSellOffersQuerySchema = z
  .object({
    lookupSource: CrossSellLookupSourceSchema,
    /** The flight booking; the home page leaves it out and gets the next trip that needs a hotel. */
    bookingId: z.string().trim().min(1).max(80).optional(),
  })
  .refine((q) => q.lookupSource === 'homepage' || q.bookingId !== undefined, {
    message: 'A cross-sell on a confirmation or trip page needs its bookingId.',
    path: ['bookingId'],
  });
export type CrossSellOffersQuery = z.infer<typeof CrossSellOffersQuerySchema>;

export const CrossSellHotelOfferSchema = z.object({
  /** The flight booking the stay goes with. */
  bookingId: z.string(),
  lookupSource: CrossSellLookupSourceSchema,
  /** The first slice's arrival airport and its city. */
  destination: z.object({ code: z.string(), city: z.string() }),
  /** What the hotel search for the stay takes (the picks' links open it). */
  location: HotelLocationSchema,
  stay: z.object({
    checkInDate: z.iso.date(),
    checkOutDate: z.iso.date(),
    nights: z.number().int().min(1),
    rooms: z.number().int().min(1),
    adults: z.number().int().min(1),
    children: z.number().int().min(0),
  }),
  /** A few available hotels there (in the traveller's policy first on the business tenant). */
  hotels: z.array(HotelAvailabilityHotelSchema).min(1),
});
export type CrossSellHotelOffer = z.infer<typeof CrossSellHotelOfferSchema>;

export const CrossSellOffersResponseSchema = z.object({
  /** At most one: none when no upcoming flight needs a hotel (a stay is booked for its dates). */
  offers: z.array(CrossSellHotelOfferSchema),
});
export type CrossSellOffersResponse = z.infer<typeof CrossSellOffersResponseSchema>;
