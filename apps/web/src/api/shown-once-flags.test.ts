import { describe, expect, it } from 'vitest';
import { hasBeenShown, markShown, SHOWN_ONCE_FLAGS, type ShownOnceFlag } from './shown-once-flags';
import type { KeyValueStorage } from './storage-keys';

function createMemoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

describe('shown-once flags', () => {
  it('are the spec’s local-storage flags, each under its own key', () => {
    expect(SHOWN_ONCE_FLAGS).toEqual({
      onboarding: 'onboarding_modal',
      seanEllis: 'sean_ellis',
      vxbHelptip: 'vxb_helptip',
      nfuAwarenessPayment: 'nfu_awareness_payment',
      packagesEducational: 'packages_educational_helptip',
    });
  });

  it('is unshown until marked, then shown for good, one flag at a time', () => {
    const storage = createMemoryStorage();
    const flags = Object.keys(SHOWN_ONCE_FLAGS) as ShownOnceFlag[];
    for (const flag of flags) expect(hasBeenShown(flag, storage)).toBe(false);
    markShown('seanEllis', storage);
    expect(hasBeenShown('seanEllis', storage)).toBe(true);
    expect(flags.filter((flag) => hasBeenShown(flag, storage))).toEqual(['seanEllis']);
    markShown('seanEllis', storage);
    expect(storage.map.get('sean_ellis')).toBe('true');
  });

  it('counts a value an earlier build wrote as shown', () => {
    const storage = createMemoryStorage();
    storage.map.set('packages_educational_helptip', '1');
    expect(hasBeenShown('packagesEducational', storage)).toBe(true);
  });

  it('shows nothing twice when storage is off: it reads as unshown and ignores the mark', () => {
    expect(hasBeenShown('vxbHelptip', null)).toBe(false);
    expect(() => markShown('vxbHelptip', null)).not.toThrow();
  });
});
