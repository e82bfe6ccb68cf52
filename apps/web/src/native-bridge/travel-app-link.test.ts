import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  completeDeepLink,
  isCalendarDate,
  planDeepLink,
  readTravelAppLink,
} from './travel-app-link';

const iso = (date: Date) => date.toISOString().slice(0, 10);
const day = fc
  .date({
    min: new Date('1990-01-01T00:00:00Z'),
    max: new Date('2099-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map(iso);

describe('readTravelAppLink', () => {
  it('reads every spec parameter', () => {
    const link = readTravelAppLink(
      new URLSearchParams(
        'locationName=Paris&fromDate=2026-12-10&untilDate=2026-12-13&categoryTagId=Museums&isTravelApp=true&entryType=homepage&activityId=act_1',
      ),
    );
    expect(link).toEqual({
      locationName: 'Paris',
      fromDate: '2026-12-10',
      untilDate: '2026-12-13',
      categoryTagId: 'Museums',
      isTravelApp: true,
      entryType: 'homepage',
      activityId: 'act_1',
    });
  });

  it('leaves out what is missing or malformed', () => {
    const link = readTravelAppLink(
      new URLSearchParams(
        'locationName=%20&fromDate=2026-02-30&untilDate=2026-03-02&isTravelApp=1&activityId=a%20b',
      ),
    );
    expect(link).toEqual({
      locationName: null,
      fromDate: null,
      untilDate: null,
      categoryTagId: null,
      isTravelApp: false,
      entryType: null,
      activityId: null,
    });
  });

  it('keeps any two real days in order, and no until date before the from date', () => {
    fc.assert(
      fc.property(day, day, (a, b) => {
        const link = readTravelAppLink(new URLSearchParams({ fromDate: a, untilDate: b }));
        expect(link.fromDate).toBe(a);
        expect(link.untilDate).toBe(b >= a ? b : null);
      }),
    );
  });

  it('accepts exactly the days a calendar has', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2200 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, date) => {
          const text = `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
          const real = new Date(Date.UTC(year, month - 1, date));
          const exists = month >= 1 && month <= 12 && date >= 1 && real.getUTCMonth() === month - 1;
          expect(isCalendarDate(text)).toBe(exists);
        },
      ),
    );
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
  });
});

describe('planDeepLink', () => {
  const app = 'isTravelApp=true&locationName=Paris&fromDate=2026-12-10&untilDate=2026-12-13';

  it('looks up the place of each product named by locationName alone', () => {
    expect(planDeepLink('/hotels/availability', `?${app}`)).toEqual({
      kind: 'lookUpPlace',
      query: 'Paris',
      place: { lookup: 'lodging', param: 'location' },
    });
    expect(planDeepLink('/stays/search', `?${app}`)).toMatchObject({ kind: 'lookUpPlace' });
    expect(planDeepLink('/premium-stays/availability', `?${app}`)).toMatchObject({
      place: { lookup: 'lodging' },
    });
    expect(planDeepLink('/vacation-rentals/', `?${app}`)).toMatchObject({
      place: { lookup: 'lodgingCity', param: 'location' },
    });
    expect(planDeepLink('/cars/availability', `?${app}`)).toMatchObject({
      place: { lookup: 'cars', param: 'pickUp' },
    });
    expect(planDeepLink('/activities/', `?${app}`)).toMatchObject({
      place: { lookup: 'activities', param: 'cityCode' },
    });
  });

  it('leaves pages alone that have their place, and links not from the app', () => {
    expect(planDeepLink('/hotels/availability', `?${app}&location=city:C2988507`)).toEqual({
      kind: 'none',
    });
    expect(planDeepLink('/hotels/availability', '?locationName=Paris')).toEqual({ kind: 'none' });
    expect(planDeepLink('/trips/', `?${app}`)).toEqual({ kind: 'none' });
  });

  it("opens an activity's page from activityId", () => {
    expect(
      planDeepLink('/activities/search', '?isTravelApp=true&activityId=act_9&entryType=homepage'),
    ).toEqual({
      kind: 'redirect',
      to: '/activities/shop?isTravelApp=true&activityId=act_9&entryType=homepage',
    });
  });
});

describe('completeDeepLink', () => {
  it('fills the place and drops dates that are not real', () => {
    expect(
      completeDeepLink(
        '/hotels/availability',
        '?isTravelApp=true&locationName=Paris&fromDate=2026-12-10&untilDate=2026-12-01&entryType=x',
        { lookup: 'lodging', param: 'location' },
        'city:C2988507',
      ),
    ).toBe(
      '/hotels/availability?isTravelApp=true&locationName=Paris&fromDate=2026-12-10&entryType=x&location=city%3AC2988507',
    );
  });
});
