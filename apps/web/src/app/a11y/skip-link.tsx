import type { MouseEvent } from 'react';

/** Moves focus to the page's main landmark (made focusable from code only). */
export function focusMain(): boolean {
  const main = document.querySelector<HTMLElement>('main');
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
    // biome-ignore lint/a11y/useValidAnchor: a skip link is a link to the main content; the click focuses it without a router navigation
    <a href="#main" className="skip-link" onClick={skip}>
      Skip to main content
    </a>
  );
}
