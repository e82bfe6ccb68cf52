import type { TravelWalletResponse, WalletTransaction } from '@wayfare/contracts/travel-wallet';
import {
  computeWalletBalance,
  listWalletTransactions,
  type WalletCreditFacts,
  type WalletMoveFacts,
} from '@wayfare/domain/travel-wallet';
import type { BookingLedgerRepository } from '@wayfare/store/repositories/booking-ledger-repository';
import type { TripBooking, TripsRepository } from '@wayfare/store/repositories/trips-repository';
import type { Clock } from '../clock';
import { tripConfirmationCode } from './trips';

/** What the travel wallet's statement reads: the credits, their moves and the trips they name. */
export interface TravelWalletPorts {
  /** Trip rules' clock: when credits expire. */
  travelClock: Clock;
  repos: {
    bookingLedger: Pick<BookingLedgerRepository, 'listWalletCredits' | 'listWalletMoves'>;
    trips: Pick<TripsRepository, 'findBooking'>;
  };
}

/** A booking still being booked or held for approval: money spent on it is pending. */
const PENDING_STATUSES = new Set(['Pending', 'AwaitingApproval']);

/**
 * GET /api/v0/wallet: the person's travel wallet in this tenant (the credits on the rewards
 * accounts it shows), as the balance and every transaction that makes it (domain/travel-wallet.ts:
 * the balance is the list's sum). Wallet credits are kept in USD.
 */
export async function readTravelWallet(
  ports: TravelWalletPorts,
  actor: { userId: string; tenant: string; accountReferenceIds: readonly string[] },
): Promise<TravelWalletResponse> {
  const accounts = new Set(actor.accountReferenceIds);
  const credits = (await ports.repos.bookingLedger.listWalletCredits(actor.userId)).filter((c) =>
    accounts.has(c.accountReferenceId),
  );
  const moves = await ports.repos.bookingLedger.listWalletMoves(credits.map((c) => c.id));
  // The trips named, when they are this person's in this tenant (a price freeze is no trip).
  const ids = new Set([
    ...moves.map((m) => m.bookingId),
    ...credits.flatMap((c) => (c.originBookingId ? [c.originBookingId] : [])),
  ]);
  const trips = new Map<string, TripBooking>();
  for (const id of ids) {
    const trip = await ports.repos.trips.findBooking(id);
    if (trip && trip.booking.userId === actor.userId && trip.booking.tenant === actor.tenant)
      trips.set(id, trip);
  }
  const creditFacts: WalletCreditFacts[] = credits.map((c) => ({
    id: c.id,
    kind: c.kind,
    grantedMinor: c.grantedMinor,
    period: c.period,
    createdAt: c.createdAt,
    expiresAt: c.expiresAt,
    originBookingId: c.originBookingId,
    canceledAt: c.endedState === 'Canceled' ? c.endedAt : null,
  }));
  const moveFacts: WalletMoveFacts[] = moves.map((m) => ({
    id: m.id,
    creditId: m.accountId,
    bookingId: m.bookingId,
    amountMinor: m.amount,
    createdAt: m.createdAt,
    bookingPending: PENDING_STATUSES.has(trips.get(m.bookingId)?.booking.status ?? ''),
  }));
  const facts = listWalletTransactions(creditFacts, moveFacts, ports.travelClock.now());
  const byId = new Map(credits.map((c) => [c.id, c]));
  const transactions = facts.map((t): WalletTransaction => {
    const credit = byId.get(t.creditId);
    const trip = t.bookingId ? trips.get(t.bookingId) : undefined;
    return {
      id: t.id,
      type: t.type,
      state: t.state,
      amount: { amountMinor: t.amountMinor, currency: 'USD' },
      occurredAt: t.at.toISOString(),
      credit: {
        id: t.creditId,
        kind: credit?.kind ?? 'AnnualTravelCredit',
        productName: credit?.productDisplayName ?? '',
      },
      trip: trip
        ? {
            bookingId: trip.booking.id,
            product: trip.product,
            confirmationCode: tripConfirmationCode(trip.booking),
          }
        : null,
    };
  });
  return {
    balance: { amountMinor: computeWalletBalance(facts), currency: 'USD' },
    transactions,
  };
}
