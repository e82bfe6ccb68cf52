import type { Takeover } from '@wayfare/contracts/takeovers';

/**
 * The notices showing at `now` (the travel clock): from `startsAt` (inclusive) until `endsAt`
 * (exclusive); a notice without either shows from always or until removed.
 */
export function selectShowingTakeovers(takeovers: readonly Takeover[], now: Date): Takeover[] {
  const t = now.getTime();
  return takeovers.filter(
    (notice) =>
      (notice.startsAt === undefined || Date.parse(notice.startsAt) <= t) &&
      (notice.endsAt === undefined || t < Date.parse(notice.endsAt)),
  );
}
