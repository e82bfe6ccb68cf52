import { describe, expect, it } from 'vitest';
import { resolveHost } from './tenant-host';

describe('resolveHost', () => {
  it.each([
    ['localhost:3000', 'capone', 'portal'],
    ['localhost', 'capone', 'portal'],
    ['corporate.localhost:3000', 'capone-corporate', 'portal'],
    ['admin.localhost:3000', 'capone-corporate', 'admin'],
    ['travel.example.com', 'capone', 'portal'],
    ['127.0.0.1:3000', 'capone', 'portal'],
    ['[::1]:3000', 'capone', 'portal'],
    ['CORPORATE.LOCALHOST', 'capone-corporate', 'portal'],
  ] as const)('maps %s to %s (%s)', (host, tenant, hostKind) => {
    expect(resolveHost(host, 'capone')).toEqual({ tenant, hostKind });
  });

  it('falls back to the configured default tenant for unknown hosts', () => {
    expect(resolveHost('portal.bank.test', 'capone-corporate').tenant).toBe('capone-corporate');
    expect(resolveHost(undefined, 'capone').tenant).toBe('capone');
  });
});
