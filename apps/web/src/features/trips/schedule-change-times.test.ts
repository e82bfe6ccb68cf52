import { describe, expect, it } from 'vitest';
import { listScheduleShifts, shiftLocalTime } from './schedule-change-times';

describe('schedule change times', () => {
  it('moves a local time by the airline’s minutes, across midnight too', () => {
    expect(shiftLocalTime('2027-01-17T12:05', 125)).toBe('2027-01-17T14:10');
    expect(shiftLocalTime('2027-01-17T00:30', -90)).toBe('2027-01-16T23:00');
    expect(shiftLocalTime('2027-01-17T23:30:00', 45)).toBe('2027-01-18T00:15');
  });

  it('maps each changed flight to its shift', () => {
    expect(listScheduleShifts([{ flightInstanceId: 'f1', minutes: 30 }]).get('f1')).toBe(30);
    expect(listScheduleShifts(undefined).size).toBe(0);
  });
});
