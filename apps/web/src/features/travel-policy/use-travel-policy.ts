import { useQuery } from '@tanstack/react-query';
import type { PolicyDetailsResponse } from '@wayfare/contracts/policy';
import { policyDetailsQueryOptions } from '../../api/policy-calls';
import { usePortal } from '../../tenant/portal-context';
import { useSignedInSession } from '../session/use-signed-in-session';

/** The signed-in person's active policy tier in the business tenant; null otherwise. */
export function useTravelPolicy(): PolicyDetailsResponse['tier'] {
  const session = useSignedInSession();
  const { boot } = usePortal();
  const isBusiness = boot.tenant === 'capone-corporate';
  const details = useQuery({
    ...policyDetailsQueryOptions(session.userId),
    enabled: isBusiness,
  });
  const tier = details.data?.tier ?? null;
  return tier?.isActive ? tier : null;
}
