import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/create-app-router';
import { createQueryClient } from './app/create-query-client';
import { installCallFailureHandler } from './app/install-call-failure-handler';
import { prefetchSession } from './app/prefetch-results';
import { applyTheme } from './tenant/apply-theme';
import { readPortalBoot } from './tenant/portal-boot';
import { findTenantBrand } from './tenant/tenant-brand';
import './ui/global.css';

/**
 * Lets the browser run anything waiting (input, a paint, a response) before the next step: start-up
 * is a few tasks of its own rather than one long one (issue 16). A message channel, not a timer,
 * so no timer clamping delays it.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

const boot = readPortalBoot();
const brand = findTenantBrand(boot.tenant);
applyTheme(brand.theme);
document.documentElement.dataset.tenant = boot.tenant;

const queryClient = createQueryClient();
prefetchSession(queryClient);

// Creating the router matches the address and starts the page's code and data loading.
await nextTask();
const router = createAppRouter(boot, queryClient);
installCallFailureHandler({
  boot,
  navigate: (path) => void router.navigate(path, { replace: true }),
  assignLocation: (href) => window.location.assign(href),
});

// The first formatter the page makes loads the browser's locale data (tens of milliseconds), which
// the first render would otherwise do inside its own task; here it runs while the page's code loads.
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
