import { useEffect, useRef } from 'react';
import { postTravelAppEvent } from './native-bridge';
import type { TravelAppFunnel } from './travel-app-events';

/**
 * `searchLoaded` once per search (its key, usually the page's query string) when its results
 * first show, in a phone app's webview; the funnel is the page's unless given.
 */
export function useSearchLoadedEvent(
  isLoaded: boolean,
  searchKey: string,
  payload: Record<string, string | number | boolean | null> = {},
  funnel?: TravelAppFunnel,
): void {
  const posted = useRef<string | null>(null);
  // The payload is a new object each render; the key alone decides whether this search was told.
  useEffect(() => {
    if (!isLoaded || posted.current === searchKey) return;
    posted.current = searchKey;
    postTravelAppEvent('searchLoaded', payload, funnel);
  }, [isLoaded, searchKey, payload, funnel]);
}
