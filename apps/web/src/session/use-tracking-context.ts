import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { userInfoQueryOptions } from '../api/session-calls';
import { trackEvent } from '../api/tracking-calls';
import {
  PRODUCT_ENTRY_EVENT,
  captureTrackingAttribution,
  takeProductEntry,
} from '../api/tracking-context';

/**
 * Issue 24, once in the app shell: reads the landing URL's utm_source, utm_medium and
 * referrer_source when the page loads and when the app opens a location that carries them (the
 * location saved before sign-in, restored after it), and tracks each product entry — a product
 * page opened with an entry source — once.
 */
export function useTrackingContext(): void {
  useState(() => captureTrackingAttribution(window.location.search));
  const { pathname, search } = useLocation();
  const isSignedIn = useQuery(userInfoQueryOptions()).isSuccess;
  // A signed-out landing comes back after sign-in as the saved location, inside the app.
  useEffect(() => {
    captureTrackingAttribution(search);
  }, [search]);
  useEffect(() => {
    if (!isSignedIn) return;
    const entry = takeProductEntry(pathname, search);
    if (entry)
      trackEvent(PRODUCT_ENTRY_EVENT, { entry_source: entry.entrySource, funnel: entry.funnel });
  }, [isSignedIn, pathname, search]);
}
