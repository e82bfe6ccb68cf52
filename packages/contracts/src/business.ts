import { z } from 'zod';

/** POST /api/v0/cotb/acknowledgement: the corporate user accepts the business travel terms (40106). */
export const AcknowledgementRequestSchema = z.object({
  termsVersion: z.string().min(1, 'termsVersion is required.'),
  accepted: z.literal(true, { error: 'You must accept the terms to continue.' }),
});
export type AcknowledgementRequest = z.infer<typeof AcknowledgementRequestSchema>;
export const CURRENT_TERMS_VERSION = '2026-09';

/** GET /admin/api/v0/business: the admin's business as onboarding sees it. */
export const BusinessProfileSchema = z.object({
  businessId: z.string(),
  name: z.string(),
  isLive: z.boolean(),
  employeeCount: z.number().int().nonnegative(),
  policyTierCount: z.number().int().nonnegative(),
});
export type BusinessProfile = z.infer<typeof BusinessProfileSchema>;

/** PUT /admin/api/v0/business */
export const UpdateBusinessRequestSchema = z.object({
  name: z
    .string({ error: 'name is required.' })
    .trim()
    .min(2, 'Business name must be at least 2 characters.')
    .max(120, 'Business name is at most 120 characters.'),
});
export type UpdateBusinessRequest = z.infer<typeof UpdateBusinessRequestSchema>;
