import type { ReactNode } from 'react';
import { createContext, use } from 'react';
import type { PortalBoot } from '@wayfare/contracts/tenant';
import type { TenantBrand } from './tenant-brand';
import { findTenantBrand } from './tenant-brand';

export interface Portal {
  boot: PortalBoot;
  brand: TenantBrand;
}

const PortalContext = createContext<Portal | null>(null);

export function PortalProvider({ boot, children }: { boot: PortalBoot; children: ReactNode }) {
  return (
    <PortalContext value={{ boot, brand: findTenantBrand(boot.tenant) }}>{children}</PortalContext>
  );
}

/** The tenant, host kind and brand this page was booted with. */
export function usePortal(): Portal {
  const portal = use(PortalContext);
  if (!portal) throw new Error('usePortal must be used inside PortalProvider');
  return portal;
}
