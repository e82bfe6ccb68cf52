import { describe, expect, it } from 'vitest';
import {
  buildCarSearchParams,
  countCarFilters,
  NO_CAR_FILTERS,
  readCarListParams,
  readCarSearchParams,
  selectDriverAgeBand,
  toCarSearchRequest,
  writeCarListParams,
  type CarSearchParams,
} from './car-search-params';

const SEARCH: CarSearchParams = {
  pickUp: { code: 'BOS', name: 'Boston' },
  dropOff: null,
  fromDate: '2027-03-04',
  pickUpTime: '10:00',
  untilDate: '2027-03-07',
  dropOffTime: '10:00',
  driverAge: 30,
};

describe('car search in the URL', () => {
  it('writes the search without its defaults and reads it back', () => {
    const params = buildCarSearchParams(SEARCH);
    expect(params.toString()).toBe(
      'pickUp=BOS&locationName=Boston&fromDate=2027-03-04&untilDate=2027-03-07',
    );
    expect(readCarSearchParams(params)).toEqual(SEARCH);
  });

  it('keeps a different drop-off, times, a young driver and the entry type', () => {
    const search: CarSearchParams = {
      ...SEARCH,
      dropOff: { code: 'C5128581', name: 'New York' },
      pickUpTime: '08:30',
      dropOffTime: '18:00',
      driverAge: 21,
    };
    const params = buildCarSearchParams(search, 'cross_sell');
    expect(params.get('entryType')).toBe('cross_sell');
    expect(readCarSearchParams(params)).toEqual(search);
  });

  it('drops a drop-off that is the pick-up place', () => {
    const params = buildCarSearchParams({ ...SEARCH, dropOff: SEARCH.pickUp });
    expect(params.has('dropOff')).toBe(false);
  });

  it('refuses a missing place, a bad date, a bad time or an age out of range', () => {
    const base = buildCarSearchParams(SEARCH);
    const broken = (key: string, value: string | null) => {
      const copy = new URLSearchParams(base);
      if (value === null) copy.delete(key);
      else copy.set(key, value);
      return readCarSearchParams(copy);
    };
    expect(broken('pickUp', null)).toBeNull();
    expect(broken('fromDate', '2027-02-30x')).toBeNull();
    expect(broken('pickUpTime', '25:00')).toBeNull();
    expect(broken('driverAge', '17')).toBeNull();
    expect(broken('driverAge', '100')).toBeNull();
    expect(broken('driverAge', '18')?.driverAge).toBe(18);
  });

  it('is the request the search takes, with local times at the counter', () => {
    expect(toCarSearchRequest({ ...SEARCH, dropOff: { code: 'JFK', name: 'New York' } })).toEqual({
      pickUp: 'BOS',
      dropOff: 'JFK',
      pickUpAt: '2027-03-04T10:00',
      dropOffAt: '2027-03-07T10:00',
      driverAge: 30,
    });
  });

  it('bands driver ages at 25 and 70', () => {
    expect(selectDriverAgeBand(24)).toBe('young');
    expect(selectDriverAgeBand(25)).toBe('standard');
    expect(selectDriverAgeBand(69)).toBe('standard');
    expect(selectDriverAgeBand(70)).toBe('senior');
  });
});

describe('car results list in the URL', () => {
  it('reads defaults from nothing', () => {
    expect(readCarListParams(new URLSearchParams())).toEqual({
      sort: 'price',
      view: 'list',
      filters: NO_CAR_FILTERS,
    });
  });

  it('writes sort, view and every filter, and reads them back', () => {
    const list = {
      sort: 'rating' as const,
      view: 'map' as const,
      filters: {
        classes: ['suv' as const, 'small' as const],
        transmissions: ['Automatic' as const],
        minSeats: 5,
        minBags: 2,
        suppliers: ['ZE', 'ZI'],
        fuelPolicies: ['FullToFull'],
        freeCancellation: true,
        pickUpKinds: ['InTerminal' as const],
      },
    };
    const params = writeCarListParams(buildCarSearchParams(SEARCH), list);
    expect(readCarListParams(params)).toEqual(list);
    expect(readCarSearchParams(params)).toEqual(SEARCH);
    expect(countCarFilters(list.filters)).toBe(10);
  });

  it('ignores unknown values', () => {
    const params = new URLSearchParams('sort=cheapest&class=boat,suv&transmission=Stick&seats=-2');
    const list = readCarListParams(params);
    expect(list.sort).toBe('price');
    expect(list.filters.classes).toEqual(['suv']);
    expect(list.filters.transmissions).toEqual([]);
    expect(list.filters.minSeats).toBe(0);
  });

  it('leaves the defaults out when writing', () => {
    const params = writeCarListParams(new URLSearchParams('sort=rating&class=suv'), {
      sort: 'price',
      view: 'list',
      filters: NO_CAR_FILTERS,
    });
    expect(params.toString()).toBe('');
  });
});
