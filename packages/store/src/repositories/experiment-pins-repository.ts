import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { experimentPins } from '../schema';

/** Variants pinned per person by the sandbox console (issue 24). */
export function createExperimentPinsRepository(db: Database) {
  return {
    /** The person's pins, experiment id → variant. */
    async listForUser(userId: string): Promise<Record<string, string>> {
      const rows = await db
        .select({ experimentId: experimentPins.experimentId, variant: experimentPins.variant })
        .from(experimentPins)
        .where(eq(experimentPins.userId, userId));
      return Object.fromEntries(rows.map((row) => [row.experimentId, row.variant]));
    },

    /** Pins a variant (one statement: the latest pin wins). */
    async pin(userId: string, experimentId: string, variant: string, at: Date): Promise<void> {
      await db
        .insert(experimentPins)
        .values({ userId, experimentId, variant, pinnedAt: at })
        .onConflictDoUpdate({
          target: [experimentPins.userId, experimentPins.experimentId],
          set: { variant: sql`excluded.variant`, pinnedAt: sql`excluded.pinned_at` },
        });
    },

    /** Lets the assignment decide again. */
    async unpin(userId: string, experimentId: string): Promise<void> {
      await db
        .delete(experimentPins)
        .where(
          and(eq(experimentPins.userId, userId), eq(experimentPins.experimentId, experimentId)),
        );
    },
  };
}

export type ExperimentPinsRepository = ReturnType<typeof createExperimentPinsRepository>;
