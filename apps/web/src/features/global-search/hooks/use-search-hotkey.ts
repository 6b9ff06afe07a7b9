import { useEffect, useRef } from 'react';
import { isSearchHotkey } from '../lib/focus-nav';

/**
 * Ctrl+/ anywhere in the shell, even while typing in a field (Mantine's useHotkeys skips inputs by
 * default, and this shortcut must not): the key never reaches the field.
 */
export function useSearchHotkey(onHotkey: () => void): void {
  const handler = useRef(onHotkey);
  handler.current = onHotkey;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || !isSearchHotkey(event)) return;
      event.preventDefault();
      handler.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
