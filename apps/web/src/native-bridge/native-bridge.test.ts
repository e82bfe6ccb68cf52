import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANDROID_INTERFACE,
  IOS_MESSAGE_HANDLER,
  SANDBOX_BRIDGE_SOURCE,
  deriveSandboxOrigin,
  postToBridge,
  postTravelAppEvent,
  type BridgeWindow,
} from './native-bridge';
import {
  TRAVEL_APP_EVENTS,
  TRAVEL_APP_FUNNELS,
  selectFunnelOfPath,
  type TravelAppMessage,
} from './travel-app-events';
import { isWebviewEntry, readWebviewMode } from './webview-mode';

const message = (event: TravelAppMessage['event'], funnel: TravelAppMessage['funnel']) => ({
  event,
  funnel,
  payload: { bookingId: 'hb_1' },
  sentAt: '2026-11-27T12:00:00.000Z',
});
const NO_SANDBOX = { sandboxOrigin: null };

/** Every event with every funnel (and none). */
const EVERY_MESSAGE = TRAVEL_APP_EVENTS.flatMap((event) =>
  [...TRAVEL_APP_FUNNELS, null].map((funnel) => message(event, funnel)),
);

describe('postToBridge', () => {
  it('hands each event to an iOS message handler as an object', () => {
    const received: unknown[] = [];
    const win: BridgeWindow = {
      webkit: {
        messageHandlers: { [IOS_MESSAGE_HANDLER]: { postMessage: (m) => received.push(m) } },
      },
    };
    for (const m of EVERY_MESSAGE) expect(postToBridge(win, m, NO_SANDBOX)).toBe('ios');
    expect(received).toEqual(EVERY_MESSAGE);
  });

  it('hands each event to React Native as a JSON string', () => {
    const received: string[] = [];
    const win: BridgeWindow = { ReactNativeWebView: { postMessage: (m) => received.push(m) } };
    for (const m of EVERY_MESSAGE) expect(postToBridge(win, m, NO_SANDBOX)).toBe('reactNative');
    expect(received.map((m) => JSON.parse(m) as unknown)).toEqual(EVERY_MESSAGE);
  });

  it('hands each event to the Android interface as a JSON string', () => {
    const received: string[] = [];
    const win: BridgeWindow = {
      [ANDROID_INTERFACE]: { postMessage: (m: string) => received.push(m) },
    };
    for (const m of EVERY_MESSAGE) expect(postToBridge(win, m, NO_SANDBOX)).toBe('android');
    expect(received.map((m) => JSON.parse(m) as unknown)).toEqual(EVERY_MESSAGE);
  });

  it('posts to the sandbox test page only when it asked, addressed to its origin', () => {
    const received: [unknown, string][] = [];
    const parent = { postMessage: (m: unknown, origin: string) => received.push([m, origin]) };
    const m = message('searchLoaded', 'hotels');
    expect(postToBridge({ parent }, m, NO_SANDBOX)).toBeNull();
    expect(postToBridge({ parent }, m, { sandboxOrigin: 'http://admin.localhost:3511' })).toBe(
      'sandboxFrame',
    );
    expect(received).toEqual([
      [{ source: SANDBOX_BRIDGE_SOURCE, message: m }, 'http://admin.localhost:3511'],
    ]);
  });

  it('does nothing and throws nothing in a plain browser, or when the bridge throws', () => {
    const self: BridgeWindow = {};
    self.parent = self as never;
    for (const m of EVERY_MESSAGE) {
      expect(postToBridge({}, m, NO_SANDBOX)).toBeNull();
      expect(postToBridge(self, m, { sandboxOrigin: 'http://admin.localhost' })).toBeNull();
      expect(postToBridge({ webkit: {} }, m, NO_SANDBOX)).toBeNull();
    }
    const broken: BridgeWindow = {
      ReactNativeWebView: {
        postMessage: () => {
          throw new Error('bridge gone');
        },
      },
    };
    expect(postToBridge(broken, message('datePicked', 'flights'), NO_SANDBOX)).toBeNull();
  });

  it('prefers iOS, then React Native, then Android', () => {
    const noop = { postMessage: () => undefined };
    const all: BridgeWindow = {
      webkit: { messageHandlers: { [IOS_MESSAGE_HANDLER]: noop } },
      ReactNativeWebView: noop,
      TravelAppAndroid: noop,
    };
    expect(postToBridge(all, message('datesReset', 'cars'), NO_SANDBOX)).toBe('ios');
    const { webkit: _ios, ...rest } = all;
    expect(postToBridge(rest, message('datesReset', 'cars'), NO_SANDBOX)).toBe('reactNative');
  });
});

describe('the sandbox origin', () => {
  it('is the admin host of the portal host', () => {
    expect(deriveSandboxOrigin({ protocol: 'http:', host: 'corporate.localhost:3511' })).toBe(
      'http://admin.localhost:3511',
    );
    expect(deriveSandboxOrigin({ protocol: 'https:', host: 'portal.example' })).toBe(
      'https://admin.portal.example',
    );
  });
});

describe('selectFunnelOfPath', () => {
  it('names each product area', () => {
    expect(selectFunnelOfPath('/hotels/availability')).toBe('hotels');
    expect(selectFunnelOfPath('/stays/search')).toBe('hotels');
    expect(selectFunnelOfPath('/premium-stays/book/confirm')).toBe('premiumStays');
    expect(selectFunnelOfPath('/vacation-rentals/shop')).toBe('homes');
    expect(selectFunnelOfPath('/hotels-flights/book')).toBe('packages');
    expect(selectFunnelOfPath('/packages/')).toBe('packages');
    expect(selectFunnelOfPath('/flights/shop')).toBe('flights');
    expect(selectFunnelOfPath('/cars/availability')).toBe('cars');
    expect(selectFunnelOfPath('/activities')).toBe('activities');
    expect(selectFunnelOfPath('/')).toBeNull();
    expect(selectFunnelOfPath('/trips/')).toBeNull();
    expect(selectFunnelOfPath('/hotelsx/')).toBeNull();
  });
});

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('webview mode', () => {
  it('starts on /webview/ or isTravelApp=true and lasts for the session', () => {
    const storage = memoryStorage();
    expect(isWebviewEntry('/webview', '')).toBe(true);
    expect(isWebviewEntry('/hotels/search', '?isTravelApp=false')).toBe(false);
    expect(readWebviewMode({ pathname: '/', search: '' }, storage)).toBe(false);
    expect(
      readWebviewMode({ pathname: '/hotels/search', search: '?isTravelApp=true' }, storage),
    ).toBe(true);
    expect(readWebviewMode({ pathname: '/trips/', search: '' }, storage)).toBe(true);
  });
});

describe('postTravelAppEvent', () => {
  afterEach(() => vi.unstubAllGlobals());

  const stubWindow = (search: string, bridge: Partial<BridgeWindow>) => {
    const win = {
      location: { pathname: '/hotels/book/confirm', search, protocol: 'http:', host: 'localhost' },
      sessionStorage: memoryStorage(),
      ...bridge,
    };
    vi.stubGlobal('window', win);
    return win;
  };

  it('posts with the page funnel in webview mode', () => {
    const received: string[] = [];
    stubWindow('?isTravelApp=true', {
      ReactNativeWebView: { postMessage: (m) => received.push(m) },
    });
    postTravelAppEvent('bookingComplete', { bookingId: 'hb_1' });
    postTravelAppEvent('sessionInitialized', {}, null);
    const [booked, started] = received.map((m) => JSON.parse(m) as TravelAppMessage);
    expect(booked).toMatchObject({
      event: 'bookingComplete',
      funnel: 'hotels',
      payload: { bookingId: 'hb_1' },
    });
    expect(started).toMatchObject({ event: 'sessionInitialized', funnel: null });
  });

  it('posts nothing outside webview mode, and throws nothing without a bridge', () => {
    const received: string[] = [];
    stubWindow('', { ReactNativeWebView: { postMessage: (m) => received.push(m) } });
    postTravelAppEvent('bookingComplete');
    expect(received).toEqual([]);
    stubWindow('?isTravelApp=true', {});
    expect(() => postTravelAppEvent('datesFinalized', { fromDate: '2026-12-01' })).not.toThrow();
  });
});
