import type { SeatCabin } from '../flights/fare-products';

export interface SeatClaim {
  flightInstanceId: string;
  cabin: SeatCabin;
  seats: number;
  /** Seats left for the portal after everyone else's (modelled) sales; our total sold may not exceed it. */
  portalCapacity: number;
}

export type ReserveResult = { ok: true } | { ok: false; code: 'NoAvailability'; message: string };

/**
 * Seats sold through the portal. The sandbox models everyone else's sales; this port holds ours.
 * A database implementation must make `reserve` atomic (one transaction, row locks on the
 * instance/cabin rows) and idempotent per holdId.
 */
export interface SeatInventory {
  /**
   * Seats the portal sold on these flights. `exceptHold` leaves one hold's seats out: a booking
   * that already holds the last seat must still see it as its own to buy.
   */
  getSoldSeats(
    flightInstanceIds: readonly string[],
    options?: { exceptHold?: string },
  ): Promise<Map<string, Partial<Record<SeatCabin, number>>>>;
  /** All-or-nothing: either every claim fits or nothing is reserved. Same holdId twice is a no-op. */
  reserve(holdId: string, claims: readonly SeatClaim[]): Promise<ReserveResult>;
  release(holdId: string): Promise<void>;
}

export function createInMemorySeatInventory(): SeatInventory {
  const sold = new Map<string, number>();
  const holds = new Map<string, readonly SeatClaim[]>();
  const key = (id: string, cabin: SeatCabin): string => `${id}/${cabin}`;
  return {
    getSoldSeats(ids, options = {}) {
      const out = new Map<string, Partial<Record<SeatCabin, number>>>();
      const own = options.exceptHold ? (holds.get(options.exceptHold) ?? []) : [];
      for (const id of ids) {
        const row: Partial<Record<SeatCabin, number>> = {};
        for (const cabin of ['economy', 'premiumEconomy', 'business', 'first'] as const) {
          const mine = own
            .filter((c) => c.flightInstanceId === id && c.cabin === cabin)
            .reduce((sum, c) => sum + c.seats, 0);
          const n = (sold.get(key(id, cabin)) ?? 0) - mine;
          if (n > 0) row[cabin] = n;
        }
        if (Object.keys(row).length > 0) out.set(id, row);
      }
      return Promise.resolve(out);
    },
    reserve(holdId, claims) {
      if (holds.has(holdId)) return Promise.resolve({ ok: true });
      // Single-threaded event loop: check-then-write without an await in between is atomic.
      for (const c of claims) {
        const already = sold.get(key(c.flightInstanceId, c.cabin)) ?? 0;
        if (already + c.seats > c.portalCapacity) {
          return Promise.resolve({
            ok: false,
            code: 'NoAvailability',
            message: `Only ${Math.max(0, c.portalCapacity - already)} seats left on ${c.flightInstanceId}.`,
          });
        }
      }
      for (const c of claims)
        sold.set(
          key(c.flightInstanceId, c.cabin),
          (sold.get(key(c.flightInstanceId, c.cabin)) ?? 0) + c.seats,
        );
      holds.set(holdId, claims);
      return Promise.resolve({ ok: true });
    },
    release(holdId) {
      const claims = holds.get(holdId);
      if (claims) {
        for (const c of claims)
          sold.set(
            key(c.flightInstanceId, c.cabin),
            Math.max(0, (sold.get(key(c.flightInstanceId, c.cabin)) ?? 0) - c.seats),
          );
        holds.delete(holdId);
      }
      return Promise.resolve();
    },
  };
}
