import type { TravelOfferRedemptionsRepository } from '@wayfare/store/repositories/travel-offer-redemptions-repository';
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
import { packageConfirmationCode } from './package-trip';

/** What the travel wallet's statement reads: the credits, their moves and the trips they name. */
export interface TravelWalletPorts {
  /** Trip rules' clock: when credits expire. */
  travelClock: Clock;
  repos: {
    bookingLedger: Pick<BookingLedgerRepository, 'listWalletCredits' | 'listWalletMoves'>;
    trips: Pick<TripsRepository, 'findBooking'>;
    /** Tenant travel offers used on bookings (issue 23). */
    travelOfferRedemptions: Pick<TravelOfferRedemptionsRepository, 'listForUser'>;
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
            confirmationCode:
              trip.product === 'package'
                ? packageConfirmationCode(trip.booking)
                : tripConfirmationCode(trip.booking),
          }
        : null,
    };
  });
  const offers = await listTravelOfferTransactions(ports, actor);
  return {
    balance: { amountMinor: computeWalletBalance(facts), currency: 'USD' },
    // The offers' pairs sum to nothing, so the balance stays the credits' own.
    transactions: [...transactions, ...offers].sort((a, b) =>
      b.occurredAt.localeCompare(a.occurredAt),
    ),
  };
}

/**
 * A tenant travel offer used on a live booking (issue 23, spec §4 `travel_offer`): the offer's
 * value in (`travel_offer`) and spent on the booking at once (`redemption`), Pending while the
 * booking is, Completed once it confirmed. A redemption given back shows nothing.
 */
async function listTravelOfferTransactions(
  ports: TravelWalletPorts,
  actor: { userId: string; tenant: string },
): Promise<WalletTransaction[]> {
  const redemptions = await ports.repos.travelOfferRedemptions.listForUser(
    actor.userId,
    actor.tenant,
  );
  const out: WalletTransaction[] = [];
  for (const r of redemptions) {
    if (r.status === 'Canceled') continue;
    const trip = await ports.repos.trips.findBooking(r.bookingId);
    const base = {
      state: r.status === 'Pending' ? ('Pending' as const) : ('Completed' as const),
      occurredAt: r.createdAt.toISOString(),
      credit: { id: r.offerId, kind: 'TravelOffer' as const, productName: '' },
      trip: trip
        ? {
            bookingId: trip.booking.id,
            product: trip.product === 'package' ? ('flight' as const) : trip.product,
            confirmationCode: tripConfirmationCode(trip.booking),
          }
        : null,
    };
    out.push(
      {
        ...base,
        id: `${r.id}:offer`,
        type: 'travel_offer',
        amount: { amountMinor: r.discountMinor, currency: 'USD' },
      },
      {
        ...base,
        id: `${r.id}:redemption`,
        type: 'redemption',
        amount: { amountMinor: -r.discountMinor, currency: 'USD' },
      },
    );
  }
  return out;
}
