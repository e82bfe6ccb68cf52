import type { Collection, HotelFilters } from '@wayfare/contracts/lodging';

/**
 * The portal areas that sell hotels (spec §2): /hotels/, /stays/ (hotels and homes; hotels only
 * until a homes search exists) and /premium-stays/ (the Premier and Lifestyle collections).
 * They share the hotel pages; the product decides the paths, the collections and the copy.
 */
export const HOTEL_PRODUCTS = ['hotels', 'stays', 'premium-stays'] as const;
export type HotelProduct = (typeof HOTEL_PRODUCTS)[number];
export type HotelProductPage = 'search' | 'availability' | 'shop';

/** Spec §4 collections with benefits: what premium stays sells. */
export const PREMIUM_COLLECTIONS: readonly Collection[] = ['Premier', 'Lifestyle'];

/**
 * The path of one page of a product, with its query. Stays has no shop page of its own (spec §2:
 * search, availability, book), so its hotels open on /hotels/shop.
 */
export function buildHotelProductPath(
  product: HotelProduct,
  page: HotelProductPage,
  params?: URLSearchParams,
): string {
  const area = page === 'shop' && product === 'stays' ? 'hotels' : product;
  const query = params?.toString() ?? '';
  return `/${area}/${page}${query ? `?${query}` : ''}`;
}

/**
 * The filters a product searches with: premium stays keeps to Premier and Lifestyle (the person
 * may narrow that to one of them); the other products search as chosen.
 */
export function restrictHotelFilters(product: HotelProduct, filters: HotelFilters): HotelFilters {
  if (product !== 'premium-stays') return filters;
  const chosen = (filters.collections ?? []).filter((c) => PREMIUM_COLLECTIONS.includes(c));
  return { ...filters, collections: chosen.length > 0 ? chosen : [...PREMIUM_COLLECTIONS] };
}

/** Where a premium stay's shop link was made (spec §2 shop-details link `source`). */
export const PREMIUM_STAY_SOURCES = ['availability', 'search', 'recently_viewed'] as const;
export type PremiumStaySource = (typeof PREMIUM_STAY_SOURCES)[number];

export interface PremiumStayLink {
  source: PremiumStaySource | null;
  /** The list showed the hotel without rooms for the stay. */
  isUnavailable: boolean;
}

/**
 * Spec §2: "A premium stay shop-details link carries lodgingId, source and optionally
 * unavailable". Adds `source` (and `unavailable=true` when so) to the stay's parameters.
 */
export function addPremiumStayLinkParams(
  stayParams: URLSearchParams,
  link: { source: PremiumStaySource; isUnavailable?: boolean },
): URLSearchParams {
  const params = new URLSearchParams(stayParams);
  params.set('source', link.source);
  if (link.isUnavailable) params.set('unavailable', 'true');
  return params;
}

export function readPremiumStayLinkParams(params: URLSearchParams): PremiumStayLink {
  const source = params.get('source');
  return {
    source: PREMIUM_STAY_SOURCES.find((s) => s === source) ?? null,
    isUnavailable: params.get('unavailable') === 'true',
  };
}

/** The product whose pages these are, from the path (`/premium-stays/shop` → premium-stays). */
export function readHotelProductFromPath(pathname: string): HotelProduct {
  const area = pathname.split('/')[1] ?? '';
  return HOTEL_PRODUCTS.find((p) => p === area) ?? 'hotels';
}

/** Spec §2: each product books on its own `book` page (/hotels/book, /stays/book, /premium-stays/book). */
export function buildHotelBookPath(product: HotelProduct, quoteId: string): string {
  return `/${product}/book?quoteId=${encodeURIComponent(quoteId)}`;
}

/** The confirmation: /premium-stays/book/confirm and /hotels/book/confirm (stays has none of its own). */
export function buildHotelConfirmPath(product: HotelProduct, bookingId: string): string {
  const area = product === 'premium-stays' ? 'premium-stays' : 'hotels';
  return `/${area}/book/confirm?bookingId=${encodeURIComponent(bookingId)}`;
}
