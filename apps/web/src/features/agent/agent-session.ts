import type { SessionInfo } from '@wayfare/contracts/session';

/** Only a non-delegated session without corporate info can belong to a support agent. */
export function canBeAgent(session: SessionInfo): boolean {
  return !session.isDelegatedSession && session.corporateInfo === null;
}
