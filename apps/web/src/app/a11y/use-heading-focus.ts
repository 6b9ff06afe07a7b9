import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long after a navigation the new page's heading may still take focus (a record loading). */
const WINDOW_MS = 10_000;

const editable = (el: Element) =>
  el instanceof HTMLInputElement ||
  el instanceof HTMLTextAreaElement ||
  el instanceof HTMLSelectElement ||
  (el instanceof HTMLElement && el.isContentEditable);

/** The element that should get focus: the page's h1 (in main when there is one). */
const pageHeading = () => document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');

/**
 * After a navigation (a link, sign-in, opening a record, a search result) focus goes to the new
 * page's h1, as a screen-reader user expects, instead of falling to the body. Lazy pages and
 * records load after the path changes, so it waits for the heading (and takes it again if the one
 * it focused is replaced) until the user presses a key or clicks, or WINDOW_MS pass. Focus that
 * the user put in a field or a dialog is never taken. The first page load keeps the browser's focus.
 */
export function useHeadingFocus() {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = pathname;
    if (previous === null || previous === pathname) return;
    let stopped = false;
    const place = () => {
      if (stopped) return;
      const active = document.activeElement;
      if (active && active !== document.body && (editable(active) || active.closest('[role="dialog"]'))) return;
      const heading = pageHeading();
      if (!heading || active === heading) return;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    };
    const observer = new MutationObserver(place);
    const stop = () => {
      stopped = true;
      observer.disconnect();
      window.removeEventListener('keydown', stop, true);
      window.removeEventListener('pointerdown', stop, true);
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('keydown', stop, true);
    window.addEventListener('pointerdown', stop, true);
    const timer = window.setTimeout(stop, WINDOW_MS);
    place();
    return stop;
  }, [pathname]);
}
