import type { HotelFreezeOfferRequest, FrozenStay } from '@wayfare/contracts/price-freeze';
import {
  buildHotelStayParams,
  readHotelStayParams,
  type HotelStayParams,
} from '../../model/hotel-search-params';

/**
 * The hotel freeze pages' URLs (spec §2 `/hotels/freeze`, `/hotels/freeze/confirm`, parameter
 * `hotelBookType=pf-purchase`): the stay (the hotel page's own parameters) and the rate being
 * frozen travel in the query string, so a reload or a shared link opens the same freeze; the
 * server's offer, once made, travels as `offerId`, and the chosen length as `hours`.
 */
export interface HotelFreezeTarget {
  rateId: string;
  stay: HotelStayParams;
}

const RATE_ID = /^[\w.-]{1,200}$/;

/** The rate and stay in a hotel freeze page's URL, or null when it names none. */
export function readHotelFreezeTarget(params: URLSearchParams): HotelFreezeTarget | null {
  const rateId = params.get('rateId') ?? '';
  const stay = readHotelStayParams(params);
  if (!stay || !RATE_ID.test(rateId)) return null;
  return { rateId, stay };
}

/** The offer request of a target: the rate for the stay, as the hotel page quotes it. */
export function toHotelFreezeOfferRequest(target: HotelFreezeTarget): HotelFreezeOfferRequest {
  const { stay } = target;
  return {
    rateId: target.rateId,
    stay: {
      lodgingId: stay.lodgingId,
      checkInDate: stay.fromDate,
      checkOutDate: stay.untilDate,
      rooms: stay.rooms,
      adults: stay.adults,
      children: stay.children,
    },
  };
}

/** The target a frozen stay (an offer's or a voucher's) was made from: to freeze it again. */
export function hotelFreezeTargetOf(stay: FrozenStay): HotelFreezeTarget {
  return {
    rateId: stay.rateId,
    stay: {
      lodgingId: stay.lodgingId,
      fromDate: stay.checkInDate,
      untilDate: stay.checkOutDate,
      rooms: stay.rooms,
      adults: stay.adults,
      children: stay.children,
    },
  };
}

/** A hotel freeze page: the choice (`/hotels/freeze`) or the payment (`/hotels/freeze/confirm`). */
export function buildHotelFreezePath(
  step: 'customize' | 'confirm',
  target: HotelFreezeTarget,
  extra: { offerId?: string; hours?: number } = {},
): string {
  const params = buildHotelStayParams(target.stay);
  params.set('rateId', target.rateId);
  params.set('hotelBookType', 'pf-purchase');
  if (extra.offerId) params.set('offerId', extra.offerId);
  if (extra.hours !== undefined) params.set('hours', String(extra.hours));
  return `/hotels/freeze${step === 'confirm' ? '/confirm' : ''}?${params.toString()}`;
}

/** The hotel page of a frozen stay, to choose another room or dates. */
export function frozenStayShopPath(stay: FrozenStay): string {
  return `/hotels/shop?${buildHotelStayParams(hotelFreezeTargetOf(stay).stay).toString()}`;
}

/** A hotel voucher's page (spec §2 `/trips/hotels/freeze/overview`), where it is booked. */
export function hotelFreezeOverviewPath(freezeId: string): string {
  return `/trips/hotels/freeze/overview?priceFreezeId=${encodeURIComponent(freezeId)}`;
}
