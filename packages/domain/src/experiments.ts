export interface ExperimentDefinition {
  id: string;
  /** Variant names with integer weights; assignment is proportional to weight. */
  variants: readonly { name: string; weight: number }[];
  data?: Record<string, unknown> | null;
}

/** 32-bit FNV-1a: a stable, dependency-free hash for bucketing. */
export function hashFnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Deterministic per-user variant: the same user always lands in the same variant of an experiment. */
export function assignVariant(userId: string, experiment: ExperimentDefinition): string {
  const total = experiment.variants.reduce((sum, v) => sum + v.weight, 0);
  if (total <= 0) throw new Error(`Experiment ${experiment.id} has no weighted variants`);
  let bucket = hashFnv1a(`${experiment.id}:${userId}`) % total;
  for (const variant of experiment.variants) {
    if (bucket < variant.weight) return variant.name;
    bucket -= variant.weight;
  }
  throw new Error('unreachable: bucket exceeds total weight');
}

/**
 * The product gates (spec §4: variants `control` and `available`): each hides one feature under
 * `control` and shows it under `available`. `packages` is the one three-way experiment.
 */
export const GATE_IDS = [
  'price-prediction-chart',
  'hotels-map-first',
  'price-freeze-offers',
  'cfar-offers',
  'travel-sale',
  'hotel-cross-sell',
  'cotb-approval-banner',
] as const;
export type GateId = (typeof GATE_IDS)[number];
export type ExperimentId = GateId | 'packages';

export const PACKAGES_VARIANTS = ['control', 'trip-builder', 'hotels-flights'] as const;
export type PackagesVariant = (typeof PACKAGES_VARIANTS)[number];
export const GATE_VARIANTS = ['control', 'available'] as const;

/** A gate shown to `availablePercent` of people (0 to 100): the share the business rolls out. */
export function defineGate(id: GateId, availablePercent: number): ExperimentDefinition {
  const available = Math.min(100, Math.max(0, Math.round(availablePercent)));
  return {
    id,
    variants: [
      { name: 'control', weight: 100 - available },
      { name: 'available', weight: available },
    ],
  };
}

/** The variants an experiment may be pinned to: its own variant names. */
export function isExperimentVariant(experiment: ExperimentDefinition, variant: string): boolean {
  return experiment.variants.some((v) => v.name === variant);
}

/** The name every tracking event carries an assignment under: `packages` → `exp_packages`. */
export function experimentTrackingProperty(id: string): string {
  return `exp_${id.replaceAll('-', '_')}`;
}

/**
 * A person's variants: a pinned variant (the sandbox console, for a journey or a demo) wins over
 * the deterministic assignment, when it is still one of the experiment's variants.
 */
export function resolveVariants(
  userId: string,
  experiments: readonly ExperimentDefinition[],
  pins: Readonly<Record<string, string>>,
): { id: string; variant: string; pinned: boolean }[] {
  return experiments.map((experiment) => {
    const pin = pins[experiment.id];
    return pin !== undefined && isExperimentVariant(experiment, pin)
      ? { id: experiment.id, variant: pin, pinned: true }
      : { id: experiment.id, variant: assignVariant(userId, experiment), pinned: false };
  });
}
