import { describe, expect, it } from 'vitest';
import { findExperimentVariant } from './use-experiments';

describe('findExperimentVariant', () => {
  it('returns the assigned variant or control', () => {
    const experiments = [{ id: 'packages', variant: 'trip-builder', data: null }];
    expect(findExperimentVariant(experiments, 'packages')).toBe('trip-builder');
    expect(findExperimentVariant(experiments, 'other')).toBe('control');
  });
});
