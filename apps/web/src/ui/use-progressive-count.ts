import { startTransition, useEffect, useState } from 'react';

export interface ProgressiveCountOptions {
  /** Rendered at once: a first screenful. */
  first: number;
  /** Added in each later slice of time. */
  step: number;
}

interface Shown {
  list: unknown;
  count: number;
}

/** Runs `task` when the main thread is next idle (or, where there is no idle callback, soon). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 200 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(task, 0);
  return () => window.clearTimeout(timer);
}

/**
 * How many of a list's `total` items to render now: `first` at once, then `step` more in each idle
 * slice, as a low-priority update, until all are in. A long list (fifty hotel cards) so never
 * renders in one long task that holds up the first screen, and a press or a key in the meantime
 * comes first. Everything is in the DOM within a moment, so find-in-page, the keyboard and screen
 * readers reach every item. A new `list` (another search, filter or sort) starts again from
 * `first`; more of the same list (the next page) keeps what is shown and adds the rest the same way.
 */
export function useProgressiveCount(
  list: unknown,
  total: number,
  { first, step }: ProgressiveCountOptions,
): number {
  const [shown, setShown] = useState<Shown>({ list, count: first });
  let count = shown.count;
  if (shown.list !== list) {
    // Adjusted while rendering (React's pattern for state derived from a changed prop).
    count = first;
    setShown({ list, count });
  }
  const isComplete = count >= total;
  useEffect(() => {
    if (isComplete) return;
    return whenIdle(() =>
      startTransition(() =>
        setShown((current) =>
          current.list === list ? { list, count: current.count + step } : current,
        ),
      ),
    );
  }, [list, count, isComplete, step]);
  return Math.min(count, total);
}
