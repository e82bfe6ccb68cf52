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
            if (updated.length === 0) {
              const [row] = await tx
                .select({ sold: roomSales.sold })
                .from(roomSales)
                .where(and(eq(roomSales.roomTypeId, c.roomTypeId), eq(roomSales.date, c.date)));
              throw new RoomShortfall(c, row?.sold ?? 0);
            }
          }
          return { ok: true } as const;
        });
      } catch (error) {
        if (error instanceof RoomShortfall)
          return { ok: false, code: 'LackOfInventory', message: error.message };
        throw error;
      }
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

class RoomShortfall extends Error {
  constructor(claim: RoomClaimRecord, sold: number) {
    super(
      `Only ${Math.max(0, claim.portalCapacity - sold)} rooms of this type are left on ${claim.date}.`,
    );
  }
}
