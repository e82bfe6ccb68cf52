import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/create-app-router';
import { createQueryClient } from './app/create-query-client';
import { installCallFailureHandler } from './app/install-call-failure-handler';
import { applyTheme } from './tenant/apply-theme';
import { readPortalBoot } from './tenant/portal-boot';
import { findTenantBrand } from './tenant/tenant-brand';
import './ui/global.css';

const boot = readPortalBoot();
const brand = findTenantBrand(boot.tenant);
applyTheme(brand.theme);
document.documentElement.dataset.tenant = boot.tenant;

const queryClient = createQueryClient();
const router = createAppRouter(boot, queryClient);
installCallFailureHandler({
  boot,
  navigate: (path) => void router.navigate(path, { replace: true }),
  assignLocation: (href) => window.location.assign(href),
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App boot={boot} queryClient={queryClient} router={router} />
  </StrictMode>,
);
