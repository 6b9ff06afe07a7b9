import { TIMING } from '@dealer/domain';
import { useEffect, useState } from 'react';

/**
 * Whether a media query about the viewport matches, for a layout that switches in script (drawer or
 * top bar, cards or table). Read while rendering, so a phone's first render is the phone's; later
 * changes follow after the spec's "Orientation resize debounce 200 ms" (both parts' constants), so
 * turning a phone or dragging a window edge redraws the layout once, when it has settled.
 */
export function useViewportQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setMatches(list.matches), TIMING.orientationDebounceMs);
    };
    // Another query than the first render's: take its value now (no change, no render).
    setMatches(list.matches);
    list.addEventListener('change', settle);
    return () => {
      list.removeEventListener('change', settle);
      clearTimeout(timer);
    };
  }, [query]);
  return matches;
}

/** Below Mantine's "sm" breakpoint (48em, 768 px): the phone layouts. */
export const PHONE_QUERY = '(max-width: 47.99em)';
