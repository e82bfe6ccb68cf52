import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCardNumberInput, formatExpiryInput, placeCaret } from './card-input-format';

describe('formatCardNumberInput', () => {
  it('groups digits as the card prints them', () => {
    expect(formatCardNumberInput('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumberInput('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumberInput('30569309025904')).toBe('3056 930902 5904');
    expect(formatCardNumberInput('4242-42')).toBe('4242 42');
    expect(formatCardNumberInput('')).toBe('');
  });

  it('keeps every digit typed, in order, up to 19', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9 -]{0,30}$/), (typed) => {
        const digits = typed.replace(/\D/g, '').slice(0, 19);
        expect(formatCardNumberInput(typed).replace(/ /g, '')).toBe(digits);
        // Formatting what it formatted changes nothing.
        expect(formatCardNumberInput(formatCardNumberInput(typed))).toBe(
          formatCardNumberInput(typed),
        );
      }),
    );
  });
});

describe('formatExpiryInput', () => {
  it('adds the slash after the month and pads a month that can only be one digit', () => {
    expect(formatExpiryInput('1', '')).toBe('1');
    expect(formatExpiryInput('12', '1')).toBe('12/');
    expect(formatExpiryInput('1230', '')).toBe('12/30');
    expect(formatExpiryInput('12/30', '')).toBe('12/30');
    expect(formatExpiryInput('4', '')).toBe('04/');
    expect(formatExpiryInput('12/2030', '')).toBe('12/2030');
  });

  it('lets the slash be deleted', () => {
    expect(formatExpiryInput('12', '12/')).toBe('12');
    expect(formatExpiryInput('1', '12')).toBe('1');
  });
});

describe('placeCaret', () => {
  it('puts the caret after the same digits', () => {
    expect(placeCaret('4242 4242', 4)).toBe(4);
    expect(placeCaret('4242 4242', 5)).toBe(6);
    expect(placeCaret('4242 4242', 0)).toBe(0);
    expect(placeCaret('12/30', 3)).toBe(4);
  });
});
