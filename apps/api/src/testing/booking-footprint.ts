import { eq, sql } from 'drizzle-orm';
import type { Database } from '@wayfare/store/database';
import {
  paymentAuthorizations,
  rewardsTransactions,
  roomHolds,
  roomSales,
  seatHolds,
  seatSales,
} from '@wayfare/store/schema';

/** What one booking left on the books: card authorizations, ledger moves and inventory holds. */
export interface BookingFootprint {
  authorizations: { status: string; amountMinor: number }[];
  /** Ledger rows by kind (`rewards-redeem`, `rewards-refund`, `wallet-redeem`, …). */
  ledger: Record<string, number>;
  /** Net ledger movement per source (miles for Rewards, minor units for TravelWallet). */
  ledgerNet: Record<string, number>;
  /** Seat or room holds under the booking's id that were never released. */
  openHolds: number;
}

export async function readBookingFootprint(
  db: Database,
  bookingId: string,
): Promise<BookingFootprint> {
  const [authorizations, moves, seats, rooms] = await Promise.all([
    db
      .select({
        status: paymentAuthorizations.status,
        amountMinor: paymentAuthorizations.amountMinor,
      })
      .from(paymentAuthorizations)
      .where(eq(paymentAuthorizations.reference, bookingId)),
    db.select().from(rewardsTransactions).where(eq(rewardsTransactions.bookingId, bookingId)),
    db.select().from(seatHolds).where(eq(seatHolds.holdId, bookingId)),
    db.select().from(roomHolds).where(eq(roomHolds.holdId, bookingId)),
  ]);
  const ledger: Record<string, number> = {};
  const ledgerNet: Record<string, number> = {};
  for (const move of moves) {
    ledger[move.id.slice(bookingId.length + 1)] = move.amount;
    ledgerNet[move.source] = (ledgerNet[move.source] ?? 0) + move.amount;
  }
  return {
    authorizations,
    ledger,
    ledgerNet,
    openHolds: [...seats, ...rooms].filter((hold) => hold.releasedAt === null).length,
  };
}

/** Seats and room-nights the portal has sold, in total, and the card authorizations ever made. */
export async function readInventoryTotals(
  db: Database,
): Promise<{ seatsSold: number; roomNightsSold: number; authorizations: number }> {
  const [[seats], [rooms], [auths]] = await Promise.all([
    db.select({ n: sql<number>`coalesce(sum(${seatSales.sold}), 0)::int` }).from(seatSales),
    db.select({ n: sql<number>`coalesce(sum(${roomSales.sold}), 0)::int` }).from(roomSales),
    db.select({ n: sql<number>`count(*)::int` }).from(paymentAuthorizations),
  ]);
  return {
    seatsSold: seats?.n ?? 0,
    roomNightsSold: rooms?.n ?? 0,
    authorizations: auths?.n ?? 0,
  };
}
