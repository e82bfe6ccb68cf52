import type {
  SplitPaymentView,
  SplitShareResponse,
  SplitSharePayRequest,
} from '@wayfare/contracts/split-payment';
import { isCardErrorCode } from '@wayfare/contracts/errors';
import { CurrencySchema } from '@wayfare/contracts/money';
import { PAYABLE_SHARE_STATUSES } from '@wayfare/domain/split-payment';
import { formatTotal } from '@wayfare/domain/trip-display';
import type { SplitWithShares } from '@wayfare/store/repositories/split-payments-repository';
import { AppError } from '../app-error';
import type { BookingPorts } from './booking-ports';
import { wrapTripEmail } from './booking-email';
import { FLIGHT_SAGA } from './booking-saga';
import { CAR_SAGA } from './car-saga';
import { EXPERIENCE_SAGA } from './experience-saga';
import { HOME_SAGA } from './home-saga';
import { HOTEL_SAGA } from './hotel-saga';
import { createPaymentProvider } from './payments';
import type { SagaProduct, SagaRecord } from './saga-model';
import { failSagaBooking, runSaga, SAGA_LEASE_MS } from './saga-runner';
import { describeSplitTrip, hashShareSecret, releaseSplitShares } from './split-payment-hold';
import { SPLIT_HOLD_LEASE_OWNER } from './split-payment-lease';
import type { SupplierProduct } from './supplier-ports';

/**
 * Split payment's own calls (issue 23, docs/decisions/021-split-payment.md): the booker's view of
 * a booking's shares, a payer's share page and payment from the e-mailed link (no sign-in), the
 * saga taken up again when the last share is authorized, and the deadline that releases it all.
 * The saga's side is split-payment-hold.ts.
 */

/** The sagas a split may hold, by the booking's product (packages book through their own part). */
function sagaOf(product: SupplierProduct): SagaProduct<SagaRecord> | null {
  const sagas: Partial<Record<SupplierProduct, SagaProduct<SagaRecord>>> = {
    flight: FLIGHT_SAGA,
    hotel: HOTEL_SAGA,
    car: CAR_SAGA,
    home: HOME_SAGA,
    activity: EXPERIENCE_SAGA,
  };
  return sagas[product] ?? null;
}

/**
 * Takes a held booking back from the split's hold: its lease moves from the hold to this process
 * by compare-and-set on the owner, so of a last share and the deadline (or two processes) one only
 * takes it.
 */
async function takeHeldBooking(
  ctx: BookingPorts,
  saga: SagaProduct<SagaRecord>,
  bookingId: string,
): Promise<SagaRecord | null> {
  const now = ctx.clock.now();
  return saga.store(ctx).updateLeased(bookingId, SPLIT_HOLD_LEASE_OWNER, {
    leaseOwner: ctx.instanceId,
    leaseExpiresAt: new Date(now.getTime() + SAGA_LEASE_MS),
    updatedAt: now,
  });
}

function toView(
  { split, shares }: SplitWithShares,
  cards: Map<string, { brand: string; lastFour: string }>,
): SplitPaymentView {
  const currency = CurrencySchema.parse(split.currency);
  return {
    bookingId: split.bookingId,
    product: split.product,
    mode: split.mode,
    status: split.status,
    total: { amountMinor: split.totalMinor, currency },
    deadline: split.deadlineAt?.toISOString() ?? null,
    shares: shares.map((s) => ({
      position: s.position,
      amount: { amountMinor: s.amountMinor, currency },
      status: s.status,
      isBooker: s.position === 0,
      payerName: s.position === 0 ? null : s.payerName,
      // The card that paid (or is paying) the share: the booker's own, or the traveller's.
      card: s.cardToken && s.status !== 'Requested' ? (cards.get(s.cardToken) ?? null) : null,
      declineCode: s.status === 'Declined' ? s.declineCode : null,
      refunded: s.refundedMinor > 0 ? { amountMinor: s.refundedMinor, currency } : null,
    })),
  };
}

/** The booker's split as they see it, or null when it is not theirs (another person or tenant). */
async function findOwnSplit(
  ctx: BookingPorts,
  actor: { userId: string; tenant: string },
  bookingId: string,
): Promise<SplitPaymentView | null> {
  const found = await ctx.repos.splitPayments.findByBooking(bookingId);
  if (!found || found.split.userId !== actor.userId || found.split.tenant !== actor.tenant)
    return null;
  const cards = new Map<string, { brand: string; lastFour: string }>();
  for (const s of found.shares)
    if (s.cardToken) {
      const card = await ctx.repos.payments.findCard(s.cardToken);
      if (card) cards.set(s.cardToken, { brand: card.brand, lastFour: card.lastFour });
    }
  return toView(found, cards);
}

/** GET /splitPayments/bookings/:bookingId: the booker's split (NotFound for anyone else's). */
export async function readBookingSplit(
  ctx: BookingPorts,
  actor: { userId: string; tenant: string },
  bookingId: string,
): Promise<SplitPaymentView> {
  const view = await findOwnSplit(ctx, actor, bookingId);
  if (!view) throw new AppError('NotFound');
  return view;
}

/**
 * GET /splitPayments/trips/:bookingId: the trip page's shares (who paid, the amount, the card,
 * the state and any refund), or null for a trip of theirs paid without a split.
 */
export async function readTripSplit(
  ctx: BookingPorts,
  actor: { userId: string; tenant: string },
  bookingId: string,
): Promise<{ split: SplitPaymentView | null }> {
  return { split: await findOwnSplit(ctx, actor, bookingId) };
}

/**
 * The share a link opens. A wrong or unknown secret, and a link opened under another tenant than
 * the booking's, are the same 404 NotFound (field `token`): a link never shows another tenant's
 * booking, nor tells whether it exists there.
 */
async function findShare(ctx: BookingPorts, token: string, tenant: string) {
  const found = await ctx.repos.splitPayments.findByTokenHash(hashShareSecret(token));
  if (!found || found.split.split.tenant !== tenant)
    throw new AppError('NotFound', 'This link is not valid.', 'token');
  return found;
}

/** GET /splitPayments/share?token=…: what the payer's page shows. */
export async function readShare(
  ctx: BookingPorts,
  token: string,
  site: { tenant: string; vaultOrigin: string },
): Promise<SplitShareResponse> {
  const { vaultOrigin } = site;
  const { share, split } = await findShare(ctx, token, site.tenant);
  const trip = await describeSplitTrip(ctx, split.split.product, split.split.bookingId);
  return {
    trip: { product: split.split.product, ...trip },
    bookerName: split.shares[0]?.payerName ?? '',
    payerName: share.payerName,
    amount: {
      amountMinor: share.amountMinor,
      currency: CurrencySchema.parse(split.split.currency),
    },
    status: share.status,
    splitStatus: split.split.status,
    deadline: split.split.deadlineAt?.toISOString() ?? null,
    outstanding: split.shares.filter((s) => s.status !== 'Authorized' && s.status !== 'Captured')
      .length,
    shareCount: split.shares.length,
    declineCode: share.status === 'Declined' ? share.declineCode : null,
    vaultOrigin,
  };
}

/**
 * POST /splitPayments/share/pay: the payer's card authorizes their share. One attempt holds the
 * share (compare-and-set), so a share is paid once; a decline lets them try another card until
 * the deadline. The last share to authorize moves the split (once) and the saga goes on.
 */
export async function payShare(
  ctx: BookingPorts,
  body: SplitSharePayRequest,
  site: { tenant: string; vaultOrigin: string },
): Promise<SplitShareResponse> {
  const { share, split } = await findShare(ctx, body.token, site.tenant);
  const deadline = split.split.deadlineAt;
  if (
    split.split.status !== 'Collecting' ||
    !PAYABLE_SHARE_STATUSES.includes(share.status) ||
    !deadline ||
    ctx.travelClock.now().getTime() >= deadline.getTime()
  )
    throw new AppError('SplitShareClosed', undefined, 'token');
  const now = ctx.clock.now();
  const claimed = await ctx.repos.splitPayments.claimShare(share.id, body.cardToken, now);
  if (!claimed) throw new AppError('SplitShareClosed', undefined, 'token');
  const auth = await createPaymentProvider(ctx).authorize(
    body.cardToken,
    claimed.amountMinor,
    split.split.currency,
    claimed.id,
  );
  if (!auth.ok) {
    await ctx.repos.splitPayments.moveShare(claimed.id, ['Authorizing'], 'Declined', now, {
      declineCode: auth.code,
    });
    throw new AppError(
      isCardErrorCode(auth.code) ? auth.code : 'CardDeclined',
      undefined,
      'cardToken',
    );
  }
  await ctx.repos.splitPayments.moveShare(claimed.id, ['Authorizing'], 'Authorized', now, {
    authorizationId: auth.authorizationId,
  });
  if (await ctx.repos.splitPayments.completeIfAllAuthorized(split.split.id, now))
    await resumeHeldBooking(ctx, split.split.product, split.split.bookingId);
  return readShare(ctx, body.token, site);
}

/** Every share is in: the booking goes on from where it waited (supplier, capture, confirm). */
async function resumeHeldBooking(
  ctx: BookingPorts,
  product: SupplierProduct,
  bookingId: string,
): Promise<void> {
  const saga = sagaOf(product);
  if (!saga) return;
  const booking = await takeHeldBooking(ctx, saga, bookingId);
  if (!booking) return;
  ctx.jobs.run(`${saga.name}-booking-split`, () => runSaga(ctx, saga, booking));
}

/**
 * The deadline job (one per split, on the travel clock): a split still collecting ends Expired
 * (compare-and-set, so a last share paid at the same moment and the deadline never both win),
 * the booking fails with SplitPaymentExpired, which voids every authorization and releases the
 * held inventory, and everyone is told. A split whose last share moved it but whose process
 * stopped before taking the booking back is taken up here.
 */
export async function expireSplitPayment(ctx: BookingPorts, splitId: string): Promise<void> {
  const found = await ctx.repos.splitPayments.findById(splitId);
  if (!found) return;
  const { split } = found;
  const saga = sagaOf(split.product);
  if (!saga) return;
  if (split.status === 'Authorized') {
    await resumeHeldBooking(ctx, split.product, split.bookingId);
    return;
  }
  if (split.status !== 'Collecting') return;
  if (split.deadlineAt && ctx.travelClock.now().getTime() < split.deadlineAt.getTime()) return;
  const now = ctx.clock.now();
  if (!(await ctx.repos.splitPayments.moveSplit(split.id, ['Collecting'], 'Expired', now))) return;
  const booking = await takeHeldBooking(ctx, saga, split.bookingId);
  if (booking) await failSagaBooking(ctx, saga, booking, 'SplitPaymentExpired');
  // A booking no longer held (it failed first): its shares are released alone.
  else await releaseSplitShares(ctx, split.bookingId);
  await tellEveryoneReleased(ctx, found);
}

async function tellEveryoneReleased(ctx: BookingPorts, { split, shares }: SplitWithShares) {
  const trip = await describeSplitTrip(ctx, split.product, split.bookingId);
  const now = ctx.clock.now();
  for (const share of shares) {
    if (!share.payerEmail) continue;
    const mail = wrapTripEmail(split.tenant, 'The booking was released', [
      `Not every share of ${trip.title} was paid by the deadline, so the booking was released.`,
      `Every authorization was released: nothing was charged${share.position > 0 ? `, including your share of ${formatTotal(share.amountMinor, split.currency)}` : ''}.`,
    ]);
    await ctx.repos.emailOutbox.enqueue({
      id: `split-released:${share.id}`,
      toAddress: share.payerEmail,
      subject: `Booking released: ${trip.title}`,
      textBody: mail.text,
      htmlBody: mail.html,
      createdAt: now,
      tenant: split.tenant,
    });
  }
  ctx.emailSender.kick();
}
