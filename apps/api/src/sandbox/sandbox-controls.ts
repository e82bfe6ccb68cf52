import type {
  FlightOffer,
  FlightPricing,
  FlightSearchResponse,
  FlightSegment,
} from '@wayfare/contracts/flights';
import type {
  HotelRateSummary,
  HotelRoomRate,
  HotelSearchResponse,
} from '@wayfare/contracts/lodging';
import type { Money } from '@wayfare/contracts/money';
import {
  isFaultKindOn,
  type ArmedFaultKind,
  type FaultKindOn,
  type SandboxFault,
  type SandboxFaultOperation,
  type SandboxFaultRequest,
  type SandboxPriceMove,
  type SandboxPriceMoveRequest,
} from '@wayfare/contracts/sandbox';
import type { DisruptionRegistry } from '@wayfare/supply/flights/flight-disruptions';
import type { DisruptionSource } from '../services/supplier-ports';

/** How long an armed `timeout` fault keeps the supplier call waiting before it gives up. */
export const SANDBOX_TIMEOUT_FAULT_MS = 2_000;
/** How long after a timed-out cancellation the sandbox supplier answers it (the retry's wait). */
export const SANDBOX_PENDING_CANCEL_RETRY_MS = 4_000;
/** The travel clock moves at most ±10 years from real time (the clock request's own bound). */
export const MAX_TRAVEL_CLOCK_OFFSET_MINUTES = 5_256_000;

export type SandboxProduct = 'flight' | 'hotel';

/**
 * What the sandbox console arms for the supplier (issues 7 and 15): one-shot faults on the next
 * matching call, price moves on a flight or a hotel, airline events on booked flights, the travel
 * clock's offset and the supplier's cancellation fees. Kept in the database, so every process on it
 * sees the same and a restart keeps them (`sandbox-controls-store.ts`); inert unless the console
 * is on (SANDBOX and SANDBOX_CONSOLE).
 */
export interface SandboxControls {
  enabled: boolean;
  armFault(request: SandboxFaultRequest): Promise<SandboxFault>;
  listFaults(): Promise<SandboxFault[]>;
  clearFault(id: string): Promise<boolean>;
  /**
   * Takes (consumes) the oldest armed fault for this product and supplier call, if any: in one
   * statement, so of several processes exactly one takes it.
   */
  takeFault(
    product: SandboxProduct,
    operation: Exclude<SandboxFaultOperation, 'any'>,
  ): Promise<ArmedFaultKind | null>;
  addPriceMove(request: SandboxPriceMoveRequest, label: string): Promise<SandboxPriceMove>;
  /** This process's copy: read at once, refreshed from the database about once a second. */
  listPriceMoves(): SandboxPriceMove[];
  clearPriceMove(id: string): Promise<boolean>;
  /** What a price on this flight instance or hotel is multiplied by now (1 without a move). */
  priceFactor(target: SandboxPriceMove['target']): number;
  /**
   * The supplier's disruption registry: injected events (this process's copy, like price moves)
   * before the world's background ones.
   */
  disruptions: Pick<DisruptionRegistry, 'find'>;
  /**
   * The supplier's airline events as the console changes them: an injected event (this process's
   * copy) before what `background` knows of the flight instance.
   */
  disruptionsOver(background: DisruptionSource): DisruptionSource;
  /** A delay, cancellation or schedule change on one flight instance, replacing any before it. */
  injectDisruption(event: Parameters<DisruptionRegistry['inject']>[0]): Promise<void>;
  clearDisruption(flightInstanceId: string): Promise<void>;
  /** Moves the travel clock (saved, so a restart and the other processes follow). */
  setTravelClockOffset(minutes: number): Promise<void>;
  /**
   * Cancellation fees the supplier started charging (a `feesApplicable` fault), per booking. A
   * cancellation quote made before the fee no longer holds: quotes that priced it are noted.
   */
  setSupplierCancelFee(bookingId: string, feeMinor: number): Promise<void>;
  /** The fee in minor units, 0 without one. */
  supplierCancelFee(bookingId: string): Promise<number>;
  noteQuoteWithFee(bookingId: string, quoteId: string): Promise<void>;
  /** Whether this quote was made before the supplier's fee (so it no longer holds). */
  isQuoteBeforeFee(bookingId: string, quoteId: string): Promise<boolean>;
  /** How long the supplier takes to answer a cancellation that timed out. */
  pendingCancelRetryMs: number;
  /** Reads the clock, price moves and disruptions from the database now. */
  refresh(): Promise<void>;
  /** Follows other processes' changes about once a second until stop(). */
  start(): void;
  /** Ends the polling and waits for a read in flight. */
  stop(): Promise<void>;
}

const FAULT_MESSAGES: Record<ArmedFaultKind, string> = {
  fail: 'The supplier refused the call (sandbox fault).',
  timeout: 'The supplier did not answer in time (sandbox fault).',
  providerUnavailable: 'The airline or hotel is unavailable (sandbox fault).',
  partnerUnavailable: 'The booking partner is unavailable (sandbox fault).',
  feesApplicable: 'The supplier now charges a cancellation fee (sandbox fault).',
  UpgradeRequired: 'The booking page is out of date (sandbox fault).',
  PriceUnavailableUnder25: 'No price for a traveller under 25 (sandbox fault).',
  BookError: 'The supplier refused the booking request (sandbox fault).',
  BookFailed: 'The supplier failed after taking the booking (sandbox fault).',
  VccGenerationFailure: 'The virtual card could not be made (sandbox fault).',
  TicketingUnconfirmed: 'The airline did not confirm ticketing (sandbox fault).',
};

/**
 * The sandbox's answer to a supplier call with an armed fault: null to go on, or the failure to
 * report (`timeout` first waits, as a supplier that never answers would). The console only arms a
 * kind on a call that can meet it (FAULT_KINDS_BY_OPERATION); anything else reads as `fail`.
 */
export async function sandboxSupplierFault<O extends Exclude<SandboxFaultOperation, 'any'>>(
  controls: SandboxControls,
  product: SandboxProduct,
  operation: O,
): Promise<{ kind: FaultKindOn<O> | 'fail'; message: string } | null> {
  const taken = await controls.takeFault(product, operation);
  if (taken === null) return null;
  const kind = isFaultKindOn(operation, taken) ? taken : 'fail';
  if (kind === 'timeout')
    await new Promise((resolve) => setTimeout(resolve, SANDBOX_TIMEOUT_FAULT_MS));
  return { kind, message: FAULT_MESSAGES[kind] };
}

/* Price moves: the shop, quote and book code passes what the supplier priced through these. */

const scaleMoney = (money: Money, factor: number): Money => ({
  ...money,
  amountMinor: Math.max(0, Math.round(money.amountMinor * factor)),
});

const flightFactor = (controls: SandboxControls, segments: readonly FlightSegment[]) =>
  segments.reduce(
    (factor, s) =>
      factor * controls.priceFactor({ kind: 'flight', flightInstanceId: s.flightInstanceId }),
    1,
  );

function scaleFlightPricing(pricing: FlightPricing, factor: number): FlightPricing {
  const base = scaleMoney(pricing.base, factor);
  const tax = scaleMoney(pricing.tax, factor);
  const subTotal = { ...pricing.subTotal, amountMinor: base.amountMinor + tax.amountMinor };
  return {
    perPassenger: pricing.perPassenger.map((p) => {
      const baseEach = scaleMoney(p.baseEach, factor);
      const taxEach = scaleMoney(p.taxEach, factor);
      return {
        ...p,
        baseEach,
        taxEach,
        totalEach: { ...p.totalEach, amountMinor: baseEach.amountMinor + taxEach.amountMinor },
      };
    }),
    base,
    tax,
    fee: pricing.fee,
    subTotal,
    grandTotal: {
      ...pricing.grandTotal,
      amountMinor: subTotal.amountMinor + pricing.fee.amountMinor,
    },
  };
}

/** Search results with each fare over a moved flight instance re-priced. */
export function moveFlightSearch(
  controls: SandboxControls,
  search: FlightSearchResponse,
): FlightSearchResponse {
  if (controls.listPriceMoves().length === 0) return search;
  return {
    ...search,
    slices: search.slices.map((slice) => ({
      ...slice,
      itineraries: slice.itineraries.map((it) => {
        const factor = flightFactor(controls, it.segments);
        if (factor === 1) return it;
        return {
          ...it,
          fares: it.fares.map((f) => ({ ...f, pricing: scaleFlightPricing(f.pricing, factor) })),
        };
      }),
    })),
  };
}

/** A priced offer (quote, book) with each slice over a moved flight instance re-priced. */
export function moveFlightOffer(controls: SandboxControls, offer: FlightOffer): FlightOffer {
  if (controls.listPriceMoves().length === 0) return offer;
  const factors = offer.slices.map((slice) => flightFactor(controls, slice.segments));
  if (factors.every((f) => f === 1)) return offer;
  const slices = offer.slices.map((slice, i) => {
    const factor = factors[i] ?? 1;
    if (factor === 1) return slice;
    return {
      ...slice,
      fares: slice.fares.map((f) => ({ ...f, pricing: scaleFlightPricing(f.pricing, factor) })),
    };
  });
  // The offer's totals are its slices' fares added up, as the supplier prices them.
  const fares = slices.flatMap((s) => s.fares.slice(0, 1));
  const sum = (pick: (p: FlightPricing) => Money) =>
    fares.reduce((total, f) => total + pick(f.pricing).amountMinor, 0);
  const base = sum((p) => p.base);
  const tax = sum((p) => p.tax);
  const fee = offer.pricing.fee.amountMinor;
  const money = (amountMinor: number) => ({ ...offer.pricing.grandTotal, amountMinor });
  return {
    ...offer,
    slices,
    pricing: {
      perPassenger: fares[0]?.pricing.perPassenger ?? offer.pricing.perPassenger,
      base: money(base),
      tax: money(tax),
      fee: offer.pricing.fee,
      subTotal: money(base + tax),
      grandTotal: money(base + tax + fee),
    },
  };
}

type MovableHotelRate = HotelRateSummary &
  Partial<
    Pick<
      HotelRoomRate,
      'nightly' | 'taxLines' | 'fees' | 'dueAtProperty' | 'payNowTotal' | 'cancellationPolicy'
    >
  >;

/** Per-room nightly prices of a hotel, moved. */
export function moveHotelNightly<N extends { sellRate: Money }>(
  controls: SandboxControls,
  lodgingId: string,
  nightly: N[],
): N[] {
  const factor = controls.priceFactor({ kind: 'hotel', lodgingId });
  if (factor === 1) return nightly;
  return nightly.map((n) => ({ ...n, sellRate: scaleMoney(n.sellRate, factor) }));
}

/**
 * A hotel rate (search lead rate or a room rate) with the room price moved: nightly prices, sell
 * rate, taxes and their lines, totals and cancellation penalties; property fees do not move.
 */
export function moveHotelRate<R extends MovableHotelRate>(
  controls: SandboxControls,
  lodgingId: string,
  rate: R,
): R {
  const factor = controls.priceFactor({ kind: 'hotel', lodgingId });
  if (factor === 1) return rate;
  const sellRate = scaleMoney(rate.sellRate, factor);
  const taxes = scaleMoney(rate.taxes, factor);
  const addsUp = rate.total.amountMinor === rate.sellRate.amountMinor + rate.taxes.amountMinor;
  const total = addsUp
    ? { ...rate.total, amountMinor: sellRate.amountMinor + taxes.amountMinor }
    : scaleMoney(rate.total, factor);
  const payLater = rate.payTiming === 'PayLater';
  const feesAtProperty = (rate.fees ?? [])
    .filter((f) => f.isPaidAtProperty)
    .reduce((s, f) => s + f.amount.amountMinor, 0);
  const taxLines = rate.taxLines?.map((line) => ({
    ...line,
    amount: scaleMoney(line.amount, factor),
  }));
  const lastLine = taxLines?.at(-1);
  if (taxLines && lastLine) {
    // The lines still add up to the taxes.
    const others = taxLines.slice(0, -1).reduce((s, l) => s + l.amount.amountMinor, 0);
    lastLine.amount = { ...lastLine.amount, amountMinor: taxes.amountMinor - others };
  }
  return {
    ...rate,
    perNightSellRate: scaleMoney(rate.perNightSellRate, factor),
    sellRate,
    taxes,
    total,
    ...(rate.nightly ? { nightly: moveHotelNightly(controls, lodgingId, rate.nightly) } : {}),
    ...(taxLines ? { taxLines } : {}),
    ...(rate.dueAtProperty
      ? {
          dueAtProperty: {
            ...rate.dueAtProperty,
            amountMinor: feesAtProperty + (payLater ? total.amountMinor : 0),
          },
        }
      : {}),
    ...(rate.payNowTotal
      ? { payNowTotal: { ...rate.payNowTotal, amountMinor: payLater ? 0 : total.amountMinor } }
      : {}),
    ...(rate.cancellationPolicy
      ? {
          cancellationPolicy: {
            ...rate.cancellationPolicy,
            tiers: rate.cancellationPolicy.tiers.map((tier) => ({
              ...tier,
              penalty: scaleMoney(tier.penalty, factor),
            })),
          },
        }
      : {}),
  };
}

/** A hotel search page with the lead rate of each moved hotel re-priced. */
export function moveHotelSearch(
  controls: SandboxControls,
  result: HotelSearchResponse,
): HotelSearchResponse {
  if (controls.listPriceMoves().length === 0) return result;
  return {
    ...result,
    hotels: result.hotels.map((hotel) => ({
      ...hotel,
      leadRate: moveHotelRate(controls, hotel.lodgingId, hotel.leadRate),
    })),
  };
}
