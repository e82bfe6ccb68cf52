import { describe, expect, it } from 'vitest';
import {
  checkCarSearchDraft,
  draftFromCarSearch,
  emptyCarSearchDraft,
  readDriverAge,
  toCarSearch,
  type CarSearchDraft,
} from './car-search-draft';

const TODAY = '2027-03-01';
const FILLED: CarSearchDraft = {
  ...emptyCarSearchDraft(),
  pickUp: { code: 'BOS', name: 'Boston' },
  fromDate: '2027-03-04',
  untilDate: '2027-03-07',
};

describe('car search form', () => {
  it('defaults to 10:00 both ways and a driver of 25 to 69', () => {
    const draft = emptyCarSearchDraft();
    expect([draft.pickUpTime, draft.dropOffTime, draft.ageBand]).toEqual([
      '10:00',
      '10:00',
      'standard',
    ]);
    expect(readDriverAge(draft)).toBe(30);
    expect(readDriverAge({ ...draft, ageBand: 'senior' })).toBe(70);
  });

  it('asks for a place, dates and a drop-off place when returning elsewhere', () => {
    expect(checkCarSearchDraft(emptyCarSearchDraft(), TODAY)).toEqual({
      pickUp: 'carSearch.error.pickUp',
      dates: 'carSearch.error.dates',
    });
    expect(checkCarSearchDraft({ ...FILLED, differentDropOff: true }, TODAY)).toEqual({
      dropOff: 'carSearch.error.dropOff',
    });
  });

  it('needs the drop-off after the pick-up, at most 30 days, not in the past', () => {
    expect(checkCarSearchDraft({ ...FILLED, untilDate: '2027-03-04' }, TODAY)).toEqual({
      times: 'carSearch.error.times',
    });
    expect(
      checkCarSearchDraft({ ...FILLED, untilDate: '2027-03-04', dropOffTime: '10:30' }, TODAY),
    ).toEqual({});
    expect(checkCarSearchDraft({ ...FILLED, untilDate: '2027-04-03' }, TODAY)).toEqual({});
    expect(checkCarSearchDraft({ ...FILLED, untilDate: '2027-04-04' }, TODAY)).toEqual({
      dates: 'carSearch.error.tooLong',
    });
    expect(checkCarSearchDraft({ ...FILLED, fromDate: '2027-02-28' }, TODAY)).toEqual({
      dates: 'carSearch.error.past',
    });
  });

  it('takes a young driver’s exact age from 18 to 24', () => {
    const young = { ...FILLED, ageBand: 'young' as const };
    expect(checkCarSearchDraft({ ...young, exactAge: '' }, TODAY).age).toBe('carSearch.error.age');
    expect(checkCarSearchDraft({ ...young, exactAge: '17' }, TODAY).age).toBe(
      'carSearch.error.age',
    );
    expect(checkCarSearchDraft({ ...young, exactAge: '25' }, TODAY).age).toBe(
      'carSearch.error.age',
    );
    expect(toCarSearch({ ...young, exactAge: '18' }, TODAY)?.driverAge).toBe(18);
  });

  it('round-trips a search through the form', () => {
    const search = toCarSearch(FILLED, TODAY);
    expect(search).not.toBeNull();
    if (search) expect(toCarSearch(draftFromCarSearch(search), TODAY)).toEqual(search);
  });
});
