import type { SandboxAccountStandingRequest } from '@wayfare/contracts/sandbox';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { sweepCardTravelCredits } from '../services/card-travel-credits';

/**
 * POST /admin/api/v0/sandbox/account-standing (issue 23): sets a card account open and in good
 * standing, closed or delinquent, then runs the card travel credits' sweep at once (rather than
 * within its minute), so a closed or delinquent account's remaining credits are canceled and the
 * booking page stops offering them. Reopening the account grants nothing back: a canceled credit
 * stays canceled (spec §4 statement credit canceled), and a new period's credit comes as usual.
 */
export async function setSandboxAccountStanding(
  ctx: AppContext,
  body: SandboxAccountStandingRequest,
): Promise<{ canceled: number }> {
  if (
    !(await ctx.repos.cardTravelCredits.setAccountStanding(body.accountReferenceId, body.standing))
  )
    throw new AppError('NotFound', 'There is no such card account.', 'accountReferenceId');
  const swept = await sweepCardTravelCredits(ctx);
  return { canceled: swept.canceled };
}
