import { z } from 'zod';
import { ApprovalProcessSchema, TravelPolicySchema } from './policy';

/** POST /api/v0/cotb/acknowledgement: the corporate user accepts the business travel terms (40106). */
export const AcknowledgementRequestSchema = z.object({
  termsVersion: z.string().min(1, 'termsVersion is required.'),
  accepted: z.literal(true, { error: 'You must accept the terms to continue.' }),
});
export type AcknowledgementRequest = z.infer<typeof AcknowledgementRequestSchema>;
export const CURRENT_TERMS_VERSION = '2026-09';

/**
 * How the business books travel (spec §4 traveler booking modes): the admin books for themselves,
 * for themselves and others, employees book for themselves, or someone else (an arranger) books.
 */
export const BOOKING_MODES = [
  'book_for_myself',
  'book_for_myself_and_others',
  'employees_book_for_themselves',
  'someone_else_books',
] as const;
export const BookingModeSchema = z.enum(BOOKING_MODES, {
  error: 'Choose how your business books travel.',
});
export type BookingMode = z.infer<typeof BookingModeSchema>;

/** PUT /admin/api/v0/business/bookingMode */
export const UpdateBookingModeRequestSchema = z.object({ bookingMode: BookingModeSchema });
export type UpdateBookingModeRequest = z.infer<typeof UpdateBookingModeRequestSchema>;

/** GET /admin/api/v0/business: the admin's business as onboarding sees it. */
export const BusinessProfileSchema = z.object({
  businessId: z.string(),
  name: z.string(),
  isLive: z.boolean(),
  employeeCount: z.number().int().nonnegative(),
  policyTierCount: z.number().int().nonnegative(),
  /** Null until the admin answers onboarding's question. */
  bookingMode: BookingModeSchema.nullable(),
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

/** What stops a business from going live (onboarding's checklist). */
export const GoLiveBlockerSchema = z.enum([
  'BookingModeNotChosen',
  'NoPolicyTier',
  'TermsNotAccepted',
]);
export type GoLiveBlocker = z.infer<typeof GoLiveBlockerSchema>;

/** GET /admin/api/v0/business: the profile plus what onboarding still needs, for the signed-in admin. */
export const OnboardingStateSchema = BusinessProfileSchema.extend({
  /** Whether the signed-in admin has accepted the current business travel terms. */
  termsAccepted: z.boolean(),
  termsVersion: z.string(),
  goLiveBlockers: z.array(GoLiveBlockerSchema),
});
export type OnboardingState = z.infer<typeof OnboardingStateSchema>;

// ---- Policy tiers (admin host) ----

const tierName = z
  .string({ error: 'name is required.' })
  .trim()
  .min(2, 'Tier name must be at least 2 characters.')
  .max(60, 'Tier name is at most 60 characters.');

/** A policy tier as the admin sees it, with how many employees it governs. */
export const AdminPolicyTierSchema = z.object({
  id: z.string(),
  name: z.string(),
  policy: TravelPolicySchema,
  approvalProcess: ApprovalProcessSchema,
  isActive: z.boolean(),
  employeeCount: z.number().int().nonnegative(),
});
export type AdminPolicyTier = z.infer<typeof AdminPolicyTierSchema>;

export const AdminPolicyTiersResponseSchema = z.object({ tiers: z.array(AdminPolicyTierSchema) });
export type AdminPolicyTiersResponse = z.infer<typeof AdminPolicyTiersResponseSchema>;

/** POST /admin/api/v0/policyTiers and PUT /admin/api/v0/policyTiers/:tierId */
export const SavePolicyTierRequestSchema = z.object({
  name: tierName,
  policy: TravelPolicySchema,
});
export type SavePolicyTierRequest = z.infer<typeof SavePolicyTierRequestSchema>;

export const PolicyTierParamsSchema = z.object({ tierId: z.string().min(1).max(80) });

// ---- Employees (admin host) ----

/**
 * Business roles. Permissions follow from them (domain `impliedPermissions`): an arranger books for
 * others (canViewUsers); approvers and admins work on the admin host (canViewAdmin).
 */
export const EMPLOYEE_ROLES = ['traveler', 'arranger', 'approver', 'admin'] as const;
export const EmployeeRoleSchema = z.enum(EMPLOYEE_ROLES);
export type EmployeeRole = z.infer<typeof EmployeeRoleSchema>;

const roleList = z
  .array(EmployeeRoleSchema)
  .min(1, 'Choose at least one role.')
  .refine((roles) => new Set(roles).size === roles.length, 'Each role once.');

const personName = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(50, `${label} is at most 50 characters.`)
    .regex(/^[\p{L}][\p{L}' .-]*$/u, `${label} can use letters, spaces, apostrophes and hyphens.`);

export const EmployeeAccessSchema = z.object({
  roles: roleList,
  canViewUsers: z.boolean(),
  canViewAdmin: z.boolean(),
  policyTierId: z.string({ error: 'Choose a policy tier.' }).min(1, 'Choose a policy tier.'),
});
export type EmployeeAccess = z.infer<typeof EmployeeAccessSchema>;

/** POST /admin/api/v0/employees: invite an employee (creates their account and e-mails them). */
export const InviteEmployeeRequestSchema = EmployeeAccessSchema.extend({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: z
    .string({ error: 'Email is required.' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Enter a valid email address.').max(254)),
});
export type InviteEmployeeRequest = z.infer<typeof InviteEmployeeRequestSchema>;

/** PUT /admin/api/v0/employees/:userId */
export const UpdateEmployeeRequestSchema = EmployeeAccessSchema;
export type UpdateEmployeeRequest = z.infer<typeof UpdateEmployeeRequestSchema>;

export const EmployeeParamsSchema = z.object({ userId: z.string().min(1).max(80) });

export const EmployeeSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(EmployeeRoleSchema),
  canViewUsers: z.boolean(),
  canViewAdmin: z.boolean(),
  policyTierId: z.string().nullable(),
  policyTierName: z.string().nullable(),
  /** An invited employee is Invited until their first sign-in. */
  status: z.enum(['Invited', 'Active']),
  termsAccepted: z.boolean(),
  isYou: z.boolean(),
});
export type Employee = z.infer<typeof EmployeeSchema>;

export const EmployeesResponseSchema = z.object({ employees: z.array(EmployeeSchema) });
export type EmployeesResponse = z.infer<typeof EmployeesResponseSchema>;

// ---- Businesses a person belongs to (issue 24, spec §7 /cotb) ----

/** One business of the signed-in person, with their role and policy tier there. */
export const CotbBusinessSchema = z.object({
  businessId: z.string(),
  businessName: z.string(),
  roles: z.array(z.string()),
  policyTier: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The business the session works in (corporate info, tier, travelers, approvals). */
  inUse: z.boolean(),
});
export type CotbBusiness = z.infer<typeof CotbBusinessSchema>;

/** GET /api/v0/cotb: every business the signed-in person belongs to, by name. */
export const CotbResponseSchema = z.object({ businesses: z.array(CotbBusinessSchema) });
export type CotbResponse = z.infer<typeof CotbResponseSchema>;

/** POST /api/v0/cotb/changeBusinessInUse */
export const ChangeBusinessInUseRequestSchema = z.object({
  businessId: z.string({ error: 'businessId is required.' }).trim().min(1).max(120),
});
export type ChangeBusinessInUseRequest = z.infer<typeof ChangeBusinessInUseRequestSchema>;

/** Modals shown once per person across devices (spec §3 hasSeenModalMap). */
export const SEEN_MODAL_KEYS = ['policy_intro'] as const;
export const SeenModalKeySchema = z.enum(SEEN_MODAL_KEYS);
export type SeenModalKey = z.infer<typeof SeenModalKeySchema>;

/** POST /api/v0/users/seenModal: records that the person saw this modal. */
export const SeenModalRequestSchema = z.object({ modalKey: SeenModalKeySchema });
export type SeenModalRequest = z.infer<typeof SeenModalRequestSchema>;

/** The person's map after the change. */
export const SeenModalResponseSchema = z.object({
  hasSeenModalMap: z.record(z.string(), z.boolean()),
});
export type SeenModalResponse = z.infer<typeof SeenModalResponseSchema>;
