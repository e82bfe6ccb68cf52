import type { Experiment } from '@wayfare/contracts/experiments';
import type { Tenant } from '@wayfare/contracts/tenant';
import { assignVariant, type ExperimentDefinition } from '@wayfare/domain/experiments';

const even = (...names: string[]) => names.map((name) => ({ name, weight: 1 }));

/** Experiments running per tenant; variants from spec §4 (control/available; packages has three). */
export const ACTIVE_EXPERIMENTS: Record<Tenant, ExperimentDefinition[]> = {
  capone: [
    { id: 'packages', variants: even('control', 'trip-builder', 'hotels-flights') },
    { id: 'price-prediction-chart', variants: even('control', 'available') },
    { id: 'hotels-map-first', variants: even('control', 'available') },
  ],
  'capone-corporate': [
    { id: 'packages', variants: even('control', 'trip-builder', 'hotels-flights') },
    { id: 'cotb-approval-banner', variants: even('control', 'available') },
  ],
};

export function listActiveExperiments(
  tenant: Tenant,
  userId: string,
): { experiments: Experiment[]; trackingProperties: Record<string, string> } {
  const experiments = ACTIVE_EXPERIMENTS[tenant].map((e) => ({
    id: e.id,
    variant: assignVariant(userId, e),
    data: e.data ?? null,
  }));
  const trackingProperties = Object.fromEntries(
    experiments.map((e) => [`exp_${e.id.replaceAll('-', '_')}`, e.variant]),
  );
  return { experiments, trackingProperties };
}
