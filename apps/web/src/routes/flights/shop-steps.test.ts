import { describe, expect, it } from 'vitest';
import { buildShopParams, listShopSteps, parseShopState } from './shop-steps';

describe('listShopSteps', () => {
  it('has one choose step per slice then the review', () => {
    expect(listShopSteps('one_way', 1)).toEqual([
      { step: 'ChooseDeparture', sliceIndex: 0 },
      { step: 'ReviewItinerary' },
    ]);
    expect(listShopSteps('round_trip', 2).map((s) => s.step)).toEqual([
      'ChooseDeparture',
      'ChooseReturn',
      'ReviewItinerary',
    ]);
    expect(listShopSteps('multi_city', 3)).toHaveLength(4);
  });
});

describe('parseShopState', () => {
  it('starts at the departure', () => {
    expect(parseShopState(new URLSearchParams(), 'round_trip', 2)).toEqual({
      current: { step: 'ChooseDeparture', sliceIndex: 0 },
      chosenFareIds: [],
      fareDetailsId: null,
    });
  });

  it('reaches a step only with the fares before it', () => {
    const params = new URLSearchParams('step=ReviewItinerary&fares=f1');
    expect(parseShopState(params, 'round_trip', 2).current).toEqual({
      step: 'ChooseReturn',
      sliceIndex: 1,
    });
    const full = new URLSearchParams('step=ReviewItinerary&fares=f1,f2&fareDetails=f2');
    expect(parseShopState(full, 'round_trip', 2)).toEqual({
      current: { step: 'ReviewItinerary' },
      chosenFareIds: ['f1', 'f2'],
      fareDetailsId: 'f2',
    });
  });

  it('drops fares chosen after the current step', () => {
    const params = new URLSearchParams('step=ChooseDeparture&fares=f1,f2');
    expect(parseShopState(params, 'round_trip', 2).chosenFareIds).toEqual([]);
  });

  it('reads multi-city slices', () => {
    const params = new URLSearchParams('step=ChooseDeparture&slice=2&fares=a,b');
    expect(parseShopState(params, 'multi_city', 3).current).toEqual({
      step: 'ChooseDeparture',
      sliceIndex: 2,
    });
  });
});

describe('buildShopParams', () => {
  it('keeps the search and writes the step', () => {
    const search = new URLSearchParams('tripType=multi_city&slices=A&fareDetails=x');
    const next = buildShopParams(search, { step: 'ChooseDeparture', sliceIndex: 1 }, ['f1']);
    expect(next.toString()).toBe(
      'tripType=multi_city&slices=A&step=ChooseDeparture&slice=1&fares=f1',
    );
    const review = buildShopParams(search, { step: 'ReviewItinerary' }, ['f1', 'f2']);
    expect(review.get('step')).toBe('ReviewItinerary');
    expect(review.get('fares')).toBe('f1,f2');
  });
});
