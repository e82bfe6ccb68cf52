import type { FlightOffer, MultiTicketType } from '@wayfare/contracts/flights';

/**
 * Self-transfer itineraries (issue 20; docs/decisions/014-self-transfer-itineraries.md): what a
 * two-ticket trip is, read from its offer. Pure: the booking, trip, cancellation and exchange
 * rules and the web all read the same answer.
 */

type OfferShape = Pick<FlightOffer, 'slices' | 'multiTicketType'>;

/** A connection between two tickets: the traveller collects their bags and checks in again. */
export interface SelfTransferConnection {
  sliceIndex: number;
  /** The segment landing at the self-transfer airport, and the one leaving it (other ticket). */
  arrivingSegmentIndex: number;
  departingSegmentIndex: number;
  airportCode: string;
  /** The time between the two flights as sold (at least the guarantee's self-transfer minimum). */
  minutes: number;
}

/** The offer's kind: `single` when it says nothing (one ticket). */
export function readMultiTicketType(offer: Pick<FlightOffer, 'multiTicketType'>): MultiTicketType {
  return offer.multiTicketType ?? 'single';
}

/**
 * More than one ticket, for the cancellation and change rules (contact the airlines): two tickets
 * bought together (`hackerFare`, `virtualInterline`), or one trip whose slices start on different
 * airlines (each airline's ticket, as before issue 20).
 */
export function isMultiTicketOffer(offer: OfferShape): boolean {
  if (readMultiTicketType(offer) !== 'single') return true;
  return new Set(offer.slices.map((s) => s.segments[0]?.marketingAirline.code)).size > 1;
}

/** Every self-transfer connection of the offer, in travel order (the departing segment is marked). */
export function listSelfTransferConnections(offer: OfferShape): SelfTransferConnection[] {
  const out: SelfTransferConnection[] = [];
  offer.slices.forEach((slice, sliceIndex) => {
    slice.segments.forEach((segment, index) => {
      const arriving = slice.segments[index - 1];
      if (!segment.isSelfTransferLayover || !arriving) return;
      out.push({
        sliceIndex,
        arrivingSegmentIndex: index - 1,
        departingSegmentIndex: index,
        airportCode: segment.origin.code,
        minutes: segment.stopoverDurationMinutes,
      });
    });
  });
  return out;
}
