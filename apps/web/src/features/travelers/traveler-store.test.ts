import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '@wayfare/contracts/session';
import type { Traveler, TravelerInput } from '@wayfare/contracts/travelers';
import { createDraftFromTraveler, createEmptyDraft } from '../../model/traveler-draft';
import type { SaveTravelerCalls } from './traveler-store';
import {
  INITIAL_TRAVELER_STORE,
  reduceTravelerStore,
  resolveTravelerUsers,
  saveTravelerInSequence,
} from './traveler-store';

function makeTraveler(overrides: Partial<Traveler> = {}): Traveler {
  return {
    id: 'trv_1',
    givenName: 'Grace',
    surname: 'Hopper',
    gender: 'F',
    dateOfBirth: '1976-12-09',
    assistance: [],
    createdAt: null,
    frequentFlyer: { AA: 'AA7G2K391' },
    hotelLoyalty: {},
    emailAddress: 'grace@example.com',
    passport: null,
    knownTravelerNumber: null,
    tsaRedressNumber: null,
    isGhostUser: false,
    isMissingInfo: false,
    isPrivateProfile: false,
    isDefaultProfile: false,
    linkedDEUserId: null,
    ...overrides,
  };
}

/** Records every call in order; update answers with `savedId`. */
function recordCalls(savedId = 'trv_new') {
  const log: string[] = [];
  const sent: TravelerInput[] = [];
  const calls: SaveTravelerCalls = {
    updateTraveler: (person) => {
      log.push('update');
      sent.push(person);
      return Promise.resolve(makeTraveler({ id: savedId }));
    },
    assignDefaultTraveler: (travelerId, userId) => {
      log.push(`assign_default ${travelerId} ${userId}`);
      return Promise.resolve();
    },
    hideTraveler: (travelerId) => {
      log.push(`hide ${travelerId}`);
      return Promise.resolve();
    },
    showTraveler: (travelerId) => {
      log.push(`show ${travelerId}`);
      return Promise.resolve();
    },
    reloadTravelers: () => {
      log.push('reload');
      return Promise.resolve();
    },
  };
  return { log, sent, calls };
}

describe('saveTravelerInSequence (spec §4)', () => {
  it('skips the update when nothing changed, then shows and reloads on the business tenant', async () => {
    const stored = makeTraveler();
    const { log, calls } = recordCalls();
    const id = await saveTravelerInSequence(
      { stored, draft: createDraftFromTraveler(stored), isBusinessTenant: true },
      calls,
    );
    expect(log).toEqual(['show trv_1', 'reload']);
    expect(id).toBe('trv_1');
  });

  it('updates a changed traveler, hides it when private, then reloads', async () => {
    const stored = makeTraveler();
    const { log, sent, calls } = recordCalls('trv_1');
    const draft = { ...createDraftFromTraveler(stored), surname: 'Murray', isPrivateProfile: true };
    await saveTravelerInSequence({ stored, draft, isBusinessTenant: true }, calls);
    expect(log).toEqual(['update', 'hide trv_1', 'reload']);
    expect(sent[0]).toMatchObject({ id: 'trv_1', surname: 'Murray' });
  });

  it('makes no hide or show call on the consumer tenant', async () => {
    const stored = makeTraveler();
    const { log, calls } = recordCalls('trv_1');
    const draft = { ...createDraftFromTraveler(stored), givenName: 'Amazing Grace' };
    await saveTravelerInSequence({ stored, draft, isBusinessTenant: false }, calls);
    expect(log).toEqual(['update', 'reload']);
  });

  it('creates a missing-info placeholder and links it to its user with assign_default', async () => {
    const stored = makeTraveler({
      id: 'placeholder-usr_alan',
      givenName: 'Alan',
      surname: 'Turing',
      gender: 'M',
      dateOfBirth: '1870-01-01',
      frequentFlyer: {},
      emailAddress: null,
      isMissingInfo: true,
      linkedDEUserId: 'usr_alan',
    });
    const { log, sent, calls } = recordCalls('trv_alan');
    const draft = { ...createDraftFromTraveler(stored), dateOfBirth: '1912-06-23' };
    const id = await saveTravelerInSequence({ stored, draft, isBusinessTenant: true }, calls);
    expect(log).toEqual(['update', 'assign_default trv_alan usr_alan', 'show trv_alan', 'reload']);
    expect(sent[0]?.id).toBeUndefined();
    expect(id).toBe('trv_alan');
  });

  it('creates a new traveler with the payload rules applied', async () => {
    const { log, sent, calls } = recordCalls('trv_new');
    const draft = {
      ...createEmptyDraft(),
      givenName: 'Ada',
      surname: 'Byron',
      gender: 'F' as const,
      dateOfBirth: '1990-01-02',
      passportNumber: 'AB12345',
      passportCountry: 'Canada',
      passportExpiry: '2030-01-01',
    };
    await saveTravelerInSequence({ stored: null, draft, isBusinessTenant: false }, calls);
    expect(log).toEqual(['update', 'reload']);
    expect(sent[0]).not.toHaveProperty('passport');
    expect(sent[0]).toMatchObject({ emailAddress: null, knownTravelerNumber: null });
  });

  it('stops at a failed update: no link, no visibility change, no reload', async () => {
    const { log, calls } = recordCalls();
    const failing: SaveTravelerCalls = {
      ...calls,
      updateTraveler: () => Promise.reject(new Error('400')),
    };
    const draft = { ...createEmptyDraft(), givenName: 'Ada' };
    await expect(
      saveTravelerInSequence({ stored: null, draft, isBusinessTenant: true }, failing),
    ).rejects.toThrow('400');
    expect(log).toEqual([]);
  });
});

describe('reduceTravelerStore (spec §4 load states)', () => {
  it('moves through InProcess to Success or Failed', () => {
    let state = reduceTravelerStore(INITIAL_TRAVELER_STORE, { type: 'fetchStarted' });
    expect(state.loadState).toBe('InProcess');
    state = reduceTravelerStore(state, { type: 'listLoaded' });
    expect(state.loadState).toBe('Success');
    state = reduceTravelerStore(state, { type: 'updateStarted' });
    expect(state.loadState).toBe('InProcess');
    state = reduceTravelerStore(state, { type: 'failed' });
    expect(state.loadState).toBe('Failed');
    expect(reduceTravelerStore(state, { type: 'deleteStarted' }).loadState).toBe('InProcess');
  });

  it('clears the selection only when the selected traveler is deleted', () => {
    const selected = reduceTravelerStore(INITIAL_TRAVELER_STORE, {
      type: 'selected',
      travelerId: 'a',
    });
    expect(reduceTravelerStore(selected, { type: 'deleted', travelerId: 'b' }).selectedId).toBe(
      'a',
    );
    expect(
      reduceTravelerStore(selected, { type: 'deleted', travelerId: 'a' }).selectedId,
    ).toBeNull();
  });
});

describe('resolveTravelerUsers (spec §6 canViewUsers)', () => {
  const base: SessionInfo = {
    userInfo: { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com' },
    isFirstSession: false,
    csrfToken: 'x',
    sessionExpiration: '2026-01-01T00:00:00.000Z',
    isDelegatedSession: false,
    userId: 'usr_alan',
    corporateInfo: null,
  };
  const corporate = (canViewUsers: boolean): SessionInfo => ({
    ...base,
    corporateInfo: {
      permissions: { canViewUsers, canViewAdmin: false },
      businessIsLive: true,
      roles: ['traveler'],
      policyTier: null,
      businessId: 'biz',
      businessName: 'Biz',
      accountReferenceId: null,
      businessLoyaltyPrograms: [],
      defaultTravelerId: null,
      hiddenTravelerIds: [],
      hasSeenModalMap: {},
      cap1Role: null,
    },
  });

  it('gives consumers no users, and a corporate user without canViewUsers only themselves', () => {
    expect(resolveTravelerUsers(base, undefined)).toBeNull();
    expect(resolveTravelerUsers(corporate(false), undefined)).toEqual([
      { id: 'usr_alan', firstName: 'Alan', lastName: 'Turing', defaultTravelerId: null },
    ]);
  });

  it('waits for the users list with canViewUsers', () => {
    expect(resolveTravelerUsers(corporate(true), undefined)).toBeUndefined();
    const users = [{ id: 'u', firstName: 'K', lastName: 'J', defaultTravelerId: null }];
    expect(resolveTravelerUsers(corporate(true), users)).toBe(users);
  });
});
