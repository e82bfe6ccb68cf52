import { createHash, randomUUID } from 'node:crypto';
import { isErrorCode } from '@wayfare/contracts/errors';
import type {
  FlightBookRequest,
  FlightBooking,
  PaymentSource,
} from '@wayfare/contracts/flight-booking';
import {
  FlightOfferSchema,
  FlightTripTypeSchema,
  type FlightOffer,
} from '@wayfare/contracts/flights';
import { CurrencySchema } from '@wayfare/contracts/money';
import { computeEarnOnFare } from '@wayfare/domain/display-rules';
import { checkPassengers, type BookingPassenger } from '@wayfare/domain/passenger-rules';
import {
  formatConfirmationCode,
  formatTotal,
  selectTripSubtitle,
} from '@wayfare/domain/trip-display';
import type { FlightBookingRecord } from '@wayfare/store/repositories/flight-bookings-repository';
import type { RewardsAccountRecord } from '@wayfare/store/repositories/rewards-repository';
import type { TravelerScope } from '@wayfare/store/repositories/travelers-repository';
import { priceFlightOffer } from '@wayfare/supply/flights/flight-offers';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { admitAgainstLiveBooking, replayBooking, settleBookingInsert } from './booking-admission';
import { planBookingPayment } from './booking-payment';
import { listFareIds, runBookingSaga, type SagaOptions } from './booking-saga';
import { lookupSoldSeatsForFares } from './flight-shop';
import { verifyQuoteToken } from './quote-tokens';
import { takeNewBookingLease } from './saga-runner';
import { moveFlightOffer } from './sandbox-controls';
import { evaluateOfferPolicy, type BookerPolicy } from './travel-policy';
import { planAirlineCredit } from './trips-credits';

/** Who is booking: the signed-in person, their tenant-filtered rewards accounts and traveler scope. */
export interface BookingActor {
  userId: string;
  tenant: string;
  accounts: RewardsAccountRecord[];
  scope: TravelerScope;
  /** The booker's travel policy tier (business tenant); null for card holders. */
  policy: BookerPolicy | null;
}

/** Shortest reason an approver accepts for an out-of-policy trip. */
export const MIN_OUT_OF_POLICY_REASON = 10;

export function toFlightBookingView(row: FlightBookingRecord): FlightBooking {
  const currency = CurrencySchema.parse(row.currency);
  const payments: { source: PaymentSource; minor: number }[] = [
    { source: 'UserCard', minor: row.cardMinor },
    { source: 'Rewards', minor: row.rewardsMinor },
    { source: 'TravelWallet', minor: row.walletCreditMinor },
    // An airline travel credit (issue 7) is the spec's AncillaryCredit source.
    { source: 'AncillaryCredit', minor: row.airlineCreditMinor },
  ];
  return {
    id: row.id,
    status: row.status,
    step: row.step,
    confirmationCode:
      row.status === 'Confirmed' && row.agentLocator
        ? formatConfirmationCode(row.agentLocator)
        : null,
    tripSubtitle: selectTripSubtitle(FlightTripTypeSchema.parse(row.tripType)),
    offer: FlightOfferSchema.parse(row.offer),
    travelerNames: row.passengerNames,
    contactEmail: row.contactEmail,
    totals: {
      total: { amountMinor: row.totalMinor, currency },
      payments: payments
        .filter((p) => p.minor > 0)
        .map((p) => ({ source: p.source, amount: { amountMinor: p.minor, currency } })),
    },
    earn: row.status === 'Confirmed' ? row.earn : null,
    error:
      row.errorCode && isErrorCode(row.errorCode)
        ? { code: row.errorCode, message: row.errorMessage ?? '' }
        : null,
    policy:
      row.inPolicy === null || row.approvalProcess === null
        ? null
        : {
            inPolicy: row.inPolicy,
            outOfPolicyReason: row.outOfPolicyReason,
            approvalProcess: row.approvalProcess,
            approvalExpiresAt:
              row.status === 'AwaitingApproval'
                ? (row.approvalExpiresAt?.toISOString() ?? null)
                : null,
          },
    createdAt: row.createdAt.toISOString(),
  };
}

function hashRequest(body: FlightBookRequest): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

async function resolvePassengers(
  ctx: AppContext,
  actor: BookingActor,
  body: FlightBookRequest,
): Promise<BookingPassenger[]> {
  const out: BookingPassenger[] = [];
  for (const [i, t] of body.travelers.entries()) {
    if ('travelerId' in t) {
      const saved = await ctx.repos.travelers.findVisible(actor.scope, t.travelerId);
      if (!saved)
        throw new AppError(
          'BadRequest',
          'We could not find that traveler.',
          `travelers.${i}.travelerId`,
        );
      out.push({
        passengerType: t.passengerType,
        givenName: saved.givenName,
        surname: saved.surname,
        dateOfBirth: saved.dateOfBirth,
        passport: saved.passport,
        knownTravelerNumber: saved.knownTravelerNumber,
        tsaRedressNumber: saved.tsaRedressNumber,
      });
    } else {
      out.push({
        passengerType: t.passengerType,
        givenName: t.givenName,
        surname: t.surname,
        dateOfBirth: t.dateOfBirth,
        passport: t.passport ?? null,
        knownTravelerNumber: t.knownTravelerNumber ?? null,
        tsaRedressNumber: t.tsaRedressNumber ?? null,
      });
    }
  }
  return out;
}

function checkTravelersFitOffer(
  offer: FlightOffer,
  passengers: BookingPassenger[],
  body: FlightBookRequest,
) {
  for (const type of ['ADT', 'CNN', 'INS', 'INF'] as const) {
    if (passengers.filter((p) => p.passengerType === type).length !== offer.passengers[type])
      throw new AppError(
        'BadRequest',
        'The travelers do not match the passengers quoted.',
        'travelers',
      );
  }
  const segments = offer.slices.flatMap((s) => s.segments);
  const countries = new Set(
    segments.flatMap((g) => [g.origin.countryCode, g.destination.countryCode]),
  );
  const errors = checkPassengers({
    passengers,
    contact: body.contact,
    firstDepartureDate: segments[0]?.departureTime.slice(0, 10) ?? '',
    lastDepartureDate: segments.at(-1)?.departureTime.slice(0, 10) ?? '',
    isInternational: countries.size > 1,
  });
  const [first] = errors;
  if (first)
    throw new AppError(
      'BadRequest',
      first.message,
      first.field.replace(/^passengers\./, 'travelers.'),
    );
}

/**
 * POST /api/v0/flights/book: validate, re-price, split the payment and record the booking, then
 * start the saga in the background. `created` is false when the key was seen before.
 */
export async function bookFlight(
  ctx: AppContext,
  actor: BookingActor,
  idempotencyKey: string,
  body: FlightBookRequest,
  options: SagaOptions = {},
): Promise<{ created: boolean; booking: FlightBooking }> {
  const requestHash = hashRequest(body);
  const existing = await ctx.repos.flightBookings.findByKey(actor.userId, idempotencyKey);
  if (existing)
    return { created: false, booking: toFlightBookingView(replayBooking(existing, requestHash)) };
  const now = ctx.clock.now();
  const token = verifyQuoteToken(ctx.secrets.quoteSigning, body.quoteToken, now);
  if (!token.ok) {
    if (token.code === 'Expired') throw new AppError('ExpiredQuoteToken', undefined, 'quoteToken');
    throw new AppError('BadRequest', 'The quote token is not valid.', 'quoteToken');
  }
  const quote = await ctx.repos.quotes.findForUser(token.quoteId, actor.userId);
  if (!quote || quote.vertical !== 'flights')
    throw new AppError('BadRequest', 'The quote token is not valid.', 'quoteToken');
  // The stored hold decides too: the sandbox console can end it before the token says so.
  if (quote.expiresAt.getTime() <= now.getTime())
    throw new AppError('ExpiredQuoteToken', undefined, 'quoteToken');
  // One trip per quote: a retry after a failure is fine, a second purchase is not. This answers
  // early; the unique index on the quote decides between concurrent requests.
  const live = admitAgainstLiveBooking(
    await ctx.repos.flightBookings.findLiveForQuote(actor.userId, quote.id),
    idempotencyKey,
    requestHash,
  );
  if (live) return { created: false, booking: toFlightBookingView(live) };
  const quoted = FlightOfferSchema.parse(quote.offer);
  const passengers = await resolvePassengers(ctx, actor, body);
  checkTravelersFitOffer(quoted, passengers, body);

  const request = {
    tripType: quoted.tripType,
    fareIds: listFareIds(quoted),
    passengers: quoted.passengers,
  };
  const priced = priceFlightOffer(
    ctx.supply.getWorld().flights,
    request,
    now,
    await lookupSoldSeatsForFares(ctx, request.fareIds),
  );
  if (!priced.ok)
    throw new AppError(
      priced.code === 'NoAvailability' ? 'NoAvailability' : 'OfferInvalid',
      priced.message,
      'quoteToken',
    );
  const offer = moveFlightOffer(ctx.sandbox, priced.value);
  const totalMinor = offer.pricing.grandTotal.amountMinor;
  const currency = offer.pricing.grandTotal.currency;
  if (totalMinor !== quote.totalMinor && body.acceptPriceChange?.newTotalMinor !== totalMinor)
    throw new AppError(
      'PriceChanged',
      `The total is now ${formatTotal(totalMinor, currency)} (quoted ${formatTotal(quote.totalMinor, currency)}). Accept the new total of ${totalMinor} to book.`,
      'acceptPriceChange.newTotalMinor',
      { quotedTotalMinor: quote.totalMinor, newTotalMinor: totalMinor, currency },
    );

  // Spec §8: an out-of-policy trip goes ahead only with the traveller's reason.
  const verdict = actor.policy ? evaluateOfferPolicy(actor.policy.policy, offer) : null;
  const reason = body.outOfPolicyReason?.trim() ?? '';
  if (verdict && !verdict.inPolicy && reason.length < MIN_OUT_OF_POLICY_REASON)
    throw new AppError('OutOfPolicyReasonRequired', undefined, 'outOfPolicyReason');

  // An airline travel credit pays first (same airline only), the usual split pays the rest.
  const airlineCredit = await planAirlineCredit(ctx, actor, body.payment.airlineCreditId, offer);
  const { split, rewardsAccount, ...plan } = await planBookingPayment(
    ctx,
    actor,
    body.payment,
    totalMinor - airlineCredit.minor,
  );
  const earnAccount = rewardsAccount ?? actor.accounts[0];
  const earn = earnAccount
    ? computeEarnOnFare(
        { amountMinor: split.cardMinor, currency: currency },
        earnAccount.earnRates.flights,
        earnAccount.currency,
      )
    : null;
  const inserted = await ctx.repos.flightBookings.createOrFind({
    id: `fb_${randomUUID().replaceAll('-', '')}`,
    userId: actor.userId,
    tenant: actor.tenant,
    idempotencyKey,
    requestHash,
    quoteId: quote.id,
    status: 'Pending',
    step: 'ScheduleQuote',
    progress: [],
    tripType: offer.tripType,
    offer,
    passengerNames: passengers.map((p) => `${p.givenName} ${p.surname}`),
    contactEmail: body.contact.email.trim(),
    totalMinor,
    currency,
    cardMinor: split.cardMinor,
    rewardsMinor: split.rewardsMinor,
    walletCreditMinor: split.walletCreditMinor,
    cardToken: plan.cardToken,
    rewardsAccountReferenceId: plan.rewardsAccountReferenceId,
    walletCreditId: plan.walletCreditId,
    airlineCreditId: airlineCredit.id,
    airlineCreditMinor: airlineCredit.minor,
    earn,
    businessId: actor.policy?.businessId ?? null,
    inPolicy: verdict?.inPolicy ?? null,
    outOfPolicyReason: verdict && !verdict.inPolicy ? reason : null,
    approvalProcess: actor.policy?.approvalProcess ?? null,
    ...takeNewBookingLease(ctx),
    createdAt: now,
    updatedAt: now,
  });
  const { created, booking } = settleBookingInsert(inserted, requestHash);
  if (!created) return { created: false, booking: toFlightBookingView(booking) };
  // The saga runs on after the answer; the page polls GET /flights/bookings/:id for its steps.
  ctx.jobs.run('flight-booking', () => runBookingSaga(ctx, booking, options));
  return { created: true, booking: toFlightBookingView(booking) };
}

export async function getFlightBooking(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<FlightBooking> {
  const row = await ctx.repos.flightBookings.findById(id);
  if (!row || row.userId !== userId) throw new AppError('NotFound');
  return toFlightBookingView(row);
}
