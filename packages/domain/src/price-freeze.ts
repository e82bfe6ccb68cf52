import type { ErrorCode } from '@wayfare/contracts/error-catalogue';

/**
 * The price freeze's arithmetic (spec §4, §5, §9; issue 17), with no I/O: what a traveller pays to
 * use a freeze, when it ends, and its length in days. Amounts are minor units of one currency.
 */

export interface FreezeExerciseInput {
  /** The frozen total for the frozen passengers or rooms. */
  frozenMinor: number;
  /** Today's total for the same flights or rooms and the same count. */
  currentMinor: number;
  /** The cap for all of them: the per-passenger (or per-room) cap times the count. */
  capMinor: number;
}

export interface FreezeExercise {
  /** What the traveller pays. */
  payMinor: number;
  /** What the freeze covers (today's price above what is paid): at most the cap. */
  coveredMinor: number;
  /** What today's price exceeds the frozen price by beyond the cap (the traveller pays it). */
  overCapMinor: number;
  /** Whether today's price is above the frozen price by more than the cap. */
  isOverCap: boolean;
}

function assertMinor(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a whole, non-negative number of minor units`);
}

/**
 * The lower of today's price and the frozen price, plus only what today's price exceeds the
 * frozen price by more than the cap.
 */
export function computeFreezeExercise(input: FreezeExerciseInput): FreezeExercise {
  const { frozenMinor, currentMinor, capMinor } = input;
  assertMinor('frozenMinor', frozenMinor);
  assertMinor('currentMinor', currentMinor);
  assertMinor('capMinor', capMinor);
  const rise = Math.max(0, currentMinor - frozenMinor);
  const overCapMinor = Math.max(0, rise - capMinor);
  const payMinor = Math.min(currentMinor, frozenMinor) + overCapMinor;
  return {
    payMinor,
    coveredMinor: currentMinor - payMinor,
    overCapMinor,
    isOverCap: overCapMinor > 0,
  };
}

/** When a freeze bought at `purchasedAt` for `durationHours` ends. */
export function freezeExpiresAt(purchasedAt: Date, durationHours: number): Date {
  if (!Number.isInteger(durationHours) || durationHours <= 0)
    throw new RangeError('durationHours must be a whole, positive number of hours');
  return new Date(purchasedAt.getTime() + durationHours * 3_600_000);
}

/** A freeze is active until the instant it ends; from that instant it is expired. */
export function freezeActivity(expiresAt: Date, now: Date): 'IsActive' | 'IsExpired' {
  return now.getTime() < expiresAt.getTime() ? 'IsActive' : 'IsExpired';
}

/** A freeze's length in days as the spec words it: `durationHours / 24`. */
export function freezeLengthDays(durationHours: number): number {
  return durationHours / 24;
}

/**
 * A similar flight taken after the frozen ones sold out (spec: "similar flights at the frozen
 * price"): the traveller pays the frozen price, or today's price of the similar flight when it is
 * lower; the freeze covers the rest, with no cap (the portal chose the flights it offers).
 */
export function computeFreezeExchange(
  input: Omit<FreezeExerciseInput, 'capMinor'>,
): FreezeExercise {
  const { frozenMinor, currentMinor } = input;
  assertMinor('frozenMinor', frozenMinor);
  assertMinor('currentMinor', currentMinor);
  const payMinor = Math.min(currentMinor, frozenMinor);
  return { payMinor, coveredMinor: currentMinor - payMinor, overCapMinor: 0, isOverCap: false };
}

/**
 * Failures of an exercise's booking that are ours, not the traveller's (issue 17, honest freeze):
 * the supplier refused or failed (ProviderError, BookError, BookFailed, VccGenerationFailure,
 * TicketingUnconfirmed, QuoteError, OfferInvalid), we or the airline timed out (PollingTimeout,
 * Timeout), the seats or rooms went during our checkout (NoAvailability; a hotel's NotAvailable
 * and RateNotAvailable), or something of ours broke
 * (GenericFailed, InternalError). The freeze's fee is then refunded without being asked. A card
 * declined, rewards that cannot be redeemed, travellers that do not fit and an approver's decline
 * are the traveller's side: the freeze stays usable until it ends.
 */
export const OWN_EXERCISE_FAILURE_CODES = [
  'ProviderError',
  'BookError',
  'BookFailed',
  'VccGenerationFailure',
  'TicketingUnconfirmed',
  'QuoteError',
  'OfferInvalid',
  'PollingTimeout',
  'Timeout',
  'NoAvailability',
  'NotAvailable',
  'RateNotAvailable',
  'GenericFailed',
  'InternalError',
] as const satisfies readonly ErrorCode[];

export function isOwnExerciseFailure(code: string | null): boolean {
  return OWN_EXERCISE_FAILURE_CODES.some((c) => c === code);
}
