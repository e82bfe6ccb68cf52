import { CardBrandSchema, type PaymentSource } from '@wayfare/contracts/flight-booking';
import type { FlightOffer } from '@wayfare/contracts/flights';
import type { HotelBookingView } from '@wayfare/contracts/hotel-booking';
import { CurrencySchema, type Currency } from '@wayfare/contracts/money';
import {
  CancelOutcomeSchema,
  type Cancellation,
  type ReceiptLine,
  type SourceAmount,
} from '@wayfare/contracts/trips';
import type { AirlineCreditsRepository } from '@wayfare/store/repositories/airline-credits-repository';
import type { BookingLedgerRepository } from '@wayfare/store/repositories/booking-ledger-repository';
import type { PaymentsRepository } from '@wayfare/store/repositories/payments-repository';
import type { RewardsRepository } from '@wayfare/store/repositories/rewards-repository';
import type {
  TripBooking,
  TripCancellationRecord,
} from '@wayfare/store/repositories/trips-repository';
import type { Clock } from '../clock';
import { toAirlineCreditView } from './trips-credits';

/** What naming a booking's payment sources reads: the card, the rewards account, the credits. */
export interface PaymentSourcePorts {
  repos: {
    payments: PaymentsRepository;
    rewards: RewardsRepository;
    bookingLedger: BookingLedgerRepository;
    airlineCredits: AirlineCreditsRepository;
  };
}

export const money = (amountMinor: number, currency: Currency) => ({ amountMinor, currency });

/** Names a payment source and its amount, as the receipt and the refunds say them. */
export type SourceLabel = (source: PaymentSource, amountMinor: number) => SourceAmount;

/** The travel-wallet credit and the airline credit a booking paid with, if it used them. */
export async function findBookingCredits(
  ctx: Pick<PaymentSourcePorts, 'repos'>,
  booking: TripBooking['booking'],
) {
  const wallet = booking.walletCreditId
    ? (await ctx.repos.bookingLedger.listWalletCredits(booking.userId)).find(
        (c) => c.id === booking.walletCreditId,
      )
    : undefined;
  const airlineCreditId = 'airlineCreditId' in booking ? booking.airlineCreditId : null;
  const airlineCredit = airlineCreditId
    ? await ctx.repos.airlineCredits.findById(airlineCreditId)
    : null;
  return { wallet, airlineCredit };
}

/** What each payment source is called on the receipt, and a rewards amount in the account's unit. */
export async function describeSources(
  ctx: PaymentSourcePorts,
  booking: TripBooking['booking'],
): Promise<SourceLabel> {
  const currency = CurrencySchema.parse(booking.currency);
  const card = booking.cardToken ? await ctx.repos.payments.findCard(booking.cardToken) : null;
  const account = booking.rewardsAccountReferenceId
    ? (await ctx.repos.rewards.listForUser(booking.userId)).find(
        (a) => a.accountReferenceId === booking.rewardsAccountReferenceId,
      )
    : undefined;
  const { wallet, airlineCredit } = await findBookingCredits(ctx, booking);
  const cardBrand = card ? CardBrandSchema.safeParse(card.brand) : null;
  return (source, amountMinor) => {
    const amount = money(amountMinor, currency);
    switch (source) {
      case 'UserCard':
        return {
          source,
          amount,
          card: cardBrand?.success
            ? { brand: cardBrand.data, lastFour: card?.lastFour ?? '' }
            : null,
          name: null,
          rewardsValue: null,
        };
      case 'Rewards':
        return {
          source,
          amount,
          card: null,
          name: account?.productDisplayName ?? null,
          // Miles redeem at one minor unit each (domain/payment-split.ts).
          rewardsValue: account?.currency === 'miles' ? amountMinor : null,
        };
      case 'TravelWallet':
        return {
          source,
          amount,
          card: null,
          name: wallet?.productDisplayName ?? null,
          rewardsValue: null,
        };
      case 'AncillaryCredit':
        return {
          source,
          amount,
          card: null,
          name: airlineCredit?.airlineName ?? null,
          rewardsValue: null,
        };
    }
  };
}

/** What a booking was paid with, per source, in the receipt's order. */
export function listPaidSources(
  booking: TripBooking['booking'],
): { source: PaymentSource; paidMinor: number }[] {
  return [
    { source: 'UserCard' as const, paidMinor: booking.cardMinor },
    { source: 'Rewards' as const, paidMinor: booking.rewardsMinor },
    { source: 'TravelWallet' as const, paidMinor: booking.walletCreditMinor },
    {
      source: 'AncillaryCredit' as const,
      paidMinor: 'airlineCreditMinor' in booking ? booking.airlineCreditMinor : 0,
    },
  ].filter((p) => p.paidMinor > 0);
}

/** The trip's confirmed cancellation (done or pending), its refunds and airline credit. */
export async function buildCancellation(
  ctx: { travelClock: Clock; repos: Pick<PaymentSourcePorts['repos'], 'airlineCredits'> },
  row: TripCancellationRecord | null,
  label: SourceLabel,
): Promise<Cancellation | null> {
  if (!row || (row.status !== 'Cancelled' && row.status !== 'Pending')) return null;
  const credit = row.airlineCreditId
    ? await ctx.repos.airlineCredits.findById(row.airlineCreditId)
    : null;
  return {
    outcome: row.status === 'Pending' ? 'cancellation_pending' : toOutcome(row.outcome),
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    refunds: toRefunds(row.refunds, label),
    airlineCredit: credit ? toAirlineCreditView(credit, ctx.travelClock.now()) : null,
  };
}

export function toRefunds(
  refunds: { source: string; amountMinor: number }[],
  label: SourceLabel,
): SourceAmount[] {
  return refunds
    .filter((r) => r.amountMinor > 0)
    .map((r) => label(toPaymentSource(r.source), r.amountMinor));
}

function toPaymentSource(source: string): PaymentSource {
  if (source === 'Rewards' || source === 'TravelWallet' || source === 'AncillaryCredit')
    return source;
  return 'UserCard';
}

function toOutcome(outcome: string): Cancellation['outcome'] {
  const known = CancelOutcomeSchema.safeParse(outcome);
  return known.success ? known.data : 'contact_customer_service';
}

/** A flight's receipt lines: the fare's base, taxes and fees. */
export function listFlightReceiptLines(
  offer: FlightOffer,
  cfarPremiumMinor = 0,
  chfarPremiumMinor = 0,
  disruptionFeeMinor = 0,
): ReceiptLine[] {
  const { currency } = offer.pricing.grandTotal;
  return [
    { kind: 'base', amount: offer.pricing.base },
    { kind: 'taxes', amount: offer.pricing.tax },
    { kind: 'fees', amount: offer.pricing.fee },
    ...(cfarPremiumMinor > 0
      ? [{ kind: 'cancelForAnyReason' as const, amount: money(cfarPremiumMinor, currency) }]
      : []),
    ...(chfarPremiumMinor > 0
      ? [{ kind: 'changeForAnyReason' as const, amount: money(chfarPremiumMinor, currency) }]
      : []),
    ...(disruptionFeeMinor > 0
      ? [{ kind: 'disruptionAssistance' as const, amount: money(disruptionFeeMinor, currency) }]
      : []),
  ];
}

function sum(lines: ReceiptLine[], currency: Currency) {
  return money(
    lines.reduce((s, l) => s + l.amount.amountMinor, 0),
    currency,
  );
}

/**
 * A stay's receipt lines: subtotal, taxes, the fees charged now, the complimentary night, the
 * refundable-room premium and what is due at the hotel.
 */
export function listHotelReceiptLines(
  p: HotelBookingView['pricing'],
  currency: Currency,
): ReceiptLine[] {
  const charged = p.fees.filter((f) => !f.isPaidAtProperty);
  return [
    { kind: 'base', amount: p.subtotal },
    { kind: 'taxes', amount: p.taxes },
    ...(charged.length > 0
      ? [
          {
            kind: 'fees' as const,
            amount: sum(
              charged.map((f) => ({ kind: 'fees' as const, amount: f.amount })),
              currency,
            ),
          },
        ]
      : []),
    ...(p.complimentaryNightDiscount
      ? [
          {
            kind: 'complimentaryNight' as const,
            amount: money(-p.complimentaryNightDiscount.amountMinor, currency),
          },
        ]
      : []),
    ...(p.refundablePremium
      ? [
          {
            kind: 'refundableVariant' as const,
            amount: p.refundablePremium,
          },
        ]
      : []),
    ...(p.payLaterTotal.amountMinor > 0
      ? [{ kind: 'dueAtProperty' as const, amount: p.payLaterTotal }]
      : []),
  ];
}
