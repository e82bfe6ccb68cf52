import { randomUUID } from 'node:crypto';
import type { ErrorCode } from '@wayfare/contracts/errors';
import type { PaymentSource } from '@wayfare/contracts/flight-booking';
import type { HomeViolation } from '@wayfare/contracts/home-booking';
import type {
  DateChangeStay,
  DateChangeUnavailableReason,
  LodgingDateChangeAvailability,
  LodgingDateChangeConfirmRequest,
  LodgingDateChangeQuote,
  LodgingDateChangeQuoteRequest,
  LodgingDateChangeResult,
} from '@wayfare/contracts/lodging-date-change';
import { CurrencySchema } from '@wayfare/contracts/money';
import {
  checkNewStay,
  decideLodgingDateChange,
  settleDateChange,
  type DateChangeSettlement,
  type LodgingDateChangeFacts,
  type PaidBySource,
} from '@wayfare/domain/lodging-date-change';
import { judgePriceConsent } from '@wayfare/domain/price-consent';
import { formatConfirmationCode } from '@wayfare/domain/trip-display';
import type {
  LodgingDateChangeRecord,
  LodgingDateChangesRepository,
} from '@wayfare/store/repositories/lodging-date-changes-repository';
import type { TripBooking, TripsRepository } from '@wayfare/store/repositories/trips-repository';
import { AppError } from '../app-error';
import type { BookingPorts } from './booking-ports';
import type { HotelSearchCaches } from './hotel-shop';
import { refundBookingCard } from './lodging-card-refunds';
import { createPaymentProvider } from './payments';
import { QUOTE_TTL_MINUTES, signQuoteToken, verifyQuoteToken } from './quote-tokens';
import { describeSources, type PaymentSourcePorts, type SourceLabel } from './trip-receipt';
import { findOwnTrip } from './trips';
import { renderDateChangeEmail } from './lodging-date-change-email';

/** What changing a stay's dates uses: the booking path's ports, the trips and the changes. */
export interface LodgingDateChangePorts extends BookingPorts, PaymentSourcePorts {
  repos: BookingPorts['repos'] &
    PaymentSourcePorts['repos'] & {
      trips: TripsRepository;
      lodgingDateChanges: LodgingDateChangesRepository;
    };
  hotelSearchCaches: HotelSearchCaches;
  emailSender: { kick(): void };
}

/** A lodging booking as the date change reads it, whatever the product. */
export interface LodgingBookingSummary {
  rule: LodgingDateChangeFacts;
  stay: DateChangeStay;
  /** Rooms (or units) and guests, kept by the new stay. */
  party: { rooms: number; adults: number; children: number };
  /** The property's zone, for its own "today". */
  timeZone: string;
  /** The last check-in date the supplier sells (its horizon). */
  latestCheckIn: string;
  version: number;
  paid: PaidBySource;
  /** The card charge of the booking itself (refunds reach it last). */
  authorizationId: string | null;
  cardToken: string;
  rewardsAccountReferenceId: string | null;
  walletCreditId: string | null;
  propertyName: string;
}

export type LodgingRequote =
  | {
      ok: true;
      /** The product's new booking snapshot, stored on the change and then on the booking. */
      snapshot: Record<string, unknown>;
      claims: { roomTypeId: string; date: string; rooms: number; portalCapacity: number }[];
      stay: DateChangeStay;
      /** The supplier's price holds until then. */
      expiresAt: Date;
    }
  | {
      ok: false;
      reason: DateChangeUnavailableReason;
      soldOutDates: string[];
      /** Homes: every rule the new stay breaks, with what to change (contracts HomeViolation). */
      violations?: HomeViolation[];
    };

/**
 * The port a lodging product implements to have its dates changed (hotels now, homes next):
 * (a) `requote` prices the same unit and terms for other dates, leaving the booking's own held
 * nights out, and (b) `apply` moves the booking row by compare-and-set on its version and swaps
 * its held nights in the same transaction. Everything else — the rule, the quote and its token,
 * price consent, the card charge or the refunds, the e-mail — is this module's, shared.
 */
export interface LodgingDateChangeProduct {
  product: TripBooking['product'];
  summarize(trip: TripBooking, ports: LodgingDateChangePorts): LodgingBookingSummary;
  requote(
    ports: LodgingDateChangePorts,
    trip: TripBooking,
    asked: LodgingDateChangeQuoteRequest,
  ): Promise<LodgingRequote>;
  apply(
    ports: LodgingDateChangePorts,
    input: {
      change: LodgingDateChangeRecord;
      trip: TripBooking;
      settlement: DateChangeSettlement;
      now: Date;
    },
  ): Promise<{
    ok: boolean;
    code?: 'QuoteNotOpen' | 'BookingChanged' | 'LackOfInventory' | 'HoldNotFound';
  }>;
  /** Search caches and the like that must forget the old and the new nights. */
  noteInventoryChanged(ports: LodgingDateChangePorts): void;
  /** How a payment failure reads in the product's vocabulary (hotels: CreditCardDeclined …). */
  paymentErrorCode(code: ErrorCode): ErrorCode;
}

/** Products that change dates, by trip product: hotels, wired in `lodging-date-change-products.ts`. */
export type LodgingProducts = Partial<Record<TripBooking['product'], LodgingDateChangeProduct>>;

type Actor = { userId: string; tenant: string };

function pickProduct(products: LodgingProducts, trip: TripBooking): LodgingDateChangeProduct {
  const product = products[trip.product];
  if (!product)
    throw new AppError(
      'BadRequest',
      'Only a stay’s dates change here. Flights change through Change flight on the trip.',
      'bookingId',
    );
  return product;
}

/** The trip page's answer: whether "Change dates" is offered, until when, or why not. */
export function describeDateChange(
  rule: LodgingDateChangeFacts,
  now: Date,
): LodgingDateChangeAvailability {
  const decision = decideLodgingDateChange(rule, now);
  return decision.ok
    ? { allowed: true, until: decision.until.toISOString() }
    : { allowed: false, reason: decision.code };
}

function assertAllowed(summary: LodgingBookingSummary, now: Date): void {
  const decision = decideLodgingDateChange(summary.rule, now);
  if (!decision.ok)
    throw new AppError('DateChangeNotAllowed', undefined, undefined, { reason: decision.code });
}

const money = (amountMinor: number, currency: string) => ({
  amountMinor,
  currency: CurrencySchema.parse(currency),
});

/** What a change charges to the card and gives back, per source, with the sources' names. */
export interface DateChangeMoves {
  charge: ReturnType<SourceLabel> | null;
  refunds: ReturnType<SourceLabel>[];
}

function describeMoves(label: SourceLabel, settlement: DateChangeSettlement): DateChangeMoves {
  const refunds: [PaymentSource, number][] = [
    ['UserCard', settlement.refunds.cardMinor],
    ['Rewards', settlement.refunds.rewardsMinor],
    ['TravelWallet', settlement.refunds.walletCreditMinor],
  ];
  return {
    charge: settlement.chargeMinor > 0 ? label('UserCard', settlement.chargeMinor) : null,
    refunds: refunds.filter(([, minor]) => minor > 0).map(([s, minor]) => label(s, minor)),
  };
}

/**
 * POST /api/v0/trips/:bookingId/date-change/quote: the new dates' availability (or why not, as
 * data), the old and new stays, the difference and who pays or gets it, held for 15 minutes under
 * a signed token.
 */
export async function quoteDateChange(
  ports: LodgingDateChangePorts,
  products: LodgingProducts,
  actor: Actor,
  bookingId: string,
  asked: LodgingDateChangeQuoteRequest,
): Promise<LodgingDateChangeQuote> {
  const trip = await findOwnTrip(ports, actor, bookingId);
  const product = pickProduct(products, trip);
  const summary = product.summarize(trip, ports);
  assertAllowed(summary, ports.travelClock.now());
  const problem = checkNewStay({ ...summary.party, ...summary.stay }, asked, {
    now: ports.clock.now(),
    timeZone: summary.timeZone,
    latestCheckIn: summary.latestCheckIn,
  });
  if (problem)
    throw new AppError('BadRequest', problem.message, problem.field, { reason: problem.code });
  const priced = await product.requote(ports, trip, asked);
  if (!priced.ok)
    return {
      availability: 'Unavailable',
      bookingId,
      reason: priced.reason,
      soldOutDates: priced.soldOutDates,
      ...(priced.violations ? { violations: priced.violations } : {}),
      old: summary.stay,
    };
  const now = ports.clock.now();
  const settlement = settleDateChange(summary.paid, priced.stay.payNowTotal.amountMinor);
  const ttl = new Date(now.getTime() + QUOTE_TTL_MINUTES * 60_000);
  const expiresAt = priced.expiresAt < ttl ? priced.expiresAt : ttl;
  const change = await ports.repos.lodgingDateChanges.create({
    id: `ldc_${randomUUID().replaceAll('-', '')}`,
    bookingId,
    product: trip.product === 'hotel' ? 'hotel' : 'home',
    userId: actor.userId,
    tenant: actor.tenant,
    status: 'Quoted',
    fromVersion: summary.version,
    oldCheckInDate: summary.stay.checkInDate,
    oldCheckOutDate: summary.stay.checkOutDate,
    newCheckInDate: priced.stay.checkInDate,
    newCheckOutDate: priced.stay.checkOutDate,
    oldTotalMinor: summary.stay.payNowTotal.amountMinor,
    newTotalMinor: priced.stay.payNowTotal.amountMinor,
    currency: trip.booking.currency,
    newSnapshot: priced.snapshot,
    newClaims: priced.claims,
    settlement,
    expiresAt,
    createdAt: now,
    updatedAt: now,
  });
  const label = await describeSources(ports, trip.booking);
  return {
    availability: 'Available',
    bookingId,
    quoteId: change.id,
    quoteToken: signQuoteToken(ports.secrets.quoteSigning, change.id, expiresAt),
    expiresAt: expiresAt.toISOString(),
    old: summary.stay,
    new: priced.stay,
    difference: money(settlement.differenceMinor, trip.booking.currency),
    ...describeMoves(label, settlement),
  };
}

/**
 * POST /api/v0/trips/:bookingId/date-change/confirm: priced again (a moved price needs the
 * person's consent to exactly the new total), the card authorized for a rise, then the one
 * transaction that moves the booking and its nights, then the charge captured or the refunds
 * made, and the e-mail. The confirmation code stays. A repeat of an applied change answers it.
 */
export async function confirmDateChange(
  ports: LodgingDateChangePorts,
  products: LodgingProducts,
  actor: Actor,
  bookingId: string,
  body: LodgingDateChangeConfirmRequest,
): Promise<LodgingDateChangeResult> {
  // The owner's trip first: someone else's booking is NotFound whatever the token.
  const trip = await findOwnTrip(ports, actor, bookingId);
  const product = pickProduct(products, trip);
  const checked = verifyQuoteToken(ports.secrets.quoteSigning, body.quoteToken, ports.clock.now());
  if (!checked.ok) {
    if (checked.code === 'Expired') throw new AppError('ExpiredQuoteToken');
    throw new AppError('BadRequest', 'This quote token is not valid.', 'quoteToken');
  }
  let change = await ports.repos.lodgingDateChanges.findForUser(checked.quoteId, actor.userId);
  if (!change || change.bookingId !== bookingId) throw new AppError('NotFound');
  if (change.status === 'Applied' || change.status === 'Settled')
    return settleChange(ports, product, change);
  if (change.status === 'Failed')
    throw new AppError(toErrorCode(change.errorCode) ?? 'BookingChanged');
  const summary = product.summarize(trip, ports);
  assertAllowed(summary, ports.travelClock.now());
  const now = ports.clock.now();
  if (summary.version !== change.fromVersion) {
    await ports.repos.lodgingDateChanges.markFailed(change.id, 'BookingChanged', now);
    throw new AppError('BookingChanged');
  }
  // The price as it is now: the quote's, or a moved one the person agreed to.
  const priced = await product.requote(ports, trip, {
    checkInDate: change.newCheckInDate,
    checkOutDate: change.newCheckOutDate,
  });
  if (!priced.ok) {
    await ports.repos.lodgingDateChanges.markFailed(change.id, 'NotAvailable', now);
    throw new AppError('NotAvailable', 'These dates are no longer available.', undefined, {
      reason: priced.reason,
      soldOutDates: priced.soldOutDates.join(','),
    });
  }
  const currentMinor = priced.stay.payNowTotal.amountMinor;
  const consent = judgePriceConsent({
    quotedMinor: change.newTotalMinor,
    currentMinor,
    acceptedMinor: body.acceptedTotal?.amountMinor ?? null,
  });
  if (!consent.ok)
    throw new AppError(consent.code, undefined, undefined, {
      newTotalMinor: currentMinor,
      differenceMinor:
        currentMinor -
        summary.paid.cardMinor -
        summary.paid.rewardsMinor -
        summary.paid.walletCreditMinor,
      currency: trip.booking.currency,
    });
  const settlement = settleDateChange(summary.paid, currentMinor);
  change = {
    ...change,
    newSnapshot: priced.snapshot,
    newClaims: priced.claims,
    newTotalMinor: currentMinor,
    settlement,
  };
  // A rise: the card is authorized before anything moves, and voided if the move is refused.
  let authorizationId: string | null = null;
  if (settlement.chargeMinor > 0) {
    const auth = await createPaymentProvider(ports).authorize(
      summary.cardToken,
      settlement.chargeMinor,
      trip.booking.currency,
      change.id,
    );
    if (!auth.ok) {
      const code = product.paymentErrorCode(auth.code);
      await ports.repos.lodgingDateChanges.markFailed(change.id, code, now);
      throw new AppError(code);
    }
    authorizationId = auth.authorizationId;
    await ports.repos.lodgingDateChanges.update(change.id, { authorizationId, updatedAt: now });
  }
  const applied = await product.apply(ports, { change, trip, settlement, now });
  if (!applied.ok) {
    const latest = await ports.repos.lodgingDateChanges.findForUser(change.id, actor.userId);
    // The same quote confirmed twice at once: the other request applied it; answer it.
    if (latest && (latest.status === 'Applied' || latest.status === 'Settled'))
      return settleChange(ports, product, latest);
    if (authorizationId) await createPaymentProvider(ports).void(authorizationId);
    const code: ErrorCode =
      applied.code === 'LackOfInventory'
        ? 'NotAvailable'
        : applied.code === 'QuoteNotOpen'
          ? 'ExpiredQuoteToken'
          : 'BookingChanged';
    await ports.repos.lodgingDateChanges.markFailed(change.id, code, now);
    throw new AppError(
      code,
      undefined,
      undefined,
      code === 'NotAvailable' ? { reason: 'BlockedDates' } : undefined,
    );
  }
  product.noteInventoryChanged(ports);
  const stored = await ports.repos.lodgingDateChanges.findForUser(change.id, actor.userId);
  if (!stored) throw new Error(`date change ${change.id} vanished`);
  return settleChange(ports, product, stored);
}

function toErrorCode(code: string | null): ErrorCode | null {
  const known: ErrorCode[] = [
    'NotAvailable',
    'BookingChanged',
    'ExpiredQuoteToken',
    'PriceChanged',
  ];
  return known.find((k) => k === code) ?? (code as ErrorCode | null);
}

/**
 * After the move: the card charge captured, or the refunds made card first, then rewards, then
 * travel credit; the e-mail queued; each a recorded step, so a repeat finishes what is left.
 */
async function settleChange(
  ports: LodgingDateChangePorts,
  product: LodgingDateChangeProduct,
  start: LodgingDateChangeRecord,
): Promise<LodgingDateChangeResult> {
  let change = start;
  const trip = await ports.repos.trips.findBooking(change.bookingId);
  if (!trip) throw new AppError('NotFound');
  const { booking } = trip;
  const done = (step: string) => change.progress.includes(step);
  const record = async (step: string) => {
    change = await ports.repos.lodgingDateChanges.update(change.id, {
      progress: [...change.progress, step],
      updatedAt: ports.clock.now(),
    });
  };
  const s = change.settlement;
  if (!done('cardCharged')) {
    if (s.chargeMinor > 0 && change.authorizationId)
      await createPaymentProvider(ports).capture(change.authorizationId);
    await record('cardCharged');
  }
  if (!done('cardRefunded')) {
    if (s.refunds.cardMinor > 0 && booking.authorizationId)
      await refundBookingCard(
        ports,
        { id: booking.id, authorizationId: booking.authorizationId },
        s.refunds.cardMinor,
        { key: change.id, final: false },
      );
    await record('cardRefunded');
  }
  if (!done('rewardsReturned')) {
    if (s.refunds.rewardsMinor > 0 && booking.rewardsAccountReferenceId)
      await ports.repos.bookingLedger.moveRewards(
        booking.rewardsAccountReferenceId,
        change.id,
        'cancel',
        s.refunds.rewardsMinor,
      );
    await record('rewardsReturned');
  }
  if (!done('walletRestored')) {
    if (s.refunds.walletCreditMinor > 0 && booking.walletCreditId)
      await ports.repos.bookingLedger.moveWalletCredit(
        booking.walletCreditId,
        change.id,
        'cancel',
        s.refunds.walletCreditMinor,
      );
    await record('walletRestored');
  }
  const label = await describeSources(ports, booking);
  const moves = describeMoves(label, s);
  if (!done('emailQueued')) {
    const summary = product.summarize(trip, ports);
    await ports.repos.emailOutbox.enqueue(
      renderDateChangeEmail(trip, summary, change, moves, ports.clock.now()),
    );
    ports.emailSender.kick();
    await record('emailQueued');
  }
  if (change.status !== 'Settled')
    change = await ports.repos.lodgingDateChanges.update(change.id, {
      status: 'Settled',
      updatedAt: ports.clock.now(),
    });
  return {
    changeId: change.id,
    bookingId: booking.id,
    confirmationCode: booking.agentLocator ? formatConfirmationCode(booking.agentLocator) : null,
    checkInDate: change.newCheckInDate,
    checkOutDate: change.newCheckOutDate,
    difference: money(s.differenceMinor, change.currency),
    ...moves,
    changedAt: (change.appliedAt ?? change.updatedAt).toISOString(),
  };
}
