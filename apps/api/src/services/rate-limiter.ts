import type { Redis } from 'ioredis';
import type { RateLimitsRepository } from '@wayfare/store/repositories/rate-limits-repository';

/** Fixed-window counters shared by every API process (PostgreSQL, or Redis when configured). */
export interface RateLimiter {
  /** Counts a hit and returns the total in the current window. */
  hit(key: string, windowSeconds: number, now: Date): Promise<number>;
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
    async hit(key, windowSeconds, now) {
      if (now.getTime() - lastPrune > 60_000) {
        lastPrune = now.getTime();
        await repo.pruneBefore(new Date(now.getTime() - 3_600_000));
      }
      return repo.hit(key, windowStart(now, windowSeconds));
    },
    peek: (key, windowSeconds, now) => repo.peek(key, windowStart(now, windowSeconds)),
  };
}

export function createRedisRateLimiter(redis: Redis): RateLimiter {
  const keyFor = (key: string, windowSeconds: number, now: Date) =>
    `wf:rl:${key}:${windowStart(now, windowSeconds).getTime()}`;
  return {
    async hit(key, windowSeconds, now) {
      const k = keyFor(key, windowSeconds, now);
      const [[, count]] = (await redis
        .multi()
        .incr(k)
        .expire(k, windowSeconds * 2)
        .exec()) as [[Error | null, number]];
      return count;
    },
    async peek(key, windowSeconds, now) {
      return Number((await redis.get(keyFor(key, windowSeconds, now))) ?? 0);
    },
  };
}
