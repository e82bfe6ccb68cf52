import { z } from 'zod';

export const ASSISTANCE_CODES = [
  'BLND',
  'DEAF',
  'STCR',
  'WCHR',
  'WCHS',
  'WCHC',
  'WCBD',
  'WCBW',
  'WCLB',
  'WCMP',
  'WCOB',
] as const;
export const AssistanceCodeSchema = z.enum(ASSISTANCE_CODES);
export type AssistanceCode = z.infer<typeof AssistanceCodeSchema>;

export const GenderSchema = z.enum(['M', 'F']);
const IsoDateSchema = z.iso.date();

export const PassportSchema = z.object({
  number: z.string().min(1).max(20),
  countryOfIssue: z.string(),
  nationality: z.string().length(2).optional(),
  expiration: IsoDateSchema,
});
export type Passport = z.infer<typeof PassportSchema>;

/** A traveler profile (spec §3). */
export const TravelerSchema = z.object({
  id: z.string(),
  givenName: z.string(),
  surname: z.string(),
  gender: GenderSchema,
  dateOfBirth: IsoDateSchema,
  assistance: z.array(AssistanceCodeSchema),
  createdAt: z.iso.datetime().nullable(),
  frequentFlyer: z.record(z.string(), z.string()),
  hotelLoyalty: z.record(z.string(), z.string()),
  emailAddress: z.string().nullable(),
  passport: PassportSchema.nullable(),
  knownTravelerNumber: z.string().nullable(),
  tsaRedressNumber: z.string().nullable(),
  isGhostUser: z.boolean(),
  isMissingInfo: z.boolean(),
  isPrivateProfile: z.boolean(),
  isDefaultProfile: z.boolean(),
  linkedDEUserId: z.string().nullable(),
});
export type Traveler = z.infer<typeof TravelerSchema>;

/** A corporate user (spec §3). */
export const CorporateUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  defaultTravelerId: z.string().nullable(),
});
export type CorporateUser = z.infer<typeof CorporateUserSchema>;

export const TravelerListLoadStateSchema = z.enum(['NotCalled', 'InProcess', 'Success', 'Failed']);
export type TravelerListLoadState = z.infer<typeof TravelerListLoadStateSchema>;
