/** What is left of a freeze, in whole units, or null once it ended. */
export interface FreezeTimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function computeFreezeTimeLeft(expiresAtMs: number, nowMs: number): FreezeTimeLeft | null {
  const left = Math.floor((expiresAtMs - nowMs) / 1000);
  if (left <= 0) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
  };
}
