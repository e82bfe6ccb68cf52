import { describe, expect, it } from 'vitest';
import type { TripSummary } from '@wayfare/contracts/trips';
import {
  TRIP_SECTIONS,
  countTripSection,
  listTripSections,
  readTripSectionTab,
  selectTripBadge,
  sortPastTrips,
  sortUpcomingTrips,
} from './trip-sections';

function trip(bookingId: string, startsAt: string): TripSummary {
  return {
    bookingId,
    type: 'Flight',
    confirmationCode: `H-${bookingId}`,
    status: 'Confirmed',
    timeStatus: 'Future',
    awaitingApproval: false,
    title: 'Chicago to Boston',
    subtitle: 'One-way',
    startDate: startsAt.slice(0, 10),
    endDate: startsAt.slice(0, 10),
    startsAt,
    endsAt: startsAt,
    travelerNames: ['Ada Lovelace'],
    total: { amountMinor: 10_000, currency: 'USD' },
    imageUrl: null,
    carrierCodes: ['AA'],
  };
}

describe('trip sections', () => {
  it('keeps the spec order and shows only sections whose product works', () => {
    expect(TRIP_SECTIONS.map((section) => section.tab)).toEqual([
      'upcoming',
      'watched',
      'frozen',
      'credits',
      'past',
      'offers',
    ]);
  });

  it('shows Watched trips only once the watches answer with some, or when it is the open tab', () => {
    const tabs = (...args: Parameters<typeof listTripSections>) =>
      listTripSections(...args).map((section) => section.tab);
    expect(tabs({ status: 'success', count: 2 }, 'upcoming')).toEqual([
      'upcoming',
      'watched',
      'frozen',
      'credits',
      'past',
      'offers',
    ]);
    expect(tabs({ status: 'success', count: 0 }, 'upcoming')).not.toContain('watched');
    expect(tabs({ status: 'pending' }, 'past')).not.toContain('watched');
    expect(tabs({ status: 'error' }, 'frozen')).not.toContain('watched');
    // Open (a link to it, or the last watch just stopped): its empty or failed state shows there.
    expect(tabs({ status: 'success', count: 0 }, 'watched')).toContain('watched');
    expect(tabs({ status: 'error' }, 'watched')).toContain('watched');
  });

  it('counts frozen prices and watched trips from their own lists', () => {
    const trips = {
      upcoming: [trip('A', '2030-05-01T10:00:00.000Z')],
      watched: [],
      frozen: [],
      airlineCredits: [],
      past: [],
      withOffers: [],
      now: '2030-04-01T10:00:00.000Z',
    };
    const counts = { frozen: 3, watched: 2 };
    expect(countTripSection(trips, 'upcoming', counts)).toBe(1);
    expect(countTripSection(trips, 'frozen', counts)).toBe(3);
    expect(countTripSection(trips, 'watched', counts)).toBe(2);
  });

  it('opens Upcoming unless the URL names a section', () => {
    expect(readTripSectionTab(null)).toBe('upcoming');
    expect(readTripSectionTab('nope')).toBe('upcoming');
    expect(readTripSectionTab('past')).toBe('past');
    expect(readTripSectionTab('frozen')).toBe('frozen');
    expect(readTripSectionTab('watched')).toBe('watched');
    expect(readTripSectionTab('offers')).toBe('offers');
  });

  it('sorts upcoming soonest first and past newest first', () => {
    const later = trip('B', '2030-05-02T10:00:00.000Z');
    const sooner = trip('A', '2030-05-01T10:00:00.000Z');
    expect(sortUpcomingTrips([later, sooner]).map((t) => t.bookingId)).toEqual(['A', 'B']);
    expect(sortPastTrips([sooner, later]).map((t) => t.bookingId)).toEqual(['B', 'A']);
  });

  it('shows a held business trip as waiting for approval', () => {
    expect(selectTripBadge({ status: 'Pending', awaitingApproval: true })).toBe('AwaitingApproval');
    expect(selectTripBadge({ status: 'Cancelled', awaitingApproval: false })).toBe('Cancelled');
  });
});
