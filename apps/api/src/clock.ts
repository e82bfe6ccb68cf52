/** Every rule takes `now` from a clock, so the sandbox can move time and tests are exact. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

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
