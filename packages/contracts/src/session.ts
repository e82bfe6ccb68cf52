import { z } from 'zod';
import { AccountRoleSchema } from './rewards';

export const CorporatePermissionsSchema = z.object({
  canViewUsers: z.boolean(),
  canViewAdmin: z.boolean(),
});

export const CORPORATE_ROLES = ['admin', 'arranger', 'approver', 'traveler'] as const;
export const CorporateRoleSchema = z.enum(CORPORATE_ROLES);
export type CorporateRole = z.infer<typeof CorporateRoleSchema>;

export const CorporateInfoSchema = z.object({
  permissions: CorporatePermissionsSchema,
  businessIsLive: z.boolean(),
  roles: z.array(CorporateRoleSchema),
  policyTier: z.string().nullable(),
  businessId: z.string(),
  businessName: z.string(),
  accountReferenceId: z.string().nullable(),
  businessLoyaltyPrograms: z.array(z.object({ programCode: z.string(), value: z.string() })),
  defaultTravelerId: z.string().nullable(),
  hiddenTravelerIds: z.array(z.string()),
  hasSeenModalMap: z.record(z.string(), z.boolean()),
  cap1Role: AccountRoleSchema.nullable(),
});
export type CorporateInfo = z.infer<typeof CorporateInfoSchema>;

/** GET /api/v0/userInfo (spec §3 session info), exactly. */
export const SessionInfoSchema = z.object({
  userInfo: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  isFirstSession: z.boolean(),
  csrfToken: z.string(),
  sessionExpiration: z.iso.datetime(),
  isDelegatedSession: z.boolean(),
  userId: z.string(),
  corporateInfo: CorporateInfoSchema.nullable(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;
