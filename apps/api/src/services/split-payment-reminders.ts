import { formatTotal } from '@wayfare/domain/trip-display';
import type { BookingPorts } from './booking-ports';
import { wrapTripEmail } from './booking-email';
import { describeSplitTrip, shareLinkSecret } from './split-payment-hold';

/**
 * Split payment's reminder (issue 23, docs/decisions/021-split-payment.md): a traveller who has
 * not paid their share is e-mailed once more before the deadline, when half the time is gone. A
 * durable `split-payment-reminder` job per split, due on the travel clock (scheduled with the
 * deadline's job when the hold starts); each share's reminder is taken by compare-and-set on its
 * `reminded_at`, so two processes (or a job run twice) send it once.
 */
export { SPLIT_REMINDER_JOB } from './split-payment-hold';

/** Reminds every payer of a collecting split who hasn't paid; the number of reminders sent. */
export async function remindSplitPayers(ctx: BookingPorts, splitId: string): Promise<number> {
  const found = await ctx.repos.splitPayments.findById(splitId);
  if (found?.split.status !== 'Collecting') return 0;
  const { split, shares } = found;
  const deadline = split.deadlineAt;
  if (!deadline || ctx.travelClock.now().getTime() >= deadline.getTime()) return 0;
  const trip = await describeSplitTrip(ctx, split.product, split.bookingId);
  const bookerName = shares[0]?.payerName ?? '';
  let sent = 0;
  for (const share of shares.slice(1)) {
    if (!share.payerEmail) continue;
    const claimed = await ctx.repos.splitPayments.claimReminder(share.id, ctx.clock.now());
    if (!claimed) continue;
    const link = `${split.portalOrigin ?? ''}/split-payment/pay?token=${shareLinkSecret(ctx, share.id)}`;
    const mail = wrapTripEmail(split.tenant, 'A reminder: your share of a trip', [
      `${bookerName || 'Your travel companion'} is still waiting for your share of ${trip.title}: ${formatTotal(share.amountMinor, split.currency)}.`,
      `Pay with your own card by ${deadline.toISOString().replace('T', ' ').slice(0, 16)} UTC; if every share isn't paid by then, the booking is released and nothing is charged.`,
      `Pay your share: ${link}`,
    ]);
    await ctx.repos.emailOutbox.enqueue({
      id: `split-reminder:${share.id}`,
      toAddress: share.payerEmail,
      subject: `Reminder: your share of ${trip.title}`,
      textBody: mail.text,
      htmlBody: mail.html,
      createdAt: ctx.clock.now(),
      tenant: split.tenant,
    });
    sent += 1;
  }
  if (sent > 0) ctx.emailSender.kick();
  return sent;
}
