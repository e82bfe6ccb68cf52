import { describe, expect, it } from 'vitest';
import { PRODUCT_TABS, PRODUCT_TAB_LINKS, selectActiveProductTab } from './product-tabs-model';

describe('product tabs', () => {
  it('are the spec tabs, in order, and every open tab has one link', () => {
    expect(PRODUCT_TABS).toEqual([
      'closed',
      'flight',
      'ground',
      'hotel',
      'stays',
      'trips',
      'experiences',
      'wallet',
      'packages',
    ]);
    expect(PRODUCT_TAB_LINKS.map((link) => link.tab)).toEqual(PRODUCT_TABS.slice(1));
    expect(Object.fromEntries(PRODUCT_TAB_LINKS.map((link) => [link.tab, link.href]))).toEqual({
      flight: '/flights/search',
      ground: '/cars/search',
      hotel: '/hotels/search',
      stays: '/stays/search',
      trips: '/trips/',
      experiences: '/activities/search',
      wallet: '/travel-offers/',
      packages: '/packages/search',
    });
  });

  it('follows the URL', () => {
    expect(selectActiveProductTab('/flights/search')).toBe('flight');
    expect(selectActiveProductTab('/flights/book/confirm')).toBe('flight');
    expect(selectActiveProductTab('/cars/availability')).toBe('ground');
    expect(selectActiveProductTab('/hotels/shop')).toBe('hotel');
    expect(selectActiveProductTab('/hotels-flights/search')).toBe('packages');
    expect(selectActiveProductTab('/premium-stays/search')).toBe('stays');
    expect(selectActiveProductTab('/trips')).toBe('trips');
    expect(selectActiveProductTab('/activities/search')).toBe('experiences');
    expect(selectActiveProductTab('/travel-offers/')).toBe('wallet');
  });

  it('is closed everywhere else', () => {
    for (const path of ['/', '/auth/ftux', '/flightsx', '/terms-of-service/', '/hotels']) {
      expect(selectActiveProductTab(path), path).toBe(path === '/hotels' ? 'hotel' : 'closed');
    }
  });
});
