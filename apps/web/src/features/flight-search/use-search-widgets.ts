import { useCallback, useState } from 'react';
import type * as SearchWidgetsModule from './search-widgets';

export type SearchWidgets = typeof SearchWidgetsModule;

let loaded: SearchWidgets | null = null;
let loading: Promise<SearchWidgets> | null = null;

/** Starts loading the widgets once; a failed load is tried again on the next request. */
export function loadSearchWidgets(): Promise<SearchWidgets> {
  loading ??= import('./search-widgets').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The search form's React Aria widgets are about 80 KB of JavaScript (compressed) that a first
 * visit to /flights/search does not need to show the form: it shows light stand-ins (the same
 * markup, usable text fields) and loads the widgets when the person reaches for the form (pointer
 * over it, focus inside it, a touch). After the first load the widgets render at once.
 */
export function useSearchWidgets(): {
  widgets: SearchWidgets | null;
  requestWidgets: () => void;
} {
  const [widgets, setWidgets] = useState<SearchWidgets | null>(loaded);
  const requestWidgets = useCallback(() => {
    if (loaded) {
      setWidgets(loaded);
      return;
    }
    loadSearchWidgets().then(setWidgets, (error: unknown) => {
      console.warn(
        'Could not load the search widgets; trying again on the next interaction',
        error,
      );
    });
  }, []);
  return { widgets, requestWidgets };
}
