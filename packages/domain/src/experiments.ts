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
