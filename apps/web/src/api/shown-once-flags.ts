import {
  readStoredValue,
  STORAGE_KEYS,
  writeStoredValue,
  type KeyValueStorage,
} from './storage-keys';

/**
 * The spec's "shown once" local-storage flags (§3): each tip, survey or notice is shown until the
 * person has seen (or answered, or dismissed) it once in this browser, then never again. Every
 * such flag goes through here, so they are all read and written the same way.
 */
export const SHOWN_ONCE_FLAGS = {
  /** The first-session welcome (/auth/ftux). */
  onboarding: STORAGE_KEYS.onboardingModal,
  /** The one-question survey after a person's second booking. */
  seanEllis: STORAGE_KEYS.seanEllis,
  /** The Venture X Business tip for corporate card holders with that card. */
  vxbHelptip: STORAGE_KEYS.vxbHelptip,
  /** A Non Financial User told they cannot redeem rewards or spend travel credits. */
  nfuAwarenessPayment: STORAGE_KEYS.nfuAwarenessPayment,
  /** What a package is, on the package pages. */
  packagesEducational: STORAGE_KEYS.packagesEducationalHelptip,
} as const;

export type ShownOnceFlag = keyof typeof SHOWN_ONCE_FLAGS;

/** The value a shown flag holds (any stored value counts as shown, as earlier builds wrote it). */
const SHOWN = 'true';

export function hasBeenShown(flag: ShownOnceFlag, storage?: KeyValueStorage | null): boolean {
  return readStoredValue(SHOWN_ONCE_FLAGS[flag], storage) !== null;
}

/** Remembers the flag; what is shown once stays hidden from now on. */
export function markShown(flag: ShownOnceFlag, storage?: KeyValueStorage | null): void {
  writeStoredValue(SHOWN_ONCE_FLAGS[flag], SHOWN, storage);
}
