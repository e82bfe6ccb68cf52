import { describe, expect, it } from 'vitest';
import { readDismissedTakeovers } from './takeover-banners';

describe('dismissed takeovers', () => {
  it('reads the stored list of ids, and anything else as none', () => {
    expect(readDismissedTakeovers(null)).toEqual([]);
    expect(readDismissedTakeovers('["winter-sale","policy"]')).toEqual(['winter-sale', 'policy']);
    expect(readDismissedTakeovers('["a", 3, null]')).toEqual(['a']);
    expect(readDismissedTakeovers('{"a":1}')).toEqual([]);
    expect(readDismissedTakeovers('not json')).toEqual([]);
  });
});
