import { queryOptions } from '@tanstack/react-query';
import type {
  DeleteAllWishlistItemsResponse,
  WishlistItemResponse,
  WishlistItemsResponse,
} from '@wayfare/contracts/wishlists';
import { requestJson } from './http-client';

const BASE = '/travel/wishlists';

/** POST wishlist/get-all-wishlist-items-by-user: every hotel the person saved. */
export function wishlistItemsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['wishlists', userId, 'items'],
    queryFn: ({ signal }) =>
      requestJson<WishlistItemsResponse>(`${BASE}/wishlist/get-all-wishlist-items-by-user`, {
        method: 'POST',
        body: {},
        signal,
        timing: 'whenSettled',
      }),
    staleTime: 60_000,
  });
}

/** POST wishlist-item/create: heart a hotel (into the default Favorites list). */
export function saveFavoriteHotel(lodgingId: string): Promise<WishlistItemResponse> {
  return requestJson<WishlistItemResponse>(`${BASE}/wishlist-item/create`, {
    method: 'POST',
    body: { productId: { value: lodgingId }, productType: 'Hotel' },
  });
}

/** POST wishlist-item/delete-all: un-heart a hotel from every list. */
export function removeFavoriteHotel(lodgingId: string): Promise<DeleteAllWishlistItemsResponse> {
  return requestJson<DeleteAllWishlistItemsResponse>(`${BASE}/wishlist-item/delete-all`, {
    method: 'POST',
    body: { productId: { value: lodgingId } },
  });
}
