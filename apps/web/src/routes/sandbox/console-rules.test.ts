import { describe, expect, it } from 'vitest';
import { checkDisruptionMinutes } from './console-bookings';
import { splitOffset } from './console-clock';
import { parsePercent } from './console-prices';

describe('sandbox console form rules', () => {
  it('keeps a percent between −90 and +500, whole and not 0', () => {
    expect(parsePercent('25')).toBe(25);
    expect(parsePercent('+500')).toBe(500);
    expect(parsePercent('−90')).toBe(-90);
    expect(parsePercent('-90%')).toBe(-90);
    expect(parsePercent('-91')).toBeNull();
    expect(parsePercent('501')).toBeNull();
    expect(parsePercent('0')).toBeNull();
    expect(parsePercent('2.5')).toBeNull();
    expect(parsePercent('')).toBeNull();
  });

  it('checks the minutes of each airline event at its boundaries', () => {
    expect(checkDisruptionMinutes('AirlineCancellation', '')).toEqual({ ok: true, minutes: 0 });
    expect(checkDisruptionMinutes('Delay', '1')).toEqual({ ok: true, minutes: 1 });
    expect(checkDisruptionMinutes('Delay', '2880')).toEqual({ ok: true, minutes: 2880 });
    expect(checkDisruptionMinutes('Delay', '0')).toEqual({ ok: false, rule: 'delay' });
    expect(checkDisruptionMinutes('Delay', '2881')).toEqual({ ok: false, rule: 'delay' });
    expect(checkDisruptionMinutes('ScheduleChange', '-1440')).toEqual({
      ok: true,
      minutes: -1440,
    });
    expect(checkDisruptionMinutes('ScheduleChange', '-1441')).toEqual({
      ok: false,
      rule: 'change',
    });
    expect(checkDisruptionMinutes('ScheduleChange', '0')).toEqual({ ok: false, rule: 'change' });
  });

  it('splits an offset into days, hours and minutes', () => {
    expect(splitOffset(1 * 1440 + 2 * 60 + 5)).toEqual({
      sign: 'ahead',
      days: 1,
      hours: 2,
      minutes: 5,
    });
    expect(splitOffset(-90)).toEqual({ sign: 'behind', days: 0, hours: 1, minutes: 30 });
  });
});
