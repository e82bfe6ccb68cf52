/**
 * When a call is sent (`RequestOptions.timing`, issue 16): at once, after the page has painted
 * what it has (`afterPaint`), or once the first page has loaded and settled (`whenSettled`).
 * Lighthouse's simulation counts every request sent before a page's largest paint as part of it.
 */
export type CallTiming = 'afterPaint' | 'whenSettled';

/** The longest an `afterPaint` call waits for the page to paint. */
const AFTER_PAINT_LIMIT_MS = 250;
/** The longest a low-priority call waits (a hidden tab paints nothing; a poll may never end). */
const LOW_PRIORITY_WAIT_LIMIT_MS = 2_000;
/** Resolved once the page's code has loaded (the app sets it; see holdLowPriorityCalls). */
let pageReady: Promise<void> = Promise.resolve();

/**
 * Low-priority calls also wait for `ready`: the app passes the router's first navigation, so they
 * are not sent while the first page's code is still loading (nothing else is in flight then).
 */
export function holdLowPriorityCalls(ready: Promise<void>): void {
  pageReady = ready;
}

/** Calls of normal priority in flight, and the low-priority calls waiting for them. */
let normalInFlight = 0;
let waitingForQuiet: (() => void)[] = [];

/** Resolves after two more frames: the second begins once the first has been painted and shown. */
function afterTwoFrames(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

/**
 * Resolves when the main thread is next idle (the page has rendered and painted what it had), or,
 * where the browser has no idle callbacks, after two more frames.
 */
function whenMainThreadIdle(): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return afterTwoFrames();
  return new Promise((resolve) => requestIdleCallback(() => resolve()));
}

/**
 * Resolves once the page has rendered and painted what it has (the main thread's next idle
 * moment), at once where nothing paints (a hidden tab), and after at most AFTER_PAINT_LIMIT_MS.
 */
function afterPagePaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden')
    return Promise.resolve();
  return new Promise((resolve) => {
    const limit = setTimeout(resolve, AFTER_PAINT_LIMIT_MS);
    // The idle moment after the frames lets the rest of the page's render (often a task or two
    // more) finish first.
    void afterTwoFrames()
      .then(whenMainThreadIdle)
      .then(() => {
        clearTimeout(limit);
        resolve();
      });
  });
}

/**
 * Resolves once no call of normal priority is in flight and the page has rendered what they
 * brought (the main thread is idle), or after LOW_PRIORITY_WAIT_LIMIT_MS, whichever comes first.
 */
function whenPageSettled(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  const noneInFlight = () =>
    new Promise<void>((resolve) => {
      if (normalInFlight === 0) resolve();
      else waitingForQuiet.push(resolve);
    });
  // Quiet, then idle, and still quiet: rendering one answer often sends the page's next calls.
  const settled = async () => {
    await pageReady;
    for (;;) {
      await noneInFlight();
      await whenMainThreadIdle();
      if (normalInFlight === 0) return;
    }
  };
  const limit = new Promise<void>((resolve) => setTimeout(resolve, LOW_PRIORITY_WAIT_LIMIT_MS));
  return Promise.race([settled(), limit]);
}

/** Counts a call of normal priority as in flight; the returned function ends it. */
export function trackNormalCall(): () => void {
  normalInFlight += 1;
  return () => {
    normalInFlight -= 1;
    if (normalInFlight > 0) return;
    const waiting = waitingForQuiet;
    waitingForQuiet = [];
    for (const resolve of waiting) resolve();
  };
}

/** Waits as `timing` asks. */
export function waitForTiming(timing: CallTiming): Promise<void> {
  return timing === 'whenSettled' ? whenPageSettled() : afterPagePaint();
}
