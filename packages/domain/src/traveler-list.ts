import type { CorporateUser, Traveler } from '@wayfare/contracts/travelers';

/** Birth date given to placeholder travelers so nobody mistakes it for a real one (spec §4). */
export const PLACEHOLDER_BIRTH_DATE = '1870-01-01';

export interface TravelerListInput {
  /** What the traveler endpoint returned. */
  travelers: readonly Traveler[];
  /** The business's users; only loaded for corporate users with canViewUsers, otherwise null. */
  users: readonly CorporateUser[] | null;
  hiddenTravelerIds: readonly string[];
  /** The signed-in user's default traveler. */
  defaultTravelerId: string | null;
  /** Ids for placeholder travelers (injected so the rule stays pure). */
  generateId: (user: CorporateUser) => string;
}

/**
 * Builds the traveler list exactly as spec §4: travelers from the endpoint; with the users list,
 * a traveler no corporate user points to is a ghost, and a user without a traveler record gets a
 * placeholder flagged missing-info; private when hidden; default when it is the user's default;
 * sorted by given name then surname.
 */
export function buildTravelerList(input: TravelerListInput): Traveler[] {
  const pointedTo = new Set(
    (input.users ?? []).map((u) => u.defaultTravelerId).filter((id): id is string => id !== null),
  );
  const hidden = new Set(input.hiddenTravelerIds);
  const known = new Set(input.travelers.map((t) => t.id));
  const list: Traveler[] = input.travelers.map((t) => ({
    ...t,
    isGhostUser: input.users !== null && !pointedTo.has(t.id),
    isPrivateProfile: hidden.has(t.id),
    isDefaultProfile: t.id === input.defaultTravelerId,
  }));
  for (const user of input.users ?? []) {
    if (user.defaultTravelerId !== null && known.has(user.defaultTravelerId)) continue;
    const id = input.generateId(user);
    list.push({
      id,
      givenName: user.firstName,
      surname: user.lastName,
      gender: 'M',
      dateOfBirth: PLACEHOLDER_BIRTH_DATE,
      assistance: [],
      createdAt: null,
      frequentFlyer: {},
      hotelLoyalty: {},
      emailAddress: null,
      passport: null,
      knownTravelerNumber: null,
      tsaRedressNumber: null,
      isGhostUser: false,
      isMissingInfo: true,
      isPrivateProfile: hidden.has(id),
      isDefaultProfile: id === input.defaultTravelerId,
      linkedDEUserId: user.id,
    });
  }
  const collator = new Intl.Collator('en', { sensitivity: 'base' });
  return list.sort(
    (a, b) => collator.compare(a.givenName, b.givenName) || collator.compare(a.surname, b.surname),
  );
}

/** Deleting (spec §4): the selection clears only if the selected traveler was the one deleted. */
export function selectAfterDelete(selectedId: string | null, deletedId: string): string | null {
  return selectedId === deletedId ? null : selectedId;
}
