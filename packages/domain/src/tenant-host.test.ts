import { describe, expect, it } from 'vitest';
import { deriveVaultOrigin, isVaultHost, listPortalOrigins, resolveHost } from './tenant-host';

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

describe('vault origin', () => {
  it.each([
    ['localhost:3210', 'http://vault.localhost:3210'],
    ['corporate.localhost:3210', 'http://vault.localhost:3210'],
    ['admin.travel.example.com', 'http://vault.travel.example.com'],
    ['127.0.0.1:3000', 'http://vault.localhost:3000'],
    ['[::1]:3000', 'http://vault.localhost:3000'],
  ])('serves the vault for %s from %s', (host, origin) => {
    expect(deriveVaultOrigin(host, 'http')).toBe(origin);
  });

  it('recognises the vault host and the portal origins that may embed it', () => {
    expect(isVaultHost('vault.localhost:3210')).toBe(true);
    expect(isVaultHost('localhost:3210')).toBe(false);
    expect(listPortalOrigins('vault.localhost:3210', 'http')).toEqual([
      'http://localhost:3210',
      'http://corporate.localhost:3210',
    ]);
  });
});
