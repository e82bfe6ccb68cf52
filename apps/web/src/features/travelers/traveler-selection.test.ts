import { describe, expect, it } from 'vitest';
import type { Traveler } from '@wayfare/contracts/travelers';
import {
  addCreatedTraveler,
  pruneTravelerSelection,
  toggleTravelerSelection,
} from './traveler-selection';

const traveler = (id: string, isMissingInfo = false): Traveler => ({
  id,
  givenName: id,
  surname: 'Test',
  gender: 'M',
  dateOfBirth: '1990-01-01',
  assistance: [],
  createdAt: null,
  frequentFlyer: {},
  hotelLoyalty: {},
  emailAddress: null,
  passport: null,
  knownTravelerNumber: null,
  tsaRedressNumber: null,
  isGhostUser: false,
  isMissingInfo,
  isPrivateProfile: false,
  isDefaultProfile: false,
  linkedDEUserId: null,
});

describe('toggleTravelerSelection', () => {
  it('adds and removes in selection order', () => {
    const first = toggleTravelerSelection({ selectedIds: [], maxCount: null }, traveler('a'));
    expect(first).toEqual({ ok: true, selection: { selectedIds: ['a'], maxCount: null } });
    if (!first.ok) throw new Error('expected ok');
    const second = toggleTravelerSelection(first.selection, traveler('b'));
    expect(second.ok && second.selection.selectedIds).toEqual(['a', 'b']);
    const removed = toggleTravelerSelection(
      { selectedIds: ['a', 'b'], maxCount: 2 },
      traveler('a'),
    );
    expect(removed.ok && removed.selection.selectedIds).toEqual(['b']);
  });

  it('refuses more than the limit, exactly at the limit', () => {
    expect(toggleTravelerSelection({ selectedIds: ['a'], maxCount: 2 }, traveler('b')).ok).toBe(
      true,
    );
    expect(
      toggleTravelerSelection({ selectedIds: ['a', 'b'], maxCount: 2 }, traveler('c')),
    ).toEqual({
      ok: false,
      code: 'LimitReached',
    });
  });

  it('refuses a missing-info placeholder', () => {
    expect(
      toggleTravelerSelection({ selectedIds: [], maxCount: null }, traveler('p', true)),
    ).toEqual({
      ok: false,
      code: 'MissingInfo',
    });
  });
});

describe('addCreatedTraveler and pruneTravelerSelection', () => {
  it('adds a created traveler only when there is room', () => {
    expect(addCreatedTraveler({ selectedIds: ['a'], maxCount: 2 }, 'n').selectedIds).toEqual([
      'a',
      'n',
    ]);
    expect(addCreatedTraveler({ selectedIds: ['a'], maxCount: 1 }, 'n').selectedIds).toEqual(['a']);
  });

  it('drops travelers no longer listed', () => {
    expect(
      pruneTravelerSelection({ selectedIds: ['a', 'gone'], maxCount: null }, [traveler('a')])
        .selectedIds,
    ).toEqual(['a']);
  });
});
