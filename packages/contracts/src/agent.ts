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

// ---- The agent's trail (issue 24) ----

/** What an agent did in a customer's session; one per classified route (`agent-trail-routes.ts`). */
export const AGENT_ACTION_KINDS = [
  'startSession',
  'endSession',
  'switchCustomer',
  'search',
  'quote',
  'book',
  'hold',
  'cancel',
  'change',
  'changeTraveler',
  'claim',
  'manageTrip',
  'managePayment',
  'manageWishlist',
  'managePreferences',
  'manageWatch',
  'approve',
] as const;
export const AgentActionKindSchema = z.enum(AGENT_ACTION_KINDS);
export type AgentActionKind = z.infer<typeof AgentActionKindSchema>;

/** One row of the trail: never personal data (a booking or claim id, or a search's places). */
export const AgentActionSchema = z.object({
  id: z.number().int(),
  /** Real time it was recorded (ISO); the page shows it in the reader's zone. */
  recordedAt: z.iso.datetime(),
  /** The travel clock's time of the action (differs from real time in the sandbox). */
  travelAt: z.iso.datetime(),
  agent: z.object({ userId: z.string(), firstName: z.string(), lastName: z.string() }),
  customer: z.object({
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    profileReferenceId: z.string().nullable(),
  }),
  tenant: z.string(),
  action: AgentActionKindSchema,
  /** The route as `METHOD /api/v0/path/:param`. */
  route: z.string(),
  targetKind: z.enum(['booking', 'search', 'claim', 'none']),
  /** A booking or claim id, or a search summary such as `JFK → LHR · 2026-12-14 · 2 adults`. */
  target: z.string().nullable(),
  result: z.enum(['ok', 'error']),
  statusCode: z.number().int(),
  /** The error catalogue's code when the action failed. */
  errorCode: z.string().nullable(),
});
export type AgentAction = z.infer<typeof AgentActionSchema>;

/** Most rows one page of the trail shows. */
export const AGENT_TRAIL_LIMIT = 200;

/**
 * GET /api/v0/agent/trail?agentId&from&to: an agent's actions recorded in [from, to), newest
 * first, at most AGENT_TRAIL_LIMIT (`truncated` when there were more). A support lead may read
 * any agent of their team; any other agent only their own (agentId omitted or their own id).
 */
export const AgentTrailQuerySchema = z
  .object({
    agentId: z.string().min(1).max(120).optional(),
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
  })
  .refine((q) => Date.parse(q.from) < Date.parse(q.to), {
    message: 'from must be before to.',
    path: ['from'],
  })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 31 * 86_400_000, {
    message: 'A trail covers at most 31 days.',
    path: ['to'],
  });
export type AgentTrailQuery = z.infer<typeof AgentTrailQuerySchema>;

export const AgentTrailResponseSchema = z.object({
  agent: z.object({ userId: z.string(), firstName: z.string(), lastName: z.string() }),
  actions: z.array(AgentActionSchema),
  truncated: z.boolean(),
});
export type AgentTrailResponse = z.infer<typeof AgentTrailResponseSchema>;

/**
 * GET /api/v0/agent/team: the agents whose trail the signed-in agent may read (a lead: the whole
 * team; any other agent: only themselves), and whether they lead.
 */
export const AgentTeamResponseSchema = z.object({
  supportLead: z.boolean(),
  agents: z.array(z.object({ userId: z.string(), firstName: z.string(), lastName: z.string() })),
});
export type AgentTeamResponse = z.infer<typeof AgentTeamResponseSchema>;
