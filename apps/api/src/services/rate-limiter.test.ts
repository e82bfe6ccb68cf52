import fc from 'fast-check';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createBufferedRateLimiter,
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from './rate-limiter';

const t0 = new Date('2026-11-23T12:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : null;
afterAll(() => redis?.disconnect());

const exactLimiters: [string, () => RateLimiter][] = [['memory', createMemoryRateLimiter]];
const deployment = `deployment-${Math.random().toString(36).slice(2)}`;
if (redis) exactLimiters.push(['redis', () => createRedisRateLimiter(redis, deployment)]);

describe.each(exactLimiters)('%s rate limiter', (_name, create) => {
  const prefix = `test-${Math.random().toString(36).slice(2)}`;
  it('counts hits per key in fixed windows', async () => {
    const limiter = create();
    expect(await limiter.hit(`${prefix}:a`, 10, at(0))).toBe(1);
    expect(await limiter.hit(`${prefix}:a`, 10, at(9_999), 2)).toBe(3);
    expect(await limiter.hit(`${prefix}:b`, 10, at(5_000))).toBe(1);
    expect(await limiter.peek(`${prefix}:a`, 10, at(1))).toBe(3);
    expect(await limiter.hit(`${prefix}:a`, 10, at(10_000))).toBe(1);
  });
});

describe.skipIf(!redis)('redis rate limiter namespaces', () => {
  it('keeps two deployments on one Redis apart, and one deployment’s processes together', async () => {
    if (!redis) return;
    const a1 = createRedisRateLimiter(redis, `${deployment}-a`);
    const a2 = createRedisRateLimiter(redis, `${deployment}-a`);
    const b = createRedisRateLimiter(redis, `${deployment}-b`);
    expect(await a1.hit('agent-lookup-failures:usr_1', 900, at(0))).toBe(1);
    expect(await a2.hit('agent-lookup-failures:usr_1', 900, at(0))).toBe(2);
    expect(await b.hit('agent-lookup-failures:usr_1', 900, at(0))).toBe(1);
  });
});

describe('buffered rate limiter', () => {
  it('never under-counts what this process saw, and flushes every hit to the shared store', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 2_500 }), { minLength: 1, maxLength: 60 }),
        async (gaps) => {
          const shared = createMemoryRateLimiter();
          const buffered = createBufferedRateLimiter(shared, 1000);
          let now = t0.getTime();
          let seen = 0;
          let windowStart = Math.floor(now / 10_000) * 10_000;
          for (const gap of gaps) {
            now += gap;
            const start = Math.floor(now / 10_000) * 10_000;
            if (start !== windowStart) {
              windowStart = start;
              seen = 0;
            }
            seen += 1;
            expect(await buffered.hit('k', 10, new Date(now))).toBeGreaterThanOrEqual(seen);
          }
          await buffered.hit('k', 10, new Date(now + 1000));
          expect(await shared.peek('k', 10, new Date(now + 1000))).toBe(
            Math.floor((now + 1000) / 10_000) * 10_000 === windowStart ? seen + 1 : 1,
          );
        },
      ),
      { numRuns: 50 },
    );
  });
});
