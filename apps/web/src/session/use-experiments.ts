import { useQuery } from '@tanstack/react-query';
import type { Experiment } from '@wayfare/contracts/experiments';
import type { ExperimentId, GateId, PackagesVariant } from '@wayfare/domain/experiments';
import { experimentsQueryOptions } from '../api/experiments-calls';
import { usePortal } from '../tenant/portal-context';
import { useSignedInSession } from './use-signed-in-session';

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

/**
 * The signed-in person's variant of one experiment (issue 24): `control` until the experiments
 * have loaded, and when one is not running, so a gated feature never flashes for the control group.
 */
export function useExperimentVariant(id: 'packages'): {
  variant: PackagesVariant;
  status: ExperimentsCallStatus;
};
export function useExperimentVariant(id: GateId): {
  variant: 'control' | 'available';
  status: ExperimentsCallStatus;
};
export function useExperimentVariant(id: ExperimentId): {
  variant: string;
  status: ExperimentsCallStatus;
} {
  const { status, experiments } = useExperiments();
  return { variant: findExperimentVariant(experiments, id), status };
}

/** Whether a product gate shows its feature (its `available` variant): the one comparison. */
export function useGate(id: GateId): boolean {
  return useExperimentVariant(id).variant === 'available';
}
