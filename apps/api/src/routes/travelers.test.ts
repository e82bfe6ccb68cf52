import {
  TravelerListResponseSchema,
  UpdateTravelerResponseSchema,
  UsersListResponseSchema,
} from '@wayfare/contracts/travelers';
import { buildTravelerList } from '@wayfare/domain/traveler-list';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_HOST,
  CONSUMER_HOST,
  CORPORATE_HOST,
  signIn,
  type Browser,
  useTestApp,
} from '../testing/test-app';

const newPerson = {
  givenName: 'Rosalind',
  surname: 'Franklin',
  gender: 'F',
  dateOfBirth: '1992-07-25',
  assistance: ['WCHR'],
  frequentFlyer: { AC: '123456789', B6: '' },
  hotelLoyalty: {},
  emailAddress: '',
  passport: {
    number: 'ca123456',
    countryOfIssue: 'CA',
    nationality: 'CA',
    expiration: '2032-01-01',
  },
  knownTravelerNumber: 'ab123456',
  tsaRedressNumber: '',
};

const listOf = async (browser: Browser) =>
  TravelerListResponseSchema.parse((await browser.call('PUT', '/api/v0/passengers/list')).json())
    .value;

describe.each(listTestDatabaseTargets())('traveler calls on $name', (target) => {
  const t = useTestApp(target);

  it('lists a consumer’s own saved travelers only', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    expect((await listOf(browser)).map((p) => p.givenName).sort()).toEqual([
      'Ada',
      'Byron',
      'Charles',
    ]);
    const marcus = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    expect((await listOf(marcus.browser)).map((p) => p.id)).toEqual(['trv_marcus']);
  });

  it('creates a traveler applying the field rules, then updates it', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_priya');
    const res = await browser.call('PUT', '/api/v0/passengers/update', { person: newPerson });
    expect(res.statusCode, res.body).toBe(200);
    const { person } = UpdateTravelerResponseSchema.parse(res.json());
    expect(person).toMatchObject({
      givenName: 'Rosalind',
      frequentFlyer: { AC: '123456789' },
      emailAddress: null,
      knownTravelerNumber: 'AB123456',
      tsaRedressNumber: null,
      passport: { number: 'CA123456', countryOfIssue: 'CA' },
    });
    const renamed = await browser.call('PUT', '/api/v0/passengers/update', {
      person: {
        ...newPerson,
        id: person.id,
        givenName: 'Rosa',
        passport: { ...newPerson.passport, countryOfIssue: 'CAN' },
      },
    });
    expect(UpdateTravelerResponseSchema.parse(renamed.json()).person).toMatchObject({
      id: person.id,
      givenName: 'Rosa',
      passport: null,
    });
  });

  it.each([
    ['a name with digits', { givenName: 'R2D2' }, 'person.givenName'],
    [
      'a malformed known traveler number',
      { knownTravelerNumber: '12-34' },
      'person.knownTravelerNumber',
    ],
    ['a malformed redress number', { tsaRedressNumber: 'abc' }, 'person.tsaRedressNumber'],
    ['an unknown assistance code', { assistance: ['XXXX'] }, 'person.assistance.0'],
    ['a birth date in the future', { dateOfBirth: '2030-01-01' }, 'person.dateOfBirth'],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_label, change, field) => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_jamal');
    const before = await listOf(browser);
    const res = await browser.call('PUT', '/api/v0/passengers/update', {
      person: { ...newPerson, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BadRequest', field });
    expect(await listOf(browser)).toEqual(before);
  });

  it('never lets one person change or delete another’s traveler', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const update = await browser.call('PUT', '/api/v0/passengers/update', {
      person: { ...newPerson, id: 'trv_ada_charles' },
    });
    expect(update.statusCode).toBe(404);
    expect(
      (await browser.call('POST', '/api/v0/passengers/delete', { personId: 'trv_grace' }))
        .statusCode,
    ).toBe(404);
    const ada = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    expect((await listOf(ada.browser)).find((p) => p.id === 'trv_ada_charles')?.givenName).toBe(
      'Charles',
    );
  });

  it('shows an arranger with canViewUsers the whole business, and builds the list per spec §4', async () => {
    const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_katherine');
    const travelers = await listOf(browser);
    expect(travelers.map((p) => p.id).sort()).toEqual([
      'trv_grace',
      'trv_katherine',
      'trv_nwa_guest',
    ]);
    const users = UsersListResponseSchema.parse(
      (await browser.call('PUT', '/api/v0/users/list')).json(),
    ).users;
    // Quinn and Tomas joined Northwind's demo people in issue 24 (Tomas is in Fjord Outfitters too).
    expect(users.map((u) => u.firstName)).toEqual([
      'Alan',
      'Grace',
      'Katherine',
      'Linus',
      'Quinn',
      'Tomas',
    ]);
    const list = buildTravelerList({
      travelers,
      users,
      hiddenTravelerIds: [],
      defaultTravelerId: 'trv_katherine',
      generateId: (u) => `placeholder-${u.id}`,
    });
    expect(list.find((p) => p.id === 'trv_nwa_guest')?.isGhostUser).toBe(true);
    expect(list.find((p) => p.id === 'placeholder-usr_alan')).toMatchObject({
      isMissingInfo: true,
      dateOfBirth: '1870-01-01',
    });
    expect(list.find((p) => p.id === 'trv_katherine')?.isDefaultProfile).toBe(true);
  });

  it('shows someone without canViewUsers only themselves', async () => {
    const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_alan');
    expect(await listOf(browser)).toEqual([]);
    expect(
      UsersListResponseSchema.parse(
        (await browser.call('PUT', '/api/v0/users/list')).json(),
      ).users.map((u) => u.id),
    ).toEqual(['usr_alan']);
    const res = await browser.call('PUT', '/api/v0/passengers/update', {
      person: { ...newPerson, givenName: 'Alan', surname: 'Turing', gender: 'M' },
    });
    const mine = UpdateTravelerResponseSchema.parse(res.json()).person;
    expect(
      (
        await browser.call('PUT', '/api/v0/passengers/assign_default', {
          travelerId: mine.id,
          userId: 'usr_alan',
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await browser.call('PUT', '/api/v0/passengers/assign_default', {
          travelerId: mine.id,
          userId: 'usr_grace',
        })
      ).statusCode,
    ).toBe(403);
    expect((await listOf(browser)).map((p) => p.id)).toEqual([mine.id]);
    expect(
      (await browser.call('PUT', '/api/v0/passengers/hide', { travelerId: 'trv_grace' }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps businesses apart: no reads or writes across them', async () => {
    // Maya (Bluebird) signs in too, so her business has a live user while Northwind looks for her.
    await signIn(t.app, ADMIN_HOST, 'usr_maya');
    const grace = await signIn(t.app, CORPORATE_HOST, 'usr_grace');
    expect(
      (
        await grace.browser.call('PUT', '/api/v0/passengers/assign_default', {
          travelerId: 'trv_grace',
          userId: 'usr_maya',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await grace.browser.call('PUT', '/api/v0/users/list'))
        .json<{ users: { id: string }[] }>()
        .users.map((u) => u.id),
    ).not.toContain('usr_maya');
    const ada = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    expect(
      (
        await ada.browser.call('PUT', '/api/v0/passengers/update', {
          person: { ...newPerson, id: 'trv_grace' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('hides and shows a traveler for the signed-in user, and links a ghost to a user', async () => {
    const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_grace');
    expect(
      (await browser.call('PUT', '/api/v0/passengers/hide', { travelerId: 'trv_nwa_guest' }))
        .statusCode,
    ).toBe(204);
    expect((await listOf(browser)).find((p) => p.id === 'trv_nwa_guest')?.isPrivateProfile).toBe(
      true,
    );
    expect(
      (await browser.call('GET', '/api/v0/userInfo')).json<{
        corporateInfo: { hiddenTravelerIds: string[] };
      }>().corporateInfo.hiddenTravelerIds,
    ).toEqual(['trv_nwa_guest']);
    expect(
      (await browser.call('PUT', '/api/v0/passengers/show', { travelerId: 'trv_nwa_guest' }))
        .statusCode,
    ).toBe(204);
    expect((await listOf(browser)).find((p) => p.id === 'trv_nwa_guest')?.isPrivateProfile).toBe(
      false,
    );
    expect(
      (
        await browser.call('PUT', '/api/v0/passengers/assign_default', {
          travelerId: 'trv_nwa_guest',
          userId: 'usr_linus',
        })
      ).statusCode,
    ).toBe(204);
    expect((await listOf(browser)).find((p) => p.id === 'trv_nwa_guest')?.linkedDEUserId).toBe(
      'usr_linus',
    );
  });

  it('deletes a traveler and unlinks it from its user', async () => {
    const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_grace');
    expect(
      (await browser.call('POST', '/api/v0/passengers/delete', { personId: 'trv_katherine' }))
        .statusCode,
    ).toBe(204);
    const users = UsersListResponseSchema.parse(
      (await browser.call('PUT', '/api/v0/users/list')).json(),
    ).users;
    expect(users.find((u) => u.id === 'usr_katherine')?.defaultTravelerId).toBeNull();
    expect(
      (await browser.call('POST', '/api/v0/passengers/delete', { personId: 'trv_katherine' }))
        .statusCode,
    ).toBe(404);
  });
});
