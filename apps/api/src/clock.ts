/** Every rule takes `now` from a clock, so the sandbox can move time and tests are exact. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that reads `start` when the process starts and then runs at real speed: the sandbox's
 * fixed clock (SANDBOX_CLOCK_START), so every run of the browser tests books the same days.
 */
export function createStartingClock(start: Date, realNow: () => number = Date.now): Clock {
  const startedAt = realNow();
  return { now: () => new Date(start.getTime() + (realNow() - startedAt)) };
}

/** A clock tests set by hand. */
export function createFixedClock(
  start: Date,
): Clock & { set(to: Date): void; advance(ms: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (to) => {
      current = to.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/**
 * The travel clock: trip rules (trip time status, void window, check-in, cancellation, approval
 * expiry of post-booking flows) read it, so the sandbox console can move a trip into the past
 * without ending everybody's session. Sessions, tokens and rate limits keep the real `clock`.
 */
export interface TravelClock extends Clock {
  offsetMinutes(): number;
  setOffsetMinutes(minutes: number): void;
}

export function createTravelClock(base: Clock, offsetMinutes = 0): TravelClock {
  let offset = offsetMinutes;
  return {
    now: () => new Date(base.now().getTime() + offset * 60_000),
    offsetMinutes: () => offset,
    setOffsetMinutes: (minutes) => {
      offset = minutes;
    },
  };
}
