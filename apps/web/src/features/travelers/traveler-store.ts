import type { SessionInfo } from '@wayfare/contracts/session';
import type {
  CorporateUser,
  Traveler,
  TravelerInput,
  TravelerListLoadState,
} from '@wayfare/contracts/travelers';
import { hasTravelerChanged } from '@wayfare/domain/traveler-payload';
import { selectAfterDelete } from '@wayfare/domain/traveler-list';
import type { TravelerDraft } from '../../model/traveler-draft';
import {
  buildRawTraveler,
  buildTravelerPayload,
  createDraftFromTraveler,
} from '../../model/traveler-draft';

export interface TravelerStoreState {
  loadState: TravelerListLoadState;
  selectedId: string | null;
}

export type TravelerStoreEvent =
  | { type: 'fetchStarted' }
  | { type: 'updateStarted' }
  | { type: 'deleteStarted' }
  | { type: 'listLoaded' }
  | { type: 'failed' }
  | { type: 'selected'; travelerId: string | null }
  | { type: 'deleted'; travelerId: string };

export const INITIAL_TRAVELER_STORE: TravelerStoreState = {
  loadState: 'NotCalled',
  selectedId: null,
};

/**
 * The traveler list's load states (spec §4): any fetch, update or delete moves to InProcess, a
 * successful list load to Success, a failure to Failed. Deleting clears the selection only when
 * the selected traveler was the one deleted.
 */
export function reduceTravelerStore(
  state: TravelerStoreState,
  event: TravelerStoreEvent,
): TravelerStoreState {
  switch (event.type) {
    case 'fetchStarted':
    case 'updateStarted':
    case 'deleteStarted':
      return { ...state, loadState: 'InProcess' };
    case 'listLoaded':
      return { ...state, loadState: 'Success' };
    case 'failed':
      return { ...state, loadState: 'Failed' };
    case 'selected':
      return { ...state, selectedId: event.travelerId };
    case 'deleted':
      return { ...state, selectedId: selectAfterDelete(state.selectedId, event.travelerId) };
  }
}

/** The server calls a save makes; injected so the sequence is testable. */
export interface SaveTravelerCalls {
  updateTraveler: (person: TravelerInput) => Promise<Traveler>;
  assignDefaultTraveler: (travelerId: string, userId: string) => Promise<void>;
  hideTraveler: (travelerId: string) => Promise<void>;
  showTraveler: (travelerId: string) => Promise<void>;
  /** Reloads the list (and whatever the list is built from). */
  reloadTravelers: () => Promise<void>;
}

export interface SaveTravelerRequest {
  /** The traveler as listed before editing; null for a new one. */
  stored: Traveler | null;
  draft: TravelerDraft;
  /** Private profiles exist only on the business tenant. */
  isBusinessTenant: boolean;
}

/** Whether the update call is needed: a new traveler or placeholder always, otherwise on a change. */
export function needsTravelerUpdate(stored: Traveler | null, draft: TravelerDraft): boolean {
  if (!stored || stored.isMissingInfo) return true;
  return hasTravelerChanged(
    buildRawTraveler(createDraftFromTraveler(stored)),
    buildRawTraveler(draft),
  );
}

/**
 * Saving a traveler (spec §4), in order: update only if it differs from the stored one; link a
 * missing-info placeholder to its user (assign_default); hide or show it by the private-profile
 * choice (business tenant); reload the list. Returns the id to select.
 */
export async function saveTravelerInSequence(
  request: SaveTravelerRequest,
  calls: SaveTravelerCalls,
): Promise<string> {
  const { stored, draft, isBusinessTenant } = request;
  let savedId = stored && !stored.isMissingInfo ? stored.id : null;
  if (needsTravelerUpdate(stored, draft)) {
    const saved = await calls.updateTraveler(buildTravelerPayload(draft));
    savedId = saved.id;
  }
  if (savedId === null) throw new Error('A traveler without an id was not saved');
  if (stored?.isMissingInfo && stored.linkedDEUserId) {
    await calls.assignDefaultTraveler(savedId, stored.linkedDEUserId);
  }
  if (isBusinessTenant) {
    if (draft.isPrivateProfile) await calls.hideTraveler(savedId);
    else await calls.showTraveler(savedId);
  }
  await calls.reloadTravelers();
  return savedId;
}

/** Stable ids for placeholder travelers, so a selection survives a reload. */
export function generatePlaceholderId(user: CorporateUser): string {
  return `placeholder-${user.id}`;
}

/**
 * The users the list is built with (spec §4, §6): with canViewUsers the business's users (undefined
 * while they load); a corporate user without it sees only themselves; consumers have none.
 */
export function resolveTravelerUsers(
  session: SessionInfo,
  fetchedUsers: readonly CorporateUser[] | undefined,
): readonly CorporateUser[] | null | undefined {
  const corporate = session.corporateInfo;
  if (!corporate) return null;
  if (corporate.permissions.canViewUsers) return fetchedUsers;
  return [
    {
      id: session.userId,
      firstName: session.userInfo.firstName,
      lastName: session.userInfo.lastName,
      defaultTravelerId: corporate.defaultTravelerId,
    },
  ];
}
