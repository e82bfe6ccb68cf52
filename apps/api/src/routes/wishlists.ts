import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateWishlistItemRequestSchema,
  CreateWishlistRequestSchema,
  DeleteAllWishlistItemsRequestSchema,
  DeleteAllWishlistItemsResponseSchema,
  DeleteWishlistRequestSchema,
  DeleteWishlistResponseSchema,
  GetAllWishlistItemsByUserRequestSchema,
  GetAllWishlistsRequestSchema,
  GetWishlistRequestSchema,
  UpdateWishlistRequestSchema,
  WishlistItemResponseSchema,
  WishlistItemsResponseSchema,
  WishlistResponseSchema,
  WishlistsResponseSchema,
} from '@wayfare/contracts/wishlists';
import type { AppContext } from '../context';
import { requireAccess } from '../services/access';
import {
  addWishlistItem,
  createWishlist,
  deleteWishlist,
  getWishlist,
  listWishlistItems,
  listWishlists,
  removeWishlistProduct,
  renameWishlist,
  type WishlistOwner,
} from '../services/wishlists';

const PREFIX = '/api/v0/travel/wishlists';

/** Wishlists (spec §7): the signed-in person's own lists in this tenant, nobody else's. */
export function registerWishlistRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const owner = async (request: FastifyRequest): Promise<WishlistOwner> => {
    const { auth } = await requireAccess(ctx, request);
    return { userId: auth.user.id, tenant: request.tenant };
  };

  r.post(
    `${PREFIX}/wishlist/get`,
    { schema: { body: GetWishlistRequestSchema, response: { 200: WishlistResponseSchema } } },
    async (request) => ({
      wishlist: await getWishlist(ctx, await owner(request), request.body.wishlistId?.value),
    }),
  );

  r.post(
    `${PREFIX}/wishlist/get-all`,
    { schema: { body: GetAllWishlistsRequestSchema, response: { 200: WishlistsResponseSchema } } },
    async (request) => ({ wishlists: await listWishlists(ctx, await owner(request)) }),
  );

  r.post(
    `${PREFIX}/wishlist/get-all-wishlist-items-by-user`,
    {
      schema: {
        body: GetAllWishlistItemsByUserRequestSchema,
        response: { 200: WishlistItemsResponseSchema },
      },
    },
    async (request) => ({ wishlistItems: await listWishlistItems(ctx, await owner(request)) }),
  );

  r.post(
    `${PREFIX}/wishlist/create`,
    { schema: { body: CreateWishlistRequestSchema, response: { 200: WishlistResponseSchema } } },
    async (request) => ({
      wishlist: await createWishlist(ctx, await owner(request), request.body.name),
    }),
  );

  r.put(
    `${PREFIX}/wishlist/update`,
    { schema: { body: UpdateWishlistRequestSchema, response: { 200: WishlistResponseSchema } } },
    async (request) => ({
      wishlist: await renameWishlist(
        ctx,
        await owner(request),
        request.body.wishlistId.value,
        request.body.name,
      ),
    }),
  );

  r.post(
    `${PREFIX}/wishlist/delete`,
    {
      schema: {
        body: DeleteWishlistRequestSchema,
        response: { 200: DeleteWishlistResponseSchema },
      },
    },
    async (request) => {
      await deleteWishlist(ctx, await owner(request), request.body.wishlistId.value);
      return { wishlistId: request.body.wishlistId };
    },
  );

  r.post(
    `${PREFIX}/wishlist-item/create`,
    {
      schema: {
        body: CreateWishlistItemRequestSchema,
        response: { 200: WishlistItemResponseSchema },
      },
    },
    async (request) => ({
      wishlistItem: await addWishlistItem(ctx, await owner(request), {
        wishlistId: request.body.wishlistId?.value,
        productId: request.body.productId.value,
      }),
    }),
  );

  r.post(
    `${PREFIX}/wishlist-item/delete-all`,
    {
      schema: {
        body: DeleteAllWishlistItemsRequestSchema,
        response: { 200: DeleteAllWishlistItemsResponseSchema },
      },
    },
    async (request) => ({
      deletedCount: await removeWishlistProduct(ctx, await owner(request), {
        wishlistId: request.body.wishlistId?.value,
        productId: request.body.productId.value,
      }),
    }),
  );
}
