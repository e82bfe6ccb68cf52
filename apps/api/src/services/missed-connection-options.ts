import type {
  FlightFare,
  FlightItinerary,
  FlightOffer,
  FlightSegment,
} from '@wayfare/contracts/flights';
import type { MissedConnectionOption } from '@wayfare/contracts/missed-connection';
import { CurrencySchema } from '@wayfare/contracts/money';
import { TenantSchema } from '@wayfare/contracts/tenant';
import { addCalendarDays } from '@wayfare/domain/exchange-waiver';
import {
  decideOnlineRebooking,
  isQualifying,
  isReasonable,
  isSameOrLowerCabin,
  rankCabin,
  reconnectReadyAt,
  type GuaranteeFlight,
  type OnlineRebookingVerdict,
  type RebookingCandidate,
} from '@wayfare/domain/missed-connection';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import { listSelfTransferConnections } from '@wayfare/domain/self-transfer';
import type { MissedConnectionRecord } from '@wayfare/store/repositories/missed-connection-guarantees-repository';
import type { Clock } from '../clock';
import type { SupplierPorts } from './supplier-ports';

/*
 * The missed-connection guarantee's options (issue 20, part C; docs/decisions/015): the part of
 * the trip that was missed, and the flights that could replace it, searched from the supplier
 * (the self-transfer airport to the ticket's destination, the missed flight's day and the next,
 * any airline: it is a new ticket) and judged by the pure rules (domain/missed-connection.ts).
 * The traveller's pages and the agent portal read the same answer.
 */

export const missedConnectionTermsFor = (tenant: string) =>
  protectionTermsFor(TenantSchema.parse(tenant)).missedConnection;

/** Options a page lists at most (reasonable first). */
export const MAX_OPTIONS = 12;

/** The missed part of a booked trip: the ticket after a self-transfer whose flight was missed. */
export interface MissedPart {
  sliceIndex: number;
  /** The flight that arrives late at the self-transfer airport. */
  arriving: FlightSegment;
  /** The replaced segments: the missed ticket's flights in this slice, in order. */
  segmentIndexes: number[];
  segments: FlightSegment[];
  missed: GuaranteeFlight;
  fare: FlightFare;
}

const seatedTravelers = (offer: FlightOffer) =>
  offer.passengers.ADT + offer.passengers.CNN + offer.passengers.INS;

/**
 * The part a connection leaves out when missed: from its departing segment to the next
 * self-transfer (another ticket) or the slice's end. Null when the offer has no such connection.
 */
export function readMissedPart(
  offer: FlightOffer,
  sliceIndex: number,
  departingSegmentIndex: number,
): MissedPart | null {
  const slice = offer.slices[sliceIndex];
  const arriving = slice?.segments[departingSegmentIndex - 1];
  const fare = slice?.fares[0];
  if (!slice || !arriving || !fare) return null;
  const segments: FlightSegment[] = [];
  const segmentIndexes: number[] = [];
  for (let i = departingSegmentIndex; i < slice.segments.length; i += 1) {
    const g = slice.segments[i];
    if (!g || (i > departingSegmentIndex && g.isSelfTransferLayover)) break;
    segments.push(g);
    segmentIndexes.push(i);
  }
  const first = segments[0];
  const last = segments[segments.length - 1];
  if (!first || !last || !first.isSelfTransferLayover) return null;
  return {
    sliceIndex,
    arriving,
    segmentIndexes,
    segments,
    fare,
    missed: {
      origin: first.origin.code,
      destination: last.destination.code,
      cabinClass: fare.cabinClass,
      departsAt: new Date(first.zonedDepartureTime),
      localDeparture: first.departureTime,
    },
  };
}

/** The recorded missed part of a guarantee, or null before a miss. */
export function readRecordedMissedPart(
  offer: FlightOffer,
  row: Pick<MissedConnectionRecord, 'missedSliceIndex' | 'missedSegmentIndex'>,
): MissedPart | null {
  if (row.missedSliceIndex === null || row.missedSegmentIndex === null) return null;
  return readMissedPart(offer, row.missedSliceIndex, row.missedSegmentIndex);
}

/** Whether an offer has self-transfers the guarantee watches. */
export const hasSelfTransfer = (offer: FlightOffer) =>
  listSelfTransferConnections(offer).length > 0;

/** A supplier flight that could replace the missed part, with the fare it would be bought at. */
export interface FoundCandidate extends RebookingCandidate {
  fare: FlightFare;
  itinerary: FlightItinerary;
}

/**
 * The fare a rebooking is bought at on a flight: one ticket (a self-transfer's `/` fare is two),
 * the highest cabin no higher than the missed one (basic economy and economy alike), its cheapest
 * fare with a seat.
 */
function pickRebookingFare(it: FlightItinerary, missed: GuaranteeFlight): FlightFare | undefined {
  const fares = it.fares.filter(
    (f) =>
      !f.fareId.includes('/') &&
      f.seatsRemaining > 0 &&
      isSameOrLowerCabin(f.cabinClass, missed.cabinClass),
  );
  const rank = (f: FlightFare) => rankCabin(f.cabinClass);
  return fares.sort(
    (a, b) =>
      rank(b) - rank(a) || a.pricing.grandTotal.amountMinor - b.pricing.grandTotal.amountMinor,
  )[0];
}

export interface RebookingOptionsPorts {
  suppliers: Pick<SupplierPorts, 'flights'>;
  clock: Clock;
  travelClock: Clock;
}

/** What the rules say now: the verdict, and every qualifying option (seats for all or not). */
export interface RebookingAnswer {
  verdict: OnlineRebookingVerdict;
  earliest: Date;
  /** Qualifying flights with at least a seat, reasonable first, then by departure and price. */
  qualifying: { candidate: FoundCandidate; reasonable: boolean; seatsEveryone: boolean }[];
}

/**
 * Searches the missed part's replacements (its day and the next, the booked airports, any
 * airline) and judges them: qualifying (spec §5), reasonable first, seats for every traveller.
 */
export async function findRebookingOptions(
  ctx: RebookingOptionsPorts,
  offer: FlightOffer,
  part: MissedPart,
  row: Pick<MissedConnectionRecord, 'tenant' | 'delayMinutes'>,
): Promise<RebookingAnswer> {
  const terms = missedConnectionTermsFor(row.tenant);
  const now = ctx.travelClock.now();
  const ready = reconnectReadyAt(
    new Date(part.arriving.zonedArrivalTime),
    row.delayMinutes ?? 0,
    terms,
  );
  const earliest = new Date(Math.max(now.getTime(), ready.getTime()));
  const day = part.missed.localDeparture.slice(0, 10);
  const travelers = seatedTravelers(offer);
  const candidates: FoundCandidate[] = [];
  for (const departureDate of [day, addCalendarDays(day, 1)]) {
    const found = await ctx.suppliers.flights.searchFlights(
      {
        tripType: 'one_way',
        slices: [
          { origin: part.missed.origin, destination: part.missed.destination, departureDate },
        ],
        // One traveller: a flight with fewer seats than the party still shows (PartialTravelers).
        passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
        maxStops: 1,
        excludeLowCostCarriers: false,
      },
      ctx.clock.now(),
    );
    if (!found.ok) continue;
    for (const it of found.value.slices[0]?.itineraries ?? []) {
      const first = it.segments[0];
      const last = it.segments[it.segments.length - 1];
      const fare = it.multiTicketType ? undefined : pickRebookingFare(it, part.missed);
      if (!first || !last || !fare) continue;
      candidates.push({
        origin: first.origin.code,
        destination: last.destination.code,
        cabinClass: fare.cabinClass,
        departsAt: new Date(first.zonedDepartureTime),
        localDeparture: first.departureTime,
        pricePerTravelerMinor: fare.pricing.grandTotal.amountMinor,
        seatsAvailable: fare.seatsRemaining,
        fare,
        itinerary: it,
      });
    }
  }
  const verdict = decideOnlineRebooking(candidates, part.missed, travelers, terms, earliest);
  const qualifying = candidates
    .filter((c) => c.seatsAvailable > 0 && isQualifying(c, part.missed, terms, earliest))
    .map((candidate) => ({
      candidate,
      reasonable: isReasonable(candidate, part.missed, terms),
      seatsEveryone: candidate.seatsAvailable >= travelers,
    }))
    .sort(
      (a, b) =>
        Number(b.reasonable) - Number(a.reasonable) ||
        a.candidate.departsAt.getTime() - b.candidate.departsAt.getTime() ||
        a.candidate.pricePerTravelerMinor - b.candidate.pricePerTravelerMinor,
    )
    .slice(0, MAX_OPTIONS * 2);
  return { verdict, earliest, qualifying };
}

/** An option as the pages and the agent portal show it. */
export function toOption(
  entry: RebookingAnswer['qualifying'][number],
  currency: string,
): MissedConnectionOption {
  const { candidate, reasonable, seatsEveryone } = entry;
  const it = candidate.itinerary;
  const first = it.segments[0];
  return {
    optionId: candidate.fare.fareId,
    origin: it.origin,
    destination: it.destination,
    departureTime: it.departureTime,
    arrivalTime: it.arrivalTime,
    airline: { code: first?.marketingAirline.code ?? '', name: first?.marketingAirline.name ?? '' },
    flightNumbers: it.segments.map(
      (g) => `${g.marketingAirline.code} ${g.marketingAirline.flightNumber}`,
    ),
    cabinClass: candidate.cabinClass,
    stops: it.stops,
    fareName: candidate.fare.fareName,
    reasonable,
    seatsAvailable: candidate.seatsAvailable,
    seatsEveryone,
    farePerTraveler: {
      amountMinor: candidate.pricePerTravelerMinor,
      currency: CurrencySchema.parse(currency),
    },
  };
}
