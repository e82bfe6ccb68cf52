import { randomUUID } from 'node:crypto';
import { HotelFactsSchema } from '@wayfare/contracts/hotel-shop';
import type { Wishlist, WishlistItem } from '@wayfare/contracts/wishlists';
import {
  checkWishlistCreation,
  checkWishlistDeletion,
  checkWishlistItemAddition,
  DEFAULT_WISHLIST_NAME,
  normalizeWishlistName,
  type WishlistCheck,
} from '@wayfare/domain/wishlist-rules';
import type {
  WishlistItemRecord,
  WishlistOwner,
  WishlistRecord,
  WishlistsRepository,
} from '@wayfare/store/repositories/wishlists-repository';
import { describeHotelFacts } from '@wayfare/supply/lodging/hotel-facts';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import type { SupplyService } from './supply';

export type { WishlistOwner };

/** What wishlists use: the lists, and the supplier's hotel catalogue for a saved hotel's facts. */
export interface WishlistPorts {
  clock: Clock;
  supply: Pick<SupplyService, 'getWorld'>;
  repos: { wishlists: WishlistsRepository };
}

function assertAllowed(check: WishlistCheck, field: string): void {
  if (!check.ok) throw new AppError('BadRequest', check.message, field);
}

function toItem(record: WishlistItemRecord): WishlistItem | null {
  const hotel = HotelFactsSchema.safeParse(record.product);
  if (!hotel.success) return null;
  return {
    wishlistItemId: { value: record.id },
    wishlistId: { value: record.wishlistId },
    productId: { value: record.productId },
    product: { id: { value: record.productId }, type: record.productType, hotel: hotel.data },
    createdAt: record.createdAt.toISOString(),
  };
}

function toWishlist(list: WishlistRecord, items: readonly WishlistItemRecord[]): Wishlist {
  return {
    wishlistId: { value: list.id },
    name: list.name,
    isDefault: list.isDefault,
    createdAt: list.createdAt.toISOString(),
    updatedAt: list.updatedAt.toISOString(),
    items: items.flatMap((item) => (item.wishlistId === list.id ? (toItem(item) ?? []) : [])),
  };
}

/** Every call starts here: the person's default list exists from their first call on. */
function ensureDefault(ctx: WishlistPorts, owner: WishlistOwner): Promise<WishlistRecord> {
  return ctx.repos.wishlists.ensureDefault(owner, {
    id: `wl_${randomUUID()}`,
    name: DEFAULT_WISHLIST_NAME,
    now: ctx.clock.now(),
  });
}

/** One of the person's lists; another person's list is NotFound, as if it did not exist. */
async function findOwnList(
  ctx: WishlistPorts,
  owner: WishlistOwner,
  wishlistId: string,
): Promise<WishlistRecord> {
  const list = await ctx.repos.wishlists.findForOwner(owner, wishlistId);
  if (!list) throw new AppError('NotFound', 'We could not find that list.', 'wishlistId');
  return list;
}

async function withItems(ctx: WishlistPorts, list: WishlistRecord): Promise<Wishlist> {
  return toWishlist(list, await ctx.repos.wishlists.listItems([list.id]));
}

/** wishlist/get: one list with its items; the default list when no id is given. */
export async function getWishlist(
  ctx: WishlistPorts,
  owner: WishlistOwner,
  wishlistId: string | undefined,
): Promise<Wishlist> {
  const fallback = await ensureDefault(ctx, owner);
  const list = wishlistId === undefined ? fallback : await findOwnList(ctx, owner, wishlistId);
  return withItems(ctx, list);
}

/** wishlist/get-all: the person's lists with their items, default first. */
export async function listWishlists(ctx: WishlistPorts, owner: WishlistOwner): Promise<Wishlist[]> {
  await ensureDefault(ctx, owner);
  const lists = await ctx.repos.wishlists.listForOwner(owner);
  const items = await ctx.repos.wishlists.listItems(lists.map((l) => l.id));
  return lists.map((list) => toWishlist(list, items));
}

/** wishlist/get-all-wishlist-items-by-user: every saved item, newest first (hearts on cards). */
export async function listWishlistItems(
  ctx: WishlistPorts,
  owner: WishlistOwner,
): Promise<WishlistItem[]> {
  await ensureDefault(ctx, owner);
  const lists = await ctx.repos.wishlists.listForOwner(owner);
  const items = await ctx.repos.wishlists.listItems(lists.map((l) => l.id));
  return items.flatMap((item) => toItem(item) ?? []);
}

export async function createWishlist(
  ctx: WishlistPorts,
  owner: WishlistOwner,
  name: string,
): Promise<Wishlist> {
  await ensureDefault(ctx, owner);
  assertAllowed(checkWishlistCreation(await ctx.repos.wishlists.countForOwner(owner)), 'name');
  const list = await ctx.repos.wishlists.create(owner, {
    id: `wl_${randomUUID()}`,
    name: normalizeWishlistName(name),
    now: ctx.clock.now(),
  });
  return toWishlist(list, []);
}

export async function renameWishlist(
  ctx: WishlistPorts,
  owner: WishlistOwner,
  wishlistId: string,
  name: string,
): Promise<Wishlist> {
  await ensureDefault(ctx, owner);
  const list = await ctx.repos.wishlists.rename(
    owner,
    wishlistId,
    normalizeWishlistName(name),
    ctx.clock.now(),
  );
  if (!list) throw new AppError('NotFound', 'We could not find that list.', 'wishlistId');
  return withItems(ctx, list);
}

export async function deleteWishlist(
  ctx: WishlistPorts,
  owner: WishlistOwner,
  wishlistId: string,
): Promise<void> {
  await ensureDefault(ctx, owner);
  const list = await findOwnList(ctx, owner, wishlistId);
  assertAllowed(checkWishlistDeletion(list.isDefault), 'wishlistId');
  await ctx.repos.wishlists.deleteList(owner, list.id);
}

/**
 * wishlist-item/create: saves a hotel to a list (the default list when none is named) with the
 * facts to draw it later without a search. Saving it again answers the item already saved.
 */
export async function addWishlistItem(
  ctx: WishlistPorts,
  owner: WishlistOwner,
  input: { wishlistId: string | undefined; productId: string },
): Promise<WishlistItem> {
  const fallback = await ensureDefault(ctx, owner);
  const list =
    input.wishlistId === undefined ? fallback : await findOwnList(ctx, owner, input.wishlistId);
  const hotel = describeHotelFacts(ctx.supply.getWorld().hotels, input.productId);
  if (!hotel) throw new AppError('NotFound', 'We could not find that hotel.', 'productId');
  const [itemCount, existing] = await Promise.all([
    ctx.repos.wishlists.countItems(list.id),
    ctx.repos.wishlists.findItem(list.id, hotel.lodgingId),
  ]);
  assertAllowed(checkWishlistItemAddition(itemCount, existing !== null), 'wishlistId');
  const saved =
    existing ??
    (await ctx.repos.wishlists.addItem({
      id: `wli_${randomUUID()}`,
      wishlistId: list.id,
      productType: 'Hotel',
      productId: hotel.lodgingId,
      product: hotel,
      createdAt: ctx.clock.now(),
    }));
  const item = toItem(saved);
  if (!item) throw new Error('A saved wishlist item does not read back');
  return item;
}

/** wishlist-item/delete-all: removes a product from the person's lists, or from one of them. */
export async function removeWishlistProduct(
  ctx: WishlistPorts,
  owner: WishlistOwner,
  input: { wishlistId: string | undefined; productId: string },
): Promise<number> {
  await ensureDefault(ctx, owner);
  if (input.wishlistId !== undefined) await findOwnList(ctx, owner, input.wishlistId);
  return ctx.repos.wishlists.deleteProduct(
    owner,
    input.productId,
    input.wishlistId ?? null,
    ctx.clock.now(),
  );
}
