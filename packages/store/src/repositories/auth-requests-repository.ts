import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../database';
import { authRequests } from '../schema';

export interface AuthRequestRecord {
  state: string;
  tenant: string;
  hostKind: string;
  audience: 'customers' | 'agents';
  codeVerifier: string;
  nonce: string;
  sandboxSubject: string | null;
  expiresAt: Date;
}

export type NewAuthRequest = Omit<AuthRequestRecord, 'sandboxSubject'> & { now: Date };

/** The nonce that marks a hand-off between hosts (see createHandoff); never an OpenID nonce. */
export const HANDOFF_NONCE = 'handoff';

export function createAuthRequestsRepository(db: Database) {
  const live = (state: string, now: Date) =>
    and(
      eq(authRequests.state, state),
      isNull(authRequests.consumedAt),
      gt(authRequests.expiresAt, now),
    );

  return {
    async create(input: NewAuthRequest): Promise<void> {
      const { now, ...values } = input;
      await db.insert(authRequests).values({ ...values, createdAt: now });
    },

    /**
     * A sign-in hand-off to another host of the same tenant (the portal sends an admin to the
     * admin host): the person is already known, so the attempt carries their subject and the
     * target host starts their session without asking again. Consumed once, like any attempt.
     */
    async createHandoff(input: {
      state: string;
      tenant: string;
      hostKind: string;
      subject: string;
      expiresAt: Date;
      now: Date;
    }): Promise<void> {
      await db.insert(authRequests).values({
        state: input.state,
        tenant: input.tenant,
        hostKind: input.hostKind,
        audience: 'customers',
        codeVerifier: '',
        nonce: HANDOFF_NONCE,
        sandboxSubject: input.subject,
        createdAt: input.now,
        expiresAt: input.expiresAt,
      });
    },

    /** A sign-in attempt that is neither used nor expired. */
    async findLive(state: string, now: Date): Promise<AuthRequestRecord | null> {
      const [row] = await db.select().from(authRequests).where(live(state, now));
      return row ?? null;
    },

    /** The sandbox provider's authorize step: binds a chosen subject and a one-time code to the attempt. */
    async issueSandboxCode(
      state: string,
      subject: string,
      code: string,
      now: Date,
    ): Promise<boolean> {
      const updated = await db
        .update(authRequests)
        .set({ sandboxCode: code, sandboxSubject: subject })
        .where(and(live(state, now), isNull(authRequests.sandboxCode)))
        .returning({ state: authRequests.state });
      return updated.length > 0;
    },

    /** Consumes the attempt exactly once: a replayed callback finds nothing. */
    async consume(state: string, now: Date): Promise<AuthRequestRecord | null> {
      const [row] = await db
        .update(authRequests)
        .set({ consumedAt: now })
        .where(live(state, now))
        .returning();
      return row ?? null;
    },

    async findSandboxCodeState(code: string): Promise<string | null> {
      const [row] = await db
        .select({ state: authRequests.state })
        .from(authRequests)
        .where(eq(authRequests.sandboxCode, code));
      return row?.state ?? null;
    },
  };
}

export type AuthRequestsRepository = ReturnType<typeof createAuthRequestsRepository>;
