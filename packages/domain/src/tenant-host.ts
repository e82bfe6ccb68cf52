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

const HOST_PREFIXES = new Set(['admin', 'corporate', 'vault']);

/** The host without a tenant prefix: `corporate.localhost:3000` → `localhost:3000`. */
export function baseHostOf(hostHeader: string | undefined): string {
  const host = (hostHeader ?? 'localhost').toLowerCase();
  const [first, ...rest] = host.split('.');
  return first && rest.length > 0 && HOST_PREFIXES.has(first) ? rest.join('.') : host;
}

/** The card vault is served from its own origin, `vault.<base host>` (DESIGN.md: payments). */
export function isVaultHost(hostHeader: string | undefined): boolean {
  return (hostHeader ?? '').toLowerCase().startsWith('vault.');
}

export function deriveVaultOrigin(hostHeader: string | undefined, protocol: string): string {
  const base = baseHostOf(hostHeader);
  // An IP address has no subdomains; its machine answers to localhost too.
  const named = /^(\d+\.\d+\.\d+\.\d+|\[[^\]]*\])(:\d+)?$/.exec(base);
  return `${protocol}://vault.${named ? `localhost${named[2] ?? ''}` : base}`;
}

/** The portal origins allowed to embed the vault frame and receive its messages. */
export function listPortalOrigins(vaultHostHeader: string | undefined, protocol: string): string[] {
  const base = baseHostOf(vaultHostHeader);
  return [`${protocol}://${base}`, `${protocol}://corporate.${base}`];
}
