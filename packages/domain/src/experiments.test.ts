import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GATE_IDS,
  GATE_VARIANTS,
  assignVariant,
  defineGate,
  experimentTrackingProperty,
  resolveVariants,
} from './experiments';

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

describe('product gates (issue 24)', () => {
  it('shows a gate at 100 to everyone and at 0 to no one', () => {
    const on = defineGate('travel-sale', 100);
    const off = defineGate('hotels-map-first', 0);
    fc.assert(
      fc.property(fc.string(), (userId) => {
        expect(assignVariant(userId, on)).toBe('available');
        expect(assignVariant(userId, off)).toBe('control');
      }),
    );
  });

  it('shows a gate to about its share of people', () => {
    const half = defineGate('cotb-approval-banner', 50);
    const shown = Array.from({ length: 2000 }, (_, i) => assignVariant(`usr_${i}`, half)).filter(
      (variant) => variant === 'available',
    ).length;
    expect(shown).toBeGreaterThan(900);
    expect(shown).toBeLessThan(1100);
  });

  it('has only the spec variants, control and available', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GATE_IDS), fc.integer({ min: -50, max: 150 }), (id, share) => {
        const gate = defineGate(id, share);
        expect(gate.variants.map((v) => v.name)).toEqual([...GATE_VARIANTS]);
        expect(gate.variants.reduce((sum, v) => sum + v.weight, 0)).toBe(100);
      }),
    );
  });

  it('lets a pin win over the assignment, but only a variant the experiment has', () => {
    const gates = [defineGate('travel-sale', 100), packages];
    fc.assert(
      fc.property(fc.string(), (userId) => {
        const pinned = resolveVariants(userId, gates, { 'travel-sale': 'control' });
        expect(pinned[0]).toEqual({ id: 'travel-sale', variant: 'control', pinned: true });
        expect(pinned[1]).toEqual({
          id: 'packages',
          variant: assignVariant(userId, packages),
          pinned: false,
        });
        const bogus = resolveVariants(userId, gates, { 'travel-sale': 'trip-builder' });
        expect(bogus[0]).toEqual({ id: 'travel-sale', variant: 'available', pinned: false });
      }),
    );
  });

  it('names each assignment as the tracking properties do', () => {
    expect(experimentTrackingProperty('packages')).toBe('exp_packages');
    expect(experimentTrackingProperty('cotb-approval-banner')).toBe('exp_cotb_approval_banner');
  });
});
