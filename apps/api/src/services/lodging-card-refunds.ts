import type { LodgingDateChangesRepository } from '@wayfare/store/repositories/lodging-date-changes-repository';
import type { PaymentsRepository } from '@wayfare/store/repositories/payments-repository';
import type { Clock } from '../clock';
import { createPaymentProvider } from './payments';

/** What refunding a booking's card reads: its charges and the payment records. */
export interface BookingCardPorts {
  clock: Clock;
  repos: { payments: PaymentsRepository; lodgingDateChanges: LodgingDateChangesRepository };
}

/**
 * Gives `amountMinor` back to a booking's card, across every charge it made: the charges of its
 * date changes first, newest first, then the booking's own charge, each never beyond what is left
 * of it (issue 22). Each part is one keyed refund (`<key>:<authorization>`), so a retry gives
 * nothing twice. A cancellation (`final`) takes the booking's own charge with the provider's
 * one-time refund, as before the date changes existed, so it ends Refunded.
 */
export async function refundBookingCard(
  ctx: BookingCardPorts,
  booking: { id: string; authorizationId: string },
  amountMinor: number,
  options: { key: string; final: boolean },
): Promise<void> {
  const provider = createPaymentProvider(ctx);
  let left = amountMinor;
  for (const charge of await ctx.repos.lodgingDateChanges.listCardCharges(booking.id)) {
    if (left <= 0) break;
    const auth = await ctx.repos.payments.findAuthorization(charge.authorizationId);
    if (auth?.status !== 'Captured') continue;
    const part = Math.min(left, auth.amountMinor - (auth.refundedMinor ?? 0));
    if (part <= 0) continue;
    await provider.refundPart(auth.id, `${options.key}:${auth.id}`, part);
    left -= part;
  }
  if (left <= 0) return;
  if (options.final) await provider.refund(booking.authorizationId, left);
  else
    await provider.refundPart(
      booking.authorizationId,
      `${options.key}:${booking.authorizationId}`,
      left,
    );
}
