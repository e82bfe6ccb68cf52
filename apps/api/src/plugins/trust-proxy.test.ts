import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { readEnv, readTrustProxy } from '../env';
import { CONSUMER_HOST, useTestApp, type TestApp } from '../testing/test-app';

const BURST = 5;

/** BURST + 2 calls from the socket 127.0.0.1, each claiming another client in X-Forwarded-For. */
async function sendSpoofedBurst(t: TestApp): Promise<number[]> {
  t.clock.advance(60_000);
  const statuses: number[] = [];
  for (let i = 0; i < BURST + 2; i += 1) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v0/userInfo',
      headers: { host: CONSUMER_HOST, 'x-forwarded-for': `203.0.113.${i + 1}` },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('is off by default and reads a hop count or addresses and CIDRs', () => {
    expect(readEnv({}).TRUST_PROXY).toBeUndefined();
    expect(readTrustProxy(undefined)).toBe(false);
    expect(readEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(readEnv({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    expect(() => readEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => readEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    const twoHops = readTrustProxy(2);
    expect(typeof twoHops === 'function' && [0, 1, 2].map((hop) => twoHops('', hop))).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe.each(listTestDatabaseTargets())('client addresses on $name', (target) => {
  describe('by default', () => {
    const t = useTestApp(target, { env: { RATE_LIMIT_BURST: String(BURST) } });

    it('ignores X-Forwarded-For, so varying it does not escape the burst limit', async () => {
      const statuses = await sendSpoofedBurst(t);
      expect(statuses.slice(0, BURST).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(BURST)).toEqual([429, 429]);
    });
  });

  describe('behind a proxy named in TRUST_PROXY', () => {
    const t = useTestApp(target, {
      env: { RATE_LIMIT_BURST: String(BURST), TRUST_PROXY: '127.0.0.1' },
    });

    it('counts each forwarded client on its own', async () => {
      const statuses = await sendSpoofedBurst(t);
      expect(statuses.every((s) => s === 401)).toBe(true);
    });
  });
});
