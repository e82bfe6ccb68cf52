import type { SandboxExperimentPinRequest } from '@wayfare/contracts/experiments';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { findPinnableExperiment } from '../services/experiments';

/**
 * POST /admin/api/v0/sandbox/experiment-pins (issue 24): pins a person's variant of a running
 * experiment, or unpins it (`variant: null`), so a journey or a demo shows a gate on or off. The
 * pin wins over the assignment on both tenants' `/experiments/active` and in every tracking event.
 */
export async function pinSandboxExperiment(
  ctx: AppContext,
  body: SandboxExperimentPinRequest,
): Promise<{ pins: Record<string, string> }> {
  const user = await ctx.repos.users.findByEmail(body.email);
  if (!user) throw new AppError('NotFound', 'There is no such person.', 'email');
  if (body.variant === null) await ctx.repos.experimentPins.unpin(user.id, body.experimentId);
  else {
    if (!findPinnableExperiment(body.experimentId, body.variant))
      throw new AppError('BadRequest', 'No running experiment has that variant.', 'variant');
    await ctx.repos.experimentPins.pin(user.id, body.experimentId, body.variant, ctx.clock.now());
  }
  return { pins: await ctx.repos.experimentPins.listForUser(user.id) };
}
