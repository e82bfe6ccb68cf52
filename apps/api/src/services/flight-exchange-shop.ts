import { randomUUID } from 'node:crypto';
import type {
  ExchangeAlternative,
  ExchangeQuote,
  ExchangeQuoteRequest,
  ExchangeShopRequest,
  ExchangeShopResponse,
} from '@wayfare/contracts/exchange';
import type { FlightFare, FlightItinerary, FlightOffer } from '@wayfare/contracts/flights';
import {
  areSliceDatesInOrder,
  computeChangeFee,
  computeLatestExchangeDate,
  priceExchange,
} from '@wayfare/domain/flight-exchange';
import { computeChfarCover } from '@wayfare/domain/change-for-any-reason';
import { checkWaivedFlight } from '@wayfare/domain/exchange-waiver';
import type { ChfarProtectionRecord } from '@wayfare/store/repositories/chfar-protections-repository';
import { AppError } from '../app-error';
import { readFlightFacts } from './trip-facts';
import {
  ALTERNATIVES_PER_SLICE,
  countTickets,
  decideEntry,
  EXCHANGE_QUOTE_TTL_MS,
  findFlightTrip,
  listAirports,
  money,
  readPricedRules,
  requireChangeable,
  toExchangeQuote,
  type Actor,
  type ExchangePorts,
  type ExchangeWaiver,
  type FlightTrip,
} from './flight-exchange';

/*
 * The exchange flow's shop and quote (issue 18; flight-exchange.ts for the entry): the changed
 * slices' flights on the booked airline, then one choice priced now and held as a Quoted change.
 */

/** A trip the traveller may change now, or the error the flow shows. */
async function requireChangeableTrip(
  ctx: ExchangePorts,
  actor: Actor,
  bookingId: string,
): Promise<
  FlightTrip & {
    waiver: ExchangeWaiver | null;
    chfar: ChfarProtectionRecord | null;
    chfarUsable: boolean;
  }
> {
  const trip = await findFlightTrip(ctx, actor, bookingId);
  if (!trip) throw new AppError('NotFound');
  const { state, waiver, chfar, chfarUsable } = await decideEntry(ctx, trip);
  requireChangeable(state);
  // A missed connection replaces part of a slice from its own options (missed-connection-*.ts).
  if (waiver?.rules.reason === 'MissedConnection')
    throw new AppError(
      'ExchangeNotAvailable',
      'Rebook the missed connection from its page: the guarantee offers the flights it covers.',
    );
  return { ...trip, waiver, chfar, chfarUsable };
}

const sliceIndexError = (count: number) =>
  new AppError(
    'BadRequest',
    count === 1
      ? 'This trip has one flight: change flight 1.'
      : `Choose flights 1 to ${count} of this trip, each once.`,
    'changes',
  );

/** The changed slices' indexes are the trip's, each once. */
function checkSliceIndexes(indexes: readonly number[], sliceCount: number): void {
  if (indexes.some((i) => i >= sliceCount) || new Set(indexes).size !== indexes.length)
    throw sliceIndexError(sliceCount);
}

/** The airline whose ticket a slice is on (its first flight's marketing carrier). */
const carrierOf = (slice: FlightItinerary | undefined) =>
  slice?.segments[0]?.marketingAirline.code ?? '';

/**
 * The cheapest fare of the booked cabin on this flight, with a seat for everyone, on the booked
 * airline (an airline re-issues only its own tickets; another's is a new booking) unless a
 * waiver rebooks on any airline.
 */
function pickFare(
  itinerary: FlightItinerary,
  booked: FlightItinerary,
  cabin: string,
  bookedFareId: string,
  anyAirline = false,
) {
  if (!anyAirline && carrierOf(itinerary) !== carrierOf(booked)) return undefined;
  return itinerary.fares
    .filter((f) => f.cabinClass === cabin && f.fareId !== bookedFareId && f.seatsRemaining > 0)
    .sort((a, b) => a.pricing.grandTotal.amountMinor - b.pricing.grandTotal.amountMinor)[0];
}

/** Whether a new flight for a slice fits the trip's waiver, if it has one. */
function fitsWaiver(
  waiver: ExchangeWaiver | null,
  sliceIndex: number,
  itinerary: FlightItinerary,
  booked: FlightItinerary,
  fareMinor: number,
  tickets: number,
): boolean {
  if (!waiver) return true;
  return (
    checkWaivedFlight(waiver.rules, {
      sliceIndex,
      sameAirline: carrierOf(itinerary) === carrierOf(booked),
      bookedAirports:
        itinerary.origin === booked.origin && itinerary.destination === booked.destination,
      departureAt: new Date(itinerary.segments[0]?.zonedDepartureTime ?? 0),
      departureDate: itinerary.departureTime.slice(0, 10),
      farePerTravelerMinor: Math.ceil(fareMinor / Math.max(1, tickets)),
    }) === null
  );
}

/** The slices a waiver lets change (all without one); anything else is refused. */
function checkWaivedSlices(waiver: ExchangeWaiver | null, indexes: readonly number[]): void {
  const allowed = waiver?.rules.sliceIndexes;
  const outside = allowed ? indexes.find((i) => !allowed.includes(i)) : undefined;
  if (allowed && outside !== undefined)
    throw new AppError(
      'BadRequest',
      `Disruption assistance rebooks the disrupted flight ${(allowed[0] ?? 0) + 1} only.`,
      'changes',
    );
}

/**
 * POST /api/v0/trips/:bookingId/exchange/shop: for each changed slice, the flights on the asked
 * date between the same cities' airports, in the booked cabin, with the fare difference.
 */
export async function shopExchange(
  ctx: ExchangePorts,
  actor: Actor,
  bookingId: string,
  body: ExchangeShopRequest,
): Promise<ExchangeShopResponse> {
  const trip = await requireChangeableTrip(ctx, actor, bookingId);
  const { offer, booking } = trip;
  checkSliceIndexes(
    body.changes.map((c) => c.sliceIndex),
    offer.slices.length,
  );
  checkWaivedSlices(
    trip.waiver,
    body.changes.map((c) => c.sliceIndex),
  );
  const latest = computeLatestExchangeDate(readFlightFacts(offer).startDate);
  const byIndex = new Map(body.changes.map((c) => [c.sliceIndex, c]));
  const asked = offer.slices.map((s, i) => {
    const change = byIndex.get(i);
    return {
      origin: change?.origin ?? s.origin,
      destination: change?.destination ?? s.destination,
      departureDate: change?.departureDate ?? s.departureTime.slice(0, 10),
    };
  });
  for (const change of body.changes) {
    const booked = offer.slices[change.sliceIndex];
    const wanted = asked[change.sliceIndex];
    if (!booked || !wanted) throw sliceIndexError(offer.slices.length);
    if (change.departureDate > latest)
      throw new AppError(
        'BadRequest',
        `Your new flights must leave by ${latest}, a year after the trip’s first flight.`,
        'changes.departureDate',
      );
    const waived = trip.waiver?.rules.airports === 'booked';
    const origins = listAirports(ctx.suppliers.airports, booked.origin, waived).map((a) => a.code);
    const destinations = listAirports(ctx.suppliers.airports, booked.destination, waived).map(
      (a) => a.code,
    );
    const lastWaived = trip.waiver?.rules.latestDepartureDate;
    if (lastWaived && change.departureDate > lastWaived)
      throw new AppError(
        'BadRequest',
        `Disruption assistance rebooks you on flights leaving by ${lastWaived}.`,
        'changes.departureDate',
      );
    if (!origins.includes(wanted.origin) || !destinations.includes(wanted.destination))
      throw new AppError(
        'BadRequest',
        waived
          ? `After the airline’s schedule change, flight ${change.sliceIndex + 1} can move to another flight on the same route only.`
          : `Flight ${change.sliceIndex + 1} can change to another airport of the same city only.`,
        'changes.origin',
      );
  }
  if (!areSliceDatesInOrder(asked.map((a) => a.departureDate)))
    throw new AppError(
      'BadRequest',
      'Each flight must leave on or after the day of the flight before it.',
      'changes.departureDate',
    );
  const found = await ctx.suppliers.flights.searchFlights(
    {
      tripType: offer.tripType,
      slices: asked,
      passengers: offer.passengers,
      maxStops: 2,
      excludeLowCostCarriers: false,
    },
    ctx.clock.now(),
  );
  if (!found.ok) throw new AppError('BadRequest', found.message, 'changes');
  const currency = booking.currency;
  const slices = body.changes
    .map((c) => c.sliceIndex)
    .sort((a, b) => a - b)
    .map((sliceIndex) => {
      const booked = offer.slices[sliceIndex] as FlightItinerary;
      const bookedFare = booked.fares[0] as FlightFare;
      const itineraries =
        found.value.slices.find((s) => s.sliceIndex === sliceIndex)?.itineraries ?? [];
      const alternatives: ExchangeAlternative[] = itineraries
        .flatMap((it) => {
          const fare = pickFare(
            it,
            booked,
            bookedFare.cabinClass,
            bookedFare.fareId,
            trip.waiver?.rules.anyAirline,
          );
          const fits =
            fare &&
            fitsWaiver(
              trip.waiver,
              sliceIndex,
              it,
              booked,
              fare.pricing.grandTotal.amountMinor,
              countTickets(offer),
            );
          return fare && fits ? [{ it, fare }] : [];
        })
        .sort(
          (a, b) => a.fare.pricing.grandTotal.amountMinor - b.fare.pricing.grandTotal.amountMinor,
        )
        .slice(0, ALTERNATIVES_PER_SLICE)
        .sort((a, b) => a.it.departureTime.localeCompare(b.it.departureTime))
        .map(({ it, fare }) => ({
          sliceIndex,
          fareId: fare.fareId,
          origin: it.origin,
          destination: it.destination,
          departureTime: it.departureTime,
          arrivalTime: it.arrivalTime,
          durationMinutes: it.durationMinutes,
          stops: it.stops,
          plusDays: it.plusDays,
          airline: {
            code: it.segments[0]?.marketingAirline.code ?? '',
            name: it.segments[0]?.marketingAirline.name ?? '',
          },
          flightNumbers: it.segments.map(
            (g) => `${g.marketingAirline.code} ${g.marketingAirline.flightNumber}`,
          ),
          fareName: fare.fareName,
          cabinClass: fare.cabinClass,
          fare: money(fare.pricing.grandTotal.amountMinor, currency),
          fareDifference: money(
            fare.pricing.grandTotal.amountMinor - bookedFare.pricing.grandTotal.amountMinor,
            currency,
          ),
        }));
      const wanted = asked[sliceIndex];
      return {
        sliceIndex,
        origin: wanted?.origin ?? booked.origin,
        destination: wanted?.destination ?? booked.destination,
        departureDate: wanted?.departureDate ?? booked.departureTime.slice(0, 10),
        booked: {
          departureTime: booked.departureTime,
          arrivalTime: booked.arrivalTime,
          fareName: bookedFare.fareName,
          fare: money(bookedFare.pricing.grandTotal.amountMinor, currency),
        },
        alternatives,
      };
    });
  const fee = computeChangeFee(
    readPricedRules(
      body.changes.map((c) => offer.slices[c.sliceIndex]?.fares[0]),
      trip.chfarUsable,
    ),
    countTickets(offer),
  );
  return {
    bookingId,
    slices,
    changeFee: fee && trip.waiver === null ? money(fee, currency) : null,
  };
}

/**
 * POST /api/v0/trips/:bookingId/exchange/quote: the chosen flights priced now (the supplier's
 * price), the fare difference against the booked fares of those slices, the airline's change fee,
 * what is due now or comes back as credit; held EXCHANGE_QUOTE_TTL_MS.
 */
export async function quoteExchange(
  ctx: ExchangePorts,
  actor: Actor,
  bookingId: string,
  body: ExchangeQuoteRequest,
): Promise<ExchangeQuote> {
  const trip = await requireChangeableTrip(ctx, actor, bookingId);
  const { offer, booking } = trip;
  checkSliceIndexes(
    body.fares.map((f) => f.sliceIndex),
    offer.slices.length,
  );
  checkWaivedSlices(
    trip.waiver,
    body.fares.map((f) => f.sliceIndex),
  );
  const chosen = [...body.fares].sort((a, b) => a.sliceIndex - b.sliceIndex);
  for (const c of chosen)
    if (offer.slices[c.sliceIndex]?.fares[0]?.fareId === c.fareId)
      throw new AppError(
        'BadRequest',
        `That is the flight you have for flight ${c.sliceIndex + 1}: choose another.`,
        'fares',
      );
  const priced = await ctx.suppliers.flights.priceOffer(
    {
      tripType: offer.tripType,
      passengers: offer.passengers,
      fareIds: chosen.map((c) => c.fareId),
    },
    ctx.clock.now(),
  );
  if (!priced.ok)
    throw new AppError(
      priced.code === 'NoAvailability' ? 'NoAvailability' : 'OfferInvalid',
      priced.message,
      'fares',
    );
  const latest = computeLatestExchangeDate(readFlightFacts(offer).startDate);
  const pairs = chosen.map((c, k) => {
    const bookedSlice = offer.slices[c.sliceIndex] as FlightItinerary;
    const nextSlice = priced.value.slices[k];
    const next = nextSlice?.fares[0];
    const bookedFare = bookedSlice.fares[0];
    const waived = trip.waiver?.rules.airports === 'booked';
    const origins = listAirports(ctx.suppliers.airports, bookedSlice.origin, waived).map(
      (a) => a.code,
    );
    const destinations = listAirports(ctx.suppliers.airports, bookedSlice.destination, waived).map(
      (a) => a.code,
    );
    if (
      !nextSlice ||
      !next ||
      !bookedFare ||
      !origins.includes(nextSlice.origin) ||
      !destinations.includes(nextSlice.destination) ||
      (!trip.waiver?.rules.anyAirline && carrierOf(nextSlice) !== carrierOf(bookedSlice)) ||
      nextSlice.departureTime.slice(0, 10) > latest ||
      !fitsWaiver(
        trip.waiver,
        c.sliceIndex,
        nextSlice,
        bookedSlice,
        next.pricing.grandTotal.amountMinor,
        countTickets(offer),
      )
    )
      throw new AppError(
        'OfferInvalid',
        trip.waiver?.rules.anyAirline
          ? `The new flight ${c.sliceIndex + 1} must leave from now on, between the same cities, within the days disruption assistance covers.`
          : `The new flight ${c.sliceIndex + 1} must be with the same airline, between the same cities, within a year.`,
        'fares',
      );
    return { sliceIndex: c.sliceIndex, slice: nextSlice, booked: bookedFare, next };
  });
  const slices = offer.slices.map((s, i) => pairs.find((p) => p.sliceIndex === i)?.slice ?? s);
  const dates = slices.map((s) => s.departureTime.slice(0, 10));
  if (!areSliceDatesInOrder(dates))
    throw new AppError(
      'OfferInvalid',
      'Each flight must leave on or after the day of the flight before it.',
      'fares',
    );
  const fee = computeChangeFee(
    readPricedRules(
      pairs.map((p) => p.booked),
      trip.chfarUsable,
    ),
    countTickets(offer),
  );
  if (fee === null && trip.waiver === null) throw new AppError('ExchangeNotAvailable');
  const charged = priceExchange(
    pairs.map((p) => ({
      bookedFareMinor: p.booked.pricing.grandTotal.amountMinor,
      newFareMinor: p.next.pricing.grandTotal.amountMinor,
    })),
    fee ?? 0,
  );
  // A waiver (the airline's schedule change, a protection's rebooking): no fee, no difference.
  const price =
    trip.waiver === null
      ? charged
      : { ...charged, changeFeeMinor: 0, amountDueMinor: 0, creditBackMinor: 0 };
  if (price.amountDueMinor > 0 && !booking.cardToken)
    throw new AppError(
      'ExchangeNotAvailable',
      'This trip was paid without a card, so the difference can’t be charged online. Call us to change it.',
    );
  const newOffer: FlightOffer = {
    ...offer,
    offerId: `${offer.offerId}~x`,
    slices,
    // What was paid at booking stands; the change's cost is its own line (sumExchangeCharges).
    pricing: offer.pricing,
    observedAt: priced.value.observedAt,
  };
  const now = ctx.clock.now();
  const row = await ctx.repos.flightExchanges.create({
    id: `fx_${randomUUID().replaceAll('-', '')}`,
    bookingId,
    userId: actor.userId,
    tenant: actor.tenant,
    status: 'Quoted',
    changedSlices: pairs.map((p) => p.sliceIndex),
    newOffer: newOffer,
    newFareIds: pairs.map((p) => p.next.fareId),
    fareDifferenceMinor: price.fareDifferenceMinor,
    changeFeeMinor: price.changeFeeMinor,
    amountDueMinor: price.amountDueMinor,
    creditBackMinor: price.creditBackMinor,
    scheduleChangeSignature: trip.waiver?.signature ?? null,
    waiverReason:
      trip.waiver?.protectionId && trip.waiver.rules.reason !== 'ScheduleChange'
        ? trip.waiver.rules.reason
        : null,
    waiverProtectionId: trip.waiver?.protectionId ?? null,
    // Change for any reason gives back what this change costs now, up to its limit.
    chfarCoveredMinor:
      trip.chfarUsable && trip.chfar && trip.waiver === null
        ? computeChfarCover(price.amountDueMinor, trip.chfar.coverageLimitMinor)
        : 0,
    currency: booking.currency,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EXCHANGE_QUOTE_TTL_MS),
  });
  return toExchangeQuote(ctx, trip, row);
}
