import { z } from 'zod';
import { CabinClassSchema } from './flights';

/** A price cap in US cents; null means no cap. */
const CapMinorSchema = z.number().int().nonnegative().nullable();

export const FlightDurationPolicySchema = z.object({
  duration: z.enum(['Short', 'Long']),
  maxPriceForOneWay: CapMinorSchema,
  maxPriceForRoundTrip: CapMinorSchema,
  allowedFareClasses: z.array(CabinClassSchema),
});
export type FlightDurationPolicy = z.infer<typeof FlightDurationPolicySchema>;

export const STAR_RATINGS = [1, 2, 3, 4, 5] as const;

/** A business's policy tier (spec §3), as stored and as the admin edits it. */
export const TravelPolicySchema = z.object({
  settings: z.object({ isApprovalRequired: z.boolean() }),
  flights: z.object({
    enableLongFlights: z.boolean(),
    minHoursForLongFlight: z.number().int().min(1).max(24),
    policies: z
      .array(FlightDurationPolicySchema)
      .refine((ps) => ps.some((p) => p.duration === 'Short'), 'A Short flight policy is required.')
      .refine(
        (ps) => new Set(ps.map((p) => p.duration)).size === ps.length,
        'One policy per duration.',
      ),
  }),
  hotels: z.object({
    policies: z.array(
      z.object({
        allowedStarRatings: z.array(z.number().int().min(1).max(5)),
        maxPricePerNight: CapMinorSchema,
      }),
    ),
  }),
  cars: z.object({ policies: z.array(z.object({ maxPricePerDay: CapMinorSchema })) }),
});
export type TravelPolicy = z.infer<typeof TravelPolicySchema>;

export const RatePolicyStatusSchema = z.enum(['none', 'some', 'all']);
export type RatePolicyStatus = z.infer<typeof RatePolicyStatusSchema>;

export const ApprovalProcessSchema = z.enum(['24hr_review', 'auto']);
export type ApprovalProcess = z.infer<typeof ApprovalProcessSchema>;
