import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { corporateMemberships, travelers, users, type TravelerDetails } from '../schema';

export interface TravelerRecord extends TravelerDetails {
  id: string;
  ownerUserId: string;
  businessId: string | null;
  givenName: string;
  surname: string;
  gender: 'M' | 'F';
  dateOfBirth: string;
  createdAt: Date;
}

export interface TravelerWrite extends TravelerDetails {
  givenName: string;
  surname: string;
  gender: 'M' | 'F';
  dateOfBirth: string;
}

/**
 * Which travelers a person may see and change: consumers their own; business employees with
 * canViewUsers every traveler of their business; other employees only travelers they own plus
 * their default traveler. Never another business's.
 */
export type TravelerScope =
  | { kind: 'consumer'; userId: string }
  | {
      kind: 'business';
      userId: string;
      businessId: string;
      canViewUsers: boolean;
      defaultTravelerId: string | null;
    };

function toRecord(row: typeof travelers.$inferSelect): TravelerRecord {
  return {
    id: row.id,
    ownerUserId: row.ownerUserId,
    businessId: row.businessId,
    givenName: row.givenName,
    surname: row.surname,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    createdAt: row.createdAt,
    ...row.details,
  };
}

function splitWrite(input: TravelerWrite) {
  const { givenName, surname, gender, dateOfBirth, ...details } = input;
  return { givenName, surname, gender, dateOfBirth, details };
}

export function createTravelersRepository(db: Database) {
  const visible = (scope: TravelerScope) => {
    if (scope.kind === 'consumer')
      return and(eq(travelers.ownerUserId, scope.userId), isNull(travelers.businessId));
    if (scope.canViewUsers) return eq(travelers.businessId, scope.businessId);
    const own = eq(travelers.ownerUserId, scope.userId);
    const mine = scope.defaultTravelerId ? or(own, eq(travelers.id, scope.defaultTravelerId)) : own;
    return and(eq(travelers.businessId, scope.businessId), mine);
  };

  return {
    async list(scope: TravelerScope): Promise<TravelerRecord[]> {
      const rows = await db
        .select()
        .from(travelers)
        .where(visible(scope))
        .orderBy(asc(travelers.givenName), asc(travelers.surname));
      return rows.map(toRecord);
    },

    async findVisible(scope: TravelerScope, id: string): Promise<TravelerRecord | null> {
      const [row] = await db
        .select()
        .from(travelers)
        .where(and(eq(travelers.id, id), visible(scope)));
      return row ? toRecord(row) : null;
    },

    async create(
      scope: TravelerScope,
      id: string,
      input: TravelerWrite,
      now: Date,
    ): Promise<TravelerRecord> {
      const [row] = await db
        .insert(travelers)
        .values({
          id,
          ownerUserId: scope.userId,
          businessId: scope.kind === 'business' ? scope.businessId : null,
          ...splitWrite(input),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toRecord(row);
    },

    async update(
      scope: TravelerScope,
      id: string,
      input: TravelerWrite,
      now: Date,
    ): Promise<TravelerRecord | null> {
      const [row] = await db
        .update(travelers)
        .set({ ...splitWrite(input), updatedAt: now })
        .where(and(eq(travelers.id, id), visible(scope)))
        .returning();
      return row ? toRecord(row) : null;
    },

    /** Deletes a visible traveler and unlinks it from any user who had it as default. */
    async delete(scope: TravelerScope, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(travelers)
          .where(and(eq(travelers.id, id), visible(scope)))
          .returning({ id: travelers.id });
        if (deleted.length === 0) return false;
        await tx
          .update(corporateMemberships)
          .set({ defaultTravelerId: null })
          .where(eq(corporateMemberships.defaultTravelerId, id));
        return true;
      });
    },

    /** The business's users, for booking on others' behalf (spec PUT /users/list). */
    async listBusinessUsers(
      businessId: string,
    ): Promise<
      { id: string; firstName: string; lastName: string; defaultTravelerId: string | null }[]
    > {
      return db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          defaultTravelerId: corporateMemberships.defaultTravelerId,
        })
        .from(corporateMemberships)
        .innerJoin(users, eq(users.id, corporateMemberships.userId))
        .where(eq(corporateMemberships.businessId, businessId))
        .orderBy(asc(users.firstName), asc(users.lastName));
    },

    async setDefaultTraveler(
      userId: string,
      businessId: string,
      travelerId: string,
    ): Promise<boolean> {
      const updated = await db
        .update(corporateMemberships)
        .set({ defaultTravelerId: travelerId })
        .where(
          and(
            eq(corporateMemberships.userId, userId),
            eq(corporateMemberships.businessId, businessId),
          ),
        )
        .returning({ userId: corporateMemberships.userId });
      return updated.length > 0;
    },

    async setHidden(userId: string, travelerId: string, hidden: boolean): Promise<void> {
      await db
        .update(corporateMemberships)
        .set({
          hiddenTravelerIds: hidden
            ? sql`(select coalesce(jsonb_agg(distinct v), '[]'::jsonb) from jsonb_array_elements_text(${corporateMemberships.hiddenTravelerIds} || ${JSON.stringify([travelerId])}::jsonb) as v)`
            : sql`(select coalesce(jsonb_agg(v), '[]'::jsonb) from jsonb_array_elements_text(${corporateMemberships.hiddenTravelerIds}) as v where v <> ${travelerId})`,
        })
        // The business in use (issue 24: a person may belong to several).
        .where(and(eq(corporateMemberships.userId, userId), eq(corporateMemberships.inUse, true)));
    },
  };
}

export type TravelersRepository = ReturnType<typeof createTravelersRepository>;
