import { expect, type Page, test } from '@playwright/test';
import { DEALER, DEMO_USERS, signIn } from './support/demo';

/**
 * Issue 38 point 6: "Orientation resize debounce 200 ms" (part 1) / "Orientation resize lag 200 ms"
 * (part 2). A layout that switches with the viewport (here the list's table and phone cards)
 * switches once the size has held for 200 ms, not at the first resize event. The page itself
 * times the switch from the resize, so a slow machine cannot make the lag look shorter.
 */

/** Starts timing: the first resize event, then the first moment `main table` is (or is not) there. */
async function timeSwitch(page: Page, tableAfter: boolean) {
  await page.evaluate((wanted) => {
    const w = window as unknown as { lag: { resizedAt?: number; switchedAt?: number } };
    w.lag = {};
    window.addEventListener('resize', () => (w.lag.resizedAt ??= performance.now()), { once: true });
    const observer = new MutationObserver(() => {
      const hasTable = document.querySelector('main table') !== null;
      if (w.lag.resizedAt !== undefined && hasTable === wanted && w.lag.switchedAt === undefined) {
        w.lag.switchedAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, tableAfter);
}

async function measuredLag(page: Page): Promise<number> {
  return page.evaluate(() => {
    const { lag } = window as unknown as { lag: { resizedAt?: number; switchedAt?: number } };
    return (lag.switchedAt ?? Number.NaN) - (lag.resizedAt ?? Number.NaN);
  });
}

test('the list switches between table and cards 200 ms after the viewport settles', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(`/${DEALER}/new`, { timeout: 30_000 });
  await page.goto(`/${DEALER}/appraisals`);
  const table = page.locator('main table');
  await expect(table.first()).toBeVisible();

  // Wide to phone (a phone turned upright): the cards come after the lag.
  await timeSwitch(page, false);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  expect(await measuredLag(page)).toBeGreaterThanOrEqual(180);

  // Phone to wide (turned on its side, or a window dragged wider): the table after the lag.
  await timeSwitch(page, true);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(table.first()).toBeVisible();
  expect(await measuredLag(page)).toBeGreaterThanOrEqual(180);
});
