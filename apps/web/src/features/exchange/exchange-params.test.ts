import { describe, expect, it } from 'vitest';
import type { ExchangeQuote, ExchangeSliceView } from '@wayfare/contracts/exchange';
import {
  exchangeConfirmUrl,
  exchangeFlightUrl,
  exchangeShopUrl,
  formatChanges,
  parseChanges,
  readExchangeStep,
  readQuoteChanges,
} from './exchange-params';

describe('the changes in the URL', () => {
  it('round-trips dates and changed airports, in slice order', () => {
    const changes = [
      { sliceIndex: 1, departureDate: '2026-12-20', origin: 'EWR', destination: 'LAX' },
      { sliceIndex: 0, departureDate: '2026-12-10' },
      { sliceIndex: 2, departureDate: '2026-12-24', destination: 'SJC' },
    ];
    const text = formatChanges(changes);
    expect(text).toBe('0_2026-12-10.1_2026-12-20_EWR_LAX.2_2026-12-24__SJC');
    expect(new URLSearchParams({ changes: text }).toString()).toBe(`changes=${text}`);
    expect(parseChanges(text)).toEqual([changes[1], changes[0], changes[2]]);
  });

  it('keeps a chosen slice whose date is still empty', () => {
    expect(parseChanges('1_')).toEqual([{ sliceIndex: 1, departureDate: '' }]);
  });

  it('drops what is malformed and repeats, and reads nothing as no changes', () => {
    expect(parseChanges(null)).toEqual([]);
    expect(parseChanges('')).toEqual([]);
    expect(parseChanges('9_2026-12-10')).toEqual([]);
    expect(parseChanges('x_2026-12-10.0_12/10/2026.0_2026-12-10_jfk')).toEqual([]);
    expect(parseChanges('0_2026-12-10.0_2026-12-11')).toEqual([
      { sliceIndex: 0, departureDate: '2026-12-10' },
    ]);
  });

  it('builds each page’s address with its parameters encoded', () => {
    const changes = [{ sliceIndex: 1, departureDate: '2026-12-20' }];
    expect(exchangeFlightUrl('fb_1', 'ChangeDateTime', changes)).toBe(
      '/exchange/flight?bookingId=fb_1&step=ChangeDateTime&changes=1_2026-12-20',
    );
    expect(exchangeFlightUrl('fb 1')).toBe('/exchange/flight?bookingId=fb+1');
    expect(exchangeShopUrl('fb_1', changes)).toBe(
      '/exchange/flight/shop?bookingId=fb_1&changes=1_2026-12-20',
    );
    expect(exchangeConfirmUrl('fb_1', 'ex&1')).toBe(
      '/exchange/flight/confirm?bookingId=fb_1&exchangeId=ex%261',
    );
  });
});

describe('the step in the URL', () => {
  it('is a known step, else the trip’s first; one slice never selects slices', () => {
    expect(readExchangeStep('ChangeAirports', 'SliceSelection')).toBe('ChangeAirports');
    expect(readExchangeStep(null, 'SliceSelection')).toBe('SliceSelection');
    expect(readExchangeStep('Nope', 'ChangeDateTime')).toBe('ChangeDateTime');
    expect(readExchangeStep('SliceSelection', 'ChangeDateTime')).toBe('ChangeDateTime');
  });
});

describe('a priced change’s own changes', () => {
  const slice = (sliceIndex: number, over: Partial<ExchangeSliceView> = {}): ExchangeSliceView => ({
    sliceIndex,
    changed: false,
    origin: 'JFK',
    destination: 'LAX',
    departureTime: '2026-12-10T08:00',
    arrivalTime: '2026-12-10T11:00',
    stops: 0,
    airline: 'Delta',
    flightNumbers: ['DL 1'],
    fareName: 'Main',
    ...over,
  });

  it('are its changed slices’ new dates, with an airport only where it moved', () => {
    const quote = {
      booked: [slice(0), slice(1, { origin: 'LAX', destination: 'JFK' })],
      proposed: [
        slice(0),
        slice(1, {
          changed: true,
          origin: 'LAX',
          destination: 'EWR',
          departureTime: '2026-12-22T09:10',
        }),
      ],
    } as unknown as ExchangeQuote;
    expect(readQuoteChanges(quote)).toEqual([
      { sliceIndex: 1, departureDate: '2026-12-22', destination: 'EWR' },
    ]);
  });
});
