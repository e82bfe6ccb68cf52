import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { emailOutbox } from '../schema';

/** A rendered message as it is queued. */
export interface OutboxMessage {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  createdAt: Date;
  /** The tenant whose brand sends it; absent sends as the default brand. */
  tenant?: string | null;
}

/** A queued message with its delivery state. */
export interface OutboxRecord extends OutboxMessage {
  tenant: string | null;
  sentAt: Date | null;
  attempts: number;
  nextAttemptAt: Date | null;
  lastError: string | null;
  failedAt: Date | null;
}

export type OutboxSummary = Omit<OutboxRecord, 'textBody' | 'htmlBody'>;

export interface ClaimOptions {
  now: Date;
  limit: number;
  /** The claim lasts until then; a sender that dies mid-send releases its messages at that time. */
  claimUntil: Date;
}

/** Server answers longer than this are cut. */
const LAST_ERROR_MAX_LENGTH = 500;

const toRecord = (row: typeof emailOutbox.$inferSelect): OutboxRecord => ({
  id: row.id,
  toAddress: row.toAddress,
  subject: row.subject,
  textBody: row.textBody,
  htmlBody: row.htmlBody,
  createdAt: row.createdAt,
  tenant: row.tenant,
  sentAt: row.sentAt,
  attempts: row.attempts,
  nextAttemptAt: row.nextAttemptAt,
  lastError: row.lastError,
  failedAt: row.failedAt,
});

export function createEmailOutboxRepository(db: Database) {
  return {
    /** Enqueues a message once per id; the sender job delivers it later. */
    async enqueue(message: OutboxMessage): Promise<void> {
      await db.insert(emailOutbox).values(message).onConflictDoNothing();
    },

    async find(id: string): Promise<OutboxRecord | null> {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      return row ? toRecord(row) : null;
    },

    /**
     * Claims up to `limit` due messages, oldest first, by moving their next attempt to `claimUntil`
     * in one statement. `for update skip locked` makes concurrent senders (several processes on one
     * PostgreSQL) take disjoint batches instead of waiting for or repeating each other's.
     */
    async claimDue(options: ClaimOptions): Promise<OutboxRecord[]> {
      const due = db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(
          and(
            isNull(emailOutbox.sentAt),
            isNull(emailOutbox.failedAt),
            or(isNull(emailOutbox.nextAttemptAt), lte(emailOutbox.nextAttemptAt, options.now)),
          ),
        )
        .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id))
        .limit(options.limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(emailOutbox)
        .set({ nextAttemptAt: options.claimUntil })
        .where(inArray(emailOutbox.id, due))
        .returning();
      return rows
        .map(toRecord)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    },

    /** Records a delivery; false when the message was already sent (by another sender). */
    async markSent(id: string, sentAt: Date): Promise<boolean> {
      const rows = await db
        .update(emailOutbox)
        .set({
          sentAt,
          attempts: sql`${emailOutbox.attempts} + 1`,
          nextAttemptAt: null,
          lastError: null,
        })
        .where(and(eq(emailOutbox.id, id), isNull(emailOutbox.sentAt)))
        .returning({ id: emailOutbox.id });
      return rows.length > 0;
    },

    /**
     * Counts a failed attempt: the next one waits until `retryAt`, or with `retryAt: null` the
     * message is given up (Failed) and never claimed again.
     */
    async recordFailure(
      id: string,
      failure: { error: string; at: Date; retryAt: Date | null },
    ): Promise<void> {
      await db
        .update(emailOutbox)
        .set({
          attempts: sql`${emailOutbox.attempts} + 1`,
          nextAttemptAt: failure.retryAt,
          lastError: failure.error.slice(0, LAST_ERROR_MAX_LENGTH),
          failedAt: failure.retryAt ? null : failure.at,
        })
        .where(and(eq(emailOutbox.id, id), isNull(emailOutbox.sentAt)));
    },

    /** Newest first, without bodies. */
    async listRecent(page: { limit: number; offset?: number }): Promise<OutboxSummary[]> {
      const rows = await db
        .select({
          id: emailOutbox.id,
          toAddress: emailOutbox.toAddress,
          subject: emailOutbox.subject,
          createdAt: emailOutbox.createdAt,
          tenant: emailOutbox.tenant,
          sentAt: emailOutbox.sentAt,
          attempts: emailOutbox.attempts,
          nextAttemptAt: emailOutbox.nextAttemptAt,
          lastError: emailOutbox.lastError,
          failedAt: emailOutbox.failedAt,
        })
        .from(emailOutbox)
        .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
        .limit(page.limit)
        .offset(page.offset ?? 0);
      return rows;
    },
  };
}

export type EmailOutboxRepository = ReturnType<typeof createEmailOutboxRepository>;
