import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/create-app-router';
import { createQueryClient } from './app/create-query-client';
import { installCallFailureHandler } from './app/install-call-failure-handler';
import { nextTask } from './app/next-task';
import { whenFirstPageLoaded } from './app/when-first-page-loaded';
import { holdLowPriorityCalls } from './api/call-timing';
import { prefetchSession } from './app/prefetch-results';
import { applyTheme } from './tenant/apply-theme';
import { readPortalBoot } from './tenant/portal-boot';
import { findTenantBrand } from './tenant/tenant-brand';
import './ui/global.css';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * How long the first render waits for the first page's code and data. On a slow line the shell
 * and the page's loading state are drawn after this, and the page when it arrives.
 */
const FIRST_RENDER_WAIT_MS = 1500;

/** Start-up, as a few tasks rather than one long one (issue 16). */
async function start(): Promise<void> {
  const boot = readPortalBoot();
  const brand = findTenantBrand(boot.tenant);
  applyTheme(brand.theme);
  document.documentElement.dataset.tenant = boot.tenant;

  // The failed-call rule comes before the first call: a call the page's early script sent
  // (api/early-calls.ts) may have failed already, and its failure reaches the app at once. A page
  // it sends the person to before the router exists is opened once the router does.
  const navigation: { router: AppRouter | null; pendingPath: string | null } = {
    router: null,
    pendingPath: null,
  };
  installCallFailureHandler({
    boot,
    navigate: (path) => {
      if (navigation.router) void navigation.router.navigate(path, { replace: true });
      else navigation.pendingPath = path;
    },
    assignLocation: (href) => window.location.assign(href),
  });
  const queryClient = createQueryClient();
  prefetchSession(queryClient);

  // Creating the router matches the address; starting it loads the page's code and data.
  await nextTask();
  const router = createAppRouter(boot, queryClient);
  const firstPageLoaded = whenFirstPageLoaded(router);
  await nextTask();
  router.initialize();
  navigation.router = router;
  holdLowPriorityCalls(firstPageLoaded);
  if (navigation.pendingPath !== null)
    void router.navigate(navigation.pendingPath, { replace: true });

  // The first formatter the page makes loads the browser's locale data (tens of milliseconds),
  // which the first render would otherwise do inside its own task; here it runs while the page's
  // code loads. Numbers and dates load separate data, each a task of its own.
  await nextTask();
  Intl.NumberFormat.supportedLocalesOf('en-US');
  await nextTask();
  Intl.DateTimeFormat.supportedLocalesOf('en-US');

  // The first render waits for the first page: the start-up shell in index.html is on screen
  // meanwhile, and the shell and the page are then rendered once, not the shell with a loading
  // state and then again with the page.
  await Promise.race([firstPageLoaded, delay(FIRST_RENDER_WAIT_MS)]);
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // As a transition, React renders the first page a few milliseconds at a time, leaving the main
  // thread free in between, instead of in one long task (issue 16; app.tsx keeps a change the
  // router makes meanwhile).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App boot={boot} queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

void start();
