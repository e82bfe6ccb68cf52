import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { jobs } from '../schema';

export type JobRecord = typeof jobs.$inferSelect;
export type JobClock = JobRecord['clock'];

export interface NewJob {
  kind: string;
  /** At most one job per key: scheduling a key that exists keeps the existing job. */
  key?: string | null;
  payload?: Record<string, unknown>;
  runAt: Date;
  clock?: JobClock;
  /** Runs again this long after each run (a sweep); absent runs once. */
  everyMs?: number | null;
}

/**
 * Durable jobs (DESIGN.md: jobs). Any number of processes claim due jobs with
 * `for update skip locked` and a lease: two never take the same job, and a job whose process
 * stopped mid-run is claimed again once its lease lapses. Every write after the claim is fenced on
 * the claimer, so a process that lost its lease cannot finish or reschedule a job someone else
 * took over.
 */
export function createJobsRepository(db: Database) {
  return {
    /** Schedules a job; with a key that is already scheduled, keeps the existing one. */
    async schedule(job: NewJob): Promise<{ id: string; created: boolean }> {
      const id = `job_${randomUUID().replaceAll('-', '')}`;
      const inserted = await db
        .insert(jobs)
        .values({
          id,
          kind: job.kind,
          key: job.key ?? null,
          payload: job.payload ?? {},
          runAt: job.runAt,
          clock: job.clock ?? 'real',
          everyMs: job.everyMs ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: jobs.id });
      if (inserted[0]) return { id: inserted[0].id, created: true };
      const [existing] = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(eq(jobs.key, job.key ?? ''));
      return { id: existing?.id ?? id, created: false };
    },

    /**
     * Claims up to `limit` due jobs for `owner` until `lockedUntil`: due on the real clock at `now`,
     * or on the travel clock at `travelNow`, and not held by a live claim.
     */
    async claimDue(options: {
      owner: string;
      now: Date;
      travelNow: Date;
      lockedUntil: Date;
      limit: number;
      kinds: readonly string[];
    }): Promise<JobRecord[]> {
      if (options.kinds.length === 0) return [];
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            inArray(jobs.kind, [...options.kinds]),
            or(
              and(eq(jobs.clock, 'real'), lte(jobs.runAt, options.now)),
              and(eq(jobs.clock, 'travel'), lte(jobs.runAt, options.travelNow)),
            ),
            or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, options.now)),
          ),
        )
        .orderBy(asc(jobs.runAt))
        .limit(options.limit)
        .for('update', { skipLocked: true });
      return db
        .update(jobs)
        .set({
          lockedBy: options.owner,
          lockedUntil: options.lockedUntil,
          attempts: sql`${jobs.attempts} + 1`,
        })
        .where(inArray(jobs.id, due))
        .returning();
    },

    /** A one-shot job is done: gone. False when the claim was lost to another process. */
    async complete(id: string, owner: string): Promise<boolean> {
      const rows = await db
        .delete(jobs)
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, owner)))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** Releases the claim and sets the next run (a recurring job's next round, or a retry). */
    async reschedule(
      id: string,
      owner: string,
      runAt: Date,
      patch: { lastError?: string | null; resetAttempts?: boolean } = {},
    ): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({
          runAt,
          lockedBy: null,
          lockedUntil: null,
          ...(patch.lastError !== undefined ? { lastError: patch.lastError } : {}),
          ...(patch.resetAttempts ? { attempts: 0 } : {}),
        })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, owner)))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** Gives up on a job for good, keeping its row and last error for the record. */
    async abandon(id: string, owner: string, lastError: string): Promise<void> {
      await db
        .update(jobs)
        .set({ lockedBy: 'abandoned', lockedUntil: new Date('9999-12-31T00:00:00Z'), lastError })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, owner)));
    },

    async findByKey(key: string): Promise<JobRecord | null> {
      const [row] = await db.select().from(jobs).where(eq(jobs.key, key));
      return row ?? null;
    },

    async list(kind?: string): Promise<JobRecord[]> {
      return kind ? db.select().from(jobs).where(eq(jobs.kind, kind)) : db.select().from(jobs);
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
