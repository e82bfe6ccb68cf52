import { z } from 'zod';
import { RewardsCurrencySchema } from './rewards';
import { CardProductSchema } from './tenant';

/** GET /api/v0/login/code */
export const LoginCodeQuerySchema = z.object({
  agent: z.enum(['true', 'false']).optional(),
});
export const LoginCodeResponseSchema = z.object({ loginUri: z.string() });
export type LoginCodeResponse = z.infer<typeof LoginCodeResponseSchema>;

/**
 * GET /api/v0/login/handoff?to=admin (a portal host): signs the person in on the admin host of the
 * same tenant without a second sign-in, then opens onboarding there.
 */
export const LoginHandoffQuerySchema = z.object({ to: z.enum(['admin']) });
/** GET /api/v0/login/handoff/complete?code= (the admin host): the hand-off's one-time code. */
export const LoginHandoffCompleteQuerySchema = z.object({ code: z.string().min(16).max(128) });

/** POST /api/v0/logout */
export const LogoutResponseSchema = z.object({ destinationUrl: z.string() });
export type LogoutResponse = z.infer<typeof LogoutResponseSchema>;

/** POST /api/v0/login/agent */
export const AgentLoginRequestSchema = z.object({
  profileReferenceId: z
    .string({ error: 'profileReferenceId is required.' })
    .trim()
    .min(1, 'profileReferenceId is required.')
    .max(64, 'profileReferenceId is at most 64 characters.'),
});
export type AgentLoginRequest = z.infer<typeof AgentLoginRequestSchema>;
export const AgentLoginResponseSchema = z.object({
  userId: z.string(),
  isDelegatedSession: z.literal(true),
});
export type AgentLoginResponse = z.infer<typeof AgentLoginResponseSchema>;

/** The sandbox identity provider (an OpenID Connect-style authorize step inside the app). */
export const SandboxAuthorizeQuerySchema = z.object({
  state: z.string().min(16).max(128),
});
export const SandboxDemoUserSchema = z.object({
  subject: z.string(),
  displayName: z.string(),
  email: z.string(),
  kind: z.enum(['cardholder', 'employee', 'agent']),
  description: z.string(),
  cards: z.array(
    z.object({
      productId: CardProductSchema,
      productDisplayName: z.string(),
      lastFour: z.string(),
      /** Miles as a count, cash rewards in US cents (the web formats both, like the home page). */
      rewardsBalance: z.object({
        value: z.number().int().nonnegative(),
        currency: RewardsCurrencySchema,
      }),
    }),
  ),
  businessName: z.string().nullable(),
  profileReferenceId: z.string().nullable(),
});
export type SandboxDemoUser = z.infer<typeof SandboxDemoUserSchema>;
export const SandboxUsersResponseSchema = z.object({
  users: z.array(SandboxDemoUserSchema),
  audience: z.enum(['customers', 'agents']),
});
export type SandboxUsersResponse = z.infer<typeof SandboxUsersResponseSchema>;
export const SandboxAuthorizeRequestSchema = z.object({
  state: z.string().min(16).max(128),
  subject: z.string().min(1),
});
export const SandboxAuthorizeResponseSchema = z.object({ redirectTo: z.string() });
export type SandboxAuthorizeResponse = z.infer<typeof SandboxAuthorizeResponseSchema>;
