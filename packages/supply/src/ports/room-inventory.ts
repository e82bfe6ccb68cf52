export interface RoomClaim {
  roomTypeId: string;
  /** The night, as its check-in date `YYYY-MM-DD`. */
  date: string;
  rooms: number;
  /** Rooms of this type the portal may sell that night; our total sold may not exceed it. */
  portalCapacity: number;
}

export type RoomReserveResult =
  { ok: true } | { ok: false; code: 'LackOfInventory'; message: string };

export function formatRoomNightKey(roomTypeId: string, date: string): string {
  return `${roomTypeId}@${date}`;
}

/**
 * Hotel rooms sold through the portal, per room type and night. The sandbox models everyone
 * else's sales as an allotment; this port holds ours. A database implementation must make
 * `reserve` atomic across all nights (one transaction, row locks) and idempotent per holdId.
 */
export interface RoomInventory {
  /** Rooms sold per `formatRoomNightKey(roomTypeId, date)`; absent keys mean none. */
  getSoldRooms(
    roomTypeIds: readonly string[],
    dates: readonly string[],
  ): Promise<Map<string, number>>;
  /** All-or-nothing across nights; the same holdId twice is a no-op. */
  reserve(holdId: string, claims: readonly RoomClaim[]): Promise<RoomReserveResult>;
  release(holdId: string): Promise<void>;
  /** Whether the hold is in place (reserved, not released); lets a booking discount its own rooms. */
  isHeld?(holdId: string): Promise<boolean>;
  /**
   * The nights a live hold has (null without one): pricing other dates for a held stay leaves
   * exactly these out (a stay's date change, issue 22).
   */
  findHeldClaims?(
    holdId: string,
  ): Promise<readonly Pick<RoomClaim, 'roomTypeId' | 'date' | 'rooms'>[] | null>;
}

export function createInMemoryRoomInventory(): RoomInventory {
  const sold = new Map<string, number>();
  const holds = new Map<string, readonly RoomClaim[]>();
  const add = (c: RoomClaim, sign: 1 | -1) => {
    const key = formatRoomNightKey(c.roomTypeId, c.date);
    const next = Math.max(0, (sold.get(key) ?? 0) + sign * c.rooms);
    if (next === 0) sold.delete(key);
    else sold.set(key, next);
  };
  return {
    getSoldRooms(roomTypeIds, dates) {
      const out = new Map<string, number>();
      for (const id of roomTypeIds)
        for (const date of dates) {
          const key = formatRoomNightKey(id, date);
          const n = sold.get(key);
          if (n) out.set(key, n);
        }
      return Promise.resolve(out);
    },
    reserve(holdId, claims) {
      if (holds.has(holdId)) return Promise.resolve({ ok: true });
      // Single-threaded event loop: check-then-write without an await in between is atomic.
      for (const c of claims) {
        const already = sold.get(formatRoomNightKey(c.roomTypeId, c.date)) ?? 0;
        if (already + c.rooms > c.portalCapacity) {
          return Promise.resolve({
            ok: false,
            code: 'LackOfInventory',
            message: `Only ${Math.max(0, c.portalCapacity - already)} rooms of this type are left on ${c.date}.`,
          });
        }
      }
      for (const c of claims) add(c, 1);
      holds.set(holdId, claims);
      return Promise.resolve({ ok: true });
    },
    isHeld(holdId) {
      return Promise.resolve(holds.has(holdId));
    },
    findHeldClaims(holdId) {
      return Promise.resolve(holds.get(holdId) ?? null);
    },
    release(holdId) {
      const claims = holds.get(holdId);
      if (claims) {
        for (const c of claims) add(c, -1);
        holds.delete(holdId);
      }
      return Promise.resolve();
    },
  };
}
