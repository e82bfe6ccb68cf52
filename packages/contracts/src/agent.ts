import { z } from 'zod';

/** GET /api/v0/agent/me: the signed-in support agent, or null for any other signed-in person. */
export const AgentMeResponseSchema = z.object({
  agent: z
    .object({
      userId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
    })
    .nullable(),
});
export type AgentMeResponse = z.infer<typeof AgentMeResponseSchema>;

/**
 * GET /api/v0/agent/delegation: in a support agent's delegated session, whose account this is
 * (with the Profile Reference ID the agent entered) and which agent is acting; `null` in any
 * other session. What the delegated-session banner shows.
 */
export const AgentDelegationResponseSchema = z.object({
  delegation: z
    .object({
      customer: z.object({
        userId: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        profileReferenceId: z.string().nullable(),
      }),
      agent: z.object({ firstName: z.string(), lastName: z.string() }),
    })
    .nullable(),
});
export type AgentDelegationResponse = z.infer<typeof AgentDelegationResponseSchema>;

/**
 * POST /api/v0/agent/switchCustomer (empty body): ends the delegated session and signs the agent
 * back in to their own console, to enter another customer's Profile Reference ID.
 */
export const AgentSwitchCustomerResponseSchema = AgentMeResponseSchema;
export type AgentSwitchCustomerResponse = AgentMeResponse;
