import type { BrowserContext } from '@playwright/test';

/**
 * The sandbox clock of every browser test run: the server starts its clock here
 * (SANDBOX_CLOCK_START) and each browser context reads the server's time, so a journey books the
 * same days and meets the same fares whatever day the suite runs. A mid-afternoon start keeps
 * "today" the same date in UTC and in the journeys' Toronto time zone.
 */
export const SANDBOX_CLOCK_START = '2026-11-25T15:00:00.000Z';

const DAY_MS = 86_400_000;

/** The calendar date `days` after the sandbox clock's start (YYYY-MM-DD). */
export function isoDateIn(days: number): string {
  return new Date(Date.parse(SANDBOX_CLOCK_START) + days * DAY_MS).toISOString().slice(0, 10);
}

let offsetMs: number | undefined;

/** The server's clock minus this process's, read once from the health check. */
async function serverClockOffset(origin: string): Promise<number> {
  if (offsetMs !== undefined) return offsetMs;
  const before = Date.now();
  const res = await fetch(`${origin}/api/v0/health`);
  const { now } = (await res.json()) as { now?: string };
  if (!now) throw new Error('The server does not report its sandbox clock (is SANDBOX off?)');
  offsetMs = Date.parse(now) - Math.round((before + Date.now()) / 2);
  return offsetMs;
}

/** The sandbox's time now, as the server reads it. */
export async function sandboxNow(origin: string): Promise<number> {
  return Date.now() + (await serverClockOffset(origin));
}

/** The context's pages and frames read the server's clock (it keeps running at real speed). */
export async function installSandboxClock(context: BrowserContext, origin: string): Promise<void> {
  await context.clock.install({ time: await sandboxNow(origin) });
}
