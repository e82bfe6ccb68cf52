import { z } from 'zod';

export const ExperimentSchema = z.object({
  id: z.string(),
  variant: z.string(),
  data: z.record(z.string(), z.unknown()).nullable(),
});
export type Experiment = z.infer<typeof ExperimentSchema>;

/** PUT /api/v0/experiments/active and /api/v0/experiments/cotb/active */
export const ExperimentsResponseSchema = z.object({
  experiments: z.array(ExperimentSchema),
  trackingProperties: z.record(z.string(), z.string()),
});
export type ExperimentsResponse = z.infer<typeof ExperimentsResponseSchema>;
