import { describe, expect, it } from 'vitest';
import type { FlightSearchDraft, PlaceChoice } from './search-draft';
import { addDaysToIsoDate } from '../../model/search-dates';
import {
  addSlice,
  buildRequestFromDraft,
  changeTripType,
  createDraftFromRequest,
  createEmptyDraft,
  createPreferredDraft,
  hasDraftErrors,
  removeSlice,
  swapSlicePlaces,
  validateDraft,
} from './search-draft';

const TODAY = '2026-11-23';
const place = (code: string, isRecent = false): PlaceChoice => ({
  code,
  label: `${code} label`,
  isRecent,
});

const FIRST_SLICE = {
  origin: place('JFK'),
  destination: place('LAX'),
  departureDate: '2026-12-10',
};
const ROUND_TRIP: FlightSearchDraft = {
  tripType: 'round_trip',
  slices: [FIRST_SLICE],
  returnDate: '2026-12-17',
  passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
  cabin: 'Economy',
};

describe('addDaysToIsoDate', () => {
  it('crosses months, years and leap days', () => {
    expect(addDaysToIsoDate('2026-11-23', 330)).toBe('2027-10-19');
    expect(addDaysToIsoDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToIsoDate('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('validateDraft', () => {
  it('accepts a complete round trip', () => {
    expect(hasDraftErrors(validateDraft(ROUND_TRIP, TODAY))).toBe(false);
  });

  it('names each missing field', () => {
    const errors = validateDraft(createEmptyDraft(), TODAY);
    expect(errors.slices[0]).toEqual({
      origin: 'OriginRequired',
      destination: 'DestinationRequired',
      departureDate: 'DateRequired',
      returnDate: 'ReturnRequired',
    });
  });

  it('checks the date window: today through 330 days ahead', () => {
    const at = (date: string) =>
      validateDraft(
        {
          ...ROUND_TRIP,
          tripType: 'one_way',
          slices: [{ ...FIRST_SLICE, departureDate: date }],
        },
        TODAY,
      ).slices[0]?.departureDate;
    expect(at('2026-11-22')).toBe('DateBeforeToday');
    expect(at('2026-11-23')).toBeUndefined();
    expect(at('2027-10-19')).toBeUndefined();
    expect(at('2027-10-20')).toBe('DateOutsideHorizon');
  });

  it('needs the return on or after the departure, and different places', () => {
    expect(
      validateDraft({ ...ROUND_TRIP, returnDate: '2026-12-09' }, TODAY).slices[0]?.returnDate,
    ).toBe('ReturnBeforeDeparture');
    expect(
      validateDraft({ ...ROUND_TRIP, returnDate: '2026-12-10' }, TODAY).slices[0]?.returnDate,
    ).toBeUndefined();
    const same = {
      ...ROUND_TRIP,
      slices: [{ ...FIRST_SLICE, destination: place('JFK') }],
    };
    expect(validateDraft(same, TODAY).slices[0]?.destination).toBe('SameOriginAndDestination');
  });

  it('keeps multi-city flights in date order', () => {
    const multi = changeTripType(ROUND_TRIP, 'multi_city');
    const ordered = {
      ...multi,
      slices: [
        FIRST_SLICE,
        { origin: place('LAX'), destination: place('SFO'), departureDate: '2026-12-09' },
      ],
    };
    expect(validateDraft(ordered, TODAY).slices[1]?.departureDate).toBe('DatesOutOfOrder');
  });

  it('reports broken passenger rules', () => {
    expect(
      validateDraft({ ...ROUND_TRIP, passengers: { ADT: 1, CNN: 0, INS: 0, INF: 2 } }, TODAY)
        .passengers,
    ).toEqual(['TooManyLapInfants']);
  });
});

describe('editing the draft', () => {
  it('switches trip types keeping what fits', () => {
    const multi = changeTripType(ROUND_TRIP, 'multi_city');
    expect(multi.slices).toHaveLength(2);
    expect(multi.slices[1]).toEqual({
      origin: place('LAX'),
      destination: null,
      departureDate: '2026-12-17',
    });
    expect(changeTripType(multi, 'one_way').slices).toHaveLength(1);
  });

  it('adds up to five flights and keeps at least two', () => {
    let draft = changeTripType(ROUND_TRIP, 'multi_city');
    for (let i = 0; i < 6; i += 1) draft = addSlice(draft);
    expect(draft.slices).toHaveLength(5);
    for (let i = 0; i < 6; i += 1) draft = removeSlice(draft, 0);
    expect(draft.slices).toHaveLength(2);
  });

  it('swaps origin and destination', () => {
    const swapped = swapSlicePlaces(ROUND_TRIP, 0);
    expect(swapped.slices[0]?.origin?.code).toBe('LAX');
    expect(swapped.slices[0]?.destination?.code).toBe('JFK');
  });
});

describe('buildRequestFromDraft', () => {
  it('adds the reversed return slice for a round trip', () => {
    expect(buildRequestFromDraft(ROUND_TRIP)).toEqual({
      tripType: 'round_trip',
      slices: [
        { origin: 'JFK', destination: 'LAX', departureDate: '2026-12-10' },
        { origin: 'LAX', destination: 'JFK', departureDate: '2026-12-17' },
      ],
      passengers: ROUND_TRIP.passengers,
      maxStops: 2,
      excludeLowCostCarriers: false,
    });
  });

  it('marks a search that used a recent place', () => {
    const draft = {
      ...ROUND_TRIP,
      cabin: 'First' as const,
      slices: [{ ...FIRST_SLICE, origin: place('JFK', true) }],
    };
    const request = buildRequestFromDraft(draft);
    expect(request.entrySource).toBe('recently_searched_autocomplete');
    expect(request.cabinClass).toBe('First');
  });

  it('round-trips through a request', () => {
    const request = buildRequestFromDraft(ROUND_TRIP);
    const draft = createDraftFromRequest(request, (code) => `${code} label`);
    expect(draft).toEqual(ROUND_TRIP);
  });
});

describe('createPreferredDraft', () => {
  it('starts from the home airport and cabin, and is the empty form without them', () => {
    const preferred = createPreferredDraft({
      homeAirport: { code: 'BOS', city: 'Boston' },
      cabinClass: 'Business',
    });
    expect(preferred.slices[0]?.origin).toEqual({
      code: 'BOS',
      label: 'Boston (BOS)',
      isRecent: false,
    });
    expect(preferred.cabin).toBe('Business');
    expect(createPreferredDraft({ homeAirport: null, cabinClass: null })).toEqual(
      createEmptyDraft(),
    );
    expect(createPreferredDraft({ homeAirport: null, cabinClass: 'BasicEconomy' }).cabin).toBe(
      'Economy',
    );
  });

  it("takes a phone app's destination and days: a round trip with both, one-way with one", () => {
    const home = { homeAirport: { code: 'BOS', city: 'Boston' }, cabinClass: null };
    const roundTrip = createPreferredDraft(home, {
      destination: place('PAR'),
      fromDate: '2026-12-10',
      untilDate: '2026-12-17',
    });
    expect(roundTrip).toMatchObject({
      tripType: 'round_trip',
      returnDate: '2026-12-17',
      slices: [{ destination: place('PAR'), departureDate: '2026-12-10' }],
    });
    expect(validateDraft(roundTrip, TODAY).slices).toEqual([{}]);
    const oneWay = createPreferredDraft(home, {
      destination: place('PAR'),
      fromDate: '2026-12-10',
      untilDate: null,
    });
    expect(oneWay).toMatchObject({ tripType: 'one_way', returnDate: null });
  });
});
