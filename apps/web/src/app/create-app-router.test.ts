import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PortalBoot } from '@wayfare/contracts/tenant';
import { buildRoutes } from './create-app-router';

function listPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...listPaths(route.children ?? []),
  ]);
}

const boot = (hostKind: PortalBoot['hostKind'], sandbox: boolean): PortalBoot => ({
  tenant: hostKind === 'admin' ? 'capone-corporate' : 'capone',
  hostKind,
  sandbox,
});

describe('routes', () => {
  it('offers the sandbox outbox on the admin host of a sandbox only', () => {
    expect(listPaths(buildRoutes(boot('admin', true)))).toContain('sandbox/outbox');
    expect(listPaths(buildRoutes(boot('admin', true)))).toContain('sandbox/console');
    expect(listPaths(buildRoutes(boot('portal', true)))).not.toContain('sandbox/console');
    expect(listPaths(buildRoutes(boot('admin', false)))).not.toContain('sandbox/outbox');
    expect(listPaths(buildRoutes(boot('portal', true)))).not.toContain('sandbox/outbox');
  });
});
