import { describe, expect, it } from 'vitest';
import { nextAllowedDate, suggestStayFix, weekdayOfIsoDate } from './home-stay-fixes';

// 2026-12-12 is a Saturday.
const stay = { fromDate: '2026-12-13', untilDate: '2026-12-15', adults: 2, children: 0, pets: 2 };

describe('home stay fixes', () => {
  it('reads weekdays from the date alone', () => {
    expect(weekdayOfIsoDate('2026-12-12')).toBe(6);
    expect(weekdayOfIsoDate('2026-12-13')).toBe(0);
    expect(nextAllowedDate('2026-12-13', [6])).toBe('2026-12-19');
    expect(nextAllowedDate('2026-12-13', [])).toBeNull();
  });

  it('lengthens or shortens the stay to the host’s limits', () => {
    expect(suggestStayFix({ reason: 'MinStayViolation', minNights: 3 }, stay)).toMatchObject({
      fromDate: '2026-12-13',
      untilDate: '2026-12-16',
    });
    expect(suggestStayFix({ reason: 'MaxStayViolation', maxNights: 1 }, stay)).toMatchObject({
      untilDate: '2026-12-14',
    });
  });

  it('moves the check-in to an allowed weekday or the earliest date, keeping the nights', () => {
    expect(
      suggestStayFix({ reason: 'CheckInNotAllowed', allowedWeekdays: [6] }, stay),
    ).toMatchObject({ fromDate: '2026-12-19', untilDate: '2026-12-21' });
    expect(
      suggestStayFix(
        { reason: 'MinBookingWindowViolation', minDaysNotice: 3, earliestCheckIn: '2026-12-20' },
        stay,
      ),
    ).toMatchObject({ fromDate: '2026-12-20', untilDate: '2026-12-22' });
    expect(
      suggestStayFix({ reason: 'CheckOutNotAllowed', allowedWeekdays: [6] }, stay),
    ).toMatchObject({ fromDate: '2026-12-13', untilDate: '2026-12-19' });
  });

  it('lowers the pets, and leaves booked nights and guests to the person', () => {
    expect(suggestStayFix({ reason: 'PetPolicyViolation', maxPets: 1 }, stay)?.pets).toBe(1);
    expect(
      suggestStayFix({ reason: 'BlockedDates', blockedNights: ['2026-12-13'] }, stay),
    ).toBeNull();
    expect(suggestStayFix({ reason: 'OccupancyViolation', maxGuests: 1 }, stay)).toBeNull();
  });
});
