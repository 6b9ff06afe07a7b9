/**
 * Where focus goes once an answered invitation's notice is gone (its buttons with it): the next
 * notice's Accept button, else the page's main heading, else the main landmark, so a keyboard or
 * screen-reader user is not dropped on the body.
 */
export function focusAfterNotice(list: HTMLElement | null): void {
  const next = list?.querySelector<HTMLElement>('[data-invitation-accept]');
  const target = next ?? document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  if (target !== next && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}
