import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PortalBoot } from '@wayfare/contracts/tenant';
import { PRODUCT_TAB_LINKS } from '../features/shell/product-tabs-model';
import { ProtectedLayout } from '../routes/protected-layout';
import { buildRoutes } from './create-app-router';

function listPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...listPaths(route.children ?? []),
  ]);
}

const boot = (hostKind: PortalBoot['hostKind'], sandboxConsole: boolean): PortalBoot => ({
  tenant: hostKind === 'admin' ? 'capone-corporate' : 'capone',
  hostKind,
  sandbox: true,
  sandboxConsole,
});

/** The paths behind the sign-in gate (ProtectedLayout). */
function listProtectedPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) =>
    route.Component === ProtectedLayout
      ? listPaths(route.children ?? [])
      : listProtectedPaths(route.children ?? []),
  );
}

describe('routes', () => {
  it('offers the sandbox console and outbox on the admin host, behind sign-in, when the server runs them', () => {
    const admin = buildRoutes(boot('admin', true));
    expect(listProtectedPaths(admin)).toEqual(
      expect.arrayContaining(['onboarding', 'sandbox/outbox', 'sandbox/console']),
    );
    expect(listPaths(buildRoutes(boot('portal', true)))).not.toContain('sandbox/console');
    expect(listPaths(buildRoutes(boot('admin', false)))).not.toContain('sandbox/outbox');
    expect(listPaths(buildRoutes(boot('admin', false)))).not.toContain('sandbox/console');
    expect(listPaths(buildRoutes(boot('portal', true)))).not.toContain('sandbox/outbox');
  });

  it('gives every product tab a page of the portal, never the not-found page', () => {
    const routes = buildRoutes(boot('portal', false));
    for (const link of PRODUCT_TAB_LINKS) {
      const matched = matchRoutes(routes, link.href) ?? [];
      expect(matched.at(-1)?.route.path, link.href).not.toBe('*');
    }
  });
});
