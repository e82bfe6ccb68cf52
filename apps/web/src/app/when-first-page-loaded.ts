import type { createAppRouter } from './create-app-router';

/** Resolves once the router has loaded the first page's code and data and has no navigation. */
export function whenFirstPageLoaded(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    const isLoaded = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (isLoaded()) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe(() => {
      if (!isLoaded()) return;
      unsubscribe();
      resolve();
    });
  });
}
