import type { Tenant } from '@wayfare/contracts/tenant';
import type {
  ApplicableTravelOfferQuery,
  ApplicableTravelOfferResponse,
  TravelOffer,
  TravelOffersResponse,
} from '@wayfare/contracts/travel-offers';
import {
  decideOfferEligibility,
  decideOfferForBooking,
  decideOfferRestore,
  findTravelOffer,
  travelOffersFor,
  type OfferBookingFacts,
  type OfferCardFacts,
  type TravelOfferTerms,
} from '@wayfare/domain/travel-offers';
import type { RewardsAccountRecord } from '@wayfare/store/repositories/rewards-repository';
import type {
  TravelOfferRedemptionRecord,
  TravelOfferRedemptionsRepository,
} from '@wayfare/store/repositories/travel-offer-redemptions-repository';
import { AppError } from '../app-error';
import type { Clock } from '../clock';

/*
 * Tenant travel offers (issue 23, docs/decisions/022-travel-offers.md): the person's offers with
 * their standing, the one the booking page offers, and the booking path's claim, confirmation and
 * release of a redemption. Offers' dates are on the travel clock.
 */

export interface TravelOfferPorts {
  travelClock: Clock;
  repos: { travelOfferRedemptions: TravelOfferRedemptionsRepository };
}

export interface TravelOfferActor {
  userId: string;
  tenant: Tenant;
  accounts: readonly RewardsAccountRecord[];
}

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });

function cardsOf(actor: TravelOfferActor): OfferCardFacts[] {
  return actor.accounts.map((a) => ({
    accountReferenceId: a.accountReferenceId,
    productId: a.productId,
    standing: a.standing ?? 'Open',
  }));
}

function holderKeysOf(actor: TravelOfferActor): string[] {
  return [`user:${actor.userId}`, ...actor.accounts.map((a) => `account:${a.accountReferenceId}`)];
}

function toTravelOffer(
  offer: TravelOfferTerms,
  status: TravelOffer['status'],
  usedOn: TravelOfferRedemptionRecord | undefined,
): TravelOffer {
  return {
    id: offer.id,
    products: [...offer.products],
    discount:
      offer.discount.kind === 'fixed'
        ? { kind: 'fixed', amount: usd(offer.discount.amountMinor) }
        : { kind: 'percent', percent: offer.discount.percent, cap: usd(offer.discount.capMinor) },
    minimumSpend: usd(offer.minimumSpendMinor),
    minimumNights: offer.minimumNights ?? null,
    validFrom: offer.validFrom.toISOString(),
    validUntil: offer.validUntil.toISOString(),
    eligibleTiers: [...offer.eligibleTiers],
    oncePer: offer.oncePer,
    status,
    usedOn: usedOn ? { bookingId: usedOn.bookingId, discount: usd(usedOn.discountMinor) } : null,
  };
}

/** Every offer of the tenant the person's cards make them eligible for, with its standing. */
async function readOffers(ports: TravelOfferPorts, actor: TravelOfferActor) {
  const live = await ports.repos.travelOfferRedemptions.listLiveForHolders(
    actor.tenant,
    holderKeysOf(actor),
  );
  const liveHolderKeys = new Set(live.map((r) => `${r.offerId}|${r.holderKey}`));
  const now = ports.travelClock.now();
  const cards = cardsOf(actor);
  return travelOffersFor(actor.tenant).flatMap((offer) => {
    const keys = new Set(
      [...liveHolderKeys]
        .filter((k) => k.startsWith(`${offer.id}|`))
        .map((k) => k.slice(offer.id.length + 1)),
    );
    const decision = decideOfferEligibility(
      offer,
      { userId: actor.userId, cards, liveHolderKeys: keys },
      now,
    );
    if (decision.status === 'NotEligible') return [];
    const usedOn = live.find((r) => r.offerId === offer.id && r.userId === actor.userId);
    return [{ offer, decision, usedOn }];
  });
}

/** GET /api/v0/travelOffers: the person's offers (usable ones, and used or ended ones marked). */
export async function listTravelOffers(
  ports: TravelOfferPorts,
  actor: TravelOfferActor,
): Promise<TravelOffersResponse> {
  const offers = await readOffers(ports, actor);
  return {
    offers: offers.map(({ offer, decision, usedOn }) =>
      toTravelOffer(offer, decision.status === 'NotEligible' ? 'Expired' : decision.status, usedOn),
    ),
  };
}

/** GET /api/v0/travelOffers/applicable: the best usable offer for what is being booked. */
export async function findApplicableTravelOffer(
  ports: TravelOfferPorts,
  actor: TravelOfferActor,
  query: ApplicableTravelOfferQuery,
): Promise<ApplicableTravelOfferResponse> {
  const facts: OfferBookingFacts = {
    product: query.product,
    chargedMinor: query.chargedMinor,
    currency: 'USD',
    ...(query.nights !== undefined ? { nights: query.nights } : {}),
  };
  let best: { offer: TravelOfferTerms; discountMinor: number } | null = null;
  for (const { offer, decision } of await readOffers(ports, actor)) {
    if (decision.status !== 'Eligible') continue;
    const applied = decideOfferForBooking(offer, facts);
    if (applied.ok && applied.discountMinor > (best?.discountMinor ?? 0))
      best = { offer, discountMinor: applied.discountMinor };
  }
  return best
    ? { offer: toTravelOffer(best.offer, 'Eligible', undefined), discount: usd(best.discountMinor) }
    : { offer: null, discount: null };
}

/**
 * The booking path's use of an offer: checks it applies to this booking now, then claims it for
 * the booking in one insert the unique index decides (of two bookings racing for one offer, one
 * gets it; the other answers TravelOfferUnavailable and is not booked). Answers the discount.
 */
export async function claimTravelOffer(
  ports: TravelOfferPorts,
  actor: TravelOfferActor,
  offerId: string,
  booking: OfferBookingFacts & { bookingId: string },
): Promise<number> {
  const unavailable = (reason: string) =>
    new AppError('TravelOfferUnavailable', undefined, 'payment.travelOfferId', { reason });
  const offer = findTravelOffer(actor.tenant, offerId);
  if (!offer) throw unavailable('UnknownOffer');
  const entry = (await readOffers(ports, actor)).find((o) => o.offer.id === offerId);
  if (!entry) throw unavailable('NotEligible');
  if (entry.decision.status !== 'Eligible') throw unavailable(entry.decision.status);
  const applied = decideOfferForBooking(offer, booking);
  if (!applied.ok) throw unavailable(applied.code);
  const claimed = await ports.repos.travelOfferRedemptions.claim({
    id: `tor_${booking.bookingId}`,
    tenant: actor.tenant,
    offerId,
    holderKey: entry.decision.holderKey,
    userId: actor.userId,
    bookingId: booking.bookingId,
    product: booking.product,
    discountMinor: applied.discountMinor,
    currency: booking.currency,
    createdAt: ports.travelClock.now(),
  });
  if (!claimed) throw unavailable('Used');
  return applied.discountMinor;
}

/** The booking confirmed: its redemption is Completed (idempotent). */
export async function completeTravelOffer(ports: TravelOfferPorts, bookingId: string) {
  await ports.repos.travelOfferRedemptions.complete(bookingId, ports.travelClock.now());
}

/**
 * The booking failed, or was cancelled: its redemption is canceled (the offer is the person's
 * again) when that happens before the offer's end; after it, a cancelled trip's offer stays spent.
 * A failed booking always gives it back.
 */
export async function releaseTravelOffer(
  ports: TravelOfferPorts,
  tenant: string,
  bookingId: string,
  why: 'failed' | 'cancelled',
): Promise<void> {
  const repo = ports.repos.travelOfferRedemptions;
  const redemption = await repo.findForBooking(bookingId);
  if (!redemption || redemption.status === 'Canceled') return;
  const now = ports.travelClock.now();
  const offer = findTravelOffer(tenant, redemption.offerId);
  if (why === 'cancelled' && offer && !decideOfferRestore(offer, now)) return;
  await repo.cancel(bookingId, now);
}
