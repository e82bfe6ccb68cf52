import { afterEach, describe, expect, it, vi } from 'vitest';
import { TrackingEventRequestSchema } from '@wayfare/contracts/tracking';
import type { KeyValueStorage } from './storage-keys';
import {
  captureTrackingAttribution,
  readEntrySource,
  readTrackingAttribution,
  selectBookingEntrySource,
  selectFunnel,
  takeProductEntry,
} from './tracking-context';

function createStorage(): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

describe('the landing URL’s tracking parameters', () => {
  it('are read once and kept for the rest of the session', () => {
    const storage = createStorage();
    expect(
      captureTrackingAttribution(
        '?utm_source=spring-newsletter&utm_medium=email&referrer_source=booking_portal&x=1',
        storage,
      ),
    ).toEqual({
      utm_source: 'spring-newsletter',
      utm_medium: 'email',
      referrer_source: 'booking_portal',
    });
    // A later page without them (the sign-in's return, a reload elsewhere) keeps them.
    expect(captureTrackingAttribution('?fromDate=2026-12-01', storage)).toEqual({
      utm_source: 'spring-newsletter',
      utm_medium: 'email',
      referrer_source: 'booking_portal',
    });
    expect(readTrackingAttribution(storage).utm_source).toBe('spring-newsletter');
  });

  it('are replaced by a new campaign link, never merged with the old one', () => {
    const storage = createStorage();
    captureTrackingAttribution('?utm_source=a&utm_medium=email', storage);
    expect(captureTrackingAttribution('?referrer_source=onboarding', storage)).toEqual({
      referrer_source: 'onboarding',
    });
    expect(readTrackingAttribution(storage)).toEqual({ referrer_source: 'onboarding' });
  });

  it('ignore empty values, cut long ones and survive a damaged or missing store', () => {
    const storage = createStorage();
    expect(captureTrackingAttribution('?utm_source=&utm_medium=%20', storage)).toEqual({});
    expect(storage.values.size).toBe(0);
    const long = captureTrackingAttribution(`?utm_source=${'a'.repeat(300)}`, storage);
    expect(long.utm_source).toHaveLength(100);
    storage.values.set('wf_tracking_attribution', '{not json');
    expect(readTrackingAttribution(storage)).toEqual({});
    expect(captureTrackingAttribution('?utm_source=x', null)).toEqual({ utm_source: 'x' });
    expect(readTrackingAttribution(null)).toEqual({});
  });
});

describe('entry sources', () => {
  it('are read from entrySource or entryType (the phone app’s deep links too), codes only', () => {
    expect(readEntrySource('?entrySource=recently_searched_air')).toBe('recently_searched_air');
    expect(readEntrySource('?entryType=cross_sell&lookupSource=homepage')).toBe('cross_sell');
    expect(readEntrySource('?entryType=<script>')).toBeNull();
    expect(readEntrySource('?origin=JFK')).toBeNull();
  });

  it('name their funnel by the page', () => {
    expect(selectFunnel('/flights/shop')).toBe('flights');
    expect(selectFunnel('/hotels/availability')).toBe('hotels');
    expect(selectFunnel('/hotels-flights/search')).toBe('packages');
    expect(selectFunnel('/premium-stays/shop')).toBe('premiumStays');
    expect(selectFunnel('/trips/')).toBeNull();
  });

  it('are tracked once per entry, not again as the page sorts or filters', () => {
    const storage = createStorage();
    const entry = takeProductEntry('/hotels/shop', '?entryType=cross_sell&lodgingId=h1', storage);
    expect(entry).toMatchObject({ funnel: 'hotels', entrySource: 'cross_sell' });
    expect(
      takeProductEntry('/hotels/shop', '?entryType=cross_sell&sort=price', storage),
    ).toBeNull();
    // Leaving the page and entering the same way again is a new entry.
    expect(takeProductEntry('/', '', storage)).toBeNull();
    expect(takeProductEntry('/hotels/shop', '?entryType=cross_sell', storage)).not.toBeNull();
    expect(takeProductEntry('/trips/', '?entryType=cross_sell', storage)).toBeNull();
  });

  it('go with the booking the entry led to, in the same funnel only', () => {
    const storage = createStorage();
    takeProductEntry('/flights/shop', '?entrySource=travel_sale_homepage', storage);
    takeProductEntry('/flights/book', '?quoteId=q1', storage);
    expect(selectBookingEntrySource('flights', storage)).toBe('travel_sale_homepage');
    expect(selectBookingEntrySource('hotels', storage)).toBeNull();
    expect(selectBookingEntrySource('flights', createStorage())).toBeNull();
  });
});

describe('trackEvent', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('sends the session’s campaign parameters with every event, the page’s own properties winning', async () => {
    const session = createStorage();
    vi.stubGlobal('window', { sessionStorage: session, localStorage: createStorage() });
    captureTrackingAttribution('?utm_source=partner&utm_medium=cpc', session);
    const requestJson = vi.fn(() => Promise.resolve({ accepted: true }));
    vi.doMock('./http-client', () => ({ requestJson }));
    const { trackEvent } = await import('./tracking-calls');
    trackEvent('booking_complete', { product: 'flight', utm_medium: 'override' });
    expect(requestJson).toHaveBeenCalledWith('/tracking/event', {
      method: 'POST',
      body: {
        eventName: 'booking_complete',
        properties: { utm_source: 'partner', utm_medium: 'override', product: 'flight' },
      },
    });
    const [, init] = requestJson.mock.calls[0] as unknown as [string, { body: unknown }];
    expect(TrackingEventRequestSchema.safeParse(init.body).success).toBe(true);
  });
});
