import { describe, expect, it } from 'vitest';
import {
  addPremiumStayLinkParams,
  buildHotelBookPath,
  buildHotelConfirmPath,
  buildHotelProductPath,
  readHotelProductFromPath,
  readPremiumStayLinkParams,
  restrictHotelFilters,
} from './hotel-product';

describe('hotel products', () => {
  it('book on each product’s own page; stays confirm on the hotel confirmation', () => {
    expect(readHotelProductFromPath('/premium-stays/shop')).toBe('premium-stays');
    expect(readHotelProductFromPath('/stays/book')).toBe('stays');
    expect(readHotelProductFromPath('/hotels/shop')).toBe('hotels');
    expect(readHotelProductFromPath('/favorites/')).toBe('hotels');
    expect(buildHotelBookPath('premium-stays', 'hq_1 2')).toBe(
      '/premium-stays/book?quoteId=hq_1%202',
    );
    expect(buildHotelConfirmPath('premium-stays', 'b1')).toBe(
      '/premium-stays/book/confirm?bookingId=b1',
    );
    expect(buildHotelConfirmPath('stays', 'b1')).toBe('/hotels/book/confirm?bookingId=b1');
    expect(buildHotelConfirmPath('hotels', 'b1')).toBe('/hotels/book/confirm?bookingId=b1');
  });

  it('build each area’s paths; stays open hotels on the hotel page', () => {
    const q = new URLSearchParams({ lodgingId: 'H1' });
    expect(buildHotelProductPath('hotels', 'availability')).toBe('/hotels/availability');
    expect(buildHotelProductPath('stays', 'availability', q)).toBe(
      '/stays/availability?lodgingId=H1',
    );
    expect(buildHotelProductPath('stays', 'shop', q)).toBe('/hotels/shop?lodgingId=H1');
    expect(buildHotelProductPath('premium-stays', 'shop', q)).toBe(
      '/premium-stays/shop?lodgingId=H1',
    );
  });

  it('keep premium stays to Premier and Lifestyle', () => {
    expect(restrictHotelFilters('premium-stays', {})).toEqual({
      collections: ['Premier', 'Lifestyle'],
    });
    expect(restrictHotelFilters('premium-stays', { collections: ['Lifestyle'] })).toEqual({
      collections: ['Lifestyle'],
    });
    expect(
      restrictHotelFilters('premium-stays', {
        collections: ['NoCollection'],
        refundableOnly: true,
      }),
    ).toEqual({ collections: ['Premier', 'Lifestyle'], refundableOnly: true });
    expect(restrictHotelFilters('stays', {})).toEqual({});
    expect(restrictHotelFilters('hotels', { collections: ['Premier'] })).toEqual({
      collections: ['Premier'],
    });
  });

  it('carry source and optionally unavailable on a premium stay link', () => {
    const stay = new URLSearchParams({ lodgingId: 'H5047', fromDate: '2030-01-01' });
    const link = addPremiumStayLinkParams(stay, { source: 'availability' });
    expect(link.toString()).toBe('lodgingId=H5047&fromDate=2030-01-01&source=availability');
    expect(readPremiumStayLinkParams(link)).toEqual({
      source: 'availability',
      isUnavailable: false,
    });
    const unavailable = addPremiumStayLinkParams(stay, { source: 'search', isUnavailable: true });
    expect(unavailable.get('unavailable')).toBe('true');
    expect(readPremiumStayLinkParams(unavailable)).toEqual({
      source: 'search',
      isUnavailable: true,
    });
    expect(readPremiumStayLinkParams(new URLSearchParams('source=elsewhere'))).toEqual({
      source: null,
      isUnavailable: false,
    });
  });
});
