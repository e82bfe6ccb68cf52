import type { ExchangeEntry } from '@wayfare/contracts/exchange';
import type { Currency } from '@wayfare/contracts/money';
import { decideExchangeEntry, firstExchangeStep } from '@wayfare/domain/flight-exchange';
import { AppError } from '../app-error';
import { readOffer } from './booking-saga';
import { readFlightFacts, readVoidWindowEnd } from './trip-facts';
import type { TripDetailPorts } from './trip-detail';
import { findOwnTrip, tripConfirmationCode } from './trips';

/**
 * Where changing a booked flight starts (issue 18; domain/flight-exchange.ts): the booking's facts
 * on the travel clock. The exchange's own rows (attempts, an exchange under way) and change for
 * any reason join with the exchange's shop and confirm steps; until then every booking has had
 * none.
 */
export async function readExchangeEntry(
  ctx: Pick<TripDetailPorts, 'repos' | 'travelClock'>,
  actor: { userId: string; tenant: string },
  bookingId: string,
): Promise<ExchangeEntry> {
  const trip = await findOwnTrip(ctx, actor, bookingId);
  if (trip.product !== 'flight') throw new AppError('NotFound');
  const { booking } = trip;
  const offer = readOffer(booking);
  const now = ctx.travelClock.now();
  const voidWindowEndsAt = readVoidWindowEnd(booking, offer);
  const carriers = new Set(offer.slices.map((s) => s.segments[0]?.marketingAirline.code));
  const fares = offer.slices.map((s) => s.fares[0]);
  const state = decideExchangeEntry({
    now,
    booking: {
      status: booking.status,
      firstDepartureAt: readFlightFacts(offer).startsAt,
      ticketedAt: booking.createdAt,
      voidWindowEndsAt,
      isMultiTicket: carriers.size > 1,
      changeRules: fares.map((f) => f?.penaltiesInfo.changePenalty.kind ?? 'Unknown'),
      hasLapInfant: offer.passengers.INF > 0,
      hasUsableChfar: false,
    },
    exchange: null,
    failedAttempts: 0,
  });
  const tickets = offer.passengers.ADT + offer.passengers.CNN + offer.passengers.INS;
  const feePerTicket = Math.max(
    0,
    ...fares.map((f) =>
      f?.penaltiesInfo.changePenalty.kind === 'WithFee'
        ? (f.penaltiesInfo.changePenalty.fee?.amountMinor ?? 0)
        : 0,
    ),
  );
  return {
    state,
    bookingId,
    confirmationCode: tripConfirmationCode(booking),
    firstStep: firstExchangeStep(offer.slices.length),
    slices: offer.slices.map((s) => ({
      origin: s.origin,
      destination: s.destination,
      departureTime: s.departureTime,
    })),
    changeFee:
      feePerTicket > 0
        ? {
            amountMinor: feePerTicket * Math.max(1, tickets),
            currency: booking.currency as Currency,
          }
        : null,
    voidWindowEndsAt:
      state === 'TicketedVoidable' || state === 'LegacyTicketedVoidable'
        ? (voidWindowEndsAt?.toISOString() ?? null)
        : null,
  };
}
