import { describe, expect, it } from 'vitest';
import { parseUsdAmount } from './usd-amount';

describe('a typed US dollar price', () => {
  it('reads dollars and cents as people write them', () => {
    expect(parseUsdAmount('412.37')).toBe(41_237);
    expect(parseUsdAmount(' $412.37 ')).toBe(41_237);
    expect(parseUsdAmount('412')).toBe(41_200);
    expect(parseUsdAmount('412.5')).toBe(41_250);
    expect(parseUsdAmount('1,204.10')).toBe(120_410);
    expect(parseUsdAmount('US$1,204')).toBe(120_400);
    expect(parseUsdAmount('1 204,10 $')).toBe(120_410);
    expect(parseUsdAmount('1\u202f204,10\u00a0$')).toBe(120_410);
    expect(parseUsdAmount('412,37')).toBe(41_237);
    expect(parseUsdAmount('1.204,10')).toBe(120_410);
  });

  it('answers null for nothing and invalid for the rest', () => {
    expect(parseUsdAmount('')).toBeNull();
    expect(parseUsdAmount('   ')).toBeNull();
    for (const text of ['$', 'abc', '12.345', '-12', '0', '0.00', '1,2,3', '12..3', '1e3'])
      expect(parseUsdAmount(text), text).toBe('invalid');
  });
});
