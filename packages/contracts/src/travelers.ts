import { z } from 'zod';
import {
  ASSISTANCE_CODES,
  KNOWN_TRAVELER_NUMBER_PATTERN,
  REDRESS_NUMBER_PATTERN,
} from './traveler-codes';

export { ASSISTANCE_CODES, KNOWN_TRAVELER_NUMBER_PATTERN, REDRESS_NUMBER_PATTERN };

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

/** Letters (any script), spaces, apostrophes, hyphens and periods, as airlines accept them. */
const NAME_PATTERN = /^[\p{L}][\p{L} '.-]*$/u;
const NameSchema = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(40, `${label} is at most 40 characters.`)
    .regex(
      NAME_PATTERN,
      `${label} may use letters, spaces, apostrophes, hyphens and periods only.`,
    );

/** Spec §5: empty strings become null. */
const emptyToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

const OptionalText = z.string().trim().max(40).nullable().optional();

/** The editable person sent to PUT /passengers/update (spec §3 editable fields, §5 rules). */
export const TravelerInputSchema = z.object({
  id: z.string().optional(),
  givenName: NameSchema('Given name'),
  surname: NameSchema('Surname'),
  gender: GenderSchema,
  dateOfBirth: z.iso.date('Date of birth must be a date (YYYY-MM-DD).'),
  assistance: z.array(AssistanceCodeSchema).max(11).default([]),
  frequentFlyer: z
    .record(z.string().regex(/^[A-Z0-9]{2}$/, 'Use the airline code.'), z.string().trim().max(20))
    .default({}),
  hotelLoyalty: z
    .record(
      z.string().regex(/^[A-Z]{2,4}$/, 'Use the hotel program code.'),
      z.string().trim().max(30),
    )
    .default({}),
  emailAddress: z.preprocess(
    emptyToNull,
    z.email('Enter a valid email address.').nullable().optional(),
  ),
  passport: z
    .object({
      number: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]{5,20}$/, 'Passport number must be 5 to 20 letters and digits.'),
      countryOfIssue: z.string().trim().toUpperCase(),
      nationality: z
        .string()
        .trim()
        .toUpperCase()
        .length(2, 'Nationality is a 2-letter country code.')
        .optional(),
      expiration: z.iso.date('Passport expiry must be a date (YYYY-MM-DD).'),
    })
    .nullable()
    .optional(),
  knownTravelerNumber: OptionalText.refine(
    (v) => v == null || v === '' || KNOWN_TRAVELER_NUMBER_PATTERN.test(v),
    {
      message: 'Known traveler number is 8 to 10 letters and digits.',
    },
  ),
  tsaRedressNumber: OptionalText.refine(
    (v) => v == null || v === '' || REDRESS_NUMBER_PATTERN.test(v),
    {
      message: 'Redress number is 7 to 13 digits.',
    },
  ),
});
export type TravelerInput = z.infer<typeof TravelerInputSchema>;

/** PUT /passengers/update: the person to create (no id) or update (spec §7). */
export const UpdateTravelerRequestSchema = z.object({ person: TravelerInputSchema });
export const UpdateTravelerResponseSchema = z.object({ person: TravelerSchema });

/** PUT /passengers/list (empty body) */
export const TravelerListResponseSchema = z.object({ value: z.array(TravelerSchema) });
/** POST /passengers/delete */
export const DeleteTravelerRequestSchema = z.object({
  personId: z.string().min(1, 'personId is required.'),
});
/** PUT /passengers/assign_default */
export const AssignDefaultTravelerRequestSchema = z.object({
  travelerId: z.string().min(1, 'travelerId is required.'),
  userId: z.string().min(1, 'userId is required.'),
});
/** PUT /passengers/hide and /passengers/show */
export const TravelerVisibilityRequestSchema = z.object({
  travelerId: z.string().min(1, 'travelerId is required.'),
});
/** PUT /users/list */
export const UsersListResponseSchema = z.object({ users: z.array(CorporateUserSchema) });
