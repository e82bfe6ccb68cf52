import { CardBrandSchema } from '@wayfare/contracts/flight-booking';
import { CurrencySchema } from '@wayfare/contracts/money';
import type { SourceAmount } from '@wayfare/contracts/source-amount';
import { allotShareRefunds } from '@wayfare/domain/split-payment';
import type { SplitWithShares } from '@wayfare/store/repositories/split-payments-repository';
import type { BookingPorts } from './booking-ports';
import { refundBookingCard, type BookingCardPorts } from './lodging-card-refunds';
import { createPaymentProvider } from './payments';

/**
 * A cancelled split-paid trip (issue 23, docs/decisions/021-split-payment.md): what the cards get
 * back is shared across the shares' cards in proportion to what each paid
 * (`domain/split-payment.ts` `allotShareRefunds`), each share refunded to its own card and
 * recorded on the share. The trip-cancel path (trip-cancel.ts, trip-cancel-steps.ts) asks here:
 * the card part of the refund is split's whole card amount, not only the booker's share.
 */

type SplitPorts = Pick<BookingPorts, 'repos'>;

/** A captured split's booking and shares; null for a booking paid without one (or not captured). */
async function findCapturedSplit(
  ctx: SplitPorts,
  bookingId: string,
): Promise<SplitWithShares | null> {
  const found = await ctx.repos.splitPayments.findByBooking(bookingId);
  return found?.split.status === 'Captured' ? found : null;
}

/**
 * The booking as a refund splits it: a split booking's row keeps the booker's share as its card
 * part, so the card part here is every share's (what all the cards paid).
 */
export async function withSplitCardPaid<B extends { id: string; cardMinor: number }>(
  ctx: SplitPorts,
  booking: B,
): Promise<B> {
  const found = await findCapturedSplit(ctx, booking.id);
  return found ? { ...booking, cardMinor: found.split.totalMinor } : booking;
}

/** Each share's part of the cards' refund, in position order (the booker's first). */
function planShareRefunds({ shares }: SplitWithShares, cardRefundMinor: number) {
  const parts = allotShareRefunds(
    cardRefundMinor,
    shares.map((s) => s.amountMinor),
  );
  return shares.map((share, i) => ({ share, refundMinor: parts[i] ?? 0 }));
}

/**
 * The cancellation's card step for a split booking: each share's part back to its own card (the
 * booker's through the booking's own charge, as without a split), each recorded on its share.
 * The provider's refund of a captured charge is once (Captured → Refunded), and the record is a
 * compare-and-set, so a retried step gives nothing twice. False without a captured split: the
 * caller refunds the booking's card as usual.
 */
export async function refundSplitShares(
  ctx: SplitPorts & BookingCardPorts & Pick<BookingPorts, 'clock'>,
  booking: { id: string; authorizationId: string | null },
  cardRefundMinor: number,
  key: string,
): Promise<boolean> {
  const found = await findCapturedSplit(ctx, booking.id);
  if (!found) return false;
  const payments = createPaymentProvider(ctx);
  for (const { share, refundMinor } of planShareRefunds(found, cardRefundMinor)) {
    if (refundMinor <= 0) continue;
    if (share.position === 0) {
      if (!booking.authorizationId) continue;
      await refundBookingCard(
        ctx,
        { id: booking.id, authorizationId: booking.authorizationId },
        refundMinor,
        { key, final: true },
      );
    } else if (share.authorizationId) await payments.refund(share.authorizationId, refundMinor);
    else continue;
    await ctx.repos.splitPayments.recordRefund(share.id, refundMinor, ctx.clock.now());
  }
  return true;
}

/**
 * The refunds as the cancel dialog and e-mail list them: a split booking's card line becomes one
 * line per share's card ("Visa ending 4444 · Friend 1"), each with its part; others unchanged.
 */
export async function expandSplitRefunds(
  ctx: SplitPorts,
  bookingId: string,
  refunds: SourceAmount[],
): Promise<SourceAmount[]> {
  const cardLine = refunds.find((r) => r.source === 'UserCard');
  if (!cardLine) return refunds;
  const found = await findCapturedSplit(ctx, bookingId);
  if (!found) return refunds;
  const currency = CurrencySchema.parse(found.split.currency);
  const lines: SourceAmount[] = [];
  for (const { share, refundMinor } of planShareRefunds(found, cardLine.amount.amountMinor)) {
    if (refundMinor <= 0) continue;
    const card = share.cardToken ? await ctx.repos.payments.findCard(share.cardToken) : null;
    const brand = CardBrandSchema.safeParse(card?.brand);
    lines.push({
      source: 'UserCard',
      amount: { amountMinor: refundMinor, currency },
      card: card && brand.success ? { brand: brand.data, lastFour: card.lastFour } : null,
      name: share.position === 0 ? null : share.payerName,
      rewardsValue: null,
    });
  }
  return refunds.flatMap((r) => (r === cardLine ? lines : [r]));
}
