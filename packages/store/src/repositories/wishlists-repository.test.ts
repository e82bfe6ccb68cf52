import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/seed-demo-data';
import { listTestDatabaseTargets, type TestDatabase } from '../testing/test-databases';
import { createWishlistsRepository } from './wishlists-repository';

const now = new Date('2026-11-23T12:00:00Z');
const ada = { userId: 'usr_ada', tenant: 'capone' };
const marcus = { userId: 'usr_marcus', tenant: 'capone' };

describe.each(listTestDatabaseTargets())('wishlists on $name', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await target.open();
    await seedDemoData(t.handle.db, now);
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('makes one default list even when first asked twice at once', async () => {
    const repo = createWishlistsRepository(t.handle.db);
    const [a, b] = await Promise.all([
      repo.ensureDefault(ada, { id: 'wl_a', name: 'Favorites', now }),
      repo.ensureDefault(ada, { id: 'wl_b', name: 'Favorites', now }),
    ]);
    expect(a.id).toBe(b.id);
    expect(await repo.listForOwner(ada)).toHaveLength(1);
    // Another tenant is another set of lists.
    const corporate = await repo.ensureDefault(
      { ...ada, tenant: 'capone-corporate' },
      { id: 'wl_c', name: 'Favorites', now },
    );
    expect(corporate.id).toBe('wl_c');
  });

  it('saves a product once per list and removes it from every list', async () => {
    const repo = createWishlistsRepository(t.handle.db);
    const favorites = await repo.ensureDefault(ada, { id: 'wl_x', name: 'Favorites', now });
    const paris = await repo.create(ada, { id: 'wl_paris', name: 'Paris', now });
    const item = (id: string, wishlistId: string) => ({
      id,
      wishlistId,
      productType: 'Hotel' as const,
      productId: 'H17673',
      product: { name: 'Hilton Paris City Centre' },
      createdAt: now,
    });
    const first = await repo.addItem(item('wli_1', favorites.id));
    const again = await repo.addItem(item('wli_2', favorites.id));
    expect(again.id).toBe(first.id);
    await repo.addItem(item('wli_3', paris.id));
    expect(await repo.countItems(favorites.id)).toBe(1);
    expect(await repo.listItems([favorites.id, paris.id])).toHaveLength(2);
    // Someone else's removal touches nothing of Ada's.
    expect(await repo.deleteProduct(marcus, 'H17673', null, now)).toBe(0);
    expect(await repo.deleteProduct(ada, 'H17673', paris.id, now)).toBe(1);
    expect(await repo.deleteProduct(ada, 'H17673', null, now)).toBe(1);
    expect(await repo.listItems([favorites.id, paris.id])).toEqual([]);
  });

  it('keeps lists to their owner and the default list from deletion', async () => {
    const repo = createWishlistsRepository(t.handle.db);
    const trip = await repo.create(ada, { id: 'wl_trip', name: 'Trip', now });
    expect(await repo.findForOwner(marcus, trip.id)).toBeNull();
    expect(await repo.rename(marcus, trip.id, 'Mine now', now)).toBeNull();
    expect(await repo.deleteList(marcus, trip.id)).toBe(false);
    expect((await repo.rename(ada, trip.id, 'Summer trip', now))?.name).toBe('Summer trip');
    const favorites = await repo.ensureDefault(ada, { id: 'wl_y', name: 'Favorites', now });
    expect(await repo.deleteList(ada, favorites.id)).toBe(false);
    expect(await repo.deleteList(ada, trip.id)).toBe(true);
    expect((await repo.listForOwner(ada)).map((l) => l.isDefault)[0]).toBe(true);
  });
});
