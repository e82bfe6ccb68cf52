import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { seatHolds, seatSales } from '../schema';

export interface SeatClaimRecord<C extends string = string> {
  flightInstanceId: string;
  cabin: C;
  seats: number;
  /** The most seats the portal may have sold on this instance and cabin. */
  portalCapacity: number;
}

export type SeatReserveResult =
  { ok: true } | { ok: false; code: 'NoAvailability'; message: string };

/**
 * The supplier's seat inventory port, in the database. Reserving is one transaction: each claim
 * adds to its row only if the total stays within capacity (the conditional upsert takes the row
 * lock), claims are applied in a fixed order so two bookings never deadlock, and any shortfall
 * rolls the whole hold back. The same hold id twice is a no-op.
 */
export function createSeatInventoryRepository<C extends string>(db: Database) {
  return {
    async getSoldSeats(
      flightInstanceIds: readonly string[],
      options: { exceptHold?: string } = {},
    ): Promise<Map<string, Partial<Record<C, number>>>> {
      const out = new Map<string, Partial<Record<C, number>>>();
      if (flightInstanceIds.length === 0) return out;
      const own = new Map<string, number>();
      if (options.exceptHold) {
        const [hold] = await db
          .select()
          .from(seatHolds)
          .where(and(eq(seatHolds.holdId, options.exceptHold), isNull(seatHolds.releasedAt)));
        for (const c of hold?.claims ?? [])
          own.set(
            `${c.flightInstanceId}/${c.cabin}`,
            (own.get(`${c.flightInstanceId}/${c.cabin}`) ?? 0) + c.seats,
          );
      }
      // One array parameter rather than one parameter per id: a busy route's search asks about
      // hundreds of flights (418 for JFK-LAX), and binding each id separately took 4–13 ms.
      const ids = [...new Set(flightInstanceIds)];
      const rows = await db
        .select()
        .from(seatSales)
        .where(sql`${seatSales.flightInstanceId} = any(${sql.param(ids)}::text[])`);
      for (const row of rows) {
        const sold = row.sold - (own.get(`${row.flightInstanceId}/${row.cabin}`) ?? 0);
        if (sold <= 0) continue;
        const entry: Partial<Record<C, number>> = out.get(row.flightInstanceId) ?? {};
        entry[row.cabin as C] = sold;
        out.set(row.flightInstanceId, entry);
      }
      return out;
    },

    async reserve(
      holdId: string,
      claims: readonly SeatClaimRecord<C>[],
    ): Promise<SeatReserveResult> {
      const ordered = [...claims].sort((a, b) =>
        `${a.flightInstanceId}/${a.cabin}`.localeCompare(`${b.flightInstanceId}/${b.cabin}`),
      );
      try {
        return await db.transaction(async (tx) => {
          const inserted = await tx
            .insert(seatHolds)
            .values({
              holdId,
              claims: ordered.map(({ flightInstanceId, cabin, seats }) => ({
                flightInstanceId,
                cabin,
                seats,
              })),
            })
            .onConflictDoNothing()
            .returning({ holdId: seatHolds.holdId });
          if (inserted.length === 0) return { ok: true } as const;
          for (const c of ordered) {
            if (c.seats > c.portalCapacity)
              throw new SeatShortfall(c.flightInstanceId, c.portalCapacity);
            await tx
              .insert(seatSales)
              .values({ flightInstanceId: c.flightInstanceId, cabin: c.cabin, sold: 0 })
              .onConflictDoNothing();
            const updated = await tx
              .update(seatSales)
              .set({ sold: sql`${seatSales.sold} + ${c.seats}` })
              .where(
                and(
                  eq(seatSales.flightInstanceId, c.flightInstanceId),
                  eq(seatSales.cabin, c.cabin),
                  lte(seatSales.sold, c.portalCapacity - c.seats),
                ),
              )
              .returning({ sold: seatSales.sold });
            if (updated.length === 0) throw new SeatShortfall(c.flightInstanceId, c.portalCapacity);
          }
          return { ok: true } as const;
        });
      } catch (error) {
        if (error instanceof SeatShortfall)
          return { ok: false, code: 'NoAvailability', message: error.message };
        throw error;
      }
    },

    /** Gives a hold's seats back once; releasing again, or an unknown hold, changes nothing. */
    async release(holdId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [hold] = await tx
          .update(seatHolds)
          .set({ releasedAt: sql`now()` })
          .where(and(eq(seatHolds.holdId, holdId), isNull(seatHolds.releasedAt)))
          .returning();
        if (!hold) return;
        for (const c of hold.claims) {
          await tx
            .update(seatSales)
            .set({ sold: sql`greatest(0, ${seatSales.sold} - ${c.seats})` })
            .where(
              and(eq(seatSales.flightInstanceId, c.flightInstanceId), eq(seatSales.cabin, c.cabin)),
            );
        }
      });
    },
  };
}

class SeatShortfall extends Error {
  constructor(flightInstanceId: string, capacity: number) {
    super(`Not enough seats left on ${flightInstanceId} (at most ${capacity} for the portal).`);
  }
}
