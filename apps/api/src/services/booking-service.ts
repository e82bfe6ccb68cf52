import { createHash, randomUUID } from 'node:crypto';
import type { ErrorCode } from '@wayfare/contracts/errors';
import type { BookingPayment } from '@wayfare/contracts/flight-booking';
import type { Currency, Money } from '@wayfare/contracts/money';
import type { EarnRates } from '@wayfare/contracts/rewards';
import type { Tenant } from '@wayfare/contracts/tenant';
import type { RewardEarn } from '@wayfare/domain/display-rules';
import { computeBookingEarn, selectEarnAccount } from '@wayfare/domain/earn';
import { judgePriceConsent } from '@wayfare/domain/price-consent';
import { formatTotal } from '@wayfare/domain/trip-display';
import type { QuoteRecord } from '@wayfare/store/repositories/quotes-repository';
import type { RewardsAccountRecord } from '@wayfare/store/repositories/rewards-repository';
import type { TravelerScope } from '@wayfare/store/repositories/travelers-repository';
import { AppError } from '../app-error';
import type { BookingPorts } from './booking-ports';
import { admitAgainstLiveBooking, replayBooking, settleBookingInsert } from './booking-admission';
import { checkCardDeclines, planBookingPayment } from './booking-payment';
import { verifyQuoteToken } from './quote-tokens';
import { runSaga, takeNewBookingLease } from './saga-runner';
import { planSplit, recordSplit } from './split-payment-hold';
import { claimTravelOffer } from './travel-offers';
import { type SagaOptions, type SagaProduct, type SagaRecord } from './saga-model';
import type { SupplierProduct } from './supplier-ports';
import { resolveTravelerPolicy, type BookerPolicy } from './travel-policy';

/**
 * The one prepare-and-book path (issue 16; docs/decisions/004-booking-saga.md). Every product
 * books through `prepareAndBook`: the quote token and its hold, one booking per quote, the
 * product's own checks and price (its `BookingPart`), price consent, the travel policy under the
 * traveller's tier, the payment split, the earn, the row, then the shared saga. A product brings
 * only what differs; a package (two parts in one saga) will bring a part that prepares both.
 */

/** Who is booking: the signed-in person, their tenant-filtered rewards accounts and traveler scope. */
export interface BookingActor {
  userId: string;
  tenant: Tenant;
  accounts: RewardsAccountRecord[];
  scope: TravelerScope;
  /** The booker's travel policy tier (business tenant); null for card holders. */
  policy: BookerPolicy | null;
  /**
   * When the booker's session began. A quote made before it whose hold has ended belongs to a
   * booking session that closed (BookingSessionClosed); absent for calls that bypass the route.
   */
  sessionStartedAt?: Date;
}

/** Shortest reason an approver accepts for an out-of-policy trip. */
export const MIN_OUT_OF_POLICY_REASON = 10;

/** What every product's book request carries besides its travellers. */
export interface BookRequestBase {
  quoteToken: string;
  contact: { email: string; phone: string };
  payment: BookingPayment;
  acceptPriceChange?: { newTotalMinor: number } | undefined;
  outOfPolicyReason?: string | undefined;
}

/** The columns every product's booking table has, written here. */
export interface BookingCommonColumns {
  id: string;
  userId: string;
  tenant: string;
  idempotencyKey: string;
  requestHash: string;
  quoteId: string;
  status: 'Pending';
  step: 'ScheduleQuote';
  progress: string[];
  contactEmail: string;
  totalMinor: number;
  currency: string;
  cardMinor: number;
  rewardsMinor: number;
  walletCreditMinor: number;
  cardToken: string;
  rewardsAccountReferenceId: string | null;
  walletCreditId: string | null;
  earn: { value: number; currency: 'miles' | 'cash' } | null;
  businessId: string | null;
  inPolicy: boolean | null;
  outOfPolicyReason: string | null;
  approvalProcess: '24hr_review' | 'auto' | null;
  leaseOwner: string;
  leaseExpiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

/** What admission and the saga read of a booking row. */
export interface BookingRow {
  id: string;
  userId: string;
  idempotencyKey: string;
  requestHash: string;
}

/** The product's booking table, as this path uses it. */
export interface BookingTable<N, R> {
  findByKey(userId: string, idempotencyKey: string): Promise<R | null>;
  findLiveForQuote(userId: string, quoteId: string): Promise<R | null>;
  createOrFind(row: BookingCommonColumns & N): Promise<{ created: boolean; booking: R | null }>;
}

/** The product's answer to "prepare": checked, priced and judged, ready to record. */
export interface PreparedBooking<N> {
  /** The price now, compared with the held one (spec §8 consent). */
  totalMinor: number;
  currency: Currency;
  /** Charged through the portal now (hotels: the pay-now part), split over the sources. */
  chargedMinor: number;
  /** Paid before the split by a product's own credit (flights: an airline travel credit). */
  creditMinor: number;
  /** The policy verdict under the tier given to `prepare`; null outside a policy. */
  verdict: { inPolicy: boolean } | null;
  /** The product's own columns of the row. */
  columns: N;
  /** A stay's nights, for a travel offer's minimum (issue 23); absent for other products. */
  nights?: number;
}

/**
 * One product's part of the booking path: how it reads its held quote, what it checks of the
 * travellers, how it prices and judges the trip now, and what its row adds. The saga steps it
 * adds, its e-mails and its confirmation words are its `SagaProduct` (saga-runner.ts).
 */
export interface BookingPart<
  B extends BookRequestBase,
  H,
  N,
  R extends BookingRow & SagaRecord,
  V,
> {
  product: SupplierProduct;
  vertical: QuoteRecord['vertical'];
  /** Spec rewards earn category. */
  earnCategory: keyof EarnRates;
  /** The code a token that is not a valid quote of this product answers (spec §8 words). */
  invalidQuoteCode: ErrorCode;
  /**
   * A product bought as parts that earn at different rates (a package: its flight at the flights
   * rate, its hotel at the hotels rate): the earn on what the card pays. Absent: `earnCategory`.
   */
  earn?(cardPaid: Money, account: RewardsAccountRecord | undefined, columns: N): RewardEarn | null;
  /** How the product words a failure answered before the row exists (hotels: a failure reason). */
  failureDetails?(code: ErrorCode): Record<string, string> | undefined;
  saga: SagaProduct<R>;
  table(ctx: BookingPorts): BookingTable<N, R>;
  /** The held quote as stored, or null when it is not one this product can book. */
  readHeld(stored: QuoteRecord): H | null;
  /**
   * The saved traveler whose policy tier judges the trip: the first traveller (flights), the lead
   * guest (stays); null when typed in by hand.
   */
  selectPolicyTraveler(body: B): string | null;
  /**
   * The product's checks and price, now: throws AppError with its spec code and field
   * (InvalidPassengers, a passenger rule, a guest rule, NoAvailability…). `tier` is the policy the
   * trip is judged under.
   */
  prepare(
    ctx: BookingPorts,
    input: { actor: BookingActor; body: B; held: H; quote: QuoteRecord; tier: BookerPolicy | null },
  ): Promise<PreparedBooking<N>>;
  /**
   * What the new row must take before its saga charges anything (a flight's price freeze, by
   * compare-and-set): throws AppError, after marking the row Failed, when it cannot.
   */
  admit?(ctx: BookingPorts, booking: R): Promise<void>;
  toView(row: R): V;
}

/**
 * Each product's booking ids: `fb_…` flights, `hb_…` stays, `cb_…` car rentals, `eb_…`
 * experiences, `vb_…` vacation rentals (homes), `pb_…` packages.
 */
const BOOKING_ID_PREFIX: Record<SupplierProduct, string> = {
  flight: 'fb',
  hotel: 'hb',
  car: 'cb',
  activity: 'eb',
  home: 'vb',
  package: 'pb',
};

function hashRequest(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/** The held quote behind a token, or the spec code saying why it cannot be booked. */
async function readHeldQuote<B extends BookRequestBase, H, N, R extends BookingRow & SagaRecord, V>(
  ctx: BookingPorts,
  part: BookingPart<B, H, N, R, V>,
  actor: BookingActor,
  quoteToken: string,
  now: Date,
): Promise<{ quote: QuoteRecord; held: H }> {
  const invalid = () =>
    new AppError(
      part.invalidQuoteCode,
      'The quote token is not valid.',
      'quoteToken',
      part.failureDetails?.(part.invalidQuoteCode),
    );
  const token = verifyQuoteToken(ctx.secrets.quoteSigning, quoteToken, now);
  if (!token.ok && token.code !== 'Expired') throw invalid();
  // An expired token's signature was checked: its quote id is ours to look up.
  const quoteId = token.ok ? token.quoteId : (quoteToken.split('.')[0] ?? '');
  const quote = await ctx.repos.quotes.findForUser(quoteId, actor.userId);
  const held = quote?.vertical === part.vertical ? part.readHeld(quote) : null;
  if (!quote || held === null) {
    if (!token.ok) throw expired(part, null, actor);
    throw invalid();
  }
  // The stored hold decides too: the sandbox console can end it before the token says so.
  if (!token.ok || quote.expiresAt.getTime() <= now.getTime()) throw expired(part, quote, actor);
  return { quote, held };
}

/**
 * A hold that ended. When the quote was made before this session began, the booking session it
 * belonged to has closed (the person signed out or timed out and came back): they start again
 * from a search (BookingSessionClosed). Otherwise the same choice can be priced again.
 */
function expired<B extends BookRequestBase, H, N, R extends BookingRow & SagaRecord, V>(
  part: BookingPart<B, H, N, R, V>,
  quote: QuoteRecord | null,
  actor: BookingActor,
): AppError {
  const closed =
    quote !== null &&
    actor.sessionStartedAt !== undefined &&
    quote.createdAt.getTime() < actor.sessionStartedAt.getTime();
  const code = closed ? 'BookingSessionClosed' : 'ExpiredQuoteToken';
  return new AppError(code, undefined, 'quoteToken', part.failureDetails?.(code));
}

/**
 * The supplier's refusal when Book is pressed (call `prepare`): it cannot price again
 * (QuoteError) or does not answer (Timeout), the page is out of date (UpgradeRequired), or the
 * price is not available for a traveller under 25. The answer's details name the refusal under
 * `supplierFault`.
 */
async function checkSupplierPrepare(ctx: BookingPorts, product: SupplierProduct): Promise<void> {
  const refusal = await ctx.suppliers.calls.refusal(product, 'prepare');
  if (!refusal) return;
  switch (refusal.kind) {
    case 'timeout':
      throw new AppError('Timeout', undefined, undefined, { supplierFault: refusal.kind });
    case 'UpgradeRequired':
    case 'PriceUnavailableUnder25':
      throw new AppError(refusal.kind, undefined, 'quoteToken', { supplierFault: refusal.kind });
    default:
      throw new AppError('QuoteError', undefined, 'quoteToken', { supplierFault: refusal.kind });
  }
}

/**
 * POST /api/v0/<product>/book: check the held quote, prepare the product's part, ask consent for
 * a changed price, judge the trip under the traveller's policy tier, split the payment and record
 * the booking, then start the saga in the background. `created` is false when the key was seen
 * before (the same body answers with the booking as it stands).
 */
export async function prepareAndBook<
  B extends BookRequestBase,
  H,
  N,
  R extends BookingRow & SagaRecord,
  V,
>(
  ctx: BookingPorts,
  part: BookingPart<B, H, N, R, V>,
  actor: BookingActor,
  idempotencyKey: string,
  body: B,
  options: SagaOptions = {},
): Promise<{ created: boolean; booking: V }> {
  const table = part.table(ctx);
  const requestHash = hashRequest(body);
  const existing = await table.findByKey(actor.userId, idempotencyKey);
  if (existing)
    return { created: false, booking: part.toView(replayBooking(existing, requestHash)) };
  const now = ctx.clock.now();
  const { quote, held } = await readHeldQuote(ctx, part, actor, body.quoteToken, now);
  // One booking per quote: a retry after a failure is fine, a second purchase is not. This answers
  // early; the unique index on the quote decides between concurrent requests.
  const live = admitAgainstLiveBooking(
    await table.findLiveForQuote(actor.userId, quote.id),
    idempotencyKey,
    requestHash,
  );
  if (live) return { created: false, booking: part.toView(live) };
  await checkSupplierPrepare(ctx, part.product);

  // The trip is judged under the traveller's tier (an arranger books under their colleague's).
  const tier = await resolveTravelerPolicy(ctx, actor, part.selectPolicyTraveler(body));
  const prepared = await part.prepare(ctx, { actor, body, held, quote, tier });
  const { totalMinor, currency } = prepared;

  const consent = judgePriceConsent({
    quotedMinor: quote.totalMinor,
    currentMinor: totalMinor,
    acceptedMinor: body.acceptPriceChange?.newTotalMinor ?? null,
  });
  if (!consent.ok) {
    const details = { quotedTotalMinor: quote.totalMinor, newTotalMinor: totalMinor, currency };
    if (consent.code === 'MaximumPriceIncreaseReached')
      throw new AppError(
        'MaximumPriceIncreaseReached',
        `The total rose from ${formatTotal(quote.totalMinor, currency)} to ${formatTotal(totalMinor, currency)}, more than a booking can accept. Search again for the current prices.`,
        'quoteToken',
        details,
      );
    throw new AppError(
      'PriceChanged',
      `The total is now ${formatTotal(totalMinor, currency)} (quoted ${formatTotal(quote.totalMinor, currency)}). Accept the new total of ${totalMinor} to book.`,
      'acceptPriceChange.newTotalMinor',
      details,
    );
  }

  // Spec §8: an out-of-policy trip goes ahead only with the traveller's reason.
  const reason = body.outOfPolicyReason?.trim() ?? '';
  const { verdict } = prepared;
  if (verdict && !verdict.inPolicy && reason.length < MIN_OUT_OF_POLICY_REASON)
    throw new AppError('OutOfPolicyReasonRequired', undefined, 'outOfPolicyReason');

  const bookingId = `${BOOKING_ID_PREFIX[part.product]}_${randomUUID().replaceAll('-', '')}`;
  // A tenant travel offer (issue 23) comes off what is charged now; claimed for this booking by the
  // database's unique index, and given back if the booking is not recorded after all.
  const offerDiscountMinor = body.payment.travelOfferId
    ? await claimTravelOffer(ctx, actor, body.payment.travelOfferId, {
        bookingId,
        product: part.product,
        chargedMinor: prepared.chargedMinor,
        currency,
        ...(prepared.nights !== undefined ? { nights: prepared.nights } : {}),
      })
    : 0;
  try {
    return await recordBooking(ctx, part, actor, {
      idempotencyKey,
      body,
      options,
      requestHash,
      quote,
      prepared: { ...prepared, chargedMinor: prepared.chargedMinor - offerDiscountMinor },
      reason,
      tier,
      bookingId,
      releaseOffer: offerDiscountMinor > 0,
    });
  } catch (error) {
    if (offerDiscountMinor > 0)
      await ctx.repos.travelOfferRedemptions.cancel(bookingId, ctx.travelClock.now());
    throw error;
  }
}

/** The payment split, the earn and the row of a booking checked and priced, then its saga. */
async function recordBooking<B extends BookRequestBase, H, N, R extends BookingRow & SagaRecord, V>(
  ctx: BookingPorts,
  part: BookingPart<B, H, N, R, V>,
  actor: BookingActor,
  input: {
    idempotencyKey: string;
    body: B;
    options: SagaOptions;
    requestHash: string;
    quote: QuoteRecord;
    prepared: PreparedBooking<N>;
    reason: string;
    tier: BookerPolicy | null;
    bookingId: string;
    releaseOffer: boolean;
  },
): Promise<{ created: boolean; booking: V }> {
  const { idempotencyKey, body, options, requestHash, quote, prepared, reason, tier, bookingId } =
    input;
  const { verdict, currency } = prepared;
  const table = part.table(ctx);
  const now = ctx.clock.now();
  await checkCardDeclines(ctx, actor.userId, quote.id, body.payment);
  const { split, rewardsAccount, ...plan } = await planBookingPayment(
    ctx,
    actor,
    body.payment,
    prepared.chargedMinor,
  );
  // Split payment (issue 23): the booker's card pays their share; the split is recorded before
  // the row, so no booking exists without the shares it waits for.
  const splitPlan = await planSplit(ctx, actor.userId, body.payment, split.cardMinor);
  const bookerCardMinor = splitPlan?.bookerShareMinor ?? split.cardMinor;
  const earnAccount = selectEarnAccount(actor.accounts, rewardsAccount?.accountReferenceId);
  const cardPaid = { amountMinor: bookerCardMinor, currency };
  const earn = part.earn
    ? part.earn(cardPaid, earnAccount, prepared.columns)
    : computeBookingEarn(cardPaid, earnAccount, part.earnCategory);
  if (splitPlan)
    await recordSplit(ctx, {
      plan: splitPlan,
      bookingId,
      product: part.product,
      userId: actor.userId,
      tenant: actor.tenant,
      totalMinor: split.cardMinor,
      currency,
      portalOrigin: options.siteOrigin ?? null,
    });
  const inserted = await table.createOrFind({
    id: bookingId,
    userId: actor.userId,
    tenant: actor.tenant,
    idempotencyKey,
    requestHash,
    quoteId: quote.id,
    status: 'Pending',
    step: 'ScheduleQuote',
    progress: [],
    contactEmail: body.contact.email.trim(),
    totalMinor: prepared.chargedMinor + prepared.creditMinor,
    currency,
    cardMinor: bookerCardMinor,
    rewardsMinor: split.rewardsMinor,
    walletCreditMinor: split.walletCreditMinor,
    cardToken: plan.cardToken,
    rewardsAccountReferenceId: plan.rewardsAccountReferenceId,
    walletCreditId: plan.walletCreditId,
    earn,
    businessId: actor.policy?.businessId ?? tier?.businessId ?? null,
    inPolicy: verdict?.inPolicy ?? null,
    outOfPolicyReason: verdict && !verdict.inPolicy ? reason : null,
    approvalProcess: tier?.approvalProcess ?? null,
    ...takeNewBookingLease(ctx),
    createdAt: now,
    updatedAt: now,
    ...prepared.columns,
  });
  const { created, booking } = settleBookingInsert(inserted, requestHash);
  if (!created) {
    // Another request recorded this booking first: this one's offer claim is not used.
    if (input.releaseOffer) await ctx.repos.travelOfferRedemptions.cancel(bookingId, now);
    return { created: false, booking: part.toView(booking) };
  }
  await part.admit?.(ctx, booking);
  // The saga runs on after the answer; the page polls the booking for its steps.
  ctx.jobs.run(`${part.product}-booking`, () => runSaga(ctx, part.saga, booking, options));
  return { created: true, booking: part.toView(booking) };
}
