import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignVariant } from './experiments';

const packages = {
  id: 'packages',
  variants: [
    { name: 'control', weight: 1 },
    { name: 'trip-builder', weight: 1 },
    { name: 'hotels-flights', weight: 1 },
  ],
};

describe('assignVariant', () => {
  it('always gives the same user the same variant', () => {
    fc.assert(
      fc.property(
        fc.string(),
        (userId) => assignVariant(userId, packages) === assignVariant(userId, packages),
      ),
    );
  });

  it('spreads users over every weighted variant', () => {
    const seen = new Set(
      Array.from({ length: 300 }, (_, i) => assignVariant(`user-${i}`, packages)),
    );
    expect([...seen].sort()).toEqual(['control', 'hotels-flights', 'trip-builder']);
  });

  it('never assigns a zero-weight variant', () => {
    const exp = {
      id: 'x',
      variants: [
        { name: 'control', weight: 1 },
        { name: 'available', weight: 0 },
      ],
    };
    fc.assert(fc.property(fc.string(), (userId) => assignVariant(userId, exp) === 'control'));
  });
});
