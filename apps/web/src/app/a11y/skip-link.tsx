import type { MouseEvent } from 'react';

/** The id every page's main landmark carries, so the skip link names an element that exists. */
export const MAIN_ID = 'main';

/** Moves focus to the page's main landmark (made focusable from code only). */
export function focusMain(): boolean {
  const main = document.getElementById(MAIN_ID) ?? document.querySelector<HTMLElement>('main');
  if (!main) return false;
  if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
  main.focus();
  return true;
}

/** The first stop of the Tab key on every page: "Skip to main content" (WCAG 2.4.1). */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus by hand: a "#main" fragment would go through the router as a navigation.
    if (focusMain()) event.preventDefault();
  };
  return (
    <a href={`#${MAIN_ID}`} className="skip-link" onClick={skip}>
      Skip to main content
    </a>
  );
}
