import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkWishlistCreation,
  checkWishlistDeletion,
  checkWishlistItemAddition,
  MAX_ITEMS_PER_WISHLIST,
  MAX_WISHLISTS_PER_USER,
  normalizeWishlistName,
} from './wishlist-rules';

describe('wishlist rules', () => {
  it('allows the 50th list and refuses the 51st', () => {
    expect(checkWishlistCreation(MAX_WISHLISTS_PER_USER - 1)).toEqual({ ok: true });
    expect(checkWishlistCreation(MAX_WISHLISTS_PER_USER)).toMatchObject({
      ok: false,
      reason: 'TooManyWishlists',
    });
  });

  it('fills a list to 500 items, and saving one it holds again is always fine', () => {
    expect(checkWishlistItemAddition(MAX_ITEMS_PER_WISHLIST - 1, false)).toEqual({ ok: true });
    expect(checkWishlistItemAddition(MAX_ITEMS_PER_WISHLIST, false)).toMatchObject({
      ok: false,
      reason: 'WishlistFull',
    });
    expect(checkWishlistItemAddition(MAX_ITEMS_PER_WISHLIST, true)).toEqual({ ok: true });
  });

  it('keeps the default list', () => {
    expect(checkWishlistDeletion(true)).toMatchObject({ ok: false, reason: 'DefaultWishlistKept' });
    expect(checkWishlistDeletion(false)).toEqual({ ok: true });
  });

  it('normalizes names idempotently, without edge or double spaces', () => {
    expect(normalizeWishlistName('  Paris \t  trip ')).toBe('Paris trip');
    fc.assert(
      fc.property(fc.string(), (name) => {
        const once = normalizeWishlistName(name);
        expect(normalizeWishlistName(once)).toBe(once);
        expect(once).not.toMatch(/^\s|\s$|\s\s/);
      }),
    );
  });
});
