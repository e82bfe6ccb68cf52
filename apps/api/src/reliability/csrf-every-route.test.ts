import { randomBytes } from 'node:crypto';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  fillRouteParams,
  isUnsafeMethod,
  listAppRoutes,
  type AppRoute,
} from '../testing/app-routes';
import { listChangedTables, snapshotDatabase } from '../testing/database-snapshot';
import { callAs, csrfCookieOf, sessionSecretOf, type Caller } from '../testing/route-calls';
import {
  createRouteFixtures,
  resetSandboxControls,
  ROUTE_SAMPLES,
  type RouteFixtures,
  type SampleOwner,
  type SampleRequest,
} from '../testing/route-samples';
import { ADMIN_HOST, CONSUMER_HOST, CORPORATE_HOST, signIn, useTestApp } from '../testing/test-app';

/**
 * Issue 15, G7: every unsafe route (POST, PUT, PATCH, DELETE) the app serves, read from its router
 * so a route added later is covered without anyone listing it. A browser session (cookie) must send
 * its own anti-forgery token in X-CSRF-Token: without it, empty, made up, or another session's, the
 * answer is 403 InvalidCsrfToken and nothing in the database changes. A webview's bearer session is
 * not exposed to cross-site requests and needs no header.
 */

/** Unsafe routes outside /api, where no session cookie is read, and why. */
const EXEMPT: Record<string, string> = {
  // The card vault, on its own origin (vault.<host>): portal cookies are host-only and never reach it.
  'POST /vault/v1/cards': 'card vault origin',
};

const isAdminApi = (route: AppRoute) => route.url.startsWith('/admin/api/');

/** The real request the route's sample makes (so a forgery would have changed something). */
function requestFor(route: AppRoute, fx: RouteFixtures): SampleRequest {
  const sample = ROUTE_SAMPLES[route.key]?.[0];
  return sample
    ? sample.request(fx)
    : { url: fillRouteParams(route.url, () => 'probe'), payload: {} };
}

describe.each(listTestDatabaseTargets())(
  'anti-forgery on every unsafe route on $name',
  (target) => {
    const t = useTestApp(target, { env: { RATE_LIMIT_BURST: '1000000' } });
    let fx: RouteFixtures;
    let unsafe: AppRoute[];
    /** A live cookie session per host, and one of someone else for a token that is not theirs. */
    let sessions: Record<
      'consumer' | 'corporate' | 'admin' | 'alan' | 'other',
      Record<string, string>
    >;

    const cookiesOf = async (host: string, userId: string) =>
      (await signIn(t.app, host, userId)).browser.cookies;

    beforeAll(async () => {
      fx = await createRouteFixtures(t);
      await t.ctx.jobs.idle();
      unsafe = listAppRoutes(t.app).filter((route) => isUnsafeMethod(route.method));
      sessions = {
        consumer: await cookiesOf(CONSUMER_HOST, 'usr_ada'),
        corporate: await cookiesOf(CORPORATE_HOST, 'usr_grace'),
        admin: await cookiesOf(ADMIN_HOST, 'usr_grace'),
        alan: await cookiesOf(CORPORATE_HOST, 'usr_alan'),
        other: await cookiesOf(CONSUMER_HOST, 'usr_marcus'),
      };
      // Searches made for the fixtures are written behind their answers: let them land first.
      await new Promise((resolve) => setTimeout(resolve, 300));
    }, 120_000);

    it('finds the unsafe routes, and only the card vault’s lies outside /api', () => {
      expect(unsafe.length).toBeGreaterThan(40);
      const outside = unsafe
        .filter((r) => !r.url.startsWith('/api/') && !isAdminApi(r))
        .map((r) => r.key);
      expect(outside).toEqual(Object.keys(EXEMPT));
    });

    it('refuses a cookie session without its own token on every unsafe route, changing nothing', async () => {
      const otherToken = csrfCookieOf(sessions.other) ?? '';
      const tokens: [string, string | null][] = [
        ['no header', null],
        ['an empty header', ''],
        ['a made-up token', randomBytes(24).toString('base64url')],
        ['another session’s token', otherToken],
      ];
      const hosts: [string, Record<string, string>][] = [
        [CONSUMER_HOST, sessions.consumer],
        [CORPORATE_HOST, sessions.corporate],
        [ADMIN_HOST, sessions.admin],
      ];
      const failures: string[] = [];
      for (const route of unsafe.filter((r) => !(r.key in EXEMPT))) {
        const request = requestFor(route, fx);
        const before = await snapshotDatabase(t.ctx.database.db);
        for (const [host, cookies] of hosts)
          for (const [label, csrf] of tokens) {
            const res = await callAs(t.app, { host, cookies, csrf }, route.method, request);
            const code = res.headers['content-type']?.toString().includes('json')
              ? res.json<{ code?: string }>().code
              : undefined;
            if (res.statusCode !== 403 || code !== 'InvalidCsrfToken')
              failures.push(
                `${route.key} on ${host} with ${label}: ${res.statusCode} ${res.body.slice(0, 200)}`,
              );
          }
        const changed = listChangedTables(before, await snapshotDatabase(t.ctx.database.db));
        if (changed.length > 0) failures.push(`${route.key} changed ${changed.join(', ')}`);
      }
      expect(failures).toEqual([]);
      // Logging out without the token did not end any session either.
      for (const [host, cookies] of hosts)
        expect(
          (await callAs(t.app, { host, cookies }, 'GET', { url: '/api/v0/userInfo' })).statusCode,
        ).toBe(200);
    });

    it('lets a webview’s bearer session call every unsafe route without the header', async () => {
      const sessionFor = (route: AppRoute, owner: SampleOwner | undefined) => {
        if (isAdminApi(route)) return { host: ADMIN_HOST, cookies: sessions.admin };
        if (owner === 'alan') return { host: CORPORATE_HOST, cookies: sessions.alan };
        if (owner && owner !== 'ada') return { host: CORPORATE_HOST, cookies: sessions.corporate };
        return { host: CONSUMER_HOST, cookies: sessions.consumer };
      };
      const failures: string[] = [];
      const before = await snapshotDatabase(t.ctx.database.db);
      let accepted = 0;
      for (const route of unsafe.filter((r) => !(r.key in EXEMPT))) {
        const sample = ROUTE_SAMPLES[route.key]?.[0];
        const { host, cookies } = sessionFor(route, sample?.owner);
        // Logging out (or an agent's hand-over) ends the session: those get a session of their own.
        const own = sample?.endsSession
          ? (await signIn(t.app, host, host === CONSUMER_HOST ? 'usr_ada' : 'usr_grace')).browser
              .cookies
          : cookies;
        const caller: Caller = { host, bearer: sessionSecretOf(own) ?? '', csrf: null };
        const res = await callAs(t.app, caller, route.method, requestFor(route, fx));
        const refused =
          res.statusCode === 403 && res.json<{ code?: string }>().code === 'InvalidCsrfToken';
        if (refused || res.statusCode >= 500)
          failures.push(`${route.key}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (res.statusCode < 300) accepted += 1;
        if (isAdminApi(route)) await resetSandboxControls(t, fx);
      }
      expect(failures).toEqual([]);
      // The same requests do act when they come from a webview: most succeed, and they show in the
      // database (so the snapshot above would have seen a forged one).
      expect(accepted).toBeGreaterThan(unsafe.length / 2);
      await t.ctx.jobs.idle();
      expect(listChangedTables(before, await snapshotDatabase(t.ctx.database.db))).toEqual(
        expect.arrayContaining(['flight_bookings', 'hotel_bookings', 'travelers', 'wishlists']),
      );
    });
  },
);
