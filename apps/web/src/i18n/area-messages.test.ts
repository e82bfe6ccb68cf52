import { describe, expect, it } from 'vitest';
import { FLIGHT_BOOKING_EN } from './catalogues/flight-booking';
import { FLIGHT_SHOP_EN } from './catalogues/flight-shop';
import { LEGAL_EN } from './catalogues/legal';
import { SANDBOX_IDP_EN } from './catalogues/sandbox-idp';
import { TRAVELERS_EN } from './catalogues/travelers';
import { PREFERENCES_EN } from './catalogues/preferences';
import { HOTELS_EN } from './catalogues/hotels';
import { STAYS_EN } from './catalogues/stays';
import { HOTEL_BOOKING_EN } from './catalogues/hotel-booking';
import { TRIPS_EN } from './catalogues/trips';
import { ONBOARDING_EN } from './catalogues/onboarding';
import { SANDBOX_CONSOLE_EN } from './catalogues/sandbox-console';
import { TRAVEL_CREDITS_EN } from './catalogues/travel-credits';
import { PRICE_FREEZE_EN } from './catalogues/price-freeze';
import { EXCHANGE_EN } from './catalogues/exchange';
import { PRICE_WATCH_EN } from './catalogues/price-watch';
import { FLIGHT_DATES_EN } from './catalogues/flight-dates';
import { PRICE_MATCH_EN } from './catalogues/price-match';
import { CARS_EN } from './catalogues/cars';
import { CAR_RENTAL_EN } from './catalogues/car-rental';
import { CAR_BOOKING_EN } from './catalogues/car-booking';
import { CAR_FACTS_EN } from './catalogues/car-facts';
import { HOMES_EN } from './catalogues/homes';
import { STAY_SEARCH_EN } from './catalogues/stay-search';
import { OFFLINE_MAP_EN } from './catalogues/offline-map';
import { ACTIVITIES_EN } from './catalogues/activities';
import { ACTIVITY_BOOKING_EN } from './catalogues/activity-booking';
import { PACKAGES_EN } from './catalogues/packages';
import { PACKAGE_BUILDER_EN } from './catalogues/package-builder';
import { TRAVEL_SALE_EN } from './catalogues/travel-sale';
import { EXPERIMENTS_TRACKING_EN } from './catalogues/experiments-tracking';
import { FAQ_EN } from './catalogues/faq';
import { SANDBOX_MAINTENANCE_EN } from './catalogues/sandbox-maintenance';
import { APPROVALS_EN } from './catalogues/approvals';
import { TRAVEL_POLICY_PAGE_EN } from './catalogues/travel-policy-page';
import { AGENT_TRAIL_EN } from './catalogues/agent-trail';
import { TRAVEL_APP_TEST_EN } from './catalogues/travel-app-test';
import { SANDBOX_OUTBOX_EN } from './catalogues/sandbox-outbox';
import { EN_MESSAGES, SHELL_EN_MESSAGES } from './messages-en';

/** Every source module of the web app, by path from this folder (`../routes/…`, `../i18n/…`). */
const SOURCES = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([path, source]) => [path.replace(/^\.\//, '../i18n/'), source]),
);

/** The area catalogues a route module can add (AreaMessages), by the module that holds them. */
const AREAS: Record<string, Readonly<Record<string, string>>> = {
  '../i18n/catalogues/flight-booking.ts': FLIGHT_BOOKING_EN,
  '../i18n/catalogues/flight-shop.ts': FLIGHT_SHOP_EN,
  '../i18n/catalogues/legal.ts': LEGAL_EN,
  '../i18n/catalogues/sandbox-idp.ts': SANDBOX_IDP_EN,
  '../i18n/catalogues/travelers.ts': TRAVELERS_EN,
  '../i18n/catalogues/preferences.ts': PREFERENCES_EN,
  '../i18n/catalogues/onboarding.ts': ONBOARDING_EN,
  '../i18n/catalogues/hotels.ts': HOTELS_EN,
  '../i18n/catalogues/stays.ts': STAYS_EN,
  '../i18n/catalogues/hotel-booking.ts': HOTEL_BOOKING_EN,
  '../i18n/catalogues/trips.ts': TRIPS_EN,
  '../i18n/catalogues/sandbox-console.ts': SANDBOX_CONSOLE_EN,
  '../i18n/catalogues/travel-credits.ts': TRAVEL_CREDITS_EN,
  '../i18n/catalogues/price-freeze.ts': PRICE_FREEZE_EN,
  '../i18n/catalogues/exchange.ts': EXCHANGE_EN,
  '../i18n/catalogues/price-watch.ts': PRICE_WATCH_EN,
  '../i18n/catalogues/flight-dates.ts': FLIGHT_DATES_EN,
  '../i18n/catalogues/price-match.ts': PRICE_MATCH_EN,
  '../i18n/catalogues/cars.ts': CARS_EN,
  '../i18n/catalogues/car-rental.ts': CAR_RENTAL_EN,
  '../i18n/catalogues/car-booking.ts': CAR_BOOKING_EN,
  '../i18n/catalogues/car-facts.ts': CAR_FACTS_EN,
  '../i18n/catalogues/homes.ts': HOMES_EN,
  '../i18n/catalogues/stay-search.ts': STAY_SEARCH_EN,
  '../i18n/catalogues/offline-map.ts': OFFLINE_MAP_EN,
  '../i18n/catalogues/activities.ts': ACTIVITIES_EN,
  '../i18n/catalogues/activity-booking.ts': ACTIVITY_BOOKING_EN,
  '../i18n/catalogues/packages.ts': PACKAGES_EN,
  '../i18n/catalogues/package-builder.ts': PACKAGE_BUILDER_EN,
  '../i18n/catalogues/travel-sale.ts': TRAVEL_SALE_EN,
  '../i18n/catalogues/experiments-tracking.ts': EXPERIMENTS_TRACKING_EN,
  '../i18n/catalogues/approvals.ts': APPROVALS_EN,
  '../i18n/catalogues/travel-policy-page.ts': TRAVEL_POLICY_PAGE_EN,
  '../i18n/catalogues/agent-trail.ts': AGENT_TRAIL_EN,
  '../i18n/catalogues/travel-app-test.ts': TRAVEL_APP_TEST_EN,
  '../i18n/catalogues/sandbox-outbox.ts': SANDBOX_OUTBOX_EN,
  '../i18n/catalogues/faq.ts': FAQ_EN,
  '../i18n/catalogues/sandbox-maintenance.ts': SANDBOX_MAINTENANCE_EN,
};
const ROUTER = '../app/create-app-router.tsx';

function resolve(from: string, specifier: string): string | null {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const base = parts.join('/');
  return (
    ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((path) => path in SOURCES) ?? null
  );
}

/** Relative imports, static and dynamic (a lazy widget belongs to the page that loads it). */
function listImports(path: string, { lazyToo }: { lazyToo: boolean }): string[] {
  // Type-only imports bring no code (and no messages) along.
  const source = (SOURCES[path] ?? '').replace(/^import type [^;]*;/gm, '');
  const pattern = lazyToo
    ? /(?:from |import\(|import )'(\.[^']+)'/g
    : /(?:from |^import )'(\.[^']+)'/gm;
  return [...source.matchAll(pattern)].flatMap((match) => {
    const resolved = resolve(path, match[1] ?? '');
    return resolved ? [resolved] : [];
  });
}

function collectModules(roots: string[], { lazyToo }: { lazyToo: boolean }): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
    if (seen.has(path)) continue;
    seen.add(path);
    queue.push(...listImports(path, { lazyToo }));
  }
  return seen;
}

const ALL_IDS = Object.keys(EN_MESSAGES);

/** Each module's ids, read once: the pages share most of their modules. */
const MESSAGE_IDS = new Map<string, string[]>();

/** The message ids a module names, literally or by a `prefix.${…}` template (catalogues aside). */
function listMessageIds(path: string): string[] {
  const known = MESSAGE_IDS.get(path);
  if (known) return known;
  const ids = readMessageIds(path);
  MESSAGE_IDS.set(path, ids);
  return ids;
}

function readMessageIds(path: string): string[] {
  if (path.startsWith('../i18n/')) return [];
  const source = SOURCES[path] ?? '';
  const literal = ALL_IDS.filter((id) =>
    new RegExp(`['"\`]${id.replace(/\./g, '\\.')}['"\`]`).test(source),
  );
  const prefixes = [...source.matchAll(/`([\w.]+\.)\$\{/g)].map((match) => match[1] ?? '');
  return [...literal, ...ALL_IDS.filter((id) => prefixes.some((prefix) => id.startsWith(prefix)))];
}

function findMissing(root: string, available: ReadonlySet<string>, lazyToo: boolean) {
  return [...collectModules([root], { lazyToo })].flatMap((path) =>
    listMessageIds(path)
      .filter((id) => !available.has(id))
      .map((id) => `${root} → ${path}: ${id}`),
  );
}

describe('area catalogues', () => {
  const shell = new Set(Object.keys(SHELL_EN_MESSAGES));
  const routes = [...(SOURCES[ROUTER] ?? '').matchAll(/import\('(\.[^']+)'\)/g)].flatMap(
    (match) => resolve(ROUTER, match[1] ?? '') ?? [],
  );

  it('finds the route modules', () => {
    expect(routes).toContain('../routes/flights/flights-shop-route.tsx');
    expect(routes.length).toBeGreaterThan(20);
  });

  it('the shell (router, layouts, header) names only shell messages', () => {
    expect(findMissing('../main.tsx', shell, false)).toEqual([]);
  });

  it('each page names only shell messages and those of the areas its route module adds', () => {
    const missing = routes.flatMap((route) => {
      const areas = listImports(route, { lazyToo: false }).flatMap((path) =>
        Object.keys(AREAS[path] ?? {}),
      );
      return findMissing(route, new Set([...shell, ...areas]), true);
    });
    expect(missing).toEqual([]);
  });
});
