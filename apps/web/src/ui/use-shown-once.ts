import { useCallback, useState } from 'react';
import { hasBeenShown, markShown, type ShownOnceFlag } from '../api/shown-once-flags';

/**
 * A tip or survey shown once (api/shown-once-flags.ts): `isOpen` until `close` is called (an
 * answer or a dismissal), which remembers the flag for good. Read once per mount, so a tip does
 * not vanish while the person reads it when another tab marks it.
 */
export function useShownOnce(flag: ShownOnceFlag): { isOpen: boolean; close: () => void } {
  const [isOpen, setIsOpen] = useState(() => !hasBeenShown(flag));
  const close = useCallback(() => {
    markShown(flag);
    setIsOpen(false);
  }, [flag]);
  return { isOpen, close };
}
