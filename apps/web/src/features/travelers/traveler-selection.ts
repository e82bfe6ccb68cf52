import type { Traveler } from '@wayfare/contracts/travelers';

export interface TravelerSelection {
  selectedIds: string[];
  /** At most this many travelers (the booking's passenger count); null for no limit. */
  maxCount: number | null;
}

export type TravelerSelectionResult =
  { ok: true; selection: TravelerSelection } | { ok: false; code: 'LimitReached' | 'MissingInfo' };

/**
 * Toggles a traveler in a booking's selection. A missing-info placeholder cannot be booked until
 * its profile is completed; a full selection refuses more. Order of selection is kept.
 */
export function toggleTravelerSelection(
  selection: TravelerSelection,
  traveler: Traveler,
): TravelerSelectionResult {
  if (selection.selectedIds.includes(traveler.id)) {
    return {
      ok: true,
      selection: {
        ...selection,
        selectedIds: selection.selectedIds.filter((id) => id !== traveler.id),
      },
    };
  }
  if (traveler.isMissingInfo) return { ok: false, code: 'MissingInfo' };
  if (selection.maxCount !== null && selection.selectedIds.length >= selection.maxCount) {
    return { ok: false, code: 'LimitReached' };
  }
  return {
    ok: true,
    selection: { ...selection, selectedIds: [...selection.selectedIds, traveler.id] },
  };
}

/** Adds a just-created traveler when there is room (the "Add a traveler" flow). */
export function addCreatedTraveler(
  selection: TravelerSelection,
  travelerId: string,
): TravelerSelection {
  if (selection.selectedIds.includes(travelerId)) return selection;
  if (selection.maxCount !== null && selection.selectedIds.length >= selection.maxCount) {
    return selection;
  }
  return { ...selection, selectedIds: [...selection.selectedIds, travelerId] };
}

/** Drops ids no longer in the list (a traveler deleted elsewhere). */
export function pruneTravelerSelection(
  selection: TravelerSelection,
  travelers: readonly Traveler[],
): TravelerSelection {
  const known = new Set(travelers.map((t) => t.id));
  const selectedIds = selection.selectedIds.filter((id) => known.has(id));
  return selectedIds.length === selection.selectedIds.length
    ? selection
    : { ...selection, selectedIds };
}
