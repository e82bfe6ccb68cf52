import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { homeBookedNights } from '../schema';

export type HomeNightsReserveResult = { ok: true } | { ok: false; takenDays: number[] };

/**
 * The nights of vacation rentals sold through the portal (issue 22), the supply's HomeCalendar
 * port in the database. A home is one unit, so the unique key on (listing, night) is the whole
 * rule: a booking's nights are inserted in one transaction, and the first night someone else
 * holds rolls every one of them back (two overlapping bookings: exactly one wins, on PGlite and
 * PostgreSQL alike). Reserving again with the same hold id is a no-op.
 */
export function createHomeNightsRepository(db: Database) {
  return {
    /**
     * Taken nights (epoch days) per listing within [fromDay, untilDay), in one query for all the
     * listings (a city's search asks once); `exceptHoldId`'s own nights are left out.
     */
    async getBookedNights(
      listingIds: readonly string[],
      fromDay: number,
      untilDay: number,
      exceptHoldId?: string,
    ): Promise<Map<string, Set<number>>> {
      const out = new Map<string, Set<number>>();
      if (listingIds.length === 0 || untilDay <= fromDay) return out;
      const ids = [...new Set(listingIds)];
      const rows = await db
        .select({ listingId: homeBookedNights.listingId, night: homeBookedNights.night })
        .from(homeBookedNights)
        .where(
          and(
            sql`${homeBookedNights.listingId} = any(${sql.param(ids)}::text[])`,
            gte(homeBookedNights.night, fromDay),
            lt(homeBookedNights.night, untilDay),
            exceptHoldId ? ne(homeBookedNights.bookingId, exceptHoldId) : undefined,
          ),
        );
      for (const row of rows) {
        const set = out.get(row.listingId) ?? new Set<number>();
        set.add(row.night);
        out.set(row.listingId, set);
      }
      return out;
    },

    async reserve(
      holdId: string,
      listingId: string,
      days: readonly number[],
      now: Date = new Date(),
    ): Promise<HomeNightsReserveResult> {
      const nights = [...new Set(days)].sort((a, b) => a - b);
      if (nights.length === 0) return { ok: true };
      try {
        return await db.transaction(async (tx) => {
          const inserted = await tx
            .insert(homeBookedNights)
            .values(
              nights.map((night) => ({ listingId, night, bookingId: holdId, createdAt: now })),
            )
            .onConflictDoNothing()
            .returning({ night: homeBookedNights.night });
          if (inserted.length === nights.length) return { ok: true } as const;
          // Some nights were already held: by this hold (a retry) or by someone else.
          const held = await tx
            .select({ night: homeBookedNights.night, bookingId: homeBookedNights.bookingId })
            .from(homeBookedNights)
            .where(
              and(
                eq(homeBookedNights.listingId, listingId),
                sql`${homeBookedNights.night} = any(${sql.param(nights)}::int[])`,
              ),
            );
          const taken = held.filter((h) => h.bookingId !== holdId).map((h) => h.night);
          if (taken.length === 0) return { ok: true } as const;
          throw new NightsTaken(taken.sort((a, b) => a - b));
        });
      } catch (error) {
        if (error instanceof NightsTaken) return { ok: false, takenDays: error.takenDays };
        // Two transactions inserting the same night at once: the loser's insert waits for the
        // winner and then conflicts; PostgreSQL reports it as a unique violation only without
        // ON CONFLICT, so this is a safety net for drivers that surface it anyway.
        if (isUniqueViolation(error)) {
          const now2 = await this.getBookedNights(
            [listingId],
            nights[0] ?? 0,
            (nights.at(-1) ?? 0) + 1,
            holdId,
          );
          return { ok: false, takenDays: [...(now2.get(listingId) ?? [])].sort((a, b) => a - b) };
        }
        throw error;
      }
    },

    async release(holdId: string): Promise<void> {
      await db.delete(homeBookedNights).where(eq(homeBookedNights.bookingId, holdId));
    },

    async listHeld(holdId: string): Promise<number[]> {
      const rows = await db
        .select({ night: homeBookedNights.night })
        .from(homeBookedNights)
        .where(eq(homeBookedNights.bookingId, holdId));
      return rows.map((r) => r.night).sort((a, b) => a - b);
    },
  };
}

class NightsTaken extends Error {
  constructor(readonly takenDays: number[]) {
    super('nights taken');
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code;
  const causeCode = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505' || causeCode === '23505';
}

export type HomeNightsRepository = ReturnType<typeof createHomeNightsRepository>;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Thrown inside a swap when someone else holds one of the new nights (rolls the caller back). */
export class HomeNightsShortfall extends Error {
  constructor(readonly takenDays: number[]) {
    super('home nights taken');
  }
}

/**
 * A booking's nights moved to new ones inside the caller's transaction (the date change, issue
 * 22): its old rows deleted, the new ones inserted in one sorted statement. A night someone else
 * holds (the unique (listing, night) key) throws `HomeNightsShortfall`, rolling the caller's whole
 * transaction back, so the booking never holds neither or both stays. A shared night is deleted
 * and inserted again by the same transaction, which nobody else sees.
 */
export async function swapHomeNights(
  tx: Transaction,
  holdId: string,
  listingId: string,
  days: readonly number[],
  now: Date,
): Promise<void> {
  const nights = [...new Set(days)].sort((a, b) => a - b);
  await tx.delete(homeBookedNights).where(eq(homeBookedNights.bookingId, holdId));
  if (nights.length === 0) return;
  const inserted = await tx
    .insert(homeBookedNights)
    .values(nights.map((night) => ({ listingId, night, bookingId: holdId, createdAt: now })))
    .onConflictDoNothing()
    .returning({ night: homeBookedNights.night });
  if (inserted.length === nights.length) return;
  const got = new Set(inserted.map((r) => r.night));
  throw new HomeNightsShortfall(nights.filter((n) => !got.has(n)));
}

export function isHomeNightsShortfall(error: unknown): error is HomeNightsShortfall {
  return error instanceof HomeNightsShortfall;
}
