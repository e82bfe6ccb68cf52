/** The list every person has from their first favorite (spec §2 /favorites/). */
export const DEFAULT_WISHLIST_NAME = 'Favorites';
/** Enough for any traveller, small enough that one person cannot fill the database. */
export const MAX_WISHLISTS_PER_USER = 50;
export const MAX_ITEMS_PER_WISHLIST = 500;

export type WishlistRefusal =
  | { ok: false; reason: 'TooManyWishlists'; message: string }
  | { ok: false; reason: 'WishlistFull'; message: string }
  | { ok: false; reason: 'DefaultWishlistKept'; message: string };

export type WishlistCheck = { ok: true } | WishlistRefusal;

/** Names as shown: inner runs of spaces become one, so "Paris  trip" and "Paris trip" match. */
export function normalizeWishlistName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

export function checkWishlistCreation(existingCount: number): WishlistCheck {
  if (existingCount >= MAX_WISHLISTS_PER_USER)
    return {
      ok: false,
      reason: 'TooManyWishlists',
      message: `You can keep up to ${MAX_WISHLISTS_PER_USER} lists. Delete one to make another.`,
    };
  return { ok: true };
}

/** Saving what the list already holds is always fine: it changes nothing. */
export function checkWishlistItemAddition(
  itemCount: number,
  isAlreadySaved: boolean,
): WishlistCheck {
  if (!isAlreadySaved && itemCount >= MAX_ITEMS_PER_WISHLIST)
    return {
      ok: false,
      reason: 'WishlistFull',
      message: `A list holds up to ${MAX_ITEMS_PER_WISHLIST} favorites. Remove one or use another list.`,
    };
  return { ok: true };
}

/** The default list stays, so a heart always has somewhere to go. */
export function checkWishlistDeletion(isDefault: boolean): WishlistCheck {
  if (isDefault)
    return {
      ok: false,
      reason: 'DefaultWishlistKept',
      message: `Your ${DEFAULT_WISHLIST_NAME} list can’t be deleted. Remove its hotels instead.`,
    };
  return { ok: true };
}
