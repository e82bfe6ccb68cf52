import type { HostKind, Tenant } from '@wayfare/contracts/tenant';

export interface ResolvedHost {
  tenant: Tenant;
  hostKind: HostKind;
}

/**
 * Maps a Host header to a tenant (DESIGN.md "Tenants by host"): `corporate.*` serves the business
 * tenant, `admin.*` the admin host (business onboarding, so the corporate tenant), anything else
 * the default tenant, which is `capone` unless configured.
 */
export function resolveHost(hostHeader: string | undefined, defaultTenant: Tenant): ResolvedHost {
  const hostname = (hostHeader ?? '')
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '');
  const firstLabel = hostname.split('.')[0] ?? '';
  if (hostname.includes('.') && firstLabel === 'admin') {
    return { tenant: 'capone-corporate', hostKind: 'admin' };
  }
  if (hostname.includes('.') && firstLabel === 'corporate') {
    return { tenant: 'capone-corporate', hostKind: 'portal' };
  }
  return { tenant: defaultTenant, hostKind: 'portal' };
}
