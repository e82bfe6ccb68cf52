import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { appSettings, flightBookings, hotelBookings, quotes } from '../schema';

/** A booking as the sandbox console lists it (every person's; sandbox data only). */
export interface SandboxConsoleBookingRow {
  id: string;
  status: string;
  agentLocator: string | null;
  contactEmail: string;
  createdAt: Date;
}

export interface SandboxConsoleFlightRow extends SandboxConsoleBookingRow {
  offer: Record<string, unknown>;
}

export interface SandboxConsoleHotelRow extends SandboxConsoleBookingRow {
  lodgingId: string;
  checkInDate: string;
  checkOutDate: string;
  quote: Record<string, unknown>;
}

export interface SandboxConsoleQuoteRow {
  id: string;
  vertical: 'flights' | 'hotels';
  offer: Record<string, unknown>;
  expiresAt: Date;
  createdAt: Date;
}

/**
 * What the sandbox console (issue 7, admin host, an admin's) reads and changes beyond the other
 * repositories: everyone's newest bookings and open quotes, expiring a quote, and reading its
 * settings in `app_settings`. What it arms and moves is sandbox-controls-repository.ts.
 */
export function createSandboxConsoleRepository(db: Database) {
  return {
    async listRecentFlightBookings(limit: number): Promise<SandboxConsoleFlightRow[]> {
      return db
        .select({
          id: flightBookings.id,
          status: flightBookings.status,
          agentLocator: flightBookings.agentLocator,
          contactEmail: flightBookings.contactEmail,
          createdAt: flightBookings.createdAt,
          offer: flightBookings.offer,
        })
        .from(flightBookings)
        .orderBy(desc(flightBookings.createdAt), desc(flightBookings.id))
        .limit(limit);
    },

    async listRecentHotelBookings(limit: number): Promise<SandboxConsoleHotelRow[]> {
      return db
        .select({
          id: hotelBookings.id,
          status: hotelBookings.status,
          agentLocator: hotelBookings.agentLocator,
          contactEmail: hotelBookings.contactEmail,
          createdAt: hotelBookings.createdAt,
          lodgingId: hotelBookings.lodgingId,
          checkInDate: hotelBookings.checkInDate,
          checkOutDate: hotelBookings.checkOutDate,
          quote: hotelBookings.quote,
        })
        .from(hotelBookings)
        .orderBy(desc(hotelBookings.createdAt), desc(hotelBookings.id))
        .limit(limit);
    },

    /** A flight booking (not failed) with this flight instance on one of its segments, if any. */
    async findBookingWithFlight(flightInstanceId: string): Promise<{ id: string } | null> {
      const [row] = await db
        .select({ id: flightBookings.id })
        .from(flightBookings)
        .where(
          and(
            ne(flightBookings.status, 'Failed'),
            sql`jsonb_path_exists(${flightBookings.offer}, '$.slices[*].segments[*].flightInstanceId ? (@ == $id)', jsonb_build_object('id', ${flightInstanceId}::text))`,
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Quotes whose price still holds at `now`, newest first. */
    async listOpenQuotes(now: Date, limit: number): Promise<SandboxConsoleQuoteRow[]> {
      return db
        .select({
          id: quotes.id,
          vertical: quotes.vertical,
          offer: quotes.offer,
          expiresAt: quotes.expiresAt,
          createdAt: quotes.createdAt,
        })
        .from(quotes)
        .where(gt(quotes.expiresAt, now))
        .orderBy(desc(quotes.createdAt), desc(quotes.id))
        .limit(limit);
    },

    /** Ends a quote's hold at `now`; false when there is no such quote. */
    async expireQuote(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(quotes)
        .set({ expiresAt: now })
        .where(eq(quotes.id, id))
        .returning({ id: quotes.id });
      return rows.length > 0;
    },

    async readSetting(key: string): Promise<string | null> {
      const [row] = await db
        .select({ value: appSettings.value })
        .from(appSettings)
        .where(eq(appSettings.key, key));
      return row?.value ?? null;
    },
  };
}

export type SandboxConsoleRepository = ReturnType<typeof createSandboxConsoleRepository>;
