import { z } from 'zod';

/** GET /api/v0/agent/me: the signed-in support agent (403 Unauthorized for anyone else). */
export const AgentMeResponseSchema = z.object({
  agent: z.object({
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
  }),
});
export type AgentMeResponse = z.infer<typeof AgentMeResponseSchema>;
