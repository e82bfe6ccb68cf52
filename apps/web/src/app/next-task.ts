/**
 * Resolves in a task of its own, after anything already waiting (input, a paint, a response) has
 * run: start-up work split this way is a few short tasks rather than one long one (issue 16). A
 * message channel, not a timer, so no timer clamping delays it.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * A route's `lazy`, run in a task of its own: loading a page's code first inserts a
 * `<link rel="modulepreload">` for each of its chunks (Vite's preload helper), which on the first
 * load would otherwise lengthen the task that creates the router.
 */
export function inOwnTask<T>(load: () => Promise<T>): () => Promise<T> {
  return () => nextTask().then(load);
}
