import { expect, type Locator, type Page } from '@playwright/test';

/** How wide the page's content is: more than the viewport means the page scrolls sideways. */
export const contentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * The element lies within the screen's width where it is drawn, nothing scrolled sideways to reach
 * it: a control in a table that scrolls inside its frame, past the edge, fails this.
 */
export async function expectWithinScreen(page: Page, element: Locator): Promise<void> {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, 'drawn').not.toBeNull();
  expect(box!.x, `left edge of ${element}`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `right edge of ${element}`).toBeLessThanOrEqual(width);
}
