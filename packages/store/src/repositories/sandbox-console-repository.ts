import { and, asc, desc, eq, gt, isNull, like, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../database';
import {
  appSettings,
  flightBookings,
  hotelBookings,
  priceFreezes,
  quotes,
  roomHolds,
  seatHolds,
} from '../schema';

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
  vertical: (typeof quotes.$inferSelect)['vertical'];
  offer: Record<string, unknown>;
  expiresAt: Date;
  createdAt: Date;
}

/** A price freeze as the sandbox console lists it (every person's; paid ones only). */
export interface SandboxConsoleFreezeRow {
  id: string;
  userId: string;
  tenant: string;
  product: 'flight' | 'hotel';
  state: 'Valid' | 'Exercised' | 'Expired' | 'Refunded' | 'Exchanged';
  offer: Record<string, unknown>;
  passengerCount: number;
  frozenTotalMinor: number;
  capPerPassengerMinor: number;
  currency: string;
  expiresAt: Date;
  contactEmail: string;
  createdAt: Date;
}

/**
 * Seat holds the console takes to sell a flight out (issue 17): `sandbox-sellout:<flight>:<n>`,
 * one per flight while it is sold out; releasing it puts the seats back on sale.
 */
export const SANDBOX_SELLOUT_HOLD_PREFIX = 'sandbox-sellout:';

export interface SandboxSelloutHoldRow {
  holdId: string;
  flightInstanceId: string;
  createdAt: Date;
}

/** A room hold the console takes to sell a hotel freeze's room out for its nights (issue 17). */
export interface SandboxRoomSelloutHoldRow {
  holdId: string;
  roomTypeId: string;
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

    /** The newest freezes of everyone whose fee was paid (not Pending or Failed). */
    async listRecentPriceFreezes(limit: number): Promise<SandboxConsoleFreezeRow[]> {
      const rows = await db
        .select({
          id: priceFreezes.id,
          userId: priceFreezes.userId,
          tenant: priceFreezes.tenant,
          product: priceFreezes.product,
          state: priceFreezes.state,
          offer: priceFreezes.offer,
          passengerCount: priceFreezes.passengerCount,
          frozenTotalMinor: priceFreezes.frozenTotalMinor,
          capPerPassengerMinor: priceFreezes.capPerPassengerMinor,
          currency: priceFreezes.currency,
          expiresAt: priceFreezes.expiresAt,
          contactEmail: priceFreezes.contactEmail,
          createdAt: priceFreezes.createdAt,
        })
        .from(priceFreezes)
        .where(notInArray(priceFreezes.state, ['Pending', 'Failed']))
        .orderBy(desc(priceFreezes.createdAt), desc(priceFreezes.id))
        .limit(limit);
      return rows.flatMap((row) =>
        row.state === 'Pending' || row.state === 'Failed' ? [] : [{ ...row, state: row.state }],
      );
    },

    /** The console's sell-out holds still in force, oldest first. */
    async listSelloutHolds(): Promise<SandboxSelloutHoldRow[]> {
      const rows = await db
        .select({
          holdId: seatHolds.holdId,
          claims: seatHolds.claims,
          createdAt: seatHolds.createdAt,
        })
        .from(seatHolds)
        .where(
          and(
            like(seatHolds.holdId, `${SANDBOX_SELLOUT_HOLD_PREFIX}%`),
            isNull(seatHolds.releasedAt),
          ),
        )
        .orderBy(asc(seatHolds.createdAt), asc(seatHolds.holdId));
      return rows.map((row) => ({
        holdId: row.holdId,
        flightInstanceId: row.claims[0]?.flightInstanceId ?? '',
        createdAt: row.createdAt,
      }));
    },

    /** The console's room sell-out holds still in force (hotel freezes), oldest first. */
    async listRoomSelloutHolds(): Promise<SandboxRoomSelloutHoldRow[]> {
      const rows = await db
        .select({
          holdId: roomHolds.holdId,
          claims: roomHolds.claims,
          createdAt: roomHolds.createdAt,
        })
        .from(roomHolds)
        .where(
          and(
            like(roomHolds.holdId, `${SANDBOX_SELLOUT_HOLD_PREFIX}%`),
            isNull(roomHolds.releasedAt),
          ),
        )
        .orderBy(asc(roomHolds.createdAt), asc(roomHolds.holdId));
      return rows.map((row) => ({
        holdId: row.holdId,
        roomTypeId: row.claims[0]?.roomTypeId ?? '',
        createdAt: row.createdAt,
      }));
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
