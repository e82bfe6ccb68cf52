import { describe, expect, it } from 'vitest';
import { formatLocalDateTime } from './booking-email';

describe('confirmation e-mail times', () => {
  it.each([
    ['2026-12-14T08:05', 'Mon, Dec 14, 8:05 AM'],
    ['2026-12-14T00:30', 'Mon, Dec 14, 12:30 AM'],
    ['2026-12-31T12:00', 'Thu, Dec 31, 12:00 PM'],
    ['2027-01-01T23:59', 'Fri, Jan 1, 11:59 PM'],
  ])('reads %s as the airport clock does: %s', (local, shown) => {
    expect(formatLocalDateTime(local)).toBe(shown);
  });
});
