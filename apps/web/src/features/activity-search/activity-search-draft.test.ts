import {
  ActivityCategorySchema,
  ActivityDurationSchema,
  ActivitySortSchema,
} from '@wayfare/contracts/activities';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_CATEGORIES,
  ACTIVITY_DURATIONS,
  ACTIVITY_SORTS,
} from '../../model/activity-search-params';
import {
  checkActivitySearchDraft,
  emptyActivitySearchDraft,
  toActivitySearch,
} from './activity-search-draft';

const TODAY = '2026-11-25';
const place = { cityCode: 'C2988507', name: 'Paris' };

describe('activity search draft', () => {
  it('needs a place and dates in order, from today, at most 30 days apart', () => {
    expect(checkActivitySearchDraft(emptyActivitySearchDraft(), TODAY)).toEqual({
      place: 'activitySearch.error.place',
      dates: 'activitySearch.error.dates',
    });
    const draft = { place, fromDate: '2026-12-10', untilDate: '2026-12-12', category: null };
    expect(checkActivitySearchDraft(draft, TODAY)).toEqual({});
    expect(checkActivitySearchDraft({ ...draft, fromDate: '2026-11-24' }, TODAY).dates).toBe(
      'activitySearch.error.past',
    );
    expect(checkActivitySearchDraft({ ...draft, untilDate: '2027-01-10' }, TODAY).dates).toBe(
      'activitySearch.error.tooLong',
    );
    expect(toActivitySearch({ ...draft, category: 'Tours' }, TODAY)).toEqual({
      cityCode: 'C2988507',
      locationName: 'Paris',
      fromDate: '2026-12-10',
      untilDate: '2026-12-12',
      category: 'Tours',
    });
  });

  it('lists the contract’s categories, durations and sorts, in order', () => {
    expect(ACTIVITY_CATEGORIES).toEqual(ActivityCategorySchema.options);
    expect(ACTIVITY_DURATIONS).toEqual(ActivityDurationSchema.options);
    expect(ACTIVITY_SORTS).toEqual(ActivitySortSchema.options);
  });
});
