import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { PortalBoot } from '@wayfare/contracts/tenant';
import { LocaleProvider } from '../i18n/locale-provider';
import { PortalProvider } from '../tenant/portal-context';
import type { createAppRouter } from './create-app-router';

export interface AppProps {
  boot: PortalBoot;
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

export function App({ boot, queryClient, router }: AppProps) {
  return (
    <PortalProvider boot={boot}>
      <QueryClientProvider client={queryClient}>
        <LocaleProvider>
          <RouterProvider router={router} />
        </LocaleProvider>
      </QueryClientProvider>
    </PortalProvider>
  );
}
