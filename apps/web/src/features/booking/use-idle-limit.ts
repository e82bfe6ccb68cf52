import { useEffect, useState } from 'react';

/**
 * How long a booking page may sit untouched before it asks for a new price (spec §8 Inactivity):
 * past the price hold of either product, so a price shown is never a stale one.
 */
export const BOOKING_IDLE_LIMIT_MS = 20 * 60_000;

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'input', 'wheel', 'touchstart'] as const;

/**
 * True once nobody has touched the page for `limitMs` (pointer, keys, typing, scrolling). It
 * stays true until `reset()` (a new price) so a stray touch does not hide the notice.
 */
export function useIdleLimit(limitMs: number, isEnabled: boolean) {
  const [isIdle, setIsIdle] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!isEnabled || isIdle) return undefined;
    let timer = window.setTimeout(() => setIsIdle(true), limitMs);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setIsIdle(true), limitMs);
    };
    for (const event of ACTIVITY_EVENTS)
      document.addEventListener(event, restart, { capture: true, passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const event of ACTIVITY_EVENTS)
        document.removeEventListener(event, restart, { capture: true });
    };
  }, [limitMs, isEnabled, isIdle, round]);
  return {
    isIdle,
    reset() {
      setIsIdle(false);
      setRound((r) => r + 1);
    },
  };
}
