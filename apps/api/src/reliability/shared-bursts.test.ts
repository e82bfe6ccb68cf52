import { request } from 'node:http';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../testing/spawned-server';

const postgres = listTestDatabaseTargets().find((t) => t.name === 'postgres');
const redisUrl = process.env.REDIS_URL;
const BURST = 40;

/** A GET from a loopback address of our own, so no other test's traffic shares its count. */
function getFrom(origin: string, localAddress: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, origin), { localAddress }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * G8 (issue 15): the burst limit behind ExcessiveActivity is one count for every process when
 * REDIS_URL is set, and a burst is answered 429, never 5xx. Two real API processes on one
 * PostgreSQL database and one Redis.
 */
describe.skipIf(!postgres || !redisUrl)('bursts shared by two processes through Redis', () => {
  const servers: RunningServer[] = [];
  let dispose: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (!postgres || !redisUrl) return;
    const database = await postgres.open();
    dispose = () => database.dispose();
    const env = {
      DATABASE_URL: database.databaseUrl ?? '',
      REDIS_URL: redisUrl,
      RATE_LIMIT_BURST: String(BURST),
      LOG_LEVEL: 'error',
    };
    servers.push(await startServer(3360, env), await startServer(3361, env));
  }, 120_000);
  afterAll(async () => {
    for (const s of servers) await s.stop();
    await dispose?.();
  });

  it(`answers ${BURST} requests of a burst across both, then 429 on either, never 5xx`, async () => {
    const [a, b] = servers;
    if (!a || !b) throw new Error('servers did not start');
    const address = `127.0.${Math.floor(Math.random() * 200) + 20}.${Math.floor(Math.random() * 200) + 20}`;
    // Start at the beginning of a 10-second window so the whole burst counts in one.
    while (Date.now() % 10_000 > 1_000) await new Promise((resolve) => setTimeout(resolve, 50));
    const statuses: number[] = [];
    for (let i = 0; i < BURST + 20; i += 1)
      statuses.push(await getFrom((i % 2 === 0 ? a : b).origin, address, '/api/v0/userInfo'));
    expect(statuses.every((s) => s < 500)).toBe(true);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(BURST);
    // Both processes refuse once the shared count is over: the last requests went to each.
    expect(statuses.slice(-2)).toEqual([429, 429]);
  }, 60_000);
});
