import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect, useState } from 'react';
import { RouterProvider, type RouterState } from 'react-router';
import type { PortalBoot } from '@wayfare/contracts/tenant';
import { LocaleProvider } from '../i18n/locale-provider';
import { PortalProvider } from '../tenant/portal-context';
import type { createAppRouter } from './create-app-router';

type AppRouter = ReturnType<typeof createAppRouter>;

export interface AppProps {
  boot: PortalBoot;
  queryClient: QueryClient;
  router: AppRouter;
}

/** The parts of the router's state that decide what is drawn. */
const DRAWN_STATE = [
  'initialized',
  'location',
  'navigation',
  'matches',
  'loaderData',
  'actionData',
  'errors',
  'revalidation',
  'fetchers',
] as const satisfies readonly (keyof RouterState)[];

/**
 * React Router's provider reads the router's state as it renders and subscribes to its changes
 * only in a layout effect. The first render is a transition (main.tsx), rendered a few
 * milliseconds at a time: a change in between would be missed, and the page would show its
 * start-up fallback for good. The first render waits for the first page's code and data, so such a
 * change is rare (a call failing meanwhile that sends the person to sign in, or a page slower than
 * the wait); one made before the provider has subscribed mounts it again, once, with the router's
 * state as it is.
 */
function StartedRouterProvider({ router }: { router: AppRouter }) {
  const [renderedState] = useState(() => router.state);
  const [mount, setMount] = useState(0);
  useLayoutEffect(() => {
    // The provider's own layout effect (a child's) has subscribed by now; a change it missed is
    // the router's, an outside store's, which only a new mount can read. Only a change to what is
    // drawn counts: ScrollRestoration hands the router the saved scroll position as it mounts
    // (every reload has one), and mounting again for that would drop the page's calls in flight.
    const missed = DRAWN_STATE.some((key) => router.state[key] !== renderedState[key]);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once, for a change the provider missed
    if (missed) setMount(1);
  }, [router, renderedState]);
  return <RouterProvider key={mount} router={router} />;
}

export function App({ boot, queryClient, router }: AppProps) {
  return (
    <PortalProvider boot={boot}>
      <QueryClientProvider client={queryClient}>
        <LocaleProvider>
          <StartedRouterProvider router={router} />
        </LocaleProvider>
      </QueryClientProvider>
    </PortalProvider>
  );
}
