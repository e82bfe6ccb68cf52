import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../database';
import { wishlistItems, wishlists } from '../schema';

export interface WishlistRecord {
  id: string;
  name: string;
  isDefault: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface WishlistItemRecord {
  id: string;
  wishlistId: string;
  productType: 'Hotel';
  productId: string;
  product: Record<string, unknown>;
  createdAt: Date;
}

/** Whose lists: every call is kept to one person's lists in one tenant. */
export interface WishlistOwner {
  userId: string;
  tenant: string;
}

const listColumns = {
  id: wishlists.id,
  name: wishlists.name,
  isDefault: wishlists.isDefault,
  createdAt: wishlists.createdAt,
  updatedAt: wishlists.updatedAt,
};

const ownedBy = (owner: WishlistOwner) =>
  and(eq(wishlists.userId, owner.userId), eq(wishlists.tenant, owner.tenant));

/** Wishlists and their items. Nothing here reads or changes another person's lists. */
export function createWishlistsRepository(db: Database) {
  const findDefault = async (owner: WishlistOwner): Promise<WishlistRecord | null> => {
    const [row] = await db
      .select(listColumns)
      .from(wishlists)
      .where(and(ownedBy(owner), eq(wishlists.isDefault, true)));
    return row ?? null;
  };

  return {
    /** The person's default list, made on first use (two first calls at once still make one). */
    async ensureDefault(
      owner: WishlistOwner,
      fresh: { id: string; name: string; now: Date },
    ): Promise<WishlistRecord> {
      const existing = await findDefault(owner);
      if (existing) return existing;
      await db
        .insert(wishlists)
        .values({
          id: fresh.id,
          ...owner,
          name: fresh.name,
          isDefault: true,
          createdAt: fresh.now,
          updatedAt: fresh.now,
        })
        .onConflictDoNothing();
      const made = await findDefault(owner);
      if (!made) throw new Error('The default wishlist was neither found nor made');
      return made;
    },

    /** Default first, then oldest first. */
    async listForOwner(owner: WishlistOwner): Promise<WishlistRecord[]> {
      return db
        .select(listColumns)
        .from(wishlists)
        .where(ownedBy(owner))
        .orderBy(desc(wishlists.isDefault), asc(wishlists.createdAt), asc(wishlists.id));
    },

    async findForOwner(owner: WishlistOwner, wishlistId: string): Promise<WishlistRecord | null> {
      const [row] = await db
        .select(listColumns)
        .from(wishlists)
        .where(and(ownedBy(owner), eq(wishlists.id, wishlistId)));
      return row ?? null;
    },

    async countForOwner(owner: WishlistOwner): Promise<number> {
      const [row] = await db.select({ n: count() }).from(wishlists).where(ownedBy(owner));
      return row?.n ?? 0;
    },

    async create(
      owner: WishlistOwner,
      list: { id: string; name: string; now: Date },
    ): Promise<WishlistRecord> {
      const [row] = await db
        .insert(wishlists)
        .values({
          id: list.id,
          ...owner,
          name: list.name,
          isDefault: false,
          createdAt: list.now,
          updatedAt: list.now,
        })
        .returning(listColumns);
      if (!row) throw new Error('Inserting a wishlist returned no row');
      return row;
    },

    async rename(
      owner: WishlistOwner,
      wishlistId: string,
      name: string,
      now: Date,
    ): Promise<WishlistRecord | null> {
      const [row] = await db
        .update(wishlists)
        .set({ name, updatedAt: now })
        .where(and(ownedBy(owner), eq(wishlists.id, wishlistId)))
        .returning(listColumns);
      return row ?? null;
    },

    /** Deletes a list that is not the default, with its items; false when there is none such. */
    async deleteList(owner: WishlistOwner, wishlistId: string): Promise<boolean> {
      const deleted = await db
        .delete(wishlists)
        .where(and(ownedBy(owner), eq(wishlists.id, wishlistId), eq(wishlists.isDefault, false)))
        .returning({ id: wishlists.id });
      return deleted.length > 0;
    },

    /** Items of the given lists (which the caller has checked are the person's), newest first. */
    async listItems(wishlistIds: readonly string[]): Promise<WishlistItemRecord[]> {
      if (wishlistIds.length === 0) return [];
      return db
        .select()
        .from(wishlistItems)
        .where(inArray(wishlistItems.wishlistId, [...wishlistIds]))
        .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
    },

    async countItems(wishlistId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(wishlistItems)
        .where(eq(wishlistItems.wishlistId, wishlistId));
      return row?.n ?? 0;
    },

    async findItem(wishlistId: string, productId: string): Promise<WishlistItemRecord | null> {
      const [row] = await db
        .select()
        .from(wishlistItems)
        .where(
          and(eq(wishlistItems.wishlistId, wishlistId), eq(wishlistItems.productId, productId)),
        );
      return row ?? null;
    },

    /** Saves a product once per list: saving it again answers the item already there. */
    async addItem(item: WishlistItemRecord): Promise<WishlistItemRecord> {
      const [inserted] = await db
        .insert(wishlistItems)
        .values(item)
        .onConflictDoNothing({ target: [wishlistItems.wishlistId, wishlistItems.productId] })
        .returning();
      if (inserted) {
        await db
          .update(wishlists)
          .set({ updatedAt: item.createdAt })
          .where(eq(wishlists.id, item.wishlistId));
        return inserted;
      }
      const [existing] = await db
        .select()
        .from(wishlistItems)
        .where(
          and(
            eq(wishlistItems.wishlistId, item.wishlistId),
            eq(wishlistItems.productId, item.productId),
          ),
        );
      if (!existing) throw new Error('A wishlist item was neither saved nor found');
      return existing;
    },

    /** Removes a product from the person's lists (or one of them); answers how many went. */
    async deleteProduct(
      owner: WishlistOwner,
      productId: string,
      wishlistId: string | null,
      now: Date,
    ): Promise<number> {
      const lists = db
        .select({ id: wishlists.id })
        .from(wishlists)
        .where(
          wishlistId === null ? ownedBy(owner) : and(ownedBy(owner), eq(wishlists.id, wishlistId)),
        );
      const deleted = await db
        .delete(wishlistItems)
        .where(
          and(eq(wishlistItems.productId, productId), inArray(wishlistItems.wishlistId, lists)),
        )
        .returning({ wishlistId: wishlistItems.wishlistId });
      const touched = [...new Set(deleted.map((d) => d.wishlistId))];
      if (touched.length > 0)
        await db.update(wishlists).set({ updatedAt: now }).where(inArray(wishlists.id, touched));
      return deleted.length;
    },
  };
}

export type WishlistsRepository = ReturnType<typeof createWishlistsRepository>;
