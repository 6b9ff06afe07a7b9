import { describe, expect, it } from 'vitest';
import { INPUT, isSearchHotkey, nextFocus } from './focus-nav';

describe('nextFocus: arrow keys across the results', () => {
  it('goes from the box into the list with ArrowDown', () => {
    expect(nextFocus(INPUT, 'ArrowDown', 3)).toBe(0);
  });

  it('moves down and up the results, stopping at the last', () => {
    expect(nextFocus(0, 'ArrowDown', 3)).toBe(1);
    expect(nextFocus(1, 'ArrowDown', 3)).toBe(2);
    expect(nextFocus(2, 'ArrowDown', 3)).toBe(2);
    expect(nextFocus(2, 'ArrowUp', 3)).toBe(1);
  });

  it('goes back to the box with ArrowUp from the first result', () => {
    expect(nextFocus(0, 'ArrowUp', 3)).toBe(INPUT);
  });

  it('leaves keys it does not handle to the browser', () => {
    expect(nextFocus(INPUT, 'ArrowUp', 3)).toBeNull();
    expect(nextFocus(INPUT, 'ArrowDown', 0)).toBeNull();
    expect(nextFocus(INPUT, 'Home', 3)).toBeNull();
    expect(nextFocus(1, 'Enter', 3)).toBeNull();
    expect(nextFocus(1, 'a', 3)).toBeNull();
  });

  it('jumps to the first and last result with Home and End', () => {
    expect(nextFocus(1, 'Home', 3)).toBe(0);
    expect(nextFocus(0, 'End', 3)).toBe(2);
  });

  it('recovers when the list shrank under the focus', () => {
    expect(nextFocus(7, 'ArrowDown', 3)).toBe(0);
    expect(nextFocus(7, 'ArrowUp', 3)).toBeNull();
  });
});

describe('isSearchHotkey', () => {
  const key = (over: Partial<Parameters<typeof isSearchHotkey>[0]>) => ({
    key: '/',
    code: 'Slash',
    ctrlKey: true,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...over,
  });

  it('is Ctrl+/ (and Cmd+/ on a Mac)', () => {
    expect(isSearchHotkey(key({}))).toBe(true);
    expect(isSearchHotkey(key({ ctrlKey: false, metaKey: true }))).toBe(true);
  });

  it('works where "/" needs Shift (German layout: Shift+7)', () => {
    expect(isSearchHotkey(key({ key: '/', code: 'Digit7', shiftKey: true }))).toBe(true);
  });

  it('is not "/" alone, Ctrl+?, Ctrl+Alt+/ or another key', () => {
    expect(isSearchHotkey(key({ ctrlKey: false }))).toBe(false);
    expect(isSearchHotkey(key({ key: '?', shiftKey: true }))).toBe(false);
    expect(isSearchHotkey(key({ altKey: true }))).toBe(false);
    expect(isSearchHotkey(key({ key: 'k', code: 'KeyK' }))).toBe(false);
  });
});
