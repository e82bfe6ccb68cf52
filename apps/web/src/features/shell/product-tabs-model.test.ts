import { describe, expect, it } from 'vitest';
import { PRODUCT_TABS, PRODUCT_TAB_LINKS, selectActiveProductTab } from './product-tabs-model';

describe('product tabs', () => {
  it('keep the spec tabs, in order', () => {
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
  });

  it('show only the built products, in the spec order', () => {
    expect(Object.fromEntries(PRODUCT_TAB_LINKS.map((link) => [link.tab, link.href]))).toEqual({
      flight: '/flights/search',
      ground: '/cars/search',
      hotel: '/hotels/search',
      stays: '/stays/search',
      trips: '/trips/',
      experiences: '/activities/search',
      wallet: '/travel-offers/',
    });
    const order = PRODUCT_TAB_LINKS.map((link) => PRODUCT_TABS.indexOf(link.tab));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('follows the URL', () => {
    expect(selectActiveProductTab('/flights/search')).toBe('flight');
    expect(selectActiveProductTab('/flights/book/confirm')).toBe('flight');
    expect(selectActiveProductTab('/hotels/shop')).toBe('hotel');
    expect(selectActiveProductTab('/cars/')).toBe('ground');
    expect(selectActiveProductTab('/cars/book/confirm')).toBe('ground');
    expect(selectActiveProductTab('/hotels')).toBe('hotel');
    expect(selectActiveProductTab('/premium-stays/search')).toBe('stays');
    expect(selectActiveProductTab('/trips')).toBe('trips');
    expect(selectActiveProductTab('/travel-offers/')).toBe('wallet');
    expect(selectActiveProductTab('/activities/book/confirm')).toBe('experiences');
  });

  it('is closed everywhere else, including products not built yet', () => {
    for (const path of [
      '/',
      '/auth/ftux',
      '/flightsx',
      '/terms-of-service/',
      '/carsx',
      '/packages/search',
    ]) {
      expect(selectActiveProductTab(path), path).toBe('closed');
    }
  });
});
