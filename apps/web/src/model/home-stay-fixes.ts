import type { HomeViolation } from '@wayfare/contracts/home-booking';
import { addDaysToIsoDate } from './search-dates';

/** The stay a home's page shows: dates and party. */
export interface HomeStayChoice {
  fromDate: string;
  untilDate: string;
  adults: number;
  children: number;
  pets: number;
}

/** 0 = Sunday … 6 = Saturday, from the calendar date alone. */
export function weekdayOfIsoDate(isoDate: string): number {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export function countNights(fromDate: string, untilDate: string): number {
  return Math.round((Date.parse(untilDate) - Date.parse(fromDate)) / 86_400_000);
}

/** The first date on or after `isoDate` that falls on one of `weekdays` (null when none is). */
export function nextAllowedDate(isoDate: string, weekdays: readonly number[]): string | null {
  for (let i = 0; i < 7; i += 1) {
    const date = addDaysToIsoDate(isoDate, i);
    if (weekdays.includes(weekdayOfIsoDate(date))) return date;
  }
  return null;
}

/**
 * The change that answers one violation, from its own data: a longer or shorter stay, a check-in
 * moved to an allowed weekday or to the first date the host's notice allows (keeping the nights),
 * a check-out moved to an allowed weekday, fewer pets. Null when only the person can choose (nights
 * already booked, too many guests): the calendar, or another home.
 */
export function suggestStayFix(
  violation: HomeViolation,
  stay: HomeStayChoice,
): HomeStayChoice | null {
  const nights = Math.max(1, countNights(stay.fromDate, stay.untilDate));
  switch (violation.reason) {
    case 'MinStayViolation':
      return { ...stay, untilDate: addDaysToIsoDate(stay.fromDate, violation.minNights) };
    case 'MaxStayViolation':
      return { ...stay, untilDate: addDaysToIsoDate(stay.fromDate, violation.maxNights) };
    case 'CheckInNotAllowed': {
      const fromDate = nextAllowedDate(stay.fromDate, violation.allowedWeekdays);
      return fromDate ? { ...stay, fromDate, untilDate: addDaysToIsoDate(fromDate, nights) } : null;
    }
    case 'CheckOutNotAllowed': {
      const untilDate = nextAllowedDate(stay.untilDate, violation.allowedWeekdays);
      return untilDate ? { ...stay, untilDate } : null;
    }
    case 'MinBookingWindowViolation':
      return {
        ...stay,
        fromDate: violation.earliestCheckIn,
        untilDate: addDaysToIsoDate(violation.earliestCheckIn, nights),
      };
    case 'PetPolicyViolation':
      return { ...stay, pets: violation.maxPets };
    case 'OccupancyViolation':
    case 'BlockedDates':
      return null;
  }
}
