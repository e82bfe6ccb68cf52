import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { REPO_ROOT, signInOverHttp, startServer } from './server-process';
import {
  activityResultsPath,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  carResultsPath,
  homeResultsPath,
  homeShopPath,
  hotelResultsPath,
  isoDateIn,
  stayResultsPath,
  toBrowserCookies,
  type BrowserCookie,
} from './web-pages';

/** Console errors that mean a message did not format (e.g. an unparsed string without the parser). */
const INTL_ERROR = /FORMAT_ERROR|MISSING_TRANSLATION|uncompiled message|@formatjs|react-intl/i;

interface FirstVisit {
  scripts: number;
  /** Response bodies as they came over the wire (compressed as the server sent them). */
  bodyBytes: number;
  /** Everything the server sent for those responses: status lines, headers and bodies. */
  wireBytes: number;
  /** The same scripts uncompressed, to show what compression saves. */
  decodedBytes: number;
  /** Scripts the server sent without a Content-Encoding. */
  uncompressed: string[];
}

interface ScriptResponse {
  url: string;
  status: number;
  headerBytes: number;
  encoding: string | undefined;
}

/**
 * Loads `url` in a page whose browser profile is new (nothing cached) and adds up the JavaScript
 * the server sends until the page is idle: the entry, the route's chunks and whatever the page
 * fetches on its own before anyone touches it. Bytes are the browser's own count of what arrived
 * (the DevTools protocol's encodedDataLength), so the figure is what this server sends: brotli or
 * gzip when it compresses, the whole file when it does not. Measured in the browser rather than
 * read from the build, so preloads, lazy routes and lazy components count exactly as a visitor's
 * browser loads them.
 */
export async function measureFirstVisit(
  context: BrowserContext,
  page: Page,
  url: string,
  heading: string,
  errors: string[],
): Promise<FirstVisit> {
  const cdp = await context.newCDPSession(page);
  const scripts = new Map<string, ScriptResponse>();
  const finished: { id: string; wire: number; decoded: number }[] = [];
  const decodedById = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    const { response, type, requestId } = event;
    if (type !== 'Script' && !response.mimeType.includes('javascript')) return;
    const encoding = Object.entries(response.headers).find(
      ([name]) => name.toLowerCase() === 'content-encoding',
    )?.[1];
    scripts.set(requestId, {
      url: response.url,
      status: response.status,
      // For HTTP/1.1 this is the status line and headers, received before the body.
      headerBytes: response.encodedDataLength,
      encoding,
    });
  });
  cdp.on('Network.dataReceived', (event) => {
    decodedById.set(event.requestId, (decodedById.get(event.requestId) ?? 0) + event.dataLength);
  });
  cdp.on('Network.loadingFinished', (event) => {
    finished.push({
      id: event.requestId,
      wire: event.encodedDataLength,
      decoded: decodedById.get(event.requestId) ?? 0,
    });
  });
  await cdp.send('Network.enable');
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.waitForLoadState('networkidle');
  // Anything scheduled after idle (a prefetch on a timer) would land here.
  await page.waitForTimeout(1000);
  await cdp.detach();

  const visit: FirstVisit = {
    scripts: 0,
    bodyBytes: 0,
    wireBytes: 0,
    decodedBytes: 0,
    uncompressed: [],
  };
  for (const { id, wire, decoded } of finished) {
    const script = scripts.get(id);
    if (!script) continue;
    if (script.status !== 200) errors.push(`${script.url} answered ${script.status}`);
    visit.scripts += 1;
    visit.wireBytes += wire;
    visit.bodyBytes += wire - script.headerBytes;
    visit.decodedBytes += decoded;
    if (!script.encoding) visit.uncompressed.push(new URL(script.url).pathname);
  }
  return visit;
}

/**
 * Issue 4's web budget: the JavaScript a signed-in, English, consumer-tenant first visit to
 * /flights/search loads (goal 150 KB). The home page (the shell and little else) is logged beside
 * it for context, and issue 6's: a first visit to /hotels/availability (list view, before any
 * map; goal 200 KB) and issue 21's: a first visit to /cars/availability (the list, before any
 * map; goal 150 KB) and issue 22's: first visits to /vacation-rentals/ (the homes list), a home's
 * page and /stays/availability (hotels and homes, before any map), goal 150 KB each. Issue 16:
 * both count the bytes this server sends (compressed bodies), not a compression of the build done
 * by the bench. Each visit gets a fresh browser profile; the
 * session cookie is set directly so the sign-in pages' scripts are not in the cache.
 */
export async function runWebBench(log: (line: string) => void): Promise<Record<string, number>> {
  // WEB_BENCH_DIST measures a build made elsewhere (a helper's own dist) instead of building.
  const dist = process.env.WEB_BENCH_DIST;
  execSync(
    dist
      ? 'bash scripts/ensure-chromium.sh'
      : 'node scripts/build-web.mjs && bash scripts/ensure-chromium.sh',
    {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    },
  );
  const server = await startServer(Number(process.env.WEB_BENCH_PORT ?? 3292), {
    RATE_LIMIT_BURST: '100000000',
    ...(dist ? { WEB_DIST: dist } : {}),
  });
  const profiles: string[] = [];
  try {
    // 127.0.0.1 is the default tenant's portal host, i.e. the consumer tenant.
    const session = await signInOverHttp(server.origin, 'sandbox|usr_marcus');
    const cookies: BrowserCookie[] = toBrowserCookies(session.cookie, server.origin);
    const visit = async (pathname: string, heading: string) => {
      const profile = mkdtempSync(path.join(tmpdir(), 'wayfare-web-bench-'));
      profiles.push(profile);
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: CHROMIUM_ARGS,
        locale: 'en-US',
      });
      try {
        await context.addCookies(cookies);
        const page = context.pages()[0] ?? (await context.newPage());
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error' && INTL_ERROR.test(message.text()))
            errors.push(message.text());
        });
        const result = await measureFirstVisit(
          context,
          page,
          `${server.origin}${pathname}`,
          heading,
          errors,
        );
        const lang = await page.locator('html').getAttribute('lang');
        if (lang !== 'en-US') errors.push(`<html lang> is ${lang ?? 'missing'}, not en-US`);
        if (result.uncompressed.length > 0)
          errors.push(`sent uncompressed: ${result.uncompressed.join(', ')}`);
        if (errors.length > 0) throw new Error(`${pathname} failed:\n${errors.join('\n')}`);
        return result;
      } finally {
        await context.close();
      }
    };
    const search = await visit('/flights/search', 'Where are you flying?');
    const home = await visit('/', 'Welcome to Capital One Travel');
    const hotels = await visit(hotelResultsPath(), 'Hotels in New York City');
    const cars = await visit(carResultsPath(), 'Cars in Boston');
    const activities = await visit(activityResultsPath(), 'Things to do in Paris');
    const homes = await visit(homeResultsPath(), 'Vacation rentals in Lisbon');
    const stays = await visit(stayResultsPath(), 'Stays in Lisbon');
    // The first home of that week's search, for its page.
    const found = await session.call('POST', '/api/v0/homes/search', {
      cityCode: 'C2267057',
      checkInDate: isoDateIn(30),
      checkOutDate: isoDateIn(37),
      adults: 2,
    });
    const { homes: results } = (await found.json()) as {
      homes: { listingId: string; title: string }[];
    };
    const first = results[0];
    if (!first) throw new Error('The homes search found no home for the shop page');
    const homeShop = await visit(homeShopPath(first.listingId), first.title);
    const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
    const describe = (name: string, v: FirstVisit) =>
      `${name} ${kb(v.bodyBytes)} KB sent in ${v.scripts} scripts ` +
      `(${kb(v.wireBytes)} KB with headers, ${kb(v.decodedBytes)} KB uncompressed)`;
    log(`web first visit (signed in, en, consumer): ${describe('/flights/search', search)}`);
    log(`web first visit: ${describe('home', home)}`);
    log(`web first visit: ${describe('/hotels/availability (list, before any map)', hotels)}`);
    log(`web first visit: ${describe('/cars/availability (list, before any map)', cars)}`);
    log(`web first visit: ${describe('/activities/availability (list)', activities)}`);
    log(`web first visit: ${describe('/vacation-rentals/ (the homes list)', homes)}`);
    log(`web first visit: ${describe('/vacation-rentals/shop (a home)', homeShop)}`);
    log(`web first visit: ${describe('/stays/availability (list, before any map)', stays)}`);
    return {
      web_flights_js_kb_gz: kb(search.bodyBytes),
      web_hotels_js_kb_gz: kb(hotels.bodyBytes),
      web_cars_js_kb_gz: kb(cars.bodyBytes),
      web_activities_js_kb_gz: kb(activities.bodyBytes),
      web_homes_js_kb_gz: kb(homes.bodyBytes),
      web_home_shop_js_kb_gz: kb(homeShop.bodyBytes),
      web_stays_js_kb_gz: kb(stays.bodyBytes),
    };
  } finally {
    await server.stop();
    for (const profile of profiles) rmSync(profile, { recursive: true, force: true });
  }
}
