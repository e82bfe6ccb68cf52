import type { FlightOffer } from '@wayfare/contracts/flights';
import { CurrencySchema } from '@wayfare/contracts/money';
import type { AirlineTravelCredit, TravelCreditsResponse } from '@wayfare/contracts/trips';
import { canRedeemAirlineCredit, selectAirlineCreditStatus } from '@wayfare/domain/trip-refunds';
import type { AirlineCreditRecord } from '@wayfare/store/repositories/airline-credits-repository';
import type { FlightBookingRecord } from '@wayfare/store/repositories/flight-bookings-repository';
import { AppError } from '../app-error';
import type { AirlineCreditsRepository } from '@wayfare/store/repositories/airline-credits-repository';
import type { BookingLedgerRepository } from '@wayfare/store/repositories/booking-ledger-repository';
import type { Clock } from '../clock';
import type { WalletCreditRecord } from '@wayfare/store/repositories/booking-ledger-repository';
import type { WalletCredit, WalletResponse } from '@wayfare/contracts/flight-booking';
import { SagaStepFailure } from './saga-model';
import { isWalletCreditUsable } from '@wayfare/domain/travel-wallet';
import { toCardTravelCredit } from './card-travel-credits';

/** What airline credits and the wallet read and move. */
export interface CreditPorts {
  travelClock: Clock;
  repos: { airlineCredits: AirlineCreditsRepository; bookingLedger: BookingLedgerRepository };
}

export function toAirlineCreditView(row: AirlineCreditRecord, now: Date): AirlineTravelCredit {
  const currency = CurrencySchema.parse(row.currency);
  return {
    id: row.id,
    airline: { code: row.airlineCode, name: row.airlineName },
    amount: { amountMinor: row.amountMinor, currency },
    remaining: { amountMinor: row.remainingMinor, currency },
    status: selectAirlineCreditStatus(row, now),
    expiresAt: row.expiresAt.toISOString(),
    travelerNames: row.travelerNames,
    origin: { bookingId: row.originBookingId, confirmationCode: row.originConfirmationCode },
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAirlineCredits(
  ctx: CreditPorts,
  userId: string,
  tenant: string,
): Promise<AirlineTravelCredit[]> {
  const now = ctx.travelClock.now();
  return (await ctx.repos.airlineCredits.listForUser(userId, tenant)).map((c) =>
    toAirlineCreditView(c, now),
  );
}

/** GET /api/v0/travelCredits: airline credits and the card's travel-wallet credits. */
export async function listTravelCredits(
  ctx: CreditPorts,
  actor: { userId: string; tenant: string; accountReferenceIds: string[] },
): Promise<TravelCreditsResponse> {
  const accounts = new Set(actor.accountReferenceIds);
  const wallet = (await ctx.repos.bookingLedger.listWalletCredits(actor.userId)).filter((c) =>
    accounts.has(c.accountReferenceId),
  );
  const now = ctx.travelClock.now();
  return {
    airlineCredits: await listAirlineCredits(ctx, actor.userId, actor.tenant),
    walletCredits: wallet.map(toWalletCredit),
    cardTravelCredits: wallet.flatMap((c) => toCardTravelCredit(c, now) ?? []),
  };
}

/**
 * The airline credit a flight booking asks to apply, checked (owner, tenant, available, every
 * flight on its airline, same currency) and how much of the total it pays (up to what is left).
 */
export async function planAirlineCredit(
  ctx: CreditPorts,
  actor: { userId: string; tenant: string },
  airlineCreditId: string | undefined,
  offer: FlightOffer,
): Promise<{ id: string | null; minor: number }> {
  if (!airlineCreditId) return { id: null, minor: 0 };
  const credit = await ctx.repos.airlineCredits.findById(airlineCreditId);
  const total = offer.pricing.grandTotal;
  const carriers = offer.slices.flatMap((s) => s.segments.map((g) => g.marketingAirline.code));
  const verdict =
    credit && credit.tenant === actor.tenant
      ? canRedeemAirlineCredit(
          { ...credit, ownerUserId: credit.userId },
          { userId: actor.userId, marketingCarrierCodes: carriers },
          ctx.travelClock.now(),
        )
      : ({ ok: false, code: 'NotOwner' } as const);
  if (!credit || !verdict.ok || credit.currency !== total.currency)
    throw new AppError(
      'AirlineCreditUnavailable',
      verdict.ok || verdict.code !== 'OtherAirline'
        ? undefined
        : `This credit is for ${credit?.airlineName ?? 'another airline'} flights only.`,
      'payment.airlineCreditId',
    );
  return { id: credit.id, minor: Math.min(credit.remainingMinor, total.amountMinor) };
}

/** Flight saga: spends the booking's airline credit once (after the seats are held). */
export async function redeemBookingAirlineCredit(
  ctx: CreditPorts,
  booking: FlightBookingRecord,
): Promise<void> {
  if (!booking.airlineCreditId || booking.airlineCreditMinor <= 0) return;
  const moved = await ctx.repos.airlineCredits.move(
    booking.airlineCreditId,
    booking.id,
    'redeem',
    booking.airlineCreditMinor,
  );
  if (!moved.ok) throw new SagaStepFailure('RedemptionFailure');
}

/** Flight saga compensation: gives a failed booking's airline credit spend back, once. */
export async function restoreBookingAirlineCredit(
  ctx: CreditPorts,
  booking: FlightBookingRecord,
): Promise<void> {
  if (!booking.airlineCreditId) return;
  if (!(await ctx.repos.airlineCredits.hasMove(booking.id, 'redeem'))) return;
  await ctx.repos.airlineCredits.move(
    booking.airlineCreditId,
    booking.id,
    'restore',
    booking.airlineCreditMinor,
  );
}

/** A card travel credit as the wallet and the credits page show it (the table keeps USD credits). */
export function toWalletCredit(c: WalletCreditRecord): WalletCredit {
  return {
    id: c.id,
    kind: c.kind,
    productName: c.productDisplayName,
    accountReferenceId: c.accountReferenceId,
    granted: { amountMinor: c.grantedMinor, currency: 'USD' },
    remaining: { amountMinor: c.remainingMinor, currency: 'USD' },
    period: c.period,
  };
}

/**
 * GET /api/v0/user/wallet: the person's travel-wallet credits with something left and not expired, on the
 * rewards accounts they hold now.
 */
export async function listWallet(
  ports: Pick<CreditPorts, 'repos' | 'travelClock'>,
  userId: string,
  accountReferenceIds: readonly string[],
): Promise<WalletResponse> {
  const accountIds = new Set(accountReferenceIds);
  const credits = await ports.repos.bookingLedger.listWalletCredits(userId);
  const now = ports.travelClock.now();
  return {
    credits: credits
      .filter((c) => accountIds.has(c.accountReferenceId) && isWalletCreditUsable(c, now))
      .map(toWalletCredit),
  };
}
