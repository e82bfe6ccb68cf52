import { StrictMode } from 'react';
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

/** Start-up, as a few tasks rather than one long one (issue 16). */
async function start(): Promise<void> {
  const boot = readPortalBoot();
  const brand = findTenantBrand(boot.tenant);
  applyTheme(brand.theme);
  document.documentElement.dataset.tenant = boot.tenant;

  const queryClient = createQueryClient();
  prefetchSession(queryClient);

  // Creating the router matches the address and starts the page's code and data loading.
  await nextTask();
  const router = createAppRouter(boot, queryClient);
  holdLowPriorityCalls(whenFirstPageLoaded(router));
  installCallFailureHandler({
    boot,
    navigate: (path) => void router.navigate(path, { replace: true }),
    assignLocation: (href) => window.location.assign(href),
  });

  // The first formatter the page makes loads the browser's locale data (tens of milliseconds),
  // which the first render would otherwise do inside its own task; here it runs while the page's
  // code loads.
  await nextTask();
  Intl.NumberFormat.supportedLocalesOf('en-US');
  Intl.DateTimeFormat.supportedLocalesOf('en-US');

  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App boot={boot} queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

void start();
