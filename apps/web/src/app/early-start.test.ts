import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../api/api-error';
import { flightQuoteQueryOptions } from '../api/booking-calls';
import { flightSearchQueryOptions } from '../api/flights-calls';
import { requestJson } from '../api/http-client';
import { userInfoQueryOptions } from '../api/session-calls';
import { parseFlightSearchParams } from '../model/flight-search-params';
import { startEarlyCalls } from './early-start';
import { prefetchFlightQuote, prefetchFlightSearch, prefetchSession } from './prefetch-results';

interface SentCall {
  url: string;
  method: string;
  body: string | undefined;
  csrf: string | null;
}

/** A fetch that answers each call with what it was asked, recording every call sent. */
function createFetch(status = 200) {
  const sent: SentCall[] = [];
  const fetch = vi.fn((url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? init.body : undefined;
    sent.push({ url, method, body, csrf: new Headers(init.headers).get('X-CSRF-Token') });
    const answer = JSON.stringify({ answered: `${method} ${url}`, call: sent.length });
    return Promise.resolve(new Response(answer, { status }));
  });
  return { fetch, sent };
}

const SHOP_URL = new URL(
  'https://travel.example/flights/shop?tripType=one_way&slices=JFK-LAX-2026-12-28&adt=1&cnn=0&ins=0&inf=0',
);

/** What the route's loaders and the shell ask for on that first load, and their answers. */
async function loadShopAsTheAppDoes() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  prefetchSession(queryClient);
  prefetchFlightSearch(queryClient, SHOP_URL);
  const request = parseFlightSearchParams(SHOP_URL.searchParams);
  if (!request) throw new Error('the test URL is a search');
  return {
    session: await queryClient.query(userInfoQueryOptions()),
    search: await queryClient.query(flightSearchQueryOptions(request)),
  };
}

describe('early calls of a first load', () => {
  let network: ReturnType<typeof createFetch>;

  beforeEach(() => {
    network = createFetch();
    vi.stubGlobal('fetch', network.fetch);
    vi.stubGlobal('document', { cookie: 'wf_csrf=token-1', visibilityState: 'visible' });
    globalThis.__wayfareEarlyCalls = undefined;
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    globalThis.__wayfareEarlyCalls = undefined;
  });

  it('sends the session and the flight search at once, and the app takes both up', async () => {
    startEarlyCalls(SHOP_URL, 'portal');
    expect(network.sent.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/v0/userInfo',
      'POST /api/v0/flights/search',
    ]);
    expect(network.sent[1]?.csrf).toBe('token-1');
    expect(JSON.parse(network.sent[1]?.body ?? '{}')).toMatchObject({
      tripType: 'one_way',
      slices: [{ origin: 'JFK', destination: 'LAX', departureDate: '2026-12-28' }],
    });

    const loaded = await loadShopAsTheAppDoes();
    // Nothing sent twice: the app's own calls were answered by the early ones.
    expect(network.fetch).toHaveBeenCalledTimes(2);
    expect(loaded.session).toEqual({ answered: 'GET /api/v0/userInfo', call: 1 });
    expect(loaded.search).toEqual({ answered: 'POST /api/v0/flights/search', call: 2 });
  });

  it("sends a held fare's booking page its quote", async () => {
    const url = new URL('https://travel.example/flights/book?quoteId=q%2F1');
    startEarlyCalls(url, 'portal');
    expect(network.sent.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/v0/userInfo',
      'GET /api/v0/flights/quote/q%2F1',
    ]);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchFlightQuote(queryClient, url);
    await queryClient.query(flightQuoteQueryOptions('q/1'));
    expect(network.fetch).toHaveBeenCalledTimes(2);
  });

  it('sends nothing signed out, nor on the admin host', () => {
    startEarlyCalls(SHOP_URL, 'admin');
    vi.stubGlobal('document', { cookie: '', visibilityState: 'visible' });
    startEarlyCalls(SHOP_URL, 'portal');
    expect(network.fetch).not.toHaveBeenCalled();
  });

  it('answers the same call once: a later one is sent afresh', async () => {
    startEarlyCalls(new URL('https://travel.example/trips'), 'portal');
    await requestJson('/userInfo');
    await requestJson('/userInfo');
    expect(network.sent.map((call) => call.url)).toEqual(['/api/v0/userInfo', '/api/v0/userInfo']);
  });

  it('is not taken up by a different call, or once it is a minute old', async () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    startEarlyCalls(SHOP_URL, 'portal');
    // Another search (a return date added) is not the one sent early.
    await requestJson('/flights/search', { method: 'POST', body: { tripType: 'round_trip' } });
    expect(network.fetch).toHaveBeenCalledTimes(3);
    now.mockReturnValue(62_000);
    await requestJson('/userInfo');
    expect(network.fetch).toHaveBeenCalledTimes(4);
  });

  it('gives the app the early call’s failure as its own', async () => {
    network = createFetch(503);
    vi.stubGlobal('fetch', network.fetch);
    startEarlyCalls(new URL('https://travel.example/'), 'portal');
    const failure = await requestJson('/userInfo').catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(503);
    expect(network.fetch).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for an early answer when the app’s call is aborted', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    startEarlyCalls(new URL('https://travel.example/'), 'portal');
    const controller = new AbortController();
    const call = requestJson('/userInfo', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toThrow();
  });
});
