import { and, asc, desc, eq, gte, inArray, like, lt, notLike, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../database';
import { agentActions, users } from '../schema';
import { DEMO_COPY_SEPARATOR } from '../seed/demo-world';

/** What an agent did in a customer's session (issue 24); never personal data. */
export interface AgentActionWrite {
  agentUserId: string;
  customerUserId: string;
  tenant: string;
  action: string;
  route: string;
  targetKind: 'booking' | 'search' | 'claim' | 'none';
  target: string | null;
  result: 'ok' | 'error';
  statusCode: number;
  errorCode: string | null;
  travelAt: Date;
  recordedAt: Date;
}

export interface AgentActionRecord extends AgentActionWrite {
  id: number;
  agentFirstName: string;
  agentLastName: string;
  customerFirstName: string;
  customerLastName: string;
  customerProfileReferenceId: string | null;
}

export interface AgentRecord {
  userId: string;
  firstName: string;
  lastName: string;
  supportLead: boolean;
}

export function createAgentActionsRepository(db: Database) {
  const agent = alias(users, 'agent');
  const customer = alias(users, 'customer');
  return {
    /** Appends one action; the trail is never updated or deleted. */
    async record(action: AgentActionWrite): Promise<void> {
      await db.insert(agentActions).values(action);
    },

    /**
     * An agent's actions recorded in [from, to), newest first, at most `limit` (the caller asks
     * for one more than it shows to know there are more).
     */
    async listForAgent(
      agentUserId: string,
      window: { from: Date; to: Date },
      limit: number,
    ): Promise<AgentActionRecord[]> {
      const rows = await db
        .select({ a: agentActions, agent, customer })
        .from(agentActions)
        .innerJoin(agent, eq(agent.id, agentActions.agentUserId))
        .innerJoin(customer, eq(customer.id, agentActions.customerUserId))
        .where(
          and(
            eq(agentActions.agentUserId, agentUserId),
            gte(agentActions.recordedAt, window.from),
            lt(agentActions.recordedAt, window.to),
          ),
        )
        .orderBy(desc(agentActions.recordedAt), desc(agentActions.id))
        .limit(limit);
      return rows.map(({ a, agent: ag, customer: c }) => ({
        ...a,
        agentFirstName: ag.firstName,
        agentLastName: ag.lastName,
        customerFirstName: c.firstName,
        customerLastName: c.lastName,
        customerProfileReferenceId: c.profileReferenceId,
      }));
    },

    /**
     * Of these bookings, the ones an agent booked in a delegated session of their owner, with
     * when (the travel clock's time of the first accepted booking call).
     */
    async findBookedBySupport(
      customerUserId: string,
      bookingIds: string[],
    ): Promise<Map<string, Date>> {
      if (bookingIds.length === 0) return new Map();
      const rows = await db
        .select({ bookingId: agentActions.target, at: sql<Date>`min(${agentActions.travelAt})` })
        .from(agentActions)
        .where(
          and(
            eq(agentActions.action, 'book'),
            eq(agentActions.result, 'ok'),
            eq(agentActions.customerUserId, customerUserId),
            inArray(agentActions.target, bookingIds),
          ),
        )
        .groupBy(agentActions.target);
      return new Map(
        rows.flatMap((r) => (r.bookingId ? [[r.bookingId, new Date(r.at)] as const] : [])),
      );
    },

    /**
     * The support team of this agent, by name, with who leads: the agents of the same demo world
     * (a sandbox demo copy's agents are their own team; see `seed/demo-world.ts`).
     */
    async listTeam(agentUserId: string): Promise<AgentRecord[]> {
      const separator = agentUserId.indexOf(DEMO_COPY_SEPARATOR);
      const sameWorld =
        separator >= 0
          ? like(users.id, `%${agentUserId.slice(separator)}`)
          : notLike(users.id, `%${DEMO_COPY_SEPARATOR}%`);
      return db
        .select({
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          supportLead: users.supportLead,
        })
        .from(users)
        .where(and(eq(users.kind, 'agent'), sameWorld))
        .orderBy(asc(users.firstName), asc(users.lastName));
    },

    async findAgent(userId: string): Promise<AgentRecord | null> {
      const [row] = await db
        .select({
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          supportLead: users.supportLead,
        })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.kind, 'agent')));
      return row ?? null;
    },
  };
}

export type AgentActionsRepository = ReturnType<typeof createAgentActionsRepository>;
