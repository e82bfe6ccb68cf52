/** What a key press inside an open menu does (WAI-ARIA APG menu button pattern). */
export type MenuKeyAction =
  | { kind: 'focus'; index: number }
  /** Focus returns to the button; after Tab the browser then moves it on as usual. */
  | { kind: 'close'; movesOn: boolean }
  | { kind: 'activate' }
  | { kind: 'none' };

/** The item to focus when the menu opens from its button: ArrowUp starts at the last one. */
export function selectOpeningIndex(key: string, itemCount: number): number | null {
  if (itemCount === 0) return null;
  if (key === 'ArrowUp') return itemCount - 1;
  if (key === 'ArrowDown' || key === 'Enter' || key === ' ') return 0;
  return null;
}

/**
 * Arrow keys wrap, Home/End jump, a printable character moves to the next item starting with it,
 * Escape closes and returns focus to the button, Tab closes and lets focus move on.
 * `current` is -1 while the menu itself (not an item) has focus.
 */
export function selectMenuKeyAction(
  key: string,
  current: number,
  labels: readonly string[],
): MenuKeyAction {
  const count = labels.length;
  if (count === 0) return key === 'Escape' ? { kind: 'close', movesOn: false } : { kind: 'none' };
  switch (key) {
    case 'ArrowDown':
      return { kind: 'focus', index: (current + 1) % count };
    case 'ArrowUp':
      return { kind: 'focus', index: current <= 0 ? count - 1 : current - 1 };
    case 'Home':
      return { kind: 'focus', index: 0 };
    case 'End':
      return { kind: 'focus', index: count - 1 };
    case 'Escape':
      return { kind: 'close', movesOn: false };
    case 'Tab':
      return { kind: 'close', movesOn: true };
    case 'Enter':
    case ' ':
      return current >= 0 ? { kind: 'activate' } : { kind: 'none' };
    default:
      break;
  }
  if (key.length !== 1 || key === ' ') return { kind: 'none' };
  const typed = key.toLocaleLowerCase();
  for (let step = 1; step <= count; step++) {
    const index = (current + step + count) % count;
    if (labels[index]?.trim().toLocaleLowerCase().startsWith(typed))
      return { kind: 'focus', index };
  }
  return { kind: 'none' };
}
