import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from './storage-keys';
import { STORAGE_KEYS, readStoredValue, removeStoredValue, writeStoredValue } from './storage-keys';

function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

describe('storage keys', () => {
  it('names the keys exactly once, with the wf_ prefix and the spec flag', () => {
    expect(STORAGE_KEYS).toEqual({
      sessionSecret: 'wf_session_secret',
      authRedirect: 'wf_auth_redirect',
      invalidSession: 'wf_invalid_session',
      locale: 'wf_locale',
      onboardingModal: 'onboarding_modal',
      recentCarSearches: 'wf_recent_car_searches',
      packagesEducationalHelptip: 'packages_educational_helptip',
      recentPackageSearches: 'wf_recent_package_searches',
      seanEllis: 'sean_ellis',
      vxbHelptip: 'vxb_helptip',
      nfuAwarenessPayment: 'nfu_awareness_payment',
      dismissedTakeovers: 'wf_dismissed_takeovers',
      webviewMode: 'wf_webview_mode',
      travelAppBridge: 'wf_travel_app_bridge',
      trackingAttribution: 'wf_tracking_attribution',
      lastProductEntry: 'wf_last_product_entry',
    });
    expect(new Set(Object.values(STORAGE_KEYS)).size).toBe(Object.values(STORAGE_KEYS).length);
  });

  it('reads, writes and removes through the given storage', () => {
    const storage = createMemoryStorage();
    expect(readStoredValue(STORAGE_KEYS.locale, storage)).toBeNull();
    writeStoredValue(STORAGE_KEYS.locale, 'fr', storage);
    expect(readStoredValue(STORAGE_KEYS.locale, storage)).toBe('fr');
    removeStoredValue(STORAGE_KEYS.locale, storage);
    expect(readStoredValue(STORAGE_KEYS.locale, storage)).toBeNull();
  });

  it('survives a storage that throws and a missing storage', () => {
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readStoredValue(STORAGE_KEYS.locale, throwing)).toBeNull();
    expect(() => writeStoredValue(STORAGE_KEYS.locale, 'en', throwing)).not.toThrow();
    expect(() => removeStoredValue(STORAGE_KEYS.locale, throwing)).not.toThrow();
    expect(readStoredValue(STORAGE_KEYS.locale, null)).toBeNull();
  });
});
