import type { PremiumOffer, PremiumOffersResponse } from '@wayfare/contracts/premium-offers';
import type { HotelAvailabilityHotel } from '@wayfare/contracts/hotel-shop';
import type { HotelSearchRequest } from '@wayfare/contracts/lodging';
import type { Tenant } from '@wayfare/contracts/tenant';
import { COMPLIMENTARY_NIGHT_MIN_NIGHTS } from '@wayfare/domain/hotel-display';
import type { ShopView } from './access';
import { listAvailableHotels, type HotelAvailabilityPorts } from './hotel-availability';
import { orderInPolicyFirst } from './hotel-cross-sell';
import { describeSalePlace, type TravelSaleConfig, type TravelSalePorts } from './travel-sale';
import { resolveBookerPolicy } from './travel-policy';

/*
 * Premium offers (issue 23): at each of the travel sale's featured destinations, the premium stays
 * (Premier and Lifestyle hotels) available for a sample stay a month out, long enough for the
 * complimentary night, each with its offer: the free night its price takes off (the rate's own
 * nightly price, as the hotel page and the quote take it) or, where no night is free in this
 * tenant, the collection's experience credit. On the business tenant hotels in the traveller's
 * policy come first.
 */

export interface PremiumOffersPorts extends HotelAvailabilityPorts {
  env: Pick<TravelSaleConfig, 'TRAVEL_SALE_FEATURED' | 'TRAVEL_SALE_SORTED'>;
  supply: HotelAvailabilityPorts['supply'] & TravelSalePorts['supply'];
}

/** The sample stay: a month out, for the complimentary night's minimum, two adults in a room. */
const OFFER_LEAD_DAYS = 30;
const OFFER_NIGHTS = COMPLIMENTARY_NIGHT_MIN_NIGHTS;
const OFFERS_PER_PLACE = 3;
const OFFER_PLACES = 4;
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function describeOffer(hotel: HotelAvailabilityHotel): PremiumOffer | null {
  const night = hotel.leadRate.complimentaryNightDiscount;
  if (night) return { kind: 'FreeNight', amount: night };
  return hotel.collection === 'Premier' ? { kind: 'ExperienceCredit' } : null;
}

/** GET /api/v0/premium-offers */
export async function listPremiumOffers(
  ports: PremiumOffersPorts,
  view: ShopView,
  tenant: Tenant,
): Promise<PremiumOffersResponse> {
  const now = ports.clock.now();
  const checkInDate = isoDay(now.getTime() + OFFER_LEAD_DAYS * DAY_MS);
  const checkOutDate = isoDay(now.getTime() + (OFFER_LEAD_DAYS + OFFER_NIGHTS) * DAY_MS);
  const stay = { checkInDate, checkOutDate, nights: OFFER_NIGHTS, rooms: 1, adults: 2 };
  const booker = await resolveBookerPolicy(ports, tenant, view.membership);
  const codes = [
    ...new Set(
      ports.env.TRAVEL_SALE_FEATURED.length > 0
        ? ports.env.TRAVEL_SALE_FEATURED
        : ports.env.TRAVEL_SALE_SORTED,
    ),
  ].slice(0, OFFER_PLACES);
  const places: PremiumOffersResponse['places'] = [];
  for (const code of codes) {
    const place = describeSalePlace(ports, code);
    if (!place) continue;
    const request: HotelSearchRequest = {
      location: { kind: 'airport', airportCode: code },
      checkInDate,
      checkOutDate,
      rooms: 1,
      adults: 2,
      children: 0,
      filters: { collections: ['Premier', 'Lifestyle'] },
      sort: 'MostRecommended',
      offset: 0,
      limit: 12,
    };
    const found = await listAvailableHotels(
      ports,
      view,
      tenant,
      request,
      booker?.policy ?? null,
      now,
    );
    const offers = orderInPolicyFirst(found.hotels).flatMap((hotel) => {
      const offer = hotel.availability === 'Available' ? describeOffer(hotel) : null;
      return offer ? [{ hotel, offer }] : [];
    });
    if (offers.length > 0)
      places.push({ code, city: place.city, offers: offers.slice(0, OFFERS_PER_PLACE) });
  }
  return { stay, places };
}
