import type { ChfarProtection } from '@wayfare/contracts/change-for-any-reason';
import type { ExchangeEntry, ExchangeSliceChange } from '@wayfare/contracts/exchange';

/**
 * The exchange steps' own checks, before anything is sent: at least one slice chosen, a date for
 * each, none after the last day the airline allows, and the trip still in order (a later slice
 * never leaves before an earlier one). The API checks again (past dates, its own limits).
 */

/** Why a chosen slice's date cannot be shopped; `other` is the slice it clashes with. */
export type DateProblem =
  | { kind: 'required' }
  | { kind: 'afterLatest'; latest: string }
  | { kind: 'beforeEarlier'; other: number; date: string }
  | { kind: 'afterLater'; other: number; date: string };

/** A slice's booked departure date (`YYYY-MM-DD`, at its origin). */
export function bookedDateOf(entry: ExchangeEntry, sliceIndex: number): string {
  return entry.slices[sliceIndex]?.departureTime.slice(0, 10) ?? '';
}

/** The chosen slices with their booked dates, keeping what was already chosen for them. */
export function chooseSlices(
  entry: ExchangeEntry,
  indexes: readonly number[],
  current: readonly ExchangeSliceChange[],
): ExchangeSliceChange[] {
  return [...new Set(indexes)]
    .filter((index) => index >= 0 && index < entry.slices.length)
    .sort((a, b) => a - b)
    .map(
      (sliceIndex) =>
        current.find((c) => c.sliceIndex === sliceIndex) ?? {
          sliceIndex,
          departureDate: bookedDateOf(entry, sliceIndex),
        },
    );
}

/** The changes the URL names that belong to this trip's slices. */
export function keepTripChanges(
  entry: ExchangeEntry,
  changes: readonly ExchangeSliceChange[],
): ExchangeSliceChange[] {
  return changes.filter((c) => c.sliceIndex < entry.slices.length);
}

/**
 * Each changed slice's problem, by slice index: none when it may be shopped. The trip's order is
 * judged on every slice, changed or not, so moving the way out past the booked way back is caught.
 */
export function checkChangeDates(
  entry: ExchangeEntry,
  changes: readonly ExchangeSliceChange[],
): Map<number, DateProblem> {
  const problems = new Map<number, DateProblem>();
  const dates = entry.slices.map(
    (_, index) =>
      changes.find((c) => c.sliceIndex === index)?.departureDate ?? bookedDateOf(entry, index),
  );
  for (const change of changes) {
    const index = change.sliceIndex;
    const date = change.departureDate;
    if (!date) {
      problems.set(index, { kind: 'required' });
      continue;
    }
    if (entry.latestDepartureDate && date > entry.latestDepartureDate) {
      problems.set(index, { kind: 'afterLatest', latest: entry.latestDepartureDate });
      continue;
    }
    const earlier = dates.findIndex((other, i) => i < index && other !== '' && other > date);
    if (earlier >= 0) {
      problems.set(index, { kind: 'beforeEarlier', other: earlier, date: dates[earlier] ?? '' });
      continue;
    }
    // Only an unchanged later slice is named here; a changed one reports the clash itself.
    const later = dates.findIndex(
      (other, i) =>
        i > index && other !== '' && other < date && !changes.some((c) => c.sliceIndex === i),
    );
    if (later >= 0)
      problems.set(index, { kind: 'afterLater', other: later, date: dates[later] ?? '' });
  }
  return problems;
}

/** Whether a slice may fly from or to another airport of its cities (ChangeAirports). */
export function hasAirportChoice(slice: ExchangeEntry['slices'][number]): boolean {
  return slice.originChoices.length > 1 || slice.destinationChoices.length > 1;
}

/**
 * A change with the airports as chosen: an airport equal to the booked one (the first choice) is
 * left out, so the shop is asked only about what changed.
 */
export function withAirports(
  entry: ExchangeEntry,
  change: ExchangeSliceChange,
  airports: { origin?: string; destination?: string },
): ExchangeSliceChange {
  const slice = entry.slices[change.sliceIndex];
  const origin = airports.origin ?? change.origin;
  const destination = airports.destination ?? change.destination;
  return {
    sliceIndex: change.sliceIndex,
    departureDate: change.departureDate,
    ...(origin && origin !== slice?.originChoices[0]?.code ? { origin } : {}),
    ...(destination && destination !== slice?.destinationChoices[0]?.code ? { destination } : {}),
  };
}

/** Whether every change is ready to shop: at least one, each with a date and no problem. */
export function isReadyToShop(
  entry: ExchangeEntry,
  changes: readonly ExchangeSliceChange[],
): boolean {
  return changes.length > 0 && checkChangeDates(entry, changes).size === 0;
}

/**
 * The trip's change for any reason when this change can use it: only while Active (the server
 * decides the entry; a used or ended one covers nothing). Null under the airline's waiver, which
 * already makes the change free.
 */
export function selectCoveringChfar(entry: ExchangeEntry | undefined): ChfarProtection | null {
  if (!entry || entry.waiver) return null;
  const protection = entry.changeForAnyReason;
  return protection?.state === 'Active' ? protection : null;
}
