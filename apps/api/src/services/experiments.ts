import type { Experiment } from '@wayfare/contracts/experiments';
import type { Tenant } from '@wayfare/contracts/tenant';
import {
  defineGate,
  experimentTrackingProperty,
  isExperimentVariant,
  resolveVariants,
  type ExperimentDefinition,
} from '@wayfare/domain/experiments';
import type { ExperimentPinsRepository } from '@wayfare/store/repositories/experiment-pins-repository';

const even = (...names: string[]) => names.map((name) => ({ name, weight: 1 }));

const PACKAGES: ExperimentDefinition = {
  id: 'packages',
  variants: even('control', 'trip-builder', 'hotels-flights'),
};

/**
 * Experiments running per tenant; variants from spec §4 (control/available; packages has three).
 * Each gate's figure is the share of people shown the feature (docs/ARCHITECTURE.md, "Experiments
 * and tracking"): the features already on sale are rolled out to everyone until the business
 * holds some people back; the hotel map first and the approval banner are still being measured.
 */
export const ACTIVE_EXPERIMENTS: Record<Tenant, ExperimentDefinition[]> = {
  capone: [
    PACKAGES,
    defineGate('price-prediction-chart', 100),
    defineGate('hotels-map-first', 0),
    defineGate('price-freeze-offers', 100),
    defineGate('cfar-offers', 100),
    defineGate('travel-sale', 100),
    defineGate('hotel-cross-sell', 100),
  ],
  'capone-corporate': [
    PACKAGES,
    defineGate('cotb-approval-banner', 50),
    defineGate('price-prediction-chart', 100),
    defineGate('hotels-map-first', 0),
    defineGate('price-freeze-offers', 100),
    defineGate('cfar-offers', 100),
    defineGate('travel-sale', 100),
    defineGate('hotel-cross-sell', 100),
  ],
};

export interface ExperimentPorts {
  experimentPins: Pick<ExperimentPinsRepository, 'listForUser'>;
}

export interface ActiveExperiments {
  experiments: Experiment[];
  /** `exp_<id>` → variant: what every tracking event of the person carries. */
  trackingProperties: Record<string, string>;
}

/** The person's variants (pinned by the sandbox console, else assigned) and their properties. */
export async function listActiveExperiments(
  ports: ExperimentPorts,
  tenant: Tenant,
  userId: string,
): Promise<ActiveExperiments> {
  const definitions = ACTIVE_EXPERIMENTS[tenant];
  const pins = await ports.experimentPins.listForUser(userId);
  const experiments = resolveVariants(userId, definitions, pins).map(({ id, variant }) => ({
    id,
    variant,
    data: definitions.find((d) => d.id === id)?.data ?? null,
  }));
  const trackingProperties = Object.fromEntries(
    experiments.map((e) => [experimentTrackingProperty(e.id), e.variant]),
  );
  return { experiments, trackingProperties };
}

/** An experiment running on either tenant, and whether `variant` is one of its variants. */
export function findPinnableExperiment(
  experimentId: string,
  variant: string,
): ExperimentDefinition | null {
  const definition = Object.values(ACTIVE_EXPERIMENTS)
    .flat()
    .find((d) => d.id === experimentId);
  return definition && isExperimentVariant(definition, variant) ? definition : null;
}
