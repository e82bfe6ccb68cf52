import { formatTotal } from '@wayfare/domain/trip-display';
import { randomUUID } from 'node:crypto';
import type { ChfarOffer, ChfarProtection } from '@wayfare/contracts/change-for-any-reason';
import type { FlightOffer } from '@wayfare/contracts/flights';
import type { Currency } from '@wayfare/contracts/money';
import { TenantSchema } from '@wayfare/contracts/tenant';
import {
  addBusinessDays,
  chfarCoverageLimit,
  chfarDeadline,
  isChfarOffered,
  isChfarUsable,
  priceChfarPremium,
} from '@wayfare/domain/change-for-any-reason';
import { cfarPremiumPercent } from '@wayfare/domain/cancel-for-any-reason';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import type {
  ChfarProtectionRecord,
  ChfarProtectionsRepository,
} from '@wayfare/store/repositories/chfar-protections-repository';
import type { EmailOutboxRepository } from '@wayfare/store/repositories/email-outbox-repository';
import type { FlightBookingRecord } from '@wayfare/store/repositories/flight-bookings-repository';
import type { FlightExchangesRepository } from '@wayfare/store/repositories/flight-exchanges-repository';
import type { PaymentsRepository } from '@wayfare/store/repositories/payments-repository';
import type { QuotesRepository } from '@wayfare/store/repositories/quotes-repository';
import type { ChfarOfferColumn } from '@wayfare/store/schema';
import type { Clock } from '../clock';
import { wrapTripEmail } from './booking-email';
import type { EmailSender } from './email-sender';
import type { JobRunner } from './job-runner';
import { createPaymentProvider } from './payments';

/*
 * Change for any reason (issue 18; domain/change-for-any-reason.ts): offered with a flight quote
 * at least 24 hours before departure and held with it, bought on the booking page, Active from
 * confirmation until 3 hours before departure (`chfar-expiry` job on the travel clock). A change
 * through the exchange flow takes it (Active → Used, one change) with what the change cost up to
 * its limit; once the airline confirms the change, `chfar-reimbursement` gives that back to the
 * card 10 business days on (Used → Reimbursed). Any cancellation ends an unused one.
 */

export const CHFAR_EXPIRY_JOB = 'chfar-expiry';
export const CHFAR_REIMBURSEMENT_JOB = 'chfar-reimbursement';

export interface ChfarPorts {
  repos: {
    chfarProtections: ChfarProtectionsRepository;
    quotes: QuotesRepository;
    emailOutbox: EmailOutboxRepository;
    payments: PaymentsRepository;
    flightExchanges: FlightExchangesRepository;
    flightBookings: { findById(id: string): Promise<FlightBookingRecord | null> };
  };
  travelClock: Clock;
  clock: Clock;
  jobRunner: Pick<JobRunner, 'schedule'>;
  emailSender: Pick<EmailSender, 'kick'>;
}

/** What moving its state needs. */
type ChfarStatePorts = Pick<ChfarPorts, 'travelClock'> & {
  repos: Pick<ChfarPorts['repos'], 'chfarProtections'>;
};

const termsFor = (tenant: string) =>
  protectionTermsFor(TenantSchema.parse(tenant)).changeForAnyReason;

/** The fares a protection prices from: what the quote charges for them. */
const fareTotalOf = (offer: FlightOffer) =>
  (offer.pricing.discount?.grandTotal ?? offer.pricing.grandTotal).amountMinor;

/** Offered with a quote of `offer` at `now`: null when the first flight is under 24 hours away. */
export function offerChangeForAnyReason(
  tenant: string,
  offer: FlightOffer,
  now: Date,
): ChfarOfferColumn | null {
  const first = offer.slices[0]?.segments[0];
  if (!first) return null;
  const terms = termsFor(tenant);
  const departure = new Date(first.zonedDepartureTime);
  const fareTotalMinor = fareTotalOf(offer);
  if (fareTotalMinor <= 0 || !isChfarOffered(now, departure, terms)) return null;
  return {
    premiumMinor: priceChfarPremium(fareTotalMinor, terms),
    fareTotalMinor,
    coverageLimitMinor: chfarCoverageLimit(fareTotalMinor, terms),
    deadline: chfarDeadline(departure, terms).toISOString(),
  };
}

/** The offer as the booking page shows it. */
export function toChfarOffer(
  tenant: string,
  column: ChfarOfferColumn,
  currency: Currency,
): ChfarOffer {
  const terms = termsFor(tenant);
  return {
    premium: { amountMinor: column.premiumMinor, currency },
    premiumPercent: cfarPremiumPercent(column.premiumMinor, column.fareTotalMinor),
    coverageLimit: { amountMinor: column.coverageLimitMinor, currency },
    deadline: column.deadline,
    reimbursementBusinessDays: terms.reimbursementBusinessDays,
    windowYears: terms.windowYears,
  };
}

/**
 * On confirmation (the flight saga's `beforeConfirm`, repeated after a crash): a booking that
 * bought it gets its row, Active, and its expiry job at the deadline on the travel clock.
 */
export async function activateChfar(
  ctx: Pick<ChfarPorts, 'travelClock' | 'jobRunner'> & {
    repos: Pick<ChfarPorts['repos'], 'chfarProtections' | 'quotes'>;
  },
  booking: FlightBookingRecord,
): Promise<void> {
  if (booking.chfarPremiumMinor <= 0) return;
  const quote = await ctx.repos.quotes.findForUser(booking.quoteId, booking.userId);
  const offer = quote?.chfarOffer;
  if (!offer)
    throw new Error(`booking ${booking.id} bought a change protection its quote did not offer`);
  const now = ctx.travelClock.now();
  const row = await ctx.repos.chfarProtections.createOrFind({
    id: `chfar_${randomUUID().replaceAll('-', '').slice(0, 24)}`,
    bookingId: booking.id,
    userId: booking.userId,
    tenant: booking.tenant,
    state: 'Active',
    premiumMinor: booking.chfarPremiumMinor,
    coverageLimitMinor: offer.coverageLimitMinor,
    currency: booking.currency,
    deadline: new Date(offer.deadline),
    createdAt: now,
    updatedAt: now,
  });
  await ctx.jobRunner.schedule({
    kind: CHFAR_EXPIRY_JOB,
    key: `${CHFAR_EXPIRY_JOB}:${row.bookingId}`,
    payload: { bookingId: row.bookingId },
    runAt: new Date(row.deadline.getTime() + 1),
    clock: 'travel',
  });
}

/** Usable now for a change (Active, not past its deadline on the travel clock). */
export function isChfarUsableNow(row: ChfarProtectionRecord | null, now: Date): boolean {
  return row !== null && isChfarUsable(row.state, now, row.deadline);
}

/** Ends an unused one (Active → Expired): at its deadline, or when the trip is cancelled. */
export async function expireChfar(
  ctx: ChfarStatePorts,
  bookingId: string,
  reason: 'Deadline' | 'TripCancelled',
): Promise<boolean> {
  const now = ctx.travelClock.now();
  const row = await ctx.repos.chfarProtections.findByBooking(bookingId);
  if (!row || (reason === 'Deadline' && isChfarUsableNow(row, now))) return false;
  const moved = await ctx.repos.chfarProtections.transition(bookingId, ['Active'], 'Expired', now, {
    expiredReason: reason,
  });
  return moved !== null;
}

/** A change takes it (Active → Used) with what it gives back; false when it was used or ended. */
export async function takeChfar(
  ctx: ChfarStatePorts,
  bookingId: string,
  exchangeId: string,
  coveredMinor: number,
): Promise<boolean> {
  const now = ctx.travelClock.now();
  const row = await ctx.repos.chfarProtections.findByBooking(bookingId);
  if (!isChfarUsableNow(row, now)) return false;
  const moved = await ctx.repos.chfarProtections.transition(bookingId, ['Active'], 'Used', now, {
    exchangeId,
    coveredMinor,
  });
  return moved !== null;
}

/** The change that took it failed: usable again (only for that change's hold). */
export async function giveBackChfar(
  ctx: ChfarStatePorts,
  bookingId: string,
  exchangeId: string,
): Promise<void> {
  await ctx.repos.chfarProtections.transition(
    bookingId,
    ['Used'],
    'Active',
    ctx.travelClock.now(),
    { exchangeId: null, coveredMinor: 0, reimburseDueAt: null },
    exchangeId,
  );
}

/**
 * The airline confirmed the change that took it: what it covers is due back on the card within
 * the terms' business days (on the travel clock); the reimbursement job is scheduled then.
 * Idempotent (the job key and the due date are set once).
 */
export async function scheduleChfarReimbursement(
  ctx: ChfarPorts,
  bookingId: string,
  exchangeId: string,
): Promise<void> {
  const row = await ctx.repos.chfarProtections.findByBooking(bookingId);
  if (row?.state !== 'Used' || row.exchangeId !== exchangeId) return;
  const dueAt =
    row.reimburseDueAt ??
    addBusinessDays(ctx.travelClock.now(), termsFor(row.tenant).reimbursementBusinessDays);
  if (!row.reimburseDueAt)
    await ctx.repos.chfarProtections.transition(
      bookingId,
      ['Used'],
      'Used',
      ctx.travelClock.now(),
      { reimburseDueAt: dueAt },
      exchangeId,
    );
  await ctx.jobRunner.schedule({
    kind: CHFAR_REIMBURSEMENT_JOB,
    key: `${CHFAR_REIMBURSEMENT_JOB}:${bookingId}`,
    payload: { bookingId },
    runAt: dueAt,
    clock: 'travel',
  });
}

/**
 * The reimbursement job: what the change cost (up to the limit) goes back against the change's
 * charge, then Used → Reimbursed and an e-mail. The refund is once per charge, so a repeat after a
 * stop between the two refunds nothing more.
 */
export async function reimburseChfar(ctx: ChfarPorts, bookingId: string): Promise<void> {
  const row = await ctx.repos.chfarProtections.findByBooking(bookingId);
  if (row?.state !== 'Used' || !row.exchangeId) return;
  const exchange = await ctx.repos.flightExchanges.findById(row.exchangeId);
  if (exchange?.status !== 'Confirmed') return;
  if (row.coveredMinor > 0 && exchange.authorizationId)
    await createPaymentProvider(ctx).refund(exchange.authorizationId, row.coveredMinor);
  const now = ctx.travelClock.now();
  const moved = await ctx.repos.chfarProtections.transition(
    bookingId,
    ['Used'],
    'Reimbursed',
    now,
    { reimbursedAt: now },
    row.exchangeId,
  );
  const booking = await ctx.repos.flightBookings.findById(bookingId);
  if (!moved || !booking || row.coveredMinor <= 0) return;
  const amount = formatTotal(row.coveredMinor, row.currency);
  const body = wrapTripEmail(booking.tenant, 'Change for any reason paid you back', [
    `${amount} for the change of your trip is back on your card.`,
    'It can take a few days to show on your statement.',
  ]);
  await ctx.repos.emailOutbox.enqueue({
    id: `chfar-reimbursed:${bookingId}`,
    toAddress: booking.contactEmail,
    subject: 'Change for any reason paid you back',
    textBody: body.text,
    htmlBody: body.html,
    createdAt: ctx.clock.now(),
    tenant: booking.tenant,
  });
  ctx.emailSender.kick();
}

/** The support reference a traveller quotes for this protection. */
const chfarReferenceId = (row: ChfarProtectionRecord) =>
  row.id
    .replace(/^chfar_/, 'CHFAR-')
    .slice(0, 18)
    .toUpperCase();

/** The protection as the trip and the exchange flow show it at `now` (a lapsed one is Expired). */
export function toChfarProtection(row: ChfarProtectionRecord, now: Date): ChfarProtection {
  const currency = row.currency as Currency;
  const lapsed = row.state === 'Active' && !isChfarUsableNow(row, now);
  return {
    state: lapsed ? 'Expired' : row.state,
    premium: { amountMinor: row.premiumMinor, currency },
    coverageLimit: { amountMinor: row.coverageLimitMinor, currency },
    deadline: row.deadline.toISOString(),
    expiredReason: lapsed ? 'Deadline' : row.expiredReason,
    reimbursement:
      row.state === 'Used' || row.state === 'Reimbursed'
        ? {
            amount: { amountMinor: row.coveredMinor, currency },
            dueBy: row.reimburseDueAt?.toISOString() ?? null,
            paidAt: row.reimbursedAt?.toISOString() ?? null,
          }
        : null,
    referenceId: chfarReferenceId(row),
  };
}
