import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { roomHolds, roomSales } from '../schema';

export interface RoomClaimRecord {
  roomTypeId: string;
  /** The night, as its check-in date `YYYY-MM-DD`. */
  date: string;
  rooms: number;
  /** The most rooms of this type the portal may have sold that night. */
  portalCapacity: number;
}

export type RoomReserveRecordResult =
  { ok: true } | { ok: false; code: 'LackOfInventory'; message: string };

const nightKey = (roomTypeId: string, date: string) => `${roomTypeId}@${date}`;

/**
 * The supplier's RoomInventory port in the database (the seat inventory's twin). Reserving is one
 * transaction: the hold row first (a second reserve with the same hold id finds it and does
 * nothing), then each night's row is raised only while it stays within capacity (the conditional
 * update takes the row lock), in a fixed order so two bookings never deadlock; any shortfall rolls
 * the whole hold back. Works the same on PGlite and PostgreSQL.
 */
export function createRoomInventoryRepository(db: Database) {
  return {
    async getSoldRooms(
      roomTypeIds: readonly string[],
      dates: readonly string[],
    ): Promise<Map<string, number>> {
      const out = new Map<string, number>();
      if (roomTypeIds.length === 0 || dates.length === 0) return out;
      const ids = [...new Set(roomTypeIds)];
      const days = [...new Set(dates)];
      const rows = await db
        .select()
        .from(roomSales)
        .where(
          sql`${roomSales.roomTypeId} = any(${sql.param(ids)}::text[]) and ${roomSales.date} = any(${sql.param(days)}::text[])`,
        );
      for (const row of rows)
        if (row.sold > 0) out.set(nightKey(row.roomTypeId, row.date), row.sold);
      return out;
    },

    async reserve(
      holdId: string,
      claims: readonly RoomClaimRecord[],
    ): Promise<RoomReserveRecordResult> {
      const ordered = [...claims].sort((a, b) =>
        nightKey(a.roomTypeId, a.date).localeCompare(nightKey(b.roomTypeId, b.date)),
      );
      try {
        return await db.transaction(async (tx) => {
          const inserted = await tx
            .insert(roomHolds)
            .values({
              holdId,
              claims: ordered.map(({ roomTypeId, date, rooms }) => ({ roomTypeId, date, rooms })),
            })
            .onConflictDoNothing()
            .returning({ holdId: roomHolds.holdId });
          if (inserted.length === 0) return { ok: true } as const;
          for (const c of ordered) {
            if (c.rooms > c.portalCapacity) throw new RoomShortfall(c, 0);
            await raiseNight(tx, c);
          }
          return { ok: true } as const;
        });
      } catch (error) {
        if (error instanceof RoomShortfall)
          return { ok: false, code: 'LackOfInventory', message: error.message };
        throw error;
      }
    },

    /**
     * Moves a live hold onto other room-nights in one transaction (a stay's date change, issue
     * 22): see `swapRoomHold`. Nothing changes unless every new night fits.
     */
    swap(holdId: string, claims: readonly RoomClaimRecord[]): Promise<RoomSwapResult> {
      return db
        .transaction((tx) => swapRoomHold(tx, holdId, claims))
        .catch((error: unknown) => {
          if (error instanceof RoomShortfall)
            return { ok: false, code: 'LackOfInventory', message: error.message } as const;
          throw error;
        });
    },

    /** The nights a live hold has, or null when there is no live hold. */
    async findHeldClaims(
      holdId: string,
    ): Promise<{ roomTypeId: string; date: string; rooms: number }[] | null> {
      const [row] = await db
        .select({ claims: roomHolds.claims })
        .from(roomHolds)
        .where(and(eq(roomHolds.holdId, holdId), isNull(roomHolds.releasedAt)));
      return row?.claims ?? null;
    },

    /** Gives a hold's rooms back once; releasing again, or an unknown hold, changes nothing. */
    async release(holdId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [hold] = await tx
          .update(roomHolds)
          .set({ releasedAt: sql`now()` })
          .where(and(eq(roomHolds.holdId, holdId), isNull(roomHolds.releasedAt)))
          .returning();
        if (!hold) return;
        for (const c of hold.claims) {
          await tx
            .update(roomSales)
            .set({ sold: sql`greatest(0, ${roomSales.sold} - ${c.rooms})` })
            .where(and(eq(roomSales.roomTypeId, c.roomTypeId), eq(roomSales.date, c.date)));
        }
      });
    },

    /** Whether a hold is in place (reserved and not released). */
    async isHeld(holdId: string): Promise<boolean> {
      const [row] = await db
        .select({ holdId: roomHolds.holdId })
        .from(roomHolds)
        .where(and(eq(roomHolds.holdId, holdId), isNull(roomHolds.releasedAt)));
      return row !== undefined;
    },
  };
}

export type RoomInventoryRepository = ReturnType<typeof createRoomInventoryRepository>;

export type RoomSwapResult =
  | { ok: true }
  | { ok: false; code: 'LackOfInventory'; message: string }
  | { ok: false; code: 'HoldNotFound'; message: string };

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Raises one night's sold rooms by `rooms` only while it stays within capacity (the conditional
 * update takes the row lock); a shortfall throws `RoomShortfall`, rolling the transaction back.
 */
async function raiseNight(tx: Transaction, c: RoomClaimRecord): Promise<void> {
  await tx
    .insert(roomSales)
    .values({ roomTypeId: c.roomTypeId, date: c.date, sold: 0 })
    .onConflictDoNothing();
  const updated = await tx
    .update(roomSales)
    .set({ sold: sql`${roomSales.sold} + ${c.rooms}` })
    .where(
      and(
        eq(roomSales.roomTypeId, c.roomTypeId),
        eq(roomSales.date, c.date),
        lte(roomSales.sold, c.portalCapacity - c.rooms),
      ),
    )
    .returning({ sold: roomSales.sold });
  if (updated.length > 0) return;
  const [row] = await tx
    .select({ sold: roomSales.sold })
    .from(roomSales)
    .where(and(eq(roomSales.roomTypeId, c.roomTypeId), eq(roomSales.date, c.date)));
  throw new RoomShortfall(c, row?.sold ?? 0);
}

/**
 * Inside the caller's transaction: the hold's row is locked, then every night of the old and the
 * new claims is visited once in one sorted order (so two swaps never deadlock) and moved by the
 * net difference — a night both stays keep is untouched, a new night is raised only while it stays
 * within capacity (the conditional update takes the row lock) — and the hold records its new
 * nights. A shortfall throws `RoomShortfall`, rolling back the caller's transaction with it, so
 * there is never a moment when neither or both stays are held.
 */
export async function swapRoomHold(
  tx: Transaction,
  holdId: string,
  claims: readonly RoomClaimRecord[],
): Promise<RoomSwapResult> {
  const [hold] = await tx
    .select()
    .from(roomHolds)
    .where(and(eq(roomHolds.holdId, holdId), isNull(roomHolds.releasedAt)))
    .for('update');
  if (!hold) return { ok: false, code: 'HoldNotFound', message: `No live room hold ${holdId}.` };
  const deltas = new Map<
    string,
    { roomTypeId: string; date: string; delta: number; cap: number }
  >();
  for (const c of hold.claims)
    deltas.set(nightKey(c.roomTypeId, c.date), {
      roomTypeId: c.roomTypeId,
      date: c.date,
      delta: -c.rooms,
      cap: Number.MAX_SAFE_INTEGER,
    });
  for (const c of claims) {
    if (c.rooms > c.portalCapacity) throw new RoomShortfall(c, 0);
    const key = nightKey(c.roomTypeId, c.date);
    const was = deltas.get(key);
    deltas.set(key, {
      roomTypeId: c.roomTypeId,
      date: c.date,
      delta: (was?.delta ?? 0) + c.rooms,
      cap: c.portalCapacity,
    });
  }
  const ordered = [...deltas.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, d]) => d);
  for (const d of ordered) {
    if (d.delta === 0) continue;
    if (d.delta < 0) {
      await tx
        .update(roomSales)
        .set({ sold: sql`greatest(0, ${roomSales.sold} + ${d.delta})` })
        .where(and(eq(roomSales.roomTypeId, d.roomTypeId), eq(roomSales.date, d.date)));
      continue;
    }
    await raiseNight(tx, {
      roomTypeId: d.roomTypeId,
      date: d.date,
      rooms: d.delta,
      portalCapacity: d.cap,
    });
  }
  const sorted = [...claims].sort((a, b) =>
    nightKey(a.roomTypeId, a.date).localeCompare(nightKey(b.roomTypeId, b.date)),
  );
  await tx
    .update(roomHolds)
    .set({ claims: sorted.map(({ roomTypeId, date, rooms }) => ({ roomTypeId, date, rooms })) })
    .where(eq(roomHolds.holdId, holdId));
  return { ok: true };
}

/** Whether an error is a swap's shortfall (the caller's transaction rolled back for it). */
export function isRoomShortfall(error: unknown): error is Error {
  return error instanceof RoomShortfall;
}

class RoomShortfall extends Error {
  constructor(claim: RoomClaimRecord, sold: number) {
    super(
      `Only ${Math.max(0, claim.portalCapacity - sold)} rooms of this type are left on ${claim.date}.`,
    );
  }
}
