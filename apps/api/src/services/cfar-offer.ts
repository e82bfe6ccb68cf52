import type { CfarOffer } from '@wayfare/contracts/cancel-for-any-reason';
import type { FlightOffer } from '@wayfare/contracts/flights';
import type { Currency } from '@wayfare/contracts/money';
import { TenantSchema } from '@wayfare/contracts/tenant';
import {
  cfarDeadline,
  cfarHorizonDays,
  cfarCashRefund,
  cfarPremiumPercent,
  priceCfarPremium,
  strictestFareRule,
} from '@wayfare/domain/cancel-for-any-reason';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import type { CfarOfferColumn } from '@wayfare/store/schema';

/**
 * Cancel for any reason as offered with a flight quote (issue 18): priced from the risk (route,
 * horizon, fare) and the tenant's terms, held with the quote, shown on the booking page.
 */

function termsFor(tenant: string) {
  return protectionTermsFor(TenantSchema.parse(tenant)).cancelForAnyReason;
}

/** It is sold only while the trip is at least this far off. */
const MIN_HOURS_BEFORE_DEPARTURE = 24;

/**
 * The protection offered with a quote of `offer`, priced now from the risk (route, horizon, fare):
 * null when the tenant does not sell it for this trip (too close, or the risk asks more than the
 * maximum premium).
 */
export function offerCancelForAnyReason(
  tenant: string,
  offer: FlightOffer,
  now: Date,
): CfarOfferColumn | null {
  const segments = offer.slices.flatMap((s) => s.segments);
  const first = segments[0];
  if (!first) return null;
  const departure = new Date(first.zonedDepartureTime);
  if (departure.getTime() - now.getTime() < MIN_HOURS_BEFORE_DEPARTURE * 3_600_000) return null;
  const terms = termsFor(tenant);
  const fareTotalMinor = (offer.pricing.discount?.grandTotal ?? offer.pricing.grandTotal)
    .amountMinor;
  if (fareTotalMinor <= 0) return null;
  const countries = new Set(
    segments.flatMap((g) => [g.origin.countryCode, g.destination.countryCode]),
  );
  const quote = priceCfarPremium({
    totalMinor: fareTotalMinor,
    horizonDays: cfarHorizonDays(now, departure),
    isInternational: countries.size > 1,
    fareRule: readFareRule(offer),
    refundPercent: terms.refundPercent,
    premiumPercent: terms.premiumPercent,
    minPremiumMinor: terms.minPremiumMinor,
  });
  if (!quote.isOffered) return null;
  return {
    premiumMinor: quote.premiumMinor,
    fareTotalMinor,
    refundPercent: terms.refundPercent,
    deadline: cfarDeadline(departure).toISOString(),
  };
}

/** The strictest cancel rule of the slices' fares, and the largest change fee per ticket. */
export function readFareRule(offer: FlightOffer) {
  return strictestFareRule(
    offer.slices.map((s) => s.fares[0]?.penaltiesInfo.cancelPenalty.kind ?? 'Unknown'),
  );
}

export function readChangeFeePerTicket(offer: FlightOffer): number {
  return Math.max(
    0,
    ...offer.slices.map((s) => {
      const p = s.fares[0]?.penaltiesInfo.cancelPenalty;
      return p?.kind === 'WithFee' ? (p.fee?.amountMinor ?? 0) : 0;
    }),
  );
}

/** The offer as the booking page shows it. */
export function toCfarOffer(
  tenant: string,
  column: CfarOfferColumn,
  currency: Currency,
): CfarOffer {
  const terms = termsFor(tenant);
  return {
    premium: { amountMinor: column.premiumMinor, currency },
    premiumPercent: cfarPremiumPercent(column.premiumMinor, column.fareTotalMinor),
    refundPercent: column.refundPercent,
    refundAmount: {
      amountMinor: cfarCashRefund(column.fareTotalMinor, column.refundPercent),
      currency,
    },
    deadline: column.deadline,
    refundBillingCycles: terms.refundBillingCycles,
  };
}
