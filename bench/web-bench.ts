import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { REPO_ROOT, signInOverHttp, startServer } from './server-process';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Console errors that mean a message did not format (e.g. an unparsed string without the parser). */
const INTL_ERROR = /FORMAT_ERROR|MISSING_TRANSLATION|uncompiled message|@formatjs|react-intl/i;

interface FirstVisit {
  scripts: number;
  gzipBytes: number;
}

function isoDateIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Loads `url` in a page whose browser profile is new (nothing cached) and sums the gzip-compressed
 * size of every JavaScript response until the page is idle: the entry, the route's chunks and
 * whatever the page fetches on its own before anyone touches it. Measured in the browser rather
 * than read from the build manifest, so preloads, lazy routes and lazy components count exactly
 * as a visitor's browser loads them.
 */
async function measureFirstVisit(
  page: Page,
  url: string,
  heading: string,
  errors: string[],
): Promise<FirstVisit> {
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() === 'script' || type.includes('javascript')) {
      if (response.status() !== 200) errors.push(`${response.url()} answered ${response.status()}`);
      bodies.push(response.body());
    }
  });
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.waitForLoadState('networkidle');
  // Anything scheduled after idle (a prefetch on a timer) would land here.
  await page.waitForTimeout(1000);
  const sizes = (await Promise.all(bodies)).map((body) => gzipSync(body, { level: 9 }).length);
  return { scripts: sizes.length, gzipBytes: sizes.reduce((sum, size) => sum + size, 0) };
}

/**
 * Issue 4's web budget: the JavaScript a signed-in, English, consumer-tenant first visit to
 * /flights/search loads (goal 150 KB gzip). The home page (the shell and little else) is logged
 * beside it for context, and issue 6's: a first visit to /hotels/availability (list view, before
 * any map; goal 200 KB gzip). Each visit gets a fresh browser profile; the session cookie is set
 * directly so the sign-in pages' scripts are not in the cache.
 */
export async function runWebBench(log: (line: string) => void): Promise<Record<string, number>> {
  execSync('node scripts/build-web.mjs && bash scripts/ensure-chromium.sh', {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  const server = await startServer(3292, { RATE_LIMIT_BURST: '100000000' });
  const profiles: string[] = [];
  try {
    // 127.0.0.1 is the default tenant's portal host, i.e. the consumer tenant.
    const cookieHeader = (await signInOverHttp(server.origin, 'sandbox|usr_marcus')).cookie;
    const cookies = cookieHeader.split('; ').map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return { name, value: value.join('='), url: server.origin };
    });
    const visit = async (pathname: string, heading: string) => {
      const profile = mkdtempSync(path.join(tmpdir(), 'wayfare-web-bench-'));
      profiles.push(profile);
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: '/usr/bin/chromium',
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
          page,
          `${server.origin}${pathname}`,
          heading,
          errors,
        );
        const lang = await page.locator('html').getAttribute('lang');
        if (lang !== 'en-US') errors.push(`<html lang> is ${lang ?? 'missing'}, not en-US`);
        if (errors.length > 0) throw new Error(`${pathname} failed:\n${errors.join('\n')}`);
        return result;
      } finally {
        await context.close();
      }
    };
    const search = await visit('/flights/search', 'Where are you flying?');
    const home = await visit('/', 'Welcome to Capital One Travel');
    const hotels = await visit(
      '/hotels/availability?locationName=New+York+City&location=city%3AC5128581&fromDate=' +
        `${isoDateIn(30)}&untilDate=${isoDateIn(33)}`,
      'Hotels in New York City',
    );
    const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
    log(
      `web first visit (signed in, en, consumer): /flights/search ${kb(search.gzipBytes)} KB gzip in ${search.scripts} scripts; home ${kb(home.gzipBytes)} KB gzip in ${home.scripts} scripts`,
    );
    log(
      `web first visit: /hotels/availability (list, before any map) ${kb(hotels.gzipBytes)} KB gzip in ${hotels.scripts} scripts`,
    );
    return {
      web_flights_js_kb_gz: kb(search.gzipBytes),
      web_hotels_js_kb_gz: kb(hotels.gzipBytes),
    };
  } finally {
    await server.stop();
    for (const profile of profiles) rmSync(profile, { recursive: true, force: true });
  }
}
