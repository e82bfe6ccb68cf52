import { describe, expect, it } from 'vitest';
import { isSandboxConsoleOn, readEnv, readSpreedlySettings } from './env';

describe('the sandbox console flag', () => {
  it('is off unless asked for, and needs the sandbox', () => {
    expect(isSandboxConsoleOn(readEnv({}))).toBe(false);
    expect(isSandboxConsoleOn(readEnv({ SANDBOX_CONSOLE: 'true' }))).toBe(true);
    expect(isSandboxConsoleOn(readEnv({ SANDBOX_CONSOLE: 'true', SANDBOX: 'false' }))).toBe(false);
  });

  it('refuses to start in production unless that is asked for by name', () => {
    expect(() => readEnv({ NODE_ENV: 'production', SANDBOX_CONSOLE: 'true' })).toThrow(
      /SANDBOX_CONSOLE_IN_PRODUCTION=true/,
    );
    expect(isSandboxConsoleOn(readEnv({ NODE_ENV: 'production' }))).toBe(false);
    const asked = readEnv({
      NODE_ENV: 'production',
      SANDBOX_CONSOLE: 'true',
      SANDBOX_CONSOLE_IN_PRODUCTION: 'true',
    });
    expect(isSandboxConsoleOn(asked)).toBe(true);
  });
});

describe('the maintenance and takeover values', () => {
  it('reads the flags, the window and the notice lead time, none by default', () => {
    expect(readEnv({})).toMatchObject({
      MAINTENANCE_ALL: false,
      MAINTENANCE_PRODUCTS: [],
      MAINTENANCE_NOTICE_HOURS: 48,
      TAKEOVERS: { capone: [], 'capone-corporate': [] },
    });
    const env = readEnv({
      MAINTENANCE_PRODUCTS: 'hotels, Cars,',
      MAINTENANCE_WINDOW_START: '2026-12-01T02:00:00Z',
      MAINTENANCE_WINDOW_END: '2026-12-01T04:00:00-00:00',
    });
    expect(env.MAINTENANCE_PRODUCTS).toEqual(['hotels', 'cars']);
  });

  it('refuses an unknown product, half a window or one that ends before it starts', () => {
    expect(() => readEnv({ MAINTENANCE_PRODUCTS: 'boats' })).toThrow(/MAINTENANCE_PRODUCTS/);
    expect(() => readEnv({ MAINTENANCE_WINDOW_START: '2026-12-01T02:00:00Z' })).toThrow(/set both/);
    expect(() =>
      readEnv({
        MAINTENANCE_WINDOW_START: '2026-12-01T02:00:00Z',
        MAINTENANCE_WINDOW_END: '2026-12-01T02:00:00Z',
      }),
    ).toThrow(/after MAINTENANCE_WINDOW_START/);
  });

  it('refuses takeovers that are not JSON, or repeat an id', () => {
    expect(() => readEnv({ TAKEOVERS: '{' })).toThrow(/TAKEOVERS/);
    const notice = { id: 'a', title: { en: 'A' }, body: { en: 'B' } };
    expect(() => readEnv({ TAKEOVERS: JSON.stringify({ capone: [notice, notice] }) })).toThrow(
      /twice/,
    );
    expect(readEnv({ TAKEOVERS: JSON.stringify({ capone: [notice] }) }).TAKEOVERS).toEqual({
      capone: [{ ...notice, tone: 'info' }],
      'capone-corporate': [],
    });
  });
});

describe('the Spreedly settings', () => {
  const ALL = {
    SPREEDLY_ENVIRONMENT_KEY: 'C7cRfNJGODKh4Iu5Ox3PToKjniY',
    SPREEDLY_ACCESS_SECRET: 'secret',
    SPREEDLY_GATEWAY_TOKEN: 'T11bJAANtTWnxl36GYjKWvbNK0g',
  };

  it('uses the sandbox vault when none is set, Spreedly when all three are', () => {
    expect(readSpreedlySettings(readEnv({}))).toBeNull();
    expect(readSpreedlySettings(readEnv(ALL))).toEqual({
      environmentKey: ALL.SPREEDLY_ENVIRONMENT_KEY,
      accessSecret: 'secret',
      gatewayToken: ALL.SPREEDLY_GATEWAY_TOKEN,
      baseUrl: 'https://core.spreedly.com',
    });
    expect(
      readSpreedlySettings(readEnv({ ...ALL, SPREEDLY_BASE_URL: 'http://127.0.0.1:4010/' }))
        ?.baseUrl,
    ).toBe('http://127.0.0.1:4010');
  });

  it('refuses to start with one or two of them', () => {
    const { SPREEDLY_ACCESS_SECRET: _secret, ...withoutSecret } = ALL;
    expect(() => readEnv(withoutSecret)).toThrow(/set all three to pay through Spreedly/);
    expect(() => readEnv({ SPREEDLY_GATEWAY_TOKEN: 'T11b' })).toThrow(/SPREEDLY_ENVIRONMENT_KEY/);
  });
});
