import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../database';
import { sessions, users } from '../schema';
import { toUser, type UserRecord } from './users-repository';

export interface SessionRecord {
  idHash: string;
  userId: string;
  tenant: string;
  hostKind: 'portal' | 'admin';
  csrfToken: string;
  isDelegated: boolean;
  agentUserId: string | null;
  isFirstSession: boolean;
  createdAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
}

export interface NewSession {
  idHash: string;
  userId: string;
  tenant: string;
  hostKind: 'portal' | 'admin';
  csrfToken: string;
  isDelegated: boolean;
  agentUserId: string | null;
  isFirstSession: boolean;
  now: Date;
}

export function createSessionsRepository(db: Database) {
  return {
    async create(input: NewSession): Promise<void> {
      await db.insert(sessions).values({
        idHash: input.idHash,
        userId: input.userId,
        tenant: input.tenant,
        hostKind: input.hostKind,
        csrfToken: input.csrfToken,
        isDelegated: input.isDelegated,
        agentUserId: input.agentUserId,
        isFirstSession: input.isFirstSession,
        createdAt: input.now,
        lastSeenAt: input.now,
      });
    },

    async find(idHash: string): Promise<SessionRecord | null> {
      const [row] = await db.select().from(sessions).where(eq(sessions.idHash, idHash));
      return row ?? null;
    },

    /** The session and its person in one round trip (every API call needs both). */
    async findWithUser(
      idHash: string,
    ): Promise<{ session: SessionRecord; user: UserRecord } | null> {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.idHash, idHash));
      return row ? { session: row.session, user: toUser(row.user) } : null;
    },

    async touch(idHash: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
    },

    async revoke(idHash: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.idHash, idHash), isNull(sessions.revokedAt)));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
