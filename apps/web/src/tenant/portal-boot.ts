import type { HostKind, PortalBoot, Tenant } from '@wayfare/contracts/tenant';
import { resolveHost } from '@wayfare/domain/tenant-host';

const TENANT_VALUES: readonly string[] = ['capone', 'capone-corporate'];
const HOST_KIND_VALUES: readonly string[] = ['portal', 'admin'];

function isTenant(value: unknown): value is Tenant {
  return typeof value === 'string' && TENANT_VALUES.includes(value);
}

function isHostKind(value: unknown): value is HostKind {
  return typeof value === 'string' && HOST_KIND_VALUES.includes(value);
}

/**
 * Parses the boot facts the server writes into `<meta name="wayfare-boot">` (PortalBootSchema).
 * Hand-checked rather than with zod so the validation library stays out of the first-load bundle.
 */
export function parsePortalBoot(content: string | null | undefined): PortalBoot | null {
  if (!content) return null;
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { tenant, hostKind, sandbox, sandboxConsole } = value as Record<string, unknown>;
  if (!isTenant(tenant) || !isHostKind(hostKind) || typeof sandbox !== 'boolean') return null;
  if (typeof sandboxConsole !== 'boolean') return null;
  return { tenant, hostKind, sandbox, sandboxConsole };
}

/** The boot facts, or (vite dev, no server to inject them) the tenant resolved from the host. */
export function resolvePortalBoot(
  metaContent: string | null | undefined,
  host: string,
): PortalBoot {
  const parsed = parsePortalBoot(metaContent);
  if (parsed) return parsed;
  const resolved = resolveHost(host, 'capone');
  // The pages ask the API, which answers 404 when its console is off.
  return {
    tenant: resolved.tenant,
    hostKind: resolved.hostKind,
    sandbox: true,
    sandboxConsole: true,
  };
}

export function readPortalBoot(): PortalBoot {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="wayfare-boot"]');
  return resolvePortalBoot(meta?.content, window.location.host);
}
