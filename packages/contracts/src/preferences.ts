import { z } from 'zod';
import { CabinClassSchema } from './flights';

/**
 * A person's travel preferences (spec §7 `/user/preference`: hotel, flight, status), one set per
 * person per tenant, and the choices a preference form offers (`/user/preference/metadata`).
 * Codes only: the web names cabins and seats; airline and chain names are the supplier's.
 */

export const SeatPreferenceSchema = z.enum(['aisle', 'window', 'none']);
export type SeatPreference = z.infer<typeof SeatPreferenceSchema>;

/** At most this many preferred airlines or hotel chains. */
export const MAX_PREFERRED = 5;

const AirlineCodeSchema = z
  .string()
  .regex(/^[A-Z0-9]{2}$/, { error: 'Use a two-character airline code.' });
const AirportCodeSchema = z
  .string()
  .regex(/^[A-Z]{3}$/, { error: 'Use a three-letter airport code.' });
const ChainCodeSchema = z.string().regex(/^[A-Z]{2,4}$/, { error: 'Use a hotel chain code.' });

const distinct = (list: readonly string[]) => new Set(list).size === list.length;

export const FlightPreferenceSchema = z.object({
  /** The cabin the flight search starts from; null: the search's own default. */
  cabinClass: CabinClassSchema.nullable(),
  seat: SeatPreferenceSchema,
  /** Preferred airlines by IATA code, from the metadata's list. */
  airlineCodes: z
    .array(AirlineCodeSchema)
    .max(MAX_PREFERRED)
    .refine(distinct, { error: 'Name each airline once.' }),
  /** The airport the flight search leaves from; null: none. */
  homeAirport: AirportCodeSchema.nullable(),
});
export type FlightPreference = z.infer<typeof FlightPreferenceSchema>;

export const HotelPreferenceSchema = z.object({
  /** Preferred hotel chains by code, from the metadata's list. */
  chainCodes: z
    .array(ChainCodeSchema)
    .max(MAX_PREFERRED)
    .refine(distinct, { error: 'Name each chain once.' }),
  /** The fewest stars the person wants; null: any. */
  minStarRating: z.number().int().min(1).max(5).nullable(),
});
export type HotelPreference = z.infer<typeof HotelPreferenceSchema>;

/** Whether each section was ever saved, and when the preferences last changed. */
export const PreferenceStatusSchema = z.object({
  hasFlightPreferences: z.boolean(),
  hasHotelPreferences: z.boolean(),
  updatedAt: z.iso.datetime().nullable(),
});
export type PreferenceStatus = z.infer<typeof PreferenceStatusSchema>;

/** An airport named as the supplier's reference data names it (for the search field's label). */
export const PreferenceAirportSchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
});
export type PreferenceAirport = z.infer<typeof PreferenceAirportSchema>;

/** GET and PUT /api/v0/user/preference answer. */
export const UserPreferencesSchema = z.object({
  flight: FlightPreferenceSchema,
  hotel: HotelPreferenceSchema,
  status: PreferenceStatusSchema,
  /** The home airport's names, when one is set. */
  homeAirport: PreferenceAirportSchema.nullable(),
});
export type UserPreferences = z.infer<typeof UserPreferencesSchema>;

/** PUT /api/v0/user/preference: both sections, whole (the status is the server's). */
export const UpdateUserPreferencesRequestSchema = z.strictObject({
  flight: FlightPreferenceSchema,
  hotel: HotelPreferenceSchema,
});
export type UpdateUserPreferencesRequest = z.infer<typeof UpdateUserPreferencesRequestSchema>;

/** POST or PUT /api/v0/user/preference/metadata: which sections' choices (all when absent). */
export const PreferenceMetadataRequestSchema = z.strictObject({
  sections: z
    .array(z.enum(['flight', 'hotel']))
    .min(1)
    .max(2)
    .optional(),
});
export type PreferenceMetadataRequest = z.infer<typeof PreferenceMetadataRequestSchema>;

export const PreferenceMetadataSchema = z.object({
  flight: z
    .object({
      cabins: z.array(CabinClassSchema),
      seats: z.array(SeatPreferenceSchema),
      airlines: z.array(z.object({ code: z.string(), name: z.string() })),
    })
    .nullable(),
  hotel: z
    .object({
      chains: z.array(z.object({ code: z.string(), name: z.string(), programme: z.string() })),
      starRatings: z.array(z.number().int().min(1).max(5)),
    })
    .nullable(),
});
export type PreferenceMetadata = z.infer<typeof PreferenceMetadataSchema>;

/** What a person has before saving anything: nothing chosen, so searches keep their defaults. */
export const EMPTY_FLIGHT_PREFERENCE: FlightPreference = {
  cabinClass: null,
  seat: 'none',
  airlineCodes: [],
  homeAirport: null,
};
export const EMPTY_HOTEL_PREFERENCE: HotelPreference = { chainCodes: [], minStarRating: null };
