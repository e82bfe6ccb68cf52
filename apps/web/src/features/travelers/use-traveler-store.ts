import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useReducer } from 'react';
import type { SessionInfo } from '@wayfare/contracts/session';
import type { Traveler, TravelerListLoadState } from '@wayfare/contracts/travelers';
import { buildTravelerList } from '@wayfare/domain/traveler-list';
import {
  assignDefaultTraveler,
  corporateUsersQueryOptions,
  deleteTraveler,
  hideTraveler,
  showTraveler,
  travelersQueryOptions,
  updateTraveler,
} from '../../api/traveler-calls';
import type { TravelerDraft } from '../../model/traveler-draft';
import {
  INITIAL_TRAVELER_STORE,
  generatePlaceholderId,
  reduceTravelerStore,
  resolveTravelerUsers,
  saveTravelerInSequence,
} from './traveler-store';

export interface TravelerStoreOptions {
  session: SessionInfo;
  isBusinessTenant: boolean;
}

export interface TravelerStore {
  loadState: TravelerListLoadState;
  travelers: Traveler[];
  /** True until the first list is built. */
  isLoading: boolean;
  /** The list (or the users it needs) could not be loaded. */
  hasListError: boolean;
  selectedId: string | null;
  select: (travelerId: string | null) => void;
  /** Runs the spec §4 save sequence; rejects with the failed call's error. */
  save: (stored: Traveler | null, draft: TravelerDraft) => Promise<string>;
  remove: (traveler: Traveler) => Promise<void>;
  makeMyDefault: (traveler: Traveler) => Promise<void>;
  reload: () => Promise<void>;
}

/** The traveler list and its actions: TanStack Query for the calls, a reducer for the states. */
export function useTravelerStore({
  session,
  isBusinessTenant,
}: TravelerStoreOptions): TravelerStore {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(reduceTravelerStore, INITIAL_TRAVELER_STORE);
  const canViewUsers = session.corporateInfo?.permissions.canViewUsers ?? false;
  const travelersQuery = useQuery(travelersQueryOptions(session.userId));
  const usersQuery = useQuery({
    ...corporateUsersQueryOptions(session.userId),
    enabled: canViewUsers,
  });
  const users = resolveTravelerUsers(session, usersQuery.data);
  const corporate = session.corporateInfo;

  const travelers = useMemo(() => {
    if (!travelersQuery.data || users === undefined) return null;
    return buildTravelerList({
      travelers: travelersQuery.data,
      users,
      hiddenTravelerIds: corporate?.hiddenTravelerIds ?? [],
      defaultTravelerId: corporate?.defaultTravelerId ?? null,
      generateId: generatePlaceholderId,
    });
  }, [travelersQuery.data, users, corporate]);

  const hasListError = travelersQuery.isError || (canViewUsers && usersQuery.isError);
  // Before the first action, the state follows the first load.
  const loadState: TravelerListLoadState =
    state.loadState !== 'NotCalled'
      ? state.loadState
      : hasListError
        ? 'Failed'
        : travelers
          ? 'Success'
          : 'InProcess';

  const reload = async () => {
    dispatch({ type: 'fetchStarted' });
    // Hidden and default travelers come with the session info.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['userInfo'] }),
      queryClient.invalidateQueries({ queryKey: ['travelers'] }),
    ]);
    const failed = queryClient
      .getQueryCache()
      .findAll({ queryKey: ['travelers'] })
      .some((query) => query.state.status === 'error');
    dispatch({ type: failed ? 'failed' : 'listLoaded' });
  };

  const runStep = async (step: () => Promise<void>) => {
    try {
      await step();
    } catch (error) {
      dispatch({ type: 'failed' });
      throw error;
    }
  };

  const save = async (stored: Traveler | null, draft: TravelerDraft) => {
    dispatch({ type: 'updateStarted' });
    let savedId = '';
    await runStep(async () => {
      savedId = await saveTravelerInSequence(
        { stored, draft, isBusinessTenant },
        {
          updateTraveler,
          assignDefaultTraveler,
          hideTraveler,
          showTraveler,
          reloadTravelers: reload,
        },
      );
    });
    dispatch({ type: 'selected', travelerId: savedId });
    return savedId;
  };

  const remove = async (traveler: Traveler) => {
    dispatch({ type: 'deleteStarted' });
    await runStep(() => deleteTraveler(traveler.id));
    dispatch({ type: 'deleted', travelerId: traveler.id });
    await reload();
  };

  const makeMyDefault = async (traveler: Traveler) => {
    dispatch({ type: 'updateStarted' });
    await runStep(() => assignDefaultTraveler(traveler.id, session.userId));
    await reload();
  };

  return {
    loadState,
    travelers: travelers ?? [],
    isLoading: !travelers && !hasListError,
    hasListError,
    selectedId: state.selectedId,
    select: (travelerId) => dispatch({ type: 'selected', travelerId }),
    save,
    remove,
    makeMyDefault,
    reload,
  };
}
