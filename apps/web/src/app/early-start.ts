import type { HostKind } from '@wayfare/contracts/tenant';
import { sendEarlyCall } from '../api/early-calls';
import { isProbablySignedIn } from '../api/request-init';
import { parseFlightSearchParams } from '../model/flight-search-params';
import { nextTask } from './next-task';

/**
 * A page's code, started loading in a task of its own once the calls have gone out: Vite's preload
 * helper adds a link for each of the page's chunks and stylesheets, tens of milliseconds on a
 * phone. The router's own import of it finds it loaded or loading.
 */
function loadEarly(load: () => Promise<unknown>): void {
  void nextTask()
    .then(load)
    .catch(() => undefined);
}

/**
 * The calls a first load of `url` sends before the app's code has loaded (api/early-calls.ts):
 * the session, which every signed-in page waits for, and the page's own data where it needs
 * nothing else to ask for it: a flight search's results and a held fare's booking page. Each is
 * the call the page's loader makes (app/prefetch-results.ts) with the same method, path and body,
 * so the app takes it up; early-start.test.ts holds them to that. The portal's pages only, and only
 * with a session: signed out, the app sends the person to sign in.
 */
export function startEarlyCalls(url: URL, hostKind: HostKind): void {
  if (hostKind !== 'portal' || !isProbablySignedIn()) return;
  sendEarlyCall('GET', '/userInfo');
  const page = url.pathname.replace(/\/+$/, '');
  if (page === '/flights/shop') {
    const request = parseFlightSearchParams(url.searchParams);
    if (request) sendEarlyCall('POST', '/flights/search', request);
    loadEarly(() => import('../routes/flights/flights-shop-route'));
  } else if (page === '/flights/book' || page === '/flights/book/pricefreeze/confirm') {
    const quoteId = url.searchParams.get('quoteId');
    if (quoteId) sendEarlyCall('GET', `/flights/quote/${encodeURIComponent(quoteId)}`);
    loadEarly(() => import('../routes/flights/flights-book-route'));
  }
}
