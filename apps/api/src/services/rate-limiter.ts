import type { Redis } from 'ioredis';
import type { RateLimitsRepository } from '@wayfare/store/repositories/rate-limits-repository';

/** Fixed-window counters shared by every API process (PostgreSQL, or Redis when configured). */
export interface RateLimiter {
  /** Counts `amount` hits (default 1) and returns the total in the current window. */
  hit(key: string, windowSeconds: number, now: Date, amount?: number): Promise<number>;
  /** The current window's total without counting. */
  peek(key: string, windowSeconds: number, now: Date): Promise<number>;
}

function windowStart(now: Date, windowSeconds: number): Date {
  const ms = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

export function createDatabaseRateLimiter(repo: RateLimitsRepository): RateLimiter {
  let lastPrune = 0;
  return {
    async hit(key, windowSeconds, now, amount = 1) {
      if (now.getTime() - lastPrune > 60_000) {
        lastPrune = now.getTime();
        await repo.pruneBefore(new Date(now.getTime() - 3_600_000));
      }
      return repo.hit(key, windowStart(now, windowSeconds), amount);
    },
    peek: (key, windowSeconds, now) => repo.peek(key, windowStart(now, windowSeconds)),
  };
}

/**
 * Counters in this process's memory. Right for the embedded database, which only one process can
 * open, so one process is the whole deployment; server deployments use the database or Redis.
 */
export function createMemoryRateLimiter(): RateLimiter {
  const windows = new Map<string, number>();
  let currentStart = 0;
  return {
    async hit(key, windowSeconds, now, amount = 1) {
      const start = windowStart(now, windowSeconds).getTime();
      if (start !== currentStart && windowSeconds === 10) {
        // Drop finished burst windows so the map never grows without bound.
        for (const k of windows.keys())
          if (k.startsWith('10:') && !k.endsWith(`:${start}`)) windows.delete(k);
        currentStart = start;
      }
      const k = `${windowSeconds}:${key}:${start}`;
      const count = (windows.get(k) ?? 0) + amount;
      windows.set(k, count);
      return Promise.resolve(count);
    },
    peek(key, windowSeconds, now) {
      return Promise.resolve(
        windows.get(`${windowSeconds}:${key}:${windowStart(now, windowSeconds).getTime()}`) ?? 0,
      );
    },
  };
}

/**
 * Counters in Redis, under `namespace`: the deployment whose database they guard. Processes on one
 * database share counts; another deployment (or a fresh sandbox database on the same Redis, whose
 * clock may start at the same instant) never meets them.
 */
export function createRedisRateLimiter(redis: Redis, namespace: string): RateLimiter {
  const keyFor = (key: string, windowSeconds: number, now: Date) =>
    `wf:${namespace}:rl:${key}:${windowStart(now, windowSeconds).getTime()}`;
  return {
    async hit(key, windowSeconds, now, amount = 1) {
      const k = keyFor(key, windowSeconds, now);
      const [[, count]] = (await redis
        .multi()
        .incrby(k, amount)
        .expire(k, windowSeconds * 2)
        .exec()) as [[Error | null, number]];
      return count;
    },
    async peek(key, windowSeconds, now) {
      return Number((await redis.get(keyFor(key, windowSeconds, now))) ?? 0);
    },
  };
}

/**
 * Burst counting without a shared write per request: hits are counted here and added to the shared
 * store at most once per flush interval per key. The estimate is the shared total at the last flush
 * plus what this process has seen since, so N processes together overshoot a limit by at most one
 * interval's traffic. Exact limits (failed Profile Reference IDs) use the shared store directly.
 */
export function createBufferedRateLimiter(
  shared: RateLimiter,
  flushIntervalMs = 1000,
): RateLimiter {
  interface Entry {
    windowSeconds: number;
    start: number;
    pending: number;
    sharedTotal: number;
    lastFlush: number;
    flushing: Promise<void> | null;
  }
  const entries = new Map<string, Entry>();
  const flush = async (key: string, entry: Entry, now: Date) => {
    const amount = entry.pending;
    entry.pending = 0;
    entry.lastFlush = now.getTime();
    entry.sharedTotal = await shared.hit(key, entry.windowSeconds, new Date(entry.start), amount);
  };
  return {
    async hit(key, windowSeconds, now, amount = 1) {
      const start = windowStart(now, windowSeconds).getTime();
      let entry = entries.get(key);
      if (!entry || entry.start !== start || entry.windowSeconds !== windowSeconds) {
        if (entries.size > 10_000) entries.clear();
        entry = { windowSeconds, start, pending: 0, sharedTotal: 0, lastFlush: 0, flushing: null };
        entries.set(key, entry);
      }
      entry.pending += amount;
      const estimate = entry.sharedTotal + entry.pending;
      if (!entry.flushing && now.getTime() - entry.lastFlush >= flushIntervalMs) {
        const current = entry;
        current.flushing = flush(key, current, now).finally(() => {
          current.flushing = null;
        });
        await current.flushing;
        return current.sharedTotal + current.pending;
      }
      return estimate;
    },
    peek: (key, windowSeconds, now) => shared.peek(key, windowSeconds, now),
  };
}
