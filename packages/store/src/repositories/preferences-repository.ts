import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { userPreferences } from '../schema';

/** Whose preferences: every call is kept to one person in one tenant. */
export interface PreferenceOwner {
  userId: string;
  tenant: string;
}

/** The stored sections as written (the service parses them with the contracts' schemas). */
export interface PreferencesRecord {
  flight: Record<string, unknown> | null;
  hotel: Record<string, unknown> | null;
  updatedAt: Date;
}

const columns = {
  flight: userPreferences.flight,
  hotel: userPreferences.hotel,
  updatedAt: userPreferences.updatedAt,
};

/** Travel preferences, one row per person per tenant. */
export function createPreferencesRepository(db: Database) {
  return {
    async find(owner: PreferenceOwner): Promise<PreferencesRecord | null> {
      const [row] = await db
        .select(columns)
        .from(userPreferences)
        .where(
          and(eq(userPreferences.userId, owner.userId), eq(userPreferences.tenant, owner.tenant)),
        );
      return row ?? null;
    },

    /** Writes both sections in one statement (insert or replace), answering what is stored. */
    async save(
      owner: PreferenceOwner,
      sections: { flight: Record<string, unknown>; hotel: Record<string, unknown> },
      now: Date,
    ): Promise<PreferencesRecord> {
      const [row] = await db
        .insert(userPreferences)
        .values({ ...owner, ...sections, updatedAt: now })
        .onConflictDoUpdate({
          target: [userPreferences.userId, userPreferences.tenant],
          set: {
            flight: sql`excluded.flight`,
            hotel: sql`excluded.hotel`,
            updatedAt: sql`excluded.updated_at`,
          },
        })
        .returning(columns);
      if (!row) throw new Error('The preferences upsert returned no row');
      return row;
    },
  };
}

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
