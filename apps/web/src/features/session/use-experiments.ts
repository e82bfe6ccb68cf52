import { useQuery } from '@tanstack/react-query';
import type { Experiment } from '@wayfare/contracts/experiments';
import { experimentsQueryOptions } from '../../api/experiments-calls';
import { usePortal } from '../../tenant/portal-context';
import { useSignedInSession } from '../../session/use-signed-in-session';

/** Spec §4 call states for the experiments load. */
export type ExperimentsCallStatus = 'NotCalled' | 'InProcess' | 'Success' | 'Failed';

/** The experiments loaded once after login (the protected layout starts the load). */
export function useExperiments(): { status: ExperimentsCallStatus; experiments: Experiment[] } {
  const { boot } = usePortal();
  const session = useSignedInSession();
  const query = useQuery({
    ...experimentsQueryOptions(boot.tenant, session.userId),
    enabled: boot.hostKind === 'portal',
  });
  if (boot.hostKind !== 'portal') return { status: 'NotCalled', experiments: [] };
  if (query.isPending) return { status: 'InProcess', experiments: [] };
  if (query.isError) return { status: 'Failed', experiments: [] };
  return { status: 'Success', experiments: query.data.experiments };
}

/** The variant assigned to an experiment, or `control` when it is not running. */
export function findExperimentVariant(experiments: readonly Experiment[], id: string): string {
  return experiments.find((experiment) => experiment.id === id)?.variant ?? 'control';
}
