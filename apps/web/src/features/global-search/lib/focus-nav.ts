/** Focus positions in the search popup: INPUT is the text box, 0..n-1 the results. */
export const INPUT = -1;

/**
 * Where the arrow keys move focus (spec part 1 section 2: "arrow keys move focus across results"):
 * ArrowDown from the box to the first result and on down, stopping at the last; ArrowUp back up
 * and from the first result into the box; Home and End within the results. Null: not handled, so
 * the key keeps its default (the caret moves in the box).
 */
export function nextFocus(current: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  const inList = current >= 0 && current < count;
  switch (key) {
    case 'ArrowDown':
      return inList ? Math.min(current + 1, count - 1) : 0;
    case 'ArrowUp':
      return inList ? current - 1 : null;
    case 'Home':
      return inList ? 0 : null;
    case 'End':
      return inList ? count - 1 : null;
    default:
      return null;
  }
}

/**
 * Ctrl+/ opens the popup (Cmd+/ too, for Mac keyboards). Layouts where "/" needs Shift (Shift+7 on
 * a German keyboard) still report key "/"; the physical Slash key with Shift is "?", not ours.
 */
export function isSearchHotkey(e: {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}): boolean {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return false;
  return e.key === '/' || (e.code === 'Slash' && !e.shiftKey);
}
