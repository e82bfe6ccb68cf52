import type { Collection } from '@wayfare/contracts/lodging';
import type { Tenant } from '@wayfare/contracts/tenant';
import {
  findCardCreditTier,
  isAccountInGoodStanding,
  type AccountStanding,
  type CardCreditTier,
} from './card-travel-credits';

/*
 * Tenant travel offers (issue 23, docs/decisions/022-travel-offers.md): each tenant's offers are
 * configuration (`travelOffersFor`), and whether a person may use one, on what booking and for how
 * much is decided here. Pure: the person's cards, their live redemptions, the booking and the
 * travel clock's time come in.
 */

/** The products an offer can be used on (the booking path's products). */
export type OfferProduct = 'flight' | 'hotel' | 'car' | 'activity' | 'home' | 'package';

/** A card's tier for an offer: a travel-credit tier, or `other` for the cards without one. */
export type OfferCardTier = CardCreditTier | 'other';

export type OfferDiscount =
  { kind: 'fixed'; amountMinor: number } | { kind: 'percent'; percent: number; capMinor: number };

export interface TravelOfferTerms {
  id: string;
  products: readonly OfferProduct[];
  discount: OfferDiscount;
  /** What the booking must charge at least (before the offer), minor units of USD. */
  minimumSpendMinor: number;
  /** A stay's (hotel, home) fewest nights; absent: any length. */
  minimumNights?: number;
  /** From when, until when (exclusive) it can be used, on the travel clock. */
  validFrom: Date;
  validUntil: Date;
  eligibleTiers: readonly OfferCardTier[];
  /** Once per person, or once per card account. */
  oncePer: 'person' | 'account';
}

const ALL_TIERS: readonly OfferCardTier[] = ['top', 'travel', 'entry', 'other'];

/**
 * The sandbox's offers per tenant. A real deployment would read these from its configuration the
 * same way; every screen and rule reads them here.
 */
const OFFERS: Record<Tenant, readonly TravelOfferTerms[]> = {
  capone: [
    {
      id: 'first-hotel-50',
      products: ['hotel'],
      discount: { kind: 'fixed', amountMinor: 5_000 },
      minimumSpendMinor: 10_000,
      minimumNights: 2,
      validFrom: new Date('2026-01-01T00:00:00Z'),
      validUntil: new Date('2027-12-31T00:00:00Z'),
      eligibleTiers: ALL_TIERS,
      oncePer: 'person',
    },
    {
      id: 'car-10-percent',
      products: ['car'],
      discount: { kind: 'percent', percent: 10, capMinor: 4_000 },
      minimumSpendMinor: 0,
      validFrom: new Date('2026-01-01T00:00:00Z'),
      validUntil: new Date('2027-06-30T00:00:00Z'),
      eligibleTiers: ['top', 'travel', 'entry'],
      oncePer: 'account',
    },
  ],
  'capone-corporate': [
    {
      id: 'business-flight-25',
      products: ['flight'],
      discount: { kind: 'fixed', amountMinor: 2_500 },
      minimumSpendMinor: 20_000,
      validFrom: new Date('2026-01-01T00:00:00Z'),
      validUntil: new Date('2027-12-31T00:00:00Z'),
      eligibleTiers: ALL_TIERS,
      oncePer: 'person',
    },
    {
      id: 'business-hotel-10-percent',
      products: ['hotel'],
      discount: { kind: 'percent', percent: 10, capMinor: 7_500 },
      minimumSpendMinor: 0,
      minimumNights: 1,
      validFrom: new Date('2026-01-01T00:00:00Z'),
      validUntil: new Date('2027-12-31T00:00:00Z'),
      eligibleTiers: ALL_TIERS,
      oncePer: 'person',
    },
  ],
};

/** A tenant's configured travel offers. */
export function travelOffersFor(tenant: Tenant): readonly TravelOfferTerms[] {
  return OFFERS[tenant];
}

/** One of a tenant's offers by id (a stored booking's tenant is a plain string). */
export function findTravelOffer(tenant: string, offerId: string): TravelOfferTerms | null {
  const offers = Object.entries(OFFERS).find(([t]) => t === tenant)?.[1] ?? [];
  return offers.find((o) => o.id === offerId) ?? null;
}

/** An offer's tier for a card product. */
export function offerCardTier(productId: string): OfferCardTier {
  return findCardCreditTier(productId) ?? 'other';
}

/** Who a once-only use belongs to. */
export function offerHolderKey(
  offer: Pick<TravelOfferTerms, 'oncePer'>,
  userId: string,
  accountReferenceId: string,
): string {
  return offer.oncePer === 'person' ? `user:${userId}` : `account:${accountReferenceId}`;
}

/** The discount on what a booking charges: never more than it, nor the cap; whole minor units. */
export function computeOfferDiscount(discount: OfferDiscount, chargedMinor: number): number {
  const amount = Math.max(0, Math.floor(chargedMinor));
  if (discount.kind === 'fixed') return Math.min(amount, discount.amountMinor);
  return Math.min(amount, discount.capMinor, Math.floor((amount * discount.percent) / 100));
}

export interface OfferCardFacts {
  accountReferenceId: string;
  productId: string;
  standing: AccountStanding;
}

export type OfferEligibility =
  | { status: 'Eligible'; holderKey: string }
  | { status: 'Used' | 'Expired' | 'NotYetValid' | 'NotEligible' };

/**
 * Whether a person may use an offer now: within its dates, with a card of an eligible tier that is
 * open and in good standing (spec §5), and not used yet by them (once per person) or by that card
 * (once per account: another eligible card of theirs can still use it).
 */
export function decideOfferEligibility(
  offer: TravelOfferTerms,
  person: { userId: string; cards: readonly OfferCardFacts[]; liveHolderKeys: ReadonlySet<string> },
  now: Date,
): OfferEligibility {
  const cards = person.cards.filter(
    (c) =>
      isAccountInGoodStanding(c.standing) &&
      offer.eligibleTiers.includes(offerCardTier(c.productId)),
  );
  if (cards.length === 0) return { status: 'NotEligible' };
  const keys = cards.map((c) => offerHolderKey(offer, person.userId, c.accountReferenceId));
  const free = keys.find((k) => !person.liveHolderKeys.has(k));
  if (free === undefined) return { status: 'Used' };
  if (now.getTime() >= offer.validUntil.getTime()) return { status: 'Expired' };
  if (now.getTime() < offer.validFrom.getTime()) return { status: 'NotYetValid' };
  return { status: 'Eligible', holderKey: free };
}

export interface OfferBookingFacts {
  product: OfferProduct;
  /** What the booking charges before the offer. */
  chargedMinor: number;
  currency: string;
  /** A stay's nights; absent for other products. */
  nights?: number;
}

export type OfferApplication =
  | { ok: true; discountMinor: number }
  | { ok: false; code: 'ProductNotCovered' | 'BelowMinimumSpend' | 'TooFewNights' };

/** Whether an offer applies to this booking, and its discount. */
export function decideOfferForBooking(
  offer: TravelOfferTerms,
  booking: OfferBookingFacts,
): OfferApplication {
  if (!offer.products.includes(booking.product) || booking.currency !== 'USD')
    return { ok: false, code: 'ProductNotCovered' };
  if (offer.minimumNights !== undefined && (booking.nights ?? 0) < offer.minimumNights)
    return { ok: false, code: 'TooFewNights' };
  if (booking.chargedMinor < offer.minimumSpendMinor || booking.chargedMinor <= 0)
    return { ok: false, code: 'BelowMinimumSpend' };
  return { ok: true, discountMinor: computeOfferDiscount(offer.discount, booking.chargedMinor) };
}

/**
 * Spec §5: a redemption is given back when its trip is cancelled before the offer's end (the
 * person may use it again); after it, the offer is spent.
 */
export function decideOfferRestore(offer: Pick<TravelOfferTerms, 'validUntil'>, cancelAt: Date) {
  return cancelAt.getTime() < offer.validUntil.getTime();
}

/**
 * Spec §5: "Hotel travel credits cannot be used on pay-at-hotel bookings of Premier or Lifestyle
 * hotels." True when travel credits may pay for this stay.
 */
export function canUseTravelCreditOnStay(stay: {
  collection: Collection;
  payTiming: 'PayNow' | 'PayLater';
}): boolean {
  return !(
    stay.payTiming === 'PayLater' &&
    (stay.collection === 'Premier' || stay.collection === 'Lifestyle')
  );
}
