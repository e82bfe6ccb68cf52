/**
 * An airline's schedule change on a booked flight (issue 18; spec §2 schedule-change trip modal),
 * with no I/O: how large it is and what the traveller may do about it.
 */

/** Under this many minutes either way a change is minor: accepted for the traveller and noted. */
export const MINOR_SCHEDULE_CHANGE_MINUTES = 60;

export type ScheduleChangeSeverity = 'Minor' | 'Major';

/** What the traveller may choose on a change that waits for them. */
export type ScheduleChangeChoice = 'accept' | 'rebook' | 'refund';

export function classifyScheduleChange(minutes: number): ScheduleChangeSeverity {
  return Math.abs(minutes) < MINOR_SCHEDULE_CHANGE_MINUTES ? 'Minor' : 'Major';
}

/**
 * The changes of one trip taken together: the largest decides. A minor one is accepted for the
 * traveller; a major one waits for their choice: keep the new times, move to another flight on
 * the same route at no cost (the exchange flow, the airline waiving fee and difference), or cancel
 * for a full refund (everything paid back, the airline's change being no fault of theirs).
 */
export function decideScheduleChangeOptions(minutes: readonly number[]): {
  severity: ScheduleChangeSeverity;
  choices: readonly ScheduleChangeChoice[];
} {
  const largest = Math.max(0, ...minutes.map((m) => Math.abs(m)));
  const severity = classifyScheduleChange(largest);
  return { severity, choices: severity === 'Minor' ? [] : ['accept', 'rebook', 'refund'] };
}
