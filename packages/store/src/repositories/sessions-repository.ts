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

export interface SessionsRepositoryOptions {
  /**
   * Keep the sessions looked up in memory (at most SESSION_CACHE_SIZE, least recently used out).
   * Only for the embedded database: one process holds it, every write to a session goes through
   * this repository (touch updates the copy, revoke drops it), so the copy is always exact. Never
   * with a server database, where another process may revoke a session at any moment.
   */
  cacheLookups?: boolean;
}

export const SESSION_CACHE_SIZE = 10_000;

type SessionWithUser = { session: SessionRecord; user: UserRecord };
interface SessionCache {
  entries: Map<string, SessionWithUser>;
  /** Counts revocations, so a lookup that raced one does not keep what it read. */
  revocations: number;
}
/** One cache per database, so every repository over it sees the same writes. */
const sessionCaches = new WeakMap<Database, SessionCache>();

/** Copies, so a caller changing what it got never changes the cache. */
const copyOf = ({ session, user }: SessionWithUser): SessionWithUser => ({
  session: { ...session },
  user: { ...user },
});

export function createSessionsRepository(db: Database, options: SessionsRepositoryOptions = {}) {
  let cache: SessionCache | null = null;
  if (options.cacheLookups) {
    cache = sessionCaches.get(db) ?? { entries: new Map(), revocations: 0 };
    sessionCaches.set(db, cache);
  }
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
    async findWithUser(idHash: string): Promise<SessionWithUser | null> {
      const entries = cache?.entries;
      const cached = entries?.get(idHash);
      if (entries && cached) {
        // Most recently used last.
        entries.delete(idHash);
        entries.set(idHash, cached);
        return copyOf(cached);
      }
      const revocationsBefore = cache?.revocations;
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.idHash, idHash));
      if (!row) return null;
      const found = { session: row.session, user: toUser(row.user) };
      if (cache && cache.revocations === revocationsBefore) {
        cache.entries.set(idHash, copyOf(found));
        const oldest = cache.entries.keys().next();
        if (cache.entries.size > SESSION_CACHE_SIZE && !oldest.done)
          cache.entries.delete(oldest.value);
      }
      return found;
    },

    async touch(idHash: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
      const cached = cache?.entries.get(idHash);
      if (cached) cached.session.lastSeenAt = now;
    },

    async revoke(idHash: string, now: Date): Promise<void> {
      // The copy is dropped, and a lookup overlapping the write (before or after it lands) sees
      // the count move and does not keep what it read.
      const forget = () => {
        if (!cache) return;
        cache.revocations += 1;
        cache.entries.delete(idHash);
      };
      forget();
      try {
        await db
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.idHash, idHash), isNull(sessions.revokedAt)));
      } finally {
        forget();
      }
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
