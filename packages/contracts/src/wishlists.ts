import { z } from 'zod';
import { HotelFactsSchema } from './hotel-shop';

/**
 * Wishlists (spec §3 wishlist and item; §7 `/travel/wishlists/...`, bodies not shown by the spec).
 * Identifiers are wrapped as the spec names them: `wishlistId.value`, `productId.value` and
 * `product.id.value`. A person's default list ("Favorites") exists from their first call.
 */
export const IdValueSchema = z.object({ value: z.string().trim().min(1).max(80) });
export type IdValue = z.infer<typeof IdValueSchema>;

export const WishlistNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the list a name.')
  .max(60, 'List names are at most 60 characters.');

export const WishlistProductTypeSchema = z.enum(['Hotel']);
export type WishlistProductType = z.infer<typeof WishlistProductTypeSchema>;

/** The saved product: its id (a hotel's lodgingId) and the facts to draw it without a search. */
export const WishlistProductSchema = z.object({
  id: IdValueSchema,
  type: WishlistProductTypeSchema,
  hotel: HotelFactsSchema,
});
export type WishlistProduct = z.infer<typeof WishlistProductSchema>;

export const WishlistItemSchema = z.object({
  wishlistItemId: IdValueSchema,
  wishlistId: IdValueSchema,
  productId: IdValueSchema,
  product: WishlistProductSchema,
  createdAt: z.iso.datetime(),
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

export const WishlistSchema = z.object({
  wishlistId: IdValueSchema,
  name: z.string(),
  isDefault: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Newest first. */
  items: z.array(WishlistItemSchema),
});
export type Wishlist = z.infer<typeof WishlistSchema>;

export const WishlistResponseSchema = z.object({ wishlist: WishlistSchema });
export type WishlistResponse = z.infer<typeof WishlistResponseSchema>;

/** POST wishlist/get: one list; the default list when `wishlistId` is left out. */
export const GetWishlistRequestSchema = z.object({ wishlistId: IdValueSchema.optional() });
export type GetWishlistRequest = z.infer<typeof GetWishlistRequestSchema>;

/** POST wishlist/get-all: the person's lists, default first, then oldest first. */
export const GetAllWishlistsRequestSchema = z.object({});
export const WishlistsResponseSchema = z.object({ wishlists: z.array(WishlistSchema) });
export type WishlistsResponse = z.infer<typeof WishlistsResponseSchema>;

/** POST wishlist/get-all-wishlist-items-by-user: every saved item of every list, newest first. */
export const GetAllWishlistItemsByUserRequestSchema = z.object({});
export const WishlistItemsResponseSchema = z.object({ wishlistItems: z.array(WishlistItemSchema) });
export type WishlistItemsResponse = z.infer<typeof WishlistItemsResponseSchema>;

/** POST wishlist/create */
export const CreateWishlistRequestSchema = z.object({ name: WishlistNameSchema });
export type CreateWishlistRequest = z.infer<typeof CreateWishlistRequestSchema>;

/** PUT wishlist/update: rename. */
export const UpdateWishlistRequestSchema = z.object({
  wishlistId: IdValueSchema,
  name: WishlistNameSchema,
});
export type UpdateWishlistRequest = z.infer<typeof UpdateWishlistRequestSchema>;

/** POST wishlist/delete: the list and its items; the default list cannot be deleted. */
export const DeleteWishlistRequestSchema = z.object({ wishlistId: IdValueSchema });
export type DeleteWishlistRequest = z.infer<typeof DeleteWishlistRequestSchema>;
export const DeleteWishlistResponseSchema = z.object({ wishlistId: IdValueSchema });

/**
 * POST wishlist-item/create: save a product to a list (the default list when `wishlistId` is left
 * out). Saving the same product to the same list again answers the existing item.
 */
export const CreateWishlistItemRequestSchema = z.object({
  wishlistId: IdValueSchema.optional(),
  productId: IdValueSchema,
  productType: WishlistProductTypeSchema.default('Hotel'),
});
export type CreateWishlistItemRequest = z.infer<typeof CreateWishlistItemRequestSchema>;
export const WishlistItemResponseSchema = z.object({ wishlistItem: WishlistItemSchema });
export type WishlistItemResponse = z.infer<typeof WishlistItemResponseSchema>;

/**
 * POST wishlist-item/delete-all: remove a product from every list of the person (un-heart), or
 * only from `wishlistId` when given. Removing what is not saved removes nothing.
 */
export const DeleteAllWishlistItemsRequestSchema = z.object({
  productId: IdValueSchema,
  wishlistId: IdValueSchema.optional(),
});
export type DeleteAllWishlistItemsRequest = z.infer<typeof DeleteAllWishlistItemsRequestSchema>;
export const DeleteAllWishlistItemsResponseSchema = z.object({
  deletedCount: z.number().int().nonnegative(),
});
export type DeleteAllWishlistItemsResponse = z.infer<typeof DeleteAllWishlistItemsResponseSchema>;
