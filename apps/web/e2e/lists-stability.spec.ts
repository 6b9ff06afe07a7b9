import { expect, test } from '@playwright/test';
import { DEALER, DEMO_USERS, signIn } from './support/demo';

declare global {
  interface Window {
    layoutShift: number;
  }
}

/**
 * The Buying center does not jump while it loads (Lighthouse's CLS): the Transfers filter holds its
 * place while the linked dealers load, and the stage tabs keep room for their counts. Before, the
 * filter row and the tabs each wrapped anew when their data came, a layout shift of about 0.9.
 */
test('the Buying center keeps its layout while filters, counts and rows arrive', async ({ page }) => {
  await page.setViewportSize({ width: 1350, height: 940 });
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  await page.addInitScript(() => {
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) window.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`/${DEALER}/appraisals`);
  await expect(page.getByTestId('tab-count').first()).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.layoutShift)).toBeLessThan(0.1);
});
