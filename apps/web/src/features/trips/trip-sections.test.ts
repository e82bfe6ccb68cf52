import { describe, expect, it } from 'vitest';
import type { TripSummary } from '@wayfare/contracts/trips';
import {
  TRIP_SECTIONS,
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
      'frozen',
      'credits',
      'past',
    ]);
  });

  it('opens Upcoming unless the URL names a section', () => {
    expect(readTripSectionTab(null)).toBe('upcoming');
    expect(readTripSectionTab('nope')).toBe('upcoming');
    expect(readTripSectionTab('past')).toBe('past');
    expect(readTripSectionTab('frozen')).toBe('frozen');
    expect(readTripSectionTab('watched')).toBe('upcoming');
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
