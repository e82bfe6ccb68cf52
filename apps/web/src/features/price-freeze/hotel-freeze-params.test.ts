import { describe, expect, it } from 'vitest';
import {
  buildHotelFreezePath,
  hotelFreezeOverviewPath,
  readHotelFreezeTarget,
  toHotelFreezeOfferRequest,
} from './hotel-freeze-params';

const target = {
  rateId: 'H123.R2.FB.2026-12-20.3.20460',
  stay: {
    lodgingId: 'H123',
    fromDate: '2026-12-20',
    untilDate: '2026-12-23',
    rooms: 2,
    adults: 3,
    children: 1,
  },
};

describe('hotel freeze URLs', () => {
  it('reads back what it writes, with the offer and length', () => {
    const path = buildHotelFreezePath('confirm', target, { offerId: 'hfo_1', hours: 72 });
    expect(path.startsWith('/hotels/freeze/confirm?')).toBe(true);
    const params = new URL(path, 'https://x').searchParams;
    expect(readHotelFreezeTarget(params)).toEqual(target);
    expect(params.get('offerId')).toBe('hfo_1');
    expect(params.get('hours')).toBe('72');
    expect(params.get('hotelBookType')).toBe('pf-purchase');
  });

  it('names nothing without a rate or a stay', () => {
    expect(readHotelFreezeTarget(new URLSearchParams('lodgingId=h_1'))).toBeNull();
    const noRate = new URL(buildHotelFreezePath('customize', target), 'https://x').searchParams;
    noRate.delete('rateId');
    expect(readHotelFreezeTarget(noRate)).toBeNull();
    noRate.set('rateId', '<script>');
    expect(readHotelFreezeTarget(noRate)).toBeNull();
  });

  it('asks the server for the rate over the stay as the hotel page quotes it', () => {
    expect(toHotelFreezeOfferRequest(target)).toEqual({
      rateId: 'H123.R2.FB.2026-12-20.3.20460',
      stay: {
        lodgingId: 'H123',
        checkInDate: '2026-12-20',
        checkOutDate: '2026-12-23',
        rooms: 2,
        adults: 3,
        children: 1,
      },
    });
  });

  it('opens a voucher by its id', () => {
    expect(hotelFreezeOverviewPath('pf 1')).toBe(
      '/trips/hotels/freeze/overview?priceFreezeId=pf%201',
    );
  });
});
