import { useSyncExternalStore } from 'react';

/** Below this width the flight filters move from beside the list into a sheet (see CSS). */
export const NARROW_SCREEN_QUERY = '(max-width: 900px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is narrow (a phone, a small tablet), kept current as it turns or resizes. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_SCREEN_QUERY).matches,
    () => false,
  );
}
