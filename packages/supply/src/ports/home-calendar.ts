/**
 * Nights of vacation rentals sold through the portal (a home is one unit, so a night is either
 * free or taken). A database implementation must make `reserve` atomic across the nights (a
 * unique key on listing and night does it) and idempotent per holdId.
 */
export interface HomeCalendar {
  /** Taken nights (epoch days) per listing within [fromDay, untilDay), but `exceptHoldId`'s. */
  getBookedNights(
    listingIds: readonly string[],
    fromDay: number,
    untilDay: number,
    exceptHoldId?: string,
  ): Promise<Map<string, Set<number>>>;
  /** All-or-nothing; the same holdId twice is a no-op. */
  reserve(
    holdId: string,
    listingId: string,
    days: readonly number[],
  ): Promise<{ ok: true } | { ok: false; takenDays: number[] }>;
  release(holdId: string): Promise<void>;
}

export function createInMemoryHomeCalendar(): HomeCalendar {
  const taken = new Map<string, Map<number, string>>();
  const holds = new Map<string, { listingId: string; days: readonly number[] }>();
  return {
    getBookedNights(listingIds, fromDay, untilDay, exceptHoldId) {
      const out = new Map<string, Set<number>>();
      for (const id of listingIds) {
        const nights = taken.get(id);
        if (!nights) continue;
        const inRange = new Set(
          [...nights.entries()]
            .filter(([d, hold]) => d >= fromDay && d < untilDay && hold !== exceptHoldId)
            .map(([d]) => d),
        );
        if (inRange.size > 0) out.set(id, inRange);
      }
      return Promise.resolve(out);
    },
    reserve(holdId, listingId, days) {
      if (holds.has(holdId)) return Promise.resolve({ ok: true });
      const nights = taken.get(listingId) ?? new Map<number, string>();
      // Single-threaded event loop: check-then-write without an await in between is atomic.
      const clash = days.filter((d) => nights.has(d));
      if (clash.length > 0) return Promise.resolve({ ok: false, takenDays: clash });
      for (const d of days) nights.set(d, holdId);
      taken.set(listingId, nights);
      holds.set(holdId, { listingId, days });
      return Promise.resolve({ ok: true });
    },
    release(holdId) {
      const hold = holds.get(holdId);
      if (hold) {
        const nights = taken.get(hold.listingId);
        for (const d of hold.days) if (nights?.get(d) === holdId) nights.delete(d);
        holds.delete(holdId);
      }
      return Promise.resolve();
    },
  };
}
