import type { Tenant } from '@wayfare/contracts/tenant';
import { formatMoney } from '@wayfare/domain/money-format';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';

/** The FAQ's groups, by product, in the order the portal lists its products. */
export const FAQ_GROUPS = [
  'flights',
  'hotels',
  'stays',
  'premiumStays',
  'vacationRentals',
  'cars',
  'activities',
  'packages',
  'protections',
  'payments',
  'trips',
  'corporate',
] as const;
export type FaqGroup = (typeof FAQ_GROUPS)[number];

export interface FaqEntry {
  /** The question's anchor (`/faq/#flight-price-freeze`) and its messages `faq.<id>.q|a`. */
  id: string;
  group: FaqGroup;
  /** The terms page this answer summarises. */
  terms?: string;
  /** Only in the business tenant. */
  corporateOnly?: boolean;
}

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  { id: 'flight-price-prediction', group: 'flights', terms: '/terms/price-prediction-price-watch' },
  { id: 'flight-price-freeze', group: 'flights', terms: '/terms/frozen-prices' },
  { id: 'flight-self-transfer', group: 'flights', terms: '/terms/missed-connection-guarantee' },
  { id: 'hotel-pay-later', group: 'hotels' },
  { id: 'hotel-price-freeze', group: 'hotels', terms: '/terms/frozen-prices-hotel' },
  { id: 'hotel-refundable-room', group: 'hotels', terms: '/terms/cancel-for-any-reason' },
  { id: 'stays-what', group: 'stays' },
  { id: 'premium-benefits', group: 'premiumStays' },
  { id: 'premium-complimentary-night', group: 'premiumStays', terms: '/terms/complimentary-night' },
  { id: 'rental-cancellation', group: 'vacationRentals' },
  { id: 'rental-total', group: 'vacationRentals' },
  { id: 'car-pay-counter', group: 'cars' },
  { id: 'car-driver-age', group: 'cars' },
  { id: 'activity-cancel', group: 'activities' },
  { id: 'package-savings', group: 'packages' },
  { id: 'protection-price-drop', group: 'protections', terms: '/terms/price-drop-protection' },
  { id: 'protection-best-price', group: 'protections', terms: '/terms/best-price-guarantee' },
  { id: 'protection-cfar', group: 'protections', terms: '/terms/cancel-for-any-reason' },
  { id: 'protection-disruption', group: 'protections', terms: '/terms/disruption-assistance' },
  { id: 'payment-rewards', group: 'payments' },
  { id: 'payment-wallet', group: 'payments' },
  { id: 'trip-cancel-flight', group: 'trips' },
  { id: 'trip-change-stay', group: 'trips' },
  { id: 'trip-find', group: 'trips' },
  { id: 'corporate-policy', group: 'corporate', corporateOnly: true },
  { id: 'corporate-arrange', group: 'corporate', corporateOnly: true },
  { id: 'corporate-approval', group: 'corporate', corporateOnly: true },
];

/** The tenant's questions: the business tenant's questions only there. */
export function listFaqEntries(tenant: Tenant): FaqEntry[] {
  return FAQ_ENTRIES.filter((e) => !e.corporateOnly || tenant === 'capone-corporate');
}

/**
 * The figures the answers quote, from the one per-tenant terms source (domain/protection-terms.ts),
 * so an answer cannot say other than the terms pages and the rules.
 */
export function readFaqValues(tenant: Tenant, locale: string): Record<string, string | number> {
  const terms = protectionTermsFor(tenant);
  const usd = (amountMinor: number) =>
    formatMoney({ amountMinor, currency: terms.currency }, locale, { precision: 'trimmed' });
  const days = (hours: number) => Math.floor(hours / 24);
  // Collection names are the collections' own (Premier, Lifestyle), in every language.
  const collections = (list: readonly string[]) =>
    new Intl.ListFormat(locale, { type: 'conjunction' }).format(list);
  const { priceFreeze, cancelForAnyReason, priceDropProtection, priceMatch } = terms;
  return {
    flightFreezeDays: days(priceFreeze.flight.windowHours),
    flightFreezeCap: usd(priceFreeze.flight.capMinor),
    hotelFreezeDays: days(priceFreeze.hotel.windowHours),
    hotelFreezeCap: usd(priceFreeze.hotel.capMinor),
    selfTransferMinutes: terms.missedConnection.minSelfTransferMinutes,
    missedConnectionCap: usd(terms.missedConnection.capPerTravelerMinor),
    cfarPercent: cancelForAnyReason.refundPercent,
    cfarHours: cancelForAnyReason.deadlineHours,
    hotelCfarPremium: cancelForAnyReason.hotel.premiumPercent,
    hotelCfarCoverage: cancelForAnyReason.hotel.coveragePercent,
    minNights: terms.complimentaryNight.minNights,
    freeNight: terms.complimentaryNight.freeNight,
    nightCollections: collections(terms.complimentaryNight.collections),
    priceDropCollections: collections(priceDropProtection.hotel.collections),
    priceDropDays: priceDropProtection.flight.monitorDays,
    priceDropCap: usd(priceDropProtection.flight.capMinor),
    priceDropHotelDays: priceDropProtection.hotel.monitorDays,
    priceMatchHours: priceMatch.windowHours,
    creditDays: priceDropProtection.creditValidDays,
    disruptionFee: usd(terms.disruptionAssistance.feeMinor),
    disruptionHours: terms.disruptionAssistance.minHoursBeforeDeparture,
    disruptionDelay: terms.disruptionAssistance.delayThresholdMinutes,
  };
}
