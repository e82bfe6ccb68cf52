import { formatTotal } from '@wayfare/domain/trip-display';
import type { ExchangeConfirmRequest, ExchangeQuote } from '@wayfare/contracts/exchange';
import type { FlightOffer } from '@wayfare/contracts/flights';
import { computeAirlineCreditExpiry } from '@wayfare/domain/trip-refunds';
import type { FlightBookingRecord } from '@wayfare/store/repositories/flight-bookings-repository';
import type { FlightExchangeRecord } from '@wayfare/store/repositories/flight-exchanges-repository';
import type { OutboxMessage } from '@wayfare/store/repositories/email-outbox-repository';
import { AppError } from '../app-error';
import { wrapTripEmail } from './booking-email';
import { readOffer } from './booking-saga';
import { expireCfar } from './cfar-protection';
import { giveBackChfar, scheduleChfarReimbursement, takeChfar } from './change-for-any-reason';
import { voidDisruptionAfterChange } from './disruption-assistance';
import {
  completeDisruptionRebooking,
  giveBackDisruption,
  takeDisruptionForRebooking,
} from './disruption-rebooking';
import { noteSeatInventoryChanged } from './flight-shop';
import { voidMissedConnection } from './missed-connection-monitor';
import {
  completeGuaranteeRebooking,
  giveBackGuarantee,
  replaceMissedTicket,
  takeGuaranteeForRebooking,
} from './missed-connection-waiver';
import { createPaymentProvider } from './payments';
import { newScheduleChangeRow, selectScheduleChanges } from './schedule-change-view';
import { listDisruptions } from './trip-detail';
import { tripConfirmationCode } from './trips';
import {
  decideEntry,
  EXCHANGE_SUPPLIER_CONFIRM_MS,
  findFlightTrip,
  FLIGHT_EXCHANGE_JOB,
  formatSupportReference,
  readChangeRule,
  requireChangeable,
  toExchangeQuote,
  toSliceView,
  type Actor,
  type ExchangePorts,
  type FlightTrip,
} from './flight-exchange';

/*
 * Confirming a change and the airline's answer (issue 18; flight-exchange.ts for the entry, its
 * shop and quote in flight-exchange-shop.ts).
 */

function renderExchangeEmail(
  booking: FlightBookingRecord,
  kind: 'requested' | 'confirmed' | 'failed',
  lines: string[],
  now: Date,
  exchangeId: string,
): OutboxMessage {
  const code = tripConfirmationCode(booking) ?? booking.id;
  const title = {
    requested: `We asked the airline to change your trip ${code}`,
    confirmed: `Your trip ${code} has its new flights`,
    failed: `We couldn’t change your trip ${code}`,
  }[kind];
  const body = wrapTripEmail(booking.tenant, title, lines);
  return {
    id: `flight-exchange:${exchangeId}:${kind}`,
    toAddress: booking.contactEmail,
    subject: title,
    textBody: body.text,
    htmlBody: body.html,
    createdAt: now,
    tenant: booking.tenant,
  };
}

function describeSlices(offer: FlightOffer, changed: readonly number[]): string[] {
  return changed.flatMap((i) => {
    const s = offer.slices[i];
    if (!s) return [];
    const v = toSliceView(s, i, true);
    return [
      `${v.origin} to ${v.destination}: ${v.flightNumbers.join(', ')}, leaves ${v.departureTime.replace('T', ' at ')}, lands ${v.arrivalTime.replace('T', ' at ')}.`,
    ];
  });
}

/**
 * A free move after the airline's schedule change takes it (AwaitingDecision → Rebooked, the row
 * inserted first when the traveller had not been told yet), or gives it back when the move failed.
 */
async function moveScheduleChange(
  ctx: ExchangePorts,
  trip: Pick<FlightTrip, 'booking' | 'offer'>,
  signature: string,
  way: 'take' | 'giveBack',
): Promise<boolean> {
  const now = ctx.travelClock.now();
  const { changes } = selectScheduleChanges(listDisruptions(ctx, trip.offer, now));
  await ctx.repos.scheduleChanges.insertIfAbsent(
    newScheduleChangeRow(
      trip.booking.id,
      changes.map((c) => c.minutes),
      signature,
      now,
    ),
  );
  const moved =
    way === 'take'
      ? await ctx.repos.scheduleChanges.decide(
          trip.booking.id,
          signature,
          ['AwaitingDecision'],
          'Rebooked',
          now,
        )
      : await ctx.repos.scheduleChanges.decide(
          trip.booking.id,
          signature,
          ['Rebooked'],
          'AwaitingDecision',
          null,
        );
  return moved !== null;
}

/** A change that did not go through: the new seats and the charge go back, once. */
async function failExchange(
  ctx: ExchangePorts,
  row: FlightExchangeRecord,
  errorCode: string,
  booking: FlightBookingRecord,
): Promise<FlightExchangeRecord> {
  const failed = await ctx.repos.flightExchanges.fail(row.id, errorCode, ctx.travelClock.now());
  if (!failed) return (await ctx.repos.flightExchanges.findById(row.id)) ?? row;
  await giveBackChfar(ctx, booking.id, row.id);
  // Disruption assistance's rebooking failed: the choice is the traveller's again.
  await giveBackDisruption(ctx, booking.id, row.id);
  // The missed-connection guarantee's rebooking failed: its options are open again.
  await giveBackGuarantee(ctx, booking.id, row.id);
  if (failed.scheduleChangeSignature)
    await moveScheduleChange(
      ctx,
      { booking, offer: readOffer(booking) },
      failed.scheduleChangeSignature,
      'giveBack',
    );
  await ctx.repos.seatInventory.release(row.id);
  noteSeatInventoryChanged(ctx);
  if (failed.authorizationId && failed.amountDueMinor > 0)
    await createPaymentProvider(ctx).refund(failed.authorizationId, failed.amountDueMinor);
  await ctx.repos.emailOutbox.enqueue(
    renderExchangeEmail(
      booking,
      'failed',
      [
        'The airline could not give you the new flights, so your booked flights stand.',
        failed.amountDueMinor > 0 ? 'What you paid for the change goes back to your card.' : '',
        `If you need help, give us the reference ${formatSupportReference(booking.id)}.`,
      ].filter(Boolean),
      ctx.clock.now(),
      row.id,
    ),
  );
  ctx.emailSender.kick();
  return failed;
}

/**
 * A missed connection's rebooking: the booking's tickets with the missed one replaced (null for
 * any other change). The guarantee's recorded segment names the ticket.
 */
async function readReplacedTickets(
  ctx: ExchangePorts,
  booking: FlightBookingRecord,
  row: FlightExchangeRecord,
) {
  if (row.waiverReason !== 'MissedConnection' || !booking.tickets) return null;
  const guarantee = await ctx.repos.missedConnectionGuarantees.findByBooking(booking.id);
  const sliceIndex = row.changedSlices[0];
  if (!guarantee || guarantee.missedSegmentIndex === null || sliceIndex === undefined) return null;
  return replaceMissedTicket(
    booking.tickets,
    sliceIndex,
    guarantee.missedSegmentIndex,
    row.id,
    row.newOffer as unknown as FlightOffer,
  );
}

const refusalCode = (kind: string) =>
  kind === 'fail' ? 'ProviderError' : kind === 'timeout' ? 'Timeout' : kind;

/**
 * POST /api/v0/trips/:bookingId/exchange/confirm: takes the quote once (Quoted → Requested; a
 * second confirmation of it answers the change as it is), holds the new flights' seats, charges
 * what is due to the trip's card and asks the airline; its answer comes by FLIGHT_EXCHANGE_JOB.
 * A refusal on the way (no seats, a declined card, the supplier) fails the change, which gives
 * back what was taken.
 */
export async function confirmExchange(
  ctx: ExchangePorts,
  actor: Actor,
  bookingId: string,
  body: ExchangeConfirmRequest,
  /** An agent finishing a missed-connection case on the traveller's behalf (issue 20). */
  agentId: string | null = null,
): Promise<ExchangeQuote> {
  const trip = await findFlightTrip(ctx, actor, bookingId);
  const quoted = trip
    ? await ctx.repos.flightExchanges.findForBooking(body.exchangeId, bookingId)
    : null;
  if (!trip || !quoted) throw new AppError('NotFound', undefined, 'exchangeId');
  if (quoted.status !== 'Quoted') return toExchangeQuote(ctx, trip, quoted);
  const entry = await decideEntry(ctx, trip);
  if (entry.state === 'ChangeRequested') {
    // A second confirmation of this quote that lost the race to the first: answer the first's.
    const now = await ctx.repos.flightExchanges.findById(quoted.id);
    if (now && now.status !== 'Quoted') return toExchangeQuote(ctx, trip, now);
  }
  requireChangeable(entry.state);
  const signature = quoted.scheduleChangeSignature;
  if (signature) {
    // The free move answers the schedule change the traveller saw, once (compare-and-set).
    if (
      entry.waiver?.signature !== signature ||
      !(await moveScheduleChange(ctx, trip, signature, 'take'))
    )
      throw new AppError('ScheduleChangeDecided', undefined, 'exchangeId');
  }
  // Disruption assistance pays for this rebooking: taken once (a refund racing it loses).
  const protectionId =
    quoted.waiverReason === 'DisruptionAssistance' ? quoted.waiverProtectionId : null;
  if (
    protectionId &&
    (entry.waiver?.protectionId !== protectionId ||
      !(await takeDisruptionForRebooking(ctx, bookingId, protectionId, quoted.id)))
  )
    throw new AppError('AlreadyExercised', undefined, 'exchangeId');
  // The missed-connection guarantee pays for this one: taken once (two confirmations, one wins).
  const guaranteeId = quoted.waiverReason === 'MissedConnection' ? quoted.waiverProtectionId : null;
  if (
    guaranteeId &&
    (entry.waiver?.protectionId !== guaranteeId ||
      !(await takeGuaranteeForRebooking(ctx, bookingId, guaranteeId, quoted.id, agentId)))
  )
    throw new AppError('MissedConnectionAlreadyUsed', undefined, 'exchangeId');
  // Change for any reason: taken once, by a change it pays for or that the fare alone forbids.
  const usesChfar =
    quoted.chfarCoveredMinor > 0 ||
    (entry.chfarUsable &&
      quoted.changedSlices.some(
        (i) => readChangeRule(trip.offer.slices[i]?.fares[0]).kind === 'NotPossible',
      ));
  if (usesChfar && !(await takeChfar(ctx, bookingId, quoted.id, quoted.chfarCoveredMinor))) {
    if (signature) await moveScheduleChange(ctx, trip, signature, 'giveBack');
    if (protectionId) await giveBackDisruption(ctx, bookingId, quoted.id);
    throw new AppError(
      'ExchangeNotAvailable',
      'Change for any reason was used by another change or has ended. Choose your new flights again.',
      'exchangeId',
    );
  }
  const requested = await ctx.repos.flightExchanges.request(
    quoted.id,
    ctx.clock.now(),
    ctx.travelClock.now(),
  );
  if ((requested === 'underWay' || !requested) && usesChfar)
    await giveBackChfar(ctx, bookingId, quoted.id);
  if ((requested === 'underWay' || !requested) && signature)
    await moveScheduleChange(ctx, trip, signature, 'giveBack');
  if ((requested === 'underWay' || !requested) && protectionId)
    await giveBackDisruption(ctx, bookingId, quoted.id);
  if ((requested === 'underWay' || !requested) && guaranteeId)
    await giveBackGuarantee(ctx, bookingId, quoted.id);
  if (requested === 'underWay') throw new AppError('ExchangeUnderWay', undefined, 'exchangeId');
  if (!requested) {
    const now = await ctx.repos.flightExchanges.findById(quoted.id);
    if (now && now.status !== 'Quoted') return toExchangeQuote(ctx, trip, now);
    throw new AppError(
      'ExpiredQuoteToken',
      'This price for your change has expired. Choose your new flights again.',
      'exchangeId',
    );
  }
  const { booking, offer } = trip;
  let row: FlightExchangeRecord = requested;
  const refusal = await ctx.suppliers.calls.refusal('flight', 'book');
  if (refusal) {
    row = await failExchange(ctx, row, refusalCode(refusal.kind), booking);
    return toExchangeQuote(ctx, trip, row);
  }
  const held = await ctx.suppliers.flights.book(
    row.id,
    { tripType: offer.tripType, passengers: offer.passengers, fareIds: row.newFareIds },
    ctx.clock.now(),
  );
  if (!held.ok) {
    row = await failExchange(
      ctx,
      row,
      held.code === 'NoAvailability' ? 'NoAvailability' : 'OfferInvalid',
      booking,
    );
    return toExchangeQuote(ctx, trip, row);
  }
  noteSeatInventoryChanged(ctx);
  if (row.amountDueMinor > 0) {
    const payments = createPaymentProvider(ctx);
    const auth = await payments.authorize(
      booking.cardToken,
      row.amountDueMinor,
      row.currency,
      row.id,
    );
    if (!auth.ok) {
      row = await failExchange(ctx, row, auth.code, booking);
      return toExchangeQuote(ctx, trip, row);
    }
    await payments.capture(auth.authorizationId);
    await ctx.repos.flightExchanges.setAuthorization(row.id, auth.authorizationId);
  }
  await ctx.jobRunner.schedule({
    kind: FLIGHT_EXCHANGE_JOB,
    key: `${FLIGHT_EXCHANGE_JOB}:${row.id}`,
    payload: { exchangeId: row.id },
    runAt: new Date(ctx.clock.now().getTime() + EXCHANGE_SUPPLIER_CONFIRM_MS),
  });
  await ctx.repos.emailOutbox.enqueue(
    renderExchangeEmail(
      booking,
      'requested',
      [
        ...describeSlices(row.newOffer as unknown as FlightOffer, row.changedSlices),
        row.amountDueMinor > 0
          ? `We charged ${formatTotal(row.amountDueMinor, row.currency)} to your card for the change.`
          : '',
        'The airline confirms the new tickets shortly; we e-mail you when it does.',
      ].filter(Boolean),
      ctx.clock.now(),
      row.id,
    ),
  );
  ctx.emailSender.kick();
  const fresh = (await ctx.repos.flightExchanges.findById(row.id)) ?? row;
  return toExchangeQuote(ctx, trip, fresh);
}

/**
 * The airline's answer to a Requested change (FLIGHT_EXCHANGE_JOB): it refuses (the supplier's
 * `fulfil` fault) and the change fails, giving back seats and charge; or it confirms, and in one
 * transaction the change is Confirmed and the booking holds the new itinerary, while the booked
 * flights' seats go back, a lower fare's value becomes an airline travel credit and cancel for any
 * reason ends (a voluntary change). Idempotent: a repeat finishes what a stopped run left.
 */
export async function settleExchange(ctx: ExchangePorts, exchangeId: string): Promise<void> {
  let row = await ctx.repos.flightExchanges.findById(exchangeId);
  if (!row) return;
  const booking = await ctx.repos.flightBookings.findById(row.bookingId);
  if (!booking) return;
  if (row.status === 'Requested') {
    const refusal = await ctx.suppliers.calls.refusal('flight', 'fulfil');
    if (refusal || booking.status !== 'Confirmed') {
      await failExchange(
        ctx,
        row,
        refusal ? refusalCode(refusal.kind) : 'BookingProviderUnavailable',
        booking,
      );
      return;
    }
    const creditId = row.creditBackMinor > 0 ? `ftc_${row.id.slice(3, 23)}` : null;
    const confirmed = await ctx.repos.flightExchanges.confirm(
      row.id,
      ctx.travelClock.now(),
      creditId,
      (await readReplacedTickets(ctx, booking, row))?.tickets,
    );
    if (!confirmed) {
      const again = await ctx.repos.flightExchanges.findById(row.id);
      if (again?.status === 'Requested')
        await failExchange(ctx, again, 'BookingProviderUnavailable', booking);
      return;
    }
    row = confirmed;
  }
  if (row.status !== 'Confirmed') return;
  // The booked flights' seats: the booking's own hold, or an earlier change's; a missed
  // connection's rebooking gives back only the replaced ticket's (the first one is flown).
  const replaced = await readReplacedTickets(ctx, booking, row);
  const holds = replaced
    ? replaced.releasedHold
      ? [replaced.releasedHold]
      : []
    : [booking.id, ...(await ctx.repos.flightExchanges.listConfirmedIds(booking.id))];
  for (const hold of holds) if (hold !== row.id) await ctx.repos.seatInventory.release(hold);
  noteSeatInventoryChanged(ctx);
  const offer = row.newOffer as unknown as FlightOffer;
  if (row.creditBackMinor > 0 && row.airlineCreditId) {
    const airline = offer.slices[0]?.segments[0]?.marketingAirline;
    await ctx.repos.airlineCredits.createForBooking({
      id: row.airlineCreditId,
      userId: booking.userId,
      tenant: booking.tenant,
      airlineCode: airline?.code ?? '',
      airlineName: airline?.name ?? '',
      amountMinor: row.creditBackMinor,
      remainingMinor: row.creditBackMinor,
      currency: row.currency,
      travelerNames: booking.passengerNames,
      originBookingId: row.id,
      originConfirmationCode: tripConfirmationCode(booking),
      expiresAt: computeAirlineCreditExpiry(booking.createdAt),
      createdAt: ctx.travelClock.now(),
    });
  }
  if (row.waiverReason === 'DisruptionAssistance') {
    // The airline issued the rebooking disruption assistance paid for.
    await completeDisruptionRebooking(ctx, booking.id, row.id);
  } else if (row.waiverReason === 'MissedConnection') {
    // The new ticket the missed-connection guarantee paid for is issued.
    await completeGuaranteeRebooking(ctx, booking.id, row.id);
  } else {
    await expireCfar(ctx, booking.id, 'VoluntaryChange', booking.contactEmail);
    // A voluntary change over 24 hours before departure voids disruption assistance (spec §5).
    if (!row.scheduleChangeSignature) {
      await voidDisruptionAfterChange(ctx, booking, readOffer(booking));
      // A voluntary change ends the missed-connection guarantee (spec §4).
      await voidMissedConnection(ctx, booking.id, 'VoluntaryChange');
    }
  }
  // Change for any reason that paid for it gives that back, its business days from now.
  await scheduleChfarReimbursement(ctx, booking.id, row.id);
  await ctx.repos.emailOutbox.enqueue(
    renderExchangeEmail(
      booking,
      'confirmed',
      [
        ...describeSlices(offer, row.changedSlices),
        row.creditBackMinor > 0
          ? `The lower fare’s ${formatTotal(row.creditBackMinor, row.currency)} is an airline travel credit in My Trips.`
          : '',
      ].filter(Boolean),
      ctx.clock.now(),
      row.id,
    ),
  );
  ctx.emailSender.kick();
}
