import type { CompetitorPriceOverridesRepository } from '@wayfare/store/repositories/price-match-claims-repository';
import type { FlightProvider } from '@wayfare/supply/ports/flight-provider';
import type { HotelProvider } from '@wayfare/supply/ports/hotel-provider';
import type {
  SupplierCalls,
  SupplierCancellations,
  SupplierPorts,
} from '../services/supplier-ports';
import {
  moveFlightOffer,
  moveFlightSearch,
  moveHotelNightly,
  moveHotelRate,
  moveHotelSearch,
  sandboxSupplierFault,
  type SandboxControls,
} from './sandbox-controls';
import { withCompetitorPriceOverrides } from './sandbox-competitor-prices';
import { withCalendarPriceMoves } from './sandbox-fare-calendar';

/** Fares over a flight instance the console moved are priced by its percent, in search and offer. */
function withFlightPriceMoves(inner: FlightProvider, controls: SandboxControls): FlightProvider {
  return {
    ...inner,
    async searchFlights(request, now) {
      const found = await inner.searchFlights(request, now);
      return found.ok ? { ok: true, value: moveFlightSearch(controls, found.value) } : found;
    },
    async priceOffer(request, now) {
      const priced = await inner.priceOffer(request, now);
      return priced.ok ? { ok: true, value: moveFlightOffer(controls, priced.value) } : priced;
    },
  };
}

/**
 * A hotel the console moved is priced by its percent in search, on its page and in a quote (the
 * supplier's own booking keeps its price: the move is what the portal shows and charges).
 */
function withHotelPriceMoves(inner: HotelProvider, controls: SandboxControls): HotelProvider {
  return {
    ...inner,
    async searchHotels(request, now) {
      const found = await inner.searchHotels(request, now);
      return found.ok ? { ok: true, value: moveHotelSearch(controls, found.value) } : found;
    },
    async getHotelDetail(request, now) {
      const found = await inner.getHotelDetail(request, now);
      if (!found.ok) return found;
      const detail = found.value;
      return {
        ok: true,
        value: {
          ...detail,
          rooms: detail.rooms.map((room) => ({
            ...room,
            rates: room.rates.map((rate) => moveHotelRate(controls, detail.lodgingId, rate)),
          })),
        },
      };
    },
    async priceRate(request, now, options) {
      const priced = await inner.priceRate(request, now, options);
      if (!priced.ok) return priced;
      const quote = priced.value;
      return {
        ok: true,
        value: { ...quote, rate: moveHotelRate(controls, quote.lodgingId, quote.rate) },
      };
    },
  };
}

/** The console's armed faults: the next matching call is refused (taken once, by one process). */
function withArmedFaults(inner: SupplierCalls, controls: SandboxControls): SupplierCalls {
  return {
    async refusal(product, call) {
      // The console arms faults on flights and stays; cars and experiences take none yet (a
      // package's parts ask as 'flight' and 'hotel').
      if (
        product === 'car' ||
        product === 'activity' ||
        product === 'home' ||
        product === 'package'
      )
        return inner.refusal(product, call);
      return (await sandboxSupplierFault(controls, product, call)) ?? inner.refusal(product, call);
    },
  };
}

/** Fees the console's `feesApplicable` fault makes the supplier charge, kept with the controls. */
function withConsoleCancelFees(controls: SandboxControls): SupplierCancellations {
  return {
    // Read at each use: tests shorten the wait on a running app.
    get retryAfterMs() {
      return controls.pendingCancelRetryMs;
    },
    setFee: (bookingId, feeMinor) => controls.setSupplierCancelFee(bookingId, feeMinor),
    findFee: (bookingId) => controls.supplierCancelFee(bookingId),
    noteQuoteWithFee: (bookingId, quoteId) => controls.noteQuoteWithFee(bookingId, quoteId),
    isQuoteBeforeFee: (bookingId, quoteId) => controls.isQuoteBeforeFee(bookingId, quoteId),
  };
}

/**
 * The supplier as the sandbox console changes it (issues 7 and 15): the same ports, with the
 * console's price moves, armed faults, cancellation fees and injected airline events applied.
 * Composed in createApp; the services see only the ports.
 */
export function withSandboxControls(
  ports: SupplierPorts,
  controls: SandboxControls,
  competitorPrices: CompetitorPriceOverridesRepository,
): SupplierPorts {
  return {
    flights: withFlightPriceMoves(ports.flights, controls),
    // The days a moved flight flies on are priced again by the (moved) search.
    fareCalendar: withCalendarPriceMoves(
      ports.fareCalendar,
      withFlightPriceMoves(ports.flights, controls),
      controls,
    ),
    // A price move changes what is sold now, not the fare history.
    pastFares: ports.pastFares,
    hotels: withHotelPriceMoves(ports.hotels, controls),
    cars: ports.cars,
    activities: ports.activities,
    homes: ports.homes,
    packageRates: ports.packageRates,
    hotelRateNights: {
      listNightly: (lodgingId, rateId, at) =>
        moveHotelNightly(
          controls,
          lodgingId,
          ports.hotelRateNights.listNightly(lodgingId, rateId, at),
        ),
    },
    // Likewise a room's price history.
    pastHotelRates: ports.pastHotelRates,
    calls: withArmedFaults(ports.calls, controls),
    cancellations: withConsoleCancelFees(controls),
    // Injected events first, then the world's background ones.
    disruptions: controls.disruptionsOver(ports.disruptions),
    airports: ports.airports,
    // The console's competitor prices first (price match, issue 19), then the feed's own.
    competitorPrices: withCompetitorPriceOverrides(ports.competitorPrices, competitorPrices),
  };
}
