import { describe, expect, it } from 'vitest';
import { checkHotelSearchDraft, type HotelSearchDraft } from './hotel-search-form';

const draft: HotelSearchDraft = {
  place: { label: 'Paris', location: { kind: 'city', cityCode: 'C2988507' }, lodgingId: null },
  fromDate: '2026-12-10',
  untilDate: '2026-12-12',
  rooms: 1,
  adults: 2,
  children: 0,
};

describe('the hotel search form', () => {
  it('accepts a place, dates from today and an adult per room', () => {
    expect(checkHotelSearchDraft(draft, '2026-11-23')).toEqual({});
    expect(checkHotelSearchDraft({ ...draft, fromDate: '2026-11-23' }, '2026-11-23')).toEqual({});
  });

  it('names the place, dates and party problems', () => {
    expect(
      checkHotelSearchDraft(
        { ...draft, place: null, fromDate: '2026-11-22', rooms: 3, adults: 2 },
        '2026-11-23',
      ),
    ).toEqual({
      place: 'hotelSearch.error.place',
      dates: 'hotelSearch.error.dates',
      adults: 'hotelSearch.error.adults',
    });
  });

  it('refuses a stay over 30 nights or a check-out before check-in', () => {
    expect(checkHotelSearchDraft({ ...draft, untilDate: '2027-01-10' }, '2026-11-23')).toEqual({
      dates: 'hotelSearch.error.dates',
    });
    expect(checkHotelSearchDraft({ ...draft, untilDate: '2026-12-10' }, '2026-11-23')).toEqual({
      dates: 'hotelSearch.error.dates',
    });
  });

  it('asks for another room when a room would sleep more than four', () => {
    expect(checkHotelSearchDraft({ ...draft, adults: 3, children: 2 }, '2026-11-23')).toEqual({
      rooms: 'hotelSearch.error.rooms',
    });
  });
});
