import { and, desc, eq, gt, inArray, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../database';
import { flightBookings, flightExchanges, type BookedTicketColumn } from '../schema';

export type FlightExchangeRecord = typeof flightExchanges.$inferSelect;
export type FlightExchangeInsert = typeof flightExchanges.$inferInsert;
export type FlightExchangeStatus = FlightExchangeRecord['status'];

/** A unique index refused the write (Postgres 23505), however the driver wrapped it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

/**
 * Changes of booked flights (issue 18): a priced change is inserted Quoted; every later move is
 * one compare-and-set on `status`, and the partial unique index `flight_exchanges_one_under_way`
 * lets a single change per booking be Requested, so two confirmations (of one quote or of two)
 * never both go to the airline.
 */
export function createFlightExchangesRepository(db: Database) {
  return {
    async create(row: FlightExchangeInsert): Promise<FlightExchangeRecord> {
      const [inserted] = await db.insert(flightExchanges).values(row).returning();
      if (!inserted) throw new Error('flight exchange insert returned nothing');
      return inserted;
    },

    async findForBooking(id: string, bookingId: string): Promise<FlightExchangeRecord | null> {
      const [row] = await db
        .select()
        .from(flightExchanges)
        .where(and(eq(flightExchanges.id, id), eq(flightExchanges.bookingId, bookingId)));
      return row ?? null;
    },

    async findById(id: string): Promise<FlightExchangeRecord | null> {
      const [row] = await db.select().from(flightExchanges).where(eq(flightExchanges.id, id));
      return row ?? null;
    },

    /** The booking's changes past the quote (Requested, Confirmed, Failed), newest first. */
    async listDecided(bookingId: string): Promise<FlightExchangeRecord[]> {
      return db
        .select()
        .from(flightExchanges)
        .where(
          and(
            eq(flightExchanges.bookingId, bookingId),
            inArray(flightExchanges.status, ['Requested', 'Confirmed', 'Failed']),
          ),
        )
        .orderBy(desc(flightExchanges.requestedAt), desc(flightExchanges.createdAt));
    },

    /**
     * Quoted → Requested, while the quote holds (`now` before `expires_at`, on the quote's clock;
     * `requestedAt` on the travel clock, as the trip shows its dates). Answers the row, or
     * `underWay` when another change of the booking is Requested (the unique index decides), or
     * null when the quote was used, failed or expired.
     */
    async request(
      id: string,
      now: Date,
      requestedAt: Date = now,
    ): Promise<FlightExchangeRecord | 'underWay' | null> {
      try {
        const [row] = await db
          .update(flightExchanges)
          .set({ status: 'Requested', requestedAt })
          .where(
            and(
              eq(flightExchanges.id, id),
              eq(flightExchanges.status, 'Quoted'),
              gt(flightExchanges.expiresAt, now),
            ),
          )
          .returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return 'underWay';
        throw error;
      }
    },

    /** Notes the charge of the difference on a Requested change (before the airline is asked). */
    async setAuthorization(id: string, authorizationId: string): Promise<void> {
      await db
        .update(flightExchanges)
        .set({ authorizationId })
        .where(and(eq(flightExchanges.id, id), eq(flightExchanges.status, 'Requested')));
    },

    /** Requested → Failed; null when it was already decided. */
    async fail(id: string, errorCode: string, now: Date): Promise<FlightExchangeRecord | null> {
      const [row] = await db
        .update(flightExchanges)
        .set({ status: 'Failed', errorCode, decidedAt: now })
        .where(and(eq(flightExchanges.id, id), eq(flightExchanges.status, 'Requested')))
        .returning();
      return row ?? null;
    },

    /**
     * Requested → Confirmed and, in the same transaction, the booking holds the new itinerary
     * (while it is still Confirmed). Null when the change was already decided or the booking was
     * cancelled meanwhile (nothing is written then).
     */
    async confirm(
      id: string,
      now: Date,
      airlineCreditId: string | null,
      /** A two-ticket booking's tickets after the change (a replaced ticket's new supplier booking). */
      tickets?: BookedTicketColumn[],
    ): Promise<FlightExchangeRecord | null> {
      return db
        .transaction(async (tx) => {
          const [row] = await tx
            .update(flightExchanges)
            .set({ status: 'Confirmed', decidedAt: now, airlineCreditId })
            .where(and(eq(flightExchanges.id, id), eq(flightExchanges.status, 'Requested')))
            .returning();
          if (!row) return null;
          const [booking] = await tx
            .update(flightBookings)
            .set({ offer: row.newOffer, ...(tickets ? { tickets } : {}), updatedAt: now })
            .where(
              and(eq(flightBookings.id, row.bookingId), eq(flightBookings.status, 'Confirmed')),
            )
            .returning({ id: flightBookings.id });
          if (!booking) {
            tx.rollback();
            return null;
          }
          return row;
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return null;
          throw error;
        });
    },

    /** How many of the booking's changes failed (its attempts). */
    async countFailed(bookingId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(flightExchanges)
        .where(and(eq(flightExchanges.bookingId, bookingId), eq(flightExchanges.status, 'Failed')));
      return row?.n ?? 0;
    },

    /** Confirmed changes' ids: each holds the seats of its new flights. */
    async listConfirmedIds(bookingId: string): Promise<string[]> {
      const rows = await db
        .select({ id: flightExchanges.id })
        .from(flightExchanges)
        .where(
          and(eq(flightExchanges.bookingId, bookingId), eq(flightExchanges.status, 'Confirmed')),
        );
      return rows.map((r) => r.id);
    },
  };
}

export type FlightExchangesRepository = ReturnType<typeof createFlightExchangesRepository>;
