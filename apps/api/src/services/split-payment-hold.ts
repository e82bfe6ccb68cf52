import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { BookingPayment } from '@wayfare/contracts/flight-booking';
import type { SplitPaymentRequest } from '@wayfare/contracts/split-payment';
import { formatTotal } from '@wayfare/domain/trip-display';
import {
  checkShares,
  splitDeadline,
  splitReminderAt,
  type SplitMode,
} from '@wayfare/domain/split-payment';
import type {
  NewSplitShare,
  SplitWithShares,
} from '@wayfare/store/repositories/split-payments-repository';
import { AppError } from '../app-error';
import type { BookingPorts } from './booking-ports';
import { readHotelQuote } from './hotel-booking-records';
import { recordCardDecline } from './booking-payment';
import { wrapTripEmail } from './booking-email';
import { createPaymentProvider } from './payments';
import { SagaStepFailure, type SagaRecord } from './saga-model';
import type { SupplierProduct } from './supplier-ports';

/**
 * Split payment's part of the one booking path (issue 23, docs/decisions/021-split-payment.md):
 * planning the shares at book (before any row), holding the booking while shares are collected
 * (called by the saga after its redemptions, like the approval hold), capturing them with the
 * booking and releasing every authorization when it fails. The payer's page, the deadline job
 * and resuming the saga once the last share is in are `split-payments.ts`.
 */

/** The reminder job's kind (split-payment-reminders.ts imports this module, not the reverse). */
export const SPLIT_REMINDER_JOB = 'split-payment-reminder';

/** How long the held inventory is kept at most: the approval hold's window (24 hours). */
export const SPLIT_HOLD_WINDOW_MS = 24 * 60 * 60_000;
export const SPLIT_DEADLINE_JOB = 'split-payment-deadline';

/**
 * A share link's secret: an HMAC of the share's random id under the deployment's signing secret,
 * so it is unguessable and can be written into the e-mail when the hold starts; only its SHA-256
 * is stored. It opens the share while the share is payable, so it pays once.
 */
export function shareLinkSecret(ctx: Pick<BookingPorts, 'secrets'>, shareId: string): string {
  return createHmac('sha256', ctx.secrets.quoteSigning)
    .update(`split-share:${shareId}`)
    .digest('base64url');
}

export const hashShareSecret = (secret: string) =>
  createHash('sha256').update(secret).digest('hex');

/** A planned split, written before the booking row so no booking ever lacks its split. */
export interface PlannedSplit {
  mode: SplitMode;
  bookerShareMinor: number;
  shares: NewSplitShare[];
}

/**
 * Checks a book request's `payment.split` against what the card pays, and the other cards (each
 * a fresh vault token the booker now holds); 400 InvalidSplitShares naming the problem. Null
 * without a split.
 */
export async function planSplit(
  ctx: Pick<BookingPorts, 'repos' | 'secrets'>,
  userId: string,
  payment: BookingPayment,
  cardMinor: number,
): Promise<PlannedSplit | null> {
  const request: SplitPaymentRequest | undefined = payment.split;
  if (!request) return null;
  const problem = checkShares(
    cardMinor,
    request.shares.map((s) => s.amountMinor),
  );
  if (problem)
    throw new AppError(
      'InvalidSplitShares',
      undefined,
      problem.index === null ? 'payment.split.shares' : `payment.split.shares.${problem.index}`,
      {
        problem: problem.code,
        ...(problem.code === 'SharesDoNotSum' ? { differenceMinor: problem.differenceMinor } : {}),
        totalMinor: cardMinor,
      },
    );
  const shares: NewSplitShare[] = [];
  const cards = new Set<string>();
  for (const [position, share] of request.shares.entries()) {
    const id = `sps_${randomUUID().replaceAll('-', '')}`;
    const field = `payment.split.shares.${position}`;
    if (position === 0) {
      if (share.cardToken && share.cardToken !== payment.cardToken)
        throw new AppError('InvalidSplitShares', 'Your share is paid by the card above.', field, {
          problem: 'BookerCard',
        });
    } else if (request.mode === 'cards') {
      const token = share.cardToken;
      if (!token || token === payment.cardToken || cards.has(token))
        throw new AppError('InvalidSplitShares', 'Each share needs a card of its own.', field, {
          problem: 'CardRequired',
        });
      cards.add(token);
      if (!(await ctx.repos.payments.claimCard(token, userId, false)))
        throw new AppError('UnknownCard', undefined, `${field}.cardToken`);
    } else if (!share.payer?.email)
      throw new AppError('InvalidSplitShares', 'Name who pays each share.', field, {
        problem: 'PayerRequired',
      });
    const travellerLink = request.mode === 'travellers' && position > 0;
    shares.push({
      id,
      position,
      amountMinor: share.amountMinor,
      payerName: share.payer?.name.trim() ?? null,
      payerEmail: share.payer?.email?.trim() ?? null,
      tokenHash: travellerLink ? hashShareSecret(shareLinkSecret(ctx, id)) : null,
      cardToken: position === 0 ? (payment.cardToken ?? null) : (share.cardToken ?? null),
    });
  }
  return { mode: request.mode, bookerShareMinor: request.shares[0]?.amountMinor ?? 0, shares };
}

/** Records a planned split for a booking id that is about to be inserted. */
export async function recordSplit(
  ctx: Pick<BookingPorts, 'repos' | 'clock'>,
  input: {
    plan: PlannedSplit;
    bookingId: string;
    product: SupplierProduct;
    userId: string;
    tenant: string;
    totalMinor: number;
    currency: string;
    portalOrigin: string | null;
  },
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.repos.splitPayments.create(
    {
      id: `sp_${randomUUID().replaceAll('-', '')}`,
      bookingId: input.bookingId,
      product: input.product,
      userId: input.userId,
      tenant: input.tenant,
      mode: input.plan.mode,
      status: 'Collecting',
      totalMinor: input.totalMinor,
      currency: input.currency,
      portalOrigin: input.portalOrigin,
      createdAt: now,
      updatedAt: now,
    },
    input.plan.shares,
  );
}

/** What the payer's page and e-mails say of the trip. */
export async function describeSplitTrip(
  ctx: Pick<BookingPorts, 'repos'>,
  product: SupplierProduct,
  bookingId: string,
): Promise<{ title: string; startDate: string | null; endDate: string | null }> {
  if (product === 'flight') {
    const row = await ctx.repos.flightBookings.findById(bookingId);
    const offer = row?.offer as
      { slices?: { origin: string; destination: string; departureTime: string }[] } | undefined;
    const slices = offer?.slices ?? [];
    return {
      title: slices.map((s) => `${s.origin} → ${s.destination}`).join(', '),
      startDate: slices[0]?.departureTime.slice(0, 10) ?? null,
      endDate: slices.length > 1 ? (slices.at(-1)?.departureTime.slice(0, 10) ?? null) : null,
    };
  }
  if (product === 'hotel') {
    const row = await ctx.repos.hotelBookings.findById(bookingId);
    if (row)
      return {
        title: readHotelQuote(row).hotel.name,
        startDate: row.checkInDate,
        endDate: row.checkOutDate,
      };
  }
  return { title: '', startDate: null, endDate: null };
}

/**
 * The saga's split step, after the redemptions (the booker's share is the booking's own card
 * authorization). Across the booker's cards every other share is authorized now; a decline ends
 * the split and fails the step (compensation releases everything). Across travellers the hold
 * starts: the deadline is set, its job scheduled and every payer e-mailed their link. Answers
 * whether the saga goes on (`none`, `ready`) or waits (`waiting`).
 */
export async function holdForSplitShares(
  ctx: BookingPorts,
  booking: SagaRecord,
): Promise<'none' | 'ready' | 'waiting'> {
  const found = await ctx.repos.splitPayments.findByBooking(booking.id);
  if (!found) return 'none';
  const { split, shares } = found;
  if (split.status === 'Authorized' || split.status === 'Captured') return 'ready';
  if (split.status !== 'Collecting') throw new SagaStepFailure('SplitPaymentExpired');
  const now = ctx.clock.now();
  const booker = shares[0];
  if (booker?.status === 'Requested') {
    await ctx.repos.splitPayments.moveShare(booker.id, ['Requested'], 'Authorized', now, {
      authorizationId: booking.authorizationId,
    });
  }
  if (split.mode === 'cards') await authorizeOwnCards(ctx, booking, found);
  if (await ctx.repos.splitPayments.completeIfAllAuthorized(split.id, now)) return 'ready';
  if (split.mode === 'cards') throw new SagaStepFailure('CardDeclined');

  const travelNow = ctx.travelClock.now();
  const deadline = await ctx.repos.splitPayments.startDeadline(
    split.id,
    splitDeadline({
      holdStartsAt: travelNow,
      holdEndsAt: new Date(travelNow.getTime() + SPLIT_HOLD_WINDOW_MS),
    }),
    now,
  );
  await ctx.jobRunner.schedule({
    kind: SPLIT_DEADLINE_JOB,
    key: `${SPLIT_DEADLINE_JOB}:${split.id}`,
    payload: { splitId: split.id },
    runAt: new Date(deadline.getTime() + 1),
    clock: 'travel',
  });
  // One reminder to whoever hasn't paid, when half the time is gone (split-payment-reminders.ts).
  await ctx.jobRunner.schedule({
    kind: SPLIT_REMINDER_JOB,
    key: `${SPLIT_REMINDER_JOB}:${split.id}`,
    payload: { splitId: split.id },
    runAt: splitReminderAt({ holdStartsAt: travelNow, deadline }),
    clock: 'travel',
  });
  const trip = await describeSplitTrip(ctx, split.product, booking.id);
  const bookerName = booker?.payerName ?? '';
  for (const share of shares.slice(1)) {
    if (!share.payerEmail || share.status !== 'Requested') continue;
    const link = `${split.portalOrigin ?? ''}/split-payment/pay?token=${shareLinkSecret(ctx, share.id)}`;
    const mail = wrapTripEmail(split.tenant, 'Your share of a trip', [
      `${bookerName || 'Your travel companion'} booked ${trip.title} and asked you to pay your share: ${formatTotal(share.amountMinor, split.currency)}.`,
      `Pay with your own card by ${deadline.toISOString().replace('T', ' ').slice(0, 16)} UTC; until every share is paid nothing is charged, and after that the booking is released.`,
      `Pay your share: ${link}`,
    ]);
    await ctx.repos.emailOutbox.enqueue({
      id: `split-request:${share.id}`,
      toAddress: share.payerEmail,
      subject: `Your share of ${trip.title}`,
      textBody: mail.text,
      htmlBody: mail.html,
      createdAt: now,
      tenant: split.tenant,
    });
  }
  ctx.emailSender.kick();
  return 'waiting';
}

/** Across the booker's cards: each other share authorized now; the first decline ends the split. */
async function authorizeOwnCards(
  ctx: BookingPorts,
  booking: SagaRecord,
  { split, shares }: SplitWithShares,
): Promise<void> {
  const payments = createPaymentProvider(ctx);
  for (const share of shares.slice(1)) {
    if (share.status === 'Authorized') continue;
    const now = ctx.clock.now();
    const claimed = await ctx.repos.splitPayments.claimShare(share.id, share.cardToken ?? '', now);
    if (!claimed) continue;
    const auth = await payments.authorize(
      claimed.cardToken ?? '',
      claimed.amountMinor,
      split.currency,
      claimed.id,
    );
    if (auth.ok) {
      await ctx.repos.splitPayments.moveShare(claimed.id, ['Authorizing'], 'Authorized', now, {
        authorizationId: auth.authorizationId,
      });
      continue;
    }
    await ctx.repos.splitPayments.moveShare(claimed.id, ['Authorizing'], 'Declined', now, {
      declineCode: auth.code,
    });
    await recordCardDecline(ctx, booking.userId, booking.quoteId);
    await ctx.repos.splitPayments.moveSplit(split.id, ['Collecting'], 'Declined', now);
    throw new SagaStepFailure(auth.code);
  }
}

/** Captures the other shares with the booking (idempotent: captured shares stay so). */
export async function captureSplitShares(ctx: BookingPorts, bookingId: string): Promise<void> {
  const found = await ctx.repos.splitPayments.findByBooking(bookingId);
  if (!found || found.split.status === 'Captured') return;
  const payments = createPaymentProvider(ctx);
  for (const share of found.shares.slice(1))
    if (share.authorizationId && share.status === 'Authorized')
      await payments.capture(share.authorizationId);
  const now = ctx.clock.now();
  await ctx.repos.splitPayments.moveShares(found.split.id, ['Authorized'], 'Captured', now);
  await ctx.repos.splitPayments.moveSplit(found.split.id, ['Authorized'], 'Captured', now);
}

/**
 * A failed booking releases every share's authorization (the booker's own is voided by the saga)
 * and ends its split: Declined or Expired stay as the reason, then Released. Idempotent.
 */
export async function releaseSplitShares(ctx: BookingPorts, bookingId: string): Promise<void> {
  const found = await ctx.repos.splitPayments.findByBooking(bookingId);
  if (!found) return;
  const payments = createPaymentProvider(ctx);
  const now = ctx.clock.now();
  for (const share of found.shares.slice(1))
    await payments.void(share.authorizationId ?? `auth_${share.id}`);
  await ctx.repos.splitPayments.moveShares(found.split.id, ['Authorized'], 'Released', now);
  await ctx.repos.splitPayments.moveShares(
    found.split.id,
    ['Requested', 'Authorizing', 'Declined'],
    'Expired',
    now,
  );
  // A split still collecting when the booking failed for another reason ends as Expired.
  await ctx.repos.splitPayments.moveSplit(found.split.id, ['Collecting'], 'Expired', now);
  await ctx.repos.splitPayments.moveSplit(
    found.split.id,
    ['Declined', 'Expired', 'Authorized'],
    'Released',
    now,
  );
}
