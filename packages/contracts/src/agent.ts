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
