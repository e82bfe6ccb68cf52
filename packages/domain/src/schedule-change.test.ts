import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyScheduleChange, decideScheduleChangeOptions } from './schedule-change';

describe('schedule changes', () => {
  it('is minor under an hour either way and major from an hour', () => {
    expect(classifyScheduleChange(59)).toBe('Minor');
    expect(classifyScheduleChange(-59)).toBe('Minor');
    expect(classifyScheduleChange(60)).toBe('Major');
    expect(classifyScheduleChange(-60)).toBe('Major');
  });

  it('lets the largest change of a trip decide, and offers choices only on a major one', () => {
    expect(decideScheduleChangeOptions([15, -20])).toEqual({ severity: 'Minor', choices: [] });
    expect(decideScheduleChangeOptions([15, -95])).toEqual({
      severity: 'Major',
      choices: ['accept', 'rebook', 'refund'],
    });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1440, max: 2880 }), { minLength: 1 }), (ms) => {
        const { severity, choices } = decideScheduleChangeOptions(ms);
        expect(severity === 'Major').toBe(ms.some((m) => Math.abs(m) >= 60));
        expect(choices.length > 0).toBe(severity === 'Major');
      }),
    );
  });
});
