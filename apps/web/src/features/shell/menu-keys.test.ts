import { describe, expect, it } from 'vitest';
import { selectMenuKeyAction, selectOpeningIndex } from './menu-keys';

const ITEMS = ['Travelers', 'Sign out'];

describe('opening the account menu from its button', () => {
  it('starts on the first item, or the last with ArrowUp', () => {
    expect(selectOpeningIndex('Enter', 2)).toBe(0);
    expect(selectOpeningIndex(' ', 2)).toBe(0);
    expect(selectOpeningIndex('ArrowDown', 2)).toBe(0);
    expect(selectOpeningIndex('ArrowUp', 2)).toBe(1);
    expect(selectOpeningIndex('a', 2)).toBeNull();
    expect(selectOpeningIndex('Enter', 0)).toBeNull();
  });
});

describe('keys inside the open menu', () => {
  it('wraps with the arrow keys and jumps with Home and End', () => {
    expect(selectMenuKeyAction('ArrowDown', 0, ITEMS)).toEqual({ kind: 'focus', index: 1 });
    expect(selectMenuKeyAction('ArrowDown', 1, ITEMS)).toEqual({ kind: 'focus', index: 0 });
    expect(selectMenuKeyAction('ArrowUp', 0, ITEMS)).toEqual({ kind: 'focus', index: 1 });
    expect(selectMenuKeyAction('ArrowDown', -1, ITEMS)).toEqual({ kind: 'focus', index: 0 });
    expect(selectMenuKeyAction('ArrowUp', -1, ITEMS)).toEqual({ kind: 'focus', index: 1 });
    expect(selectMenuKeyAction('Home', 1, ITEMS)).toEqual({ kind: 'focus', index: 0 });
    expect(selectMenuKeyAction('End', 0, ITEMS)).toEqual({ kind: 'focus', index: 1 });
  });

  it('closes with Escape (focus stays on the button) and Tab (focus moves on from it)', () => {
    expect(selectMenuKeyAction('Escape', 0, ITEMS)).toEqual({ kind: 'close', movesOn: false });
    expect(selectMenuKeyAction('Tab', 1, ITEMS)).toEqual({ kind: 'close', movesOn: true });
  });

  it('activates the focused item with Enter or Space, not the menu itself', () => {
    expect(selectMenuKeyAction('Enter', 1, ITEMS)).toEqual({ kind: 'activate' });
    expect(selectMenuKeyAction(' ', 0, ITEMS)).toEqual({ kind: 'activate' });
    expect(selectMenuKeyAction('Enter', -1, ITEMS)).toEqual({ kind: 'none' });
  });

  it('moves to the next item starting with a typed character, in any case', () => {
    expect(selectMenuKeyAction('s', 0, ITEMS)).toEqual({ kind: 'focus', index: 1 });
    expect(selectMenuKeyAction('T', 1, ITEMS)).toEqual({ kind: 'focus', index: 0 });
    expect(selectMenuKeyAction('é', 0, ['Voyageurs', 'Éteindre'])).toEqual({
      kind: 'focus',
      index: 1,
    });
    expect(selectMenuKeyAction('x', 0, ITEMS)).toEqual({ kind: 'none' });
    expect(selectMenuKeyAction('Shift', 0, ITEMS)).toEqual({ kind: 'none' });
  });
});
