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

/**
 * POST /admin/api/v0/sandbox/experiment-pins (issue 24): pins a person's variant of an experiment
 * (`variant: null` lets the assignment decide again). The person is named by e-mail, as the
 * console's other people controls.
 */
export const SandboxExperimentPinRequestSchema = z
  .object({
    email: z.string().trim().toLowerCase().pipe(z.email('is an e-mail address.').max(254)),
    experimentId: z.string().min(1).max(80),
    variant: z.string().min(1).max(40).nullable(),
  })
  .strict();
export type SandboxExperimentPinRequest = z.infer<typeof SandboxExperimentPinRequestSchema>;

/** The person's pins after the change, experiment id → variant. */
export const SandboxExperimentPinsResponseSchema = z.object({
  pins: z.record(z.string(), z.string()),
});
export type SandboxExperimentPinsResponse = z.infer<typeof SandboxExperimentPinsResponseSchema>;
