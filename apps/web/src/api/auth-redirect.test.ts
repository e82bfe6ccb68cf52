import { describe, expect, it } from 'vitest';
import {
  peekAuthRedirect,
  saveAuthRedirect,
  selectReturnAfterSignIn,
  takeAuthRedirect,
} from './auth-redirect';
import type { KeyValueStorage } from './storage-keys';

function createMemoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

describe('auth redirect', () => {
  it('returns to the saved location only from the home page sign-in lands on', () => {
    const home = { pathname: '/', search: '' };
    expect(selectReturnAfterSignIn('/trips/?tab=past', home)).toBe('/trips/?tab=past');
    expect(selectReturnAfterSignIn('/', home)).toBeNull();
    expect(selectReturnAfterSignIn(null, home)).toBeNull();
    // The person opened another page before the hand-off ran: that page stays.
    expect(
      selectReturnAfterSignIn('/', { pathname: '/hotels/availability', search: '?stars=5' }),
    ).toBeNull();
    expect(
      selectReturnAfterSignIn('/trips/', { pathname: '/flights/search', search: '' }),
    ).toBeNull();
  });

  it('stores a location and hands it back once', () => {
    const storage = createMemoryStorage();
    saveAuthRedirect('/trips/?tab=upcoming', storage);
    expect(storage.map.get('wf_auth_redirect')).toBe('/trips/?tab=upcoming');
    expect(peekAuthRedirect(storage)).toBe('/trips/?tab=upcoming');
    expect(takeAuthRedirect(storage)).toBe('/trips/?tab=upcoming');
    expect(takeAuthRedirect(storage)).toBeNull();
  });

  it('never stores or follows an unsafe location', () => {
    const storage = createMemoryStorage();
    saveAuthRedirect('/auth/invalidsession/', storage);
    expect(storage.map.size).toBe(0);
    const tampered = createMemoryStorage({ wf_auth_redirect: 'https://evil.example/' });
    expect(takeAuthRedirect(tampered)).toBeNull();
    expect(tampered.map.size).toBe(0);
  });
});
