import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import {
  DeleteAllWishlistItemsResponseSchema,
  WishlistItemResponseSchema,
  WishlistItemsResponseSchema,
  WishlistResponseSchema,
  WishlistsResponseSchema,
} from '@wayfare/contracts/wishlists';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import {
  CONSUMER_HOST,
  CORPORATE_HOST,
  createBrowser,
  signIn,
  useTestApp,
  type Browser,
} from '../testing/test-app';

const WISHLISTS = '/api/v0/travel/wishlists';
/** Hotels of the sandbox world (ids are stable for its seed). */
const HILTON_PARIS = 'H17673';
const MARRIOTT_PARIS = 'H17716';

const call = (browser: Browser, path: string, body: unknown = {}) =>
  browser.call(path === 'wishlist/update' ? 'PUT' : 'POST', `${WISHLISTS}/${path}`, body);

describe.each(listTestDatabaseTargets())('wishlists on $name', (target) => {
  const t = useTestApp(target);

  it('asks for a sign-in', async () => {
    const res = await call(createBrowser(t.app, CONSUMER_HOST), 'wishlist/get-all');
    expect(res.statusCode).toBe(401);
  });

  it('gives everyone a Favorites list on first use', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_jamal');
    const all = WishlistsResponseSchema.parse((await call(browser, 'wishlist/get-all')).json());
    expect(all.wishlists).toHaveLength(1);
    expect(all.wishlists[0]).toMatchObject({ name: 'Favorites', isDefault: true, items: [] });
    const one = WishlistResponseSchema.parse((await call(browser, 'wishlist/get')).json());
    expect(one.wishlist.wishlistId).toEqual(all.wishlists[0]?.wishlistId);
  });

  it('hearts a hotel once, with what the favorites page needs to draw it', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_sofia');
    const first = await call(browser, 'wishlist-item/create', {
      productId: { value: HILTON_PARIS },
    });
    expect(first.statusCode).toBe(200);
    const { wishlistItem } = WishlistItemResponseSchema.parse(first.json());
    expect(wishlistItem.productId.value).toBe(HILTON_PARIS);
    expect(wishlistItem.product.id.value).toBe(HILTON_PARIS);
    expect(wishlistItem.product).toMatchObject({
      type: 'Hotel',
      hotel: { lodgingId: HILTON_PARIS, name: 'Hilton Paris City Centre', city: 'Paris' },
    });
    expect(wishlistItem.product.hotel.starRating).toBeGreaterThanOrEqual(1);
    expect(wishlistItem.product.hotel.coordinates.lat).toBeCloseTo(48.86, 1);
    expect(wishlistItem.product.hotel.imageSvg).toMatch(/^\/api\/v0\/images\/hotels\/H\d+\.svg$/);
    const again = WishlistItemResponseSchema.parse(
      (await call(browser, 'wishlist-item/create', { productId: { value: HILTON_PARIS } })).json(),
    );
    expect(again.wishlistItem.wishlistItemId).toEqual(wishlistItem.wishlistItemId);
    const items = WishlistItemsResponseSchema.parse(
      (await call(browser, 'wishlist/get-all-wishlist-items-by-user')).json(),
    );
    expect(items.wishlistItems.map((i) => i.productId.value)).toEqual([HILTON_PARIS]);
    const favorites = WishlistResponseSchema.parse((await call(browser, 'wishlist/get')).json());
    expect(favorites.wishlist.items).toHaveLength(1);
    expect(favorites.wishlist.items[0]?.wishlistId).toEqual(favorites.wishlist.wishlistId);
  });

  it('makes, renames, fills, empties and deletes a list of one’s own', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_emily');
    const made = await call(browser, 'wishlist/create', { name: '  Paris   in spring ' });
    expect(made.statusCode).toBe(200);
    const { wishlist } = WishlistResponseSchema.parse(made.json());
    expect(wishlist).toMatchObject({ name: 'Paris in spring', isDefault: false, items: [] });
    const wishlistId = wishlist.wishlistId;

    const renamed = WishlistResponseSchema.parse(
      (await call(browser, 'wishlist/update', { wishlistId, name: 'Paris, May' })).json(),
    );
    expect(renamed.wishlist.name).toBe('Paris, May');

    await call(browser, 'wishlist-item/create', {
      wishlistId,
      productId: { value: MARRIOTT_PARIS },
    });
    await call(browser, 'wishlist-item/create', { productId: { value: MARRIOTT_PARIS } });
    await call(browser, 'wishlist-item/create', { productId: { value: HILTON_PARIS } });
    const all = WishlistsResponseSchema.parse((await call(browser, 'wishlist/get-all')).json());
    expect(all.wishlists.map((w) => [w.name, w.items.length])).toEqual([
      ['Favorites', 2],
      ['Paris, May', 1],
    ]);

    // Un-heart: the hotel leaves every list.
    const removed = DeleteAllWishlistItemsResponseSchema.parse(
      (
        await call(browser, 'wishlist-item/delete-all', { productId: { value: MARRIOTT_PARIS } })
      ).json(),
    );
    expect(removed.deletedCount).toBe(2);
    const only = DeleteAllWishlistItemsResponseSchema.parse(
      (
        await call(browser, 'wishlist-item/delete-all', {
          wishlistId,
          productId: { value: HILTON_PARIS },
        })
      ).json(),
    );
    expect(only.deletedCount).toBe(0);
    const items = WishlistItemsResponseSchema.parse(
      (await call(browser, 'wishlist/get-all-wishlist-items-by-user')).json(),
    );
    expect(items.wishlistItems.map((i) => i.productId.value)).toEqual([HILTON_PARIS]);

    const deleted = await call(browser, 'wishlist/delete', { wishlistId });
    expect(deleted.json()).toEqual({ wishlistId });
    expect((await call(browser, 'wishlist/get', { wishlistId })).statusCode).toBe(404);

    const favoritesId = all.wishlists[0]?.wishlistId;
    const keep = await call(browser, 'wishlist/delete', { wishlistId: favoritesId });
    expect(keep.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(keep.json())).toMatchObject({
      code: 'BadRequest',
      field: 'wishlistId',
    });
  });

  it('never shows or changes another person’s list', async () => {
    const owner = await signIn(t.app, CONSUMER_HOST, 'usr_owen');
    const { wishlist } = WishlistResponseSchema.parse(
      (await call(owner.browser, 'wishlist/create', { name: 'Owen’s trips' })).json(),
    );
    const wishlistId = wishlist.wishlistId;
    await call(owner.browser, 'wishlist-item/create', {
      wishlistId,
      productId: { value: HILTON_PARIS },
    });

    const other = await signIn(t.app, CONSUMER_HOST, 'usr_hana');
    const attempts = [
      call(other.browser, 'wishlist/get', { wishlistId }),
      call(other.browser, 'wishlist/update', { wishlistId, name: 'Mine now' }),
      call(other.browser, 'wishlist/delete', { wishlistId }),
      call(other.browser, 'wishlist-item/create', {
        wishlistId,
        productId: { value: MARRIOTT_PARIS },
      }),
      call(other.browser, 'wishlist-item/delete-all', {
        wishlistId,
        productId: { value: HILTON_PARIS },
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NotFound', field: 'wishlistId' });
    }
    // Hana's own un-heart of the same hotel leaves Owen's list alone.
    await call(other.browser, 'wishlist-item/delete-all', { productId: { value: HILTON_PARIS } });
    const theirs = WishlistsResponseSchema.parse(
      (await call(other.browser, 'wishlist/get-all')).json(),
    );
    expect(theirs.wishlists.map((w) => w.name)).toEqual(['Favorites']);

    const mine = WishlistResponseSchema.parse(
      (await call(owner.browser, 'wishlist/get', { wishlistId })).json(),
    );
    expect(mine.wishlist).toMatchObject({ name: 'Owen’s trips' });
    expect(mine.wishlist.items.map((i) => i.productId.value)).toEqual([HILTON_PARIS]);
  });

  it('keeps business favorites apart from the card holder portal', async () => {
    const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_alan');
    await call(browser, 'wishlist-item/create', { productId: { value: HILTON_PARIS } });
    const items = WishlistItemsResponseSchema.parse(
      (await call(browser, 'wishlist/get-all-wishlist-items-by-user')).json(),
    );
    expect(items.wishlistItems).toHaveLength(1);
    // Alan's Venture X Business card also opens the card holder portal: his lists there are apart.
    const personal = await signIn(t.app, CONSUMER_HOST, 'usr_alan');
    const there = WishlistItemsResponseSchema.parse(
      (await call(personal.browser, 'wishlist/get-all-wishlist-items-by-user')).json(),
    );
    expect(there.wishlistItems).toEqual([]);
  });

  it('refuses unknown hotels and nameless lists', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_diego');
    const unknown = await call(browser, 'wishlist-item/create', {
      productId: { value: 'H999999999' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NotFound', field: 'productId' });
    const nameless = await call(browser, 'wishlist/create', { name: '   ' });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toMatchObject({ code: 'BadRequest', field: 'name' });
    const noProduct = await call(browser, 'wishlist-item/create', {});
    expect(noProduct.statusCode).toBe(400);
    expect(noProduct.json()).toMatchObject({ code: 'BadRequest', field: 'productId' });
  });
});
