import { describe, expect, it } from 'vitest';
import { isPurchasePath, selectPathProduct } from './maintenance-paths';

describe('which product a page belongs to', () => {
  it('maps every product prefix, and nothing else', () => {
    expect(selectPathProduct('/flights/shop')).toBe('flights');
    expect(selectPathProduct('/exchange/flight')).toBe('flights');
    expect(selectPathProduct('/stays/book')).toBe('hotels');
    expect(selectPathProduct('/premium-stays/search/')).toBe('hotels');
    expect(selectPathProduct('/vacation-rentals/shop')).toBe('vacation-rentals');
    expect(selectPathProduct('/hotels-flights/search')).toBe('packages');
    expect(selectPathProduct('/activities')).toBe('activities');
    expect(selectPathProduct('/')).toBeNull();
    expect(selectPathProduct('/trips/hb_1')).toBeNull();
    expect(selectPathProduct('/terms/complimentary-night')).toBeNull();
  });

  it('knows the purchase pages, not their confirmations', () => {
    expect(isPurchasePath('/cars/book')).toBe(true);
    expect(isPurchasePath('/hotels/book/')).toBe(true);
    expect(isPurchasePath('/hotels/freeze')).toBe(true);
    expect(isPurchasePath('/flights/freeze/customize')).toBe(true);
    expect(isPurchasePath('/exchange/flight/confirm')).toBe(true);
    expect(isPurchasePath('/cars/book/confirm')).toBe(false);
    expect(isPurchasePath('/hotels/shop')).toBe(false);
    expect(isPurchasePath('/trips/book')).toBe(false);
  });
});
