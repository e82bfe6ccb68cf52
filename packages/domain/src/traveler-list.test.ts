import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CorporateUser, Traveler } from '@wayfare/contracts/travelers';
import { buildTravelerList, PLACEHOLDER_BIRTH_DATE, selectAfterDelete } from './traveler-list';

const traveler = (id: string, givenName: string, surname: string): Traveler => ({
  id,
  givenName,
  surname,
  gender: 'F',
  dateOfBirth: '1990-05-01',
  assistance: [],
  createdAt: null,
  frequentFlyer: {},
  hotelLoyalty: {},
  emailAddress: null,
  passport: null,
  knownTravelerNumber: null,
  tsaRedressNumber: null,
  isGhostUser: false,
  isMissingInfo: false,
  isPrivateProfile: false,
  isDefaultProfile: false,
  linkedDEUserId: null,
});
const user = (
  id: string,
  firstName: string,
  lastName: string,
  defaultTravelerId: string | null,
): CorporateUser => ({ id, firstName, lastName, defaultTravelerId });

describe('buildTravelerList', () => {
  const travelers = [
    traveler('t-grace', 'Grace', 'Hopper'),
    traveler('t-guest', 'Alex', 'Visitor'),
    traveler('t-kj', 'Katherine', 'Johnson'),
  ];
  const users = [
    user('u-grace', 'Grace', 'Hopper', 't-grace'),
    user('u-kj', 'Katherine', 'Johnson', 't-kj'),
    user('u-alan', 'Alan', 'Turing', null),
  ];

  it('marks ghosts, private and default travelers, adds placeholders and sorts by given name then surname', () => {
    const list = buildTravelerList({
      travelers,
      users,
      hiddenTravelerIds: ['t-kj'],
      defaultTravelerId: 't-grace',
      generateId: (u) => `placeholder-${u.id}`,
    });
    expect(list.map((t) => t.id)).toEqual(['placeholder-u-alan', 't-guest', 't-grace', 't-kj']);
    expect(list.find((t) => t.id === 't-guest')?.isGhostUser).toBe(true);
    expect(list.find((t) => t.id === 't-grace')).toMatchObject({
      isGhostUser: false,
      isDefaultProfile: true,
      isPrivateProfile: false,
    });
    expect(list.find((t) => t.id === 't-kj')).toMatchObject({
      isPrivateProfile: true,
      isDefaultProfile: false,
    });
    expect(list[0]).toMatchObject({
      givenName: 'Alan',
      surname: 'Turing',
      isMissingInfo: true,
      dateOfBirth: PLACEHOLDER_BIRTH_DATE,
      gender: 'M',
      linkedDEUserId: 'u-alan',
    });
  });

  it('gives a placeholder to a user whose default traveler no longer exists', () => {
    const list = buildTravelerList({
      travelers: [],
      users: [user('u1', 'Ann', 'Lee', 'gone')],
      hiddenTravelerIds: [],
      defaultTravelerId: null,
      generateId: () => 'p1',
    });
    expect(list).toHaveLength(1);
    expect(list[0]?.isMissingInfo).toBe(true);
  });

  it('without the users list, shows only the travelers and marks no ghosts', () => {
    const list = buildTravelerList({
      travelers,
      users: null,
      hiddenTravelerIds: [],
      defaultTravelerId: null,
      generateId: () => 'x',
    });
    expect(list).toHaveLength(3);
    expect(list.some((t) => t.isGhostUser || t.isMissingInfo)).toBe(false);
  });

  it('is always sorted and keeps every traveler (property)', () => {
    const name = fc.string({ minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(fc.array(fc.tuple(name, name), { maxLength: 20 }), (names) => {
        const input = names.map(([g, s], i) => traveler(`t${i}`, g, s));
        const list = buildTravelerList({
          travelers: input,
          users: null,
          hiddenTravelerIds: [],
          defaultTravelerId: null,
          generateId: () => 'x',
        });
        expect(list).toHaveLength(input.length);
        const collator = new Intl.Collator('en', { sensitivity: 'base' });
        for (let i = 1; i < list.length; i += 1) {
          const a = list[i - 1];
          const b = list[i];
          if (a && b)
            expect(
              collator.compare(a.givenName, b.givenName) || collator.compare(a.surname, b.surname),
            ).toBeLessThanOrEqual(0);
        }
      }),
    );
  });
  it('never leaves out a colleague: each user is their traveler or a placeholder (property)', () => {
    const name = fc.string({ minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(name, name), { maxLength: 8 }),
        // Each user points at a traveler by index, at one that no longer exists, or at none.
        fc.array(fc.tuple(name, name, fc.option(fc.integer({ min: 0, max: 10 }))), {
          maxLength: 8,
        }),
        (travelerNames, userSpecs) => {
          const travelers = travelerNames.map(([g, s], i) => traveler(`t${i}`, g, s));
          const users = userSpecs.map(([first, last, pointsAt], i) =>
            user(`u${i}`, first, last, pointsAt === null ? null : `t${pointsAt}`),
          );
          const list = buildTravelerList({
            travelers,
            users,
            hiddenTravelerIds: [],
            defaultTravelerId: null,
            generateId: (u) => `placeholder-${u.id}`,
          });
          const ids = new Set(list.map((t) => t.id));
          for (const t of travelers) expect(ids.has(t.id)).toBe(true);
          for (const u of users) {
            const isListed =
              (u.defaultTravelerId !== null && ids.has(u.defaultTravelerId)) ||
              list.some((t) => t.isMissingInfo && t.linkedDEUserId === u.id);
            expect(isListed, `${u.id} is in the list`).toBe(true);
          }
        },
      ),
    );
  });
});

describe('selectAfterDelete', () => {
  it('clears the selection only when the selected traveler was deleted', () => {
    expect(selectAfterDelete('a', 'a')).toBeNull();
    expect(selectAfterDelete('a', 'b')).toBe('a');
    expect(selectAfterDelete(null, 'b')).toBeNull();
  });
});
