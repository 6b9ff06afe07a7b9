import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { DEALER, DEMO_USERS, signIn } from './support/demo';

/**
 * Issue 38 point 20: the dashboard's trend charts have a date axis and a count axis and show the
 * day's figure on hover; an empty accuracy table says it is empty; the drill-down names its window
 * in its heading and its tab title. At desktop and phone widths.
 */
async function openDashboard(page: Page, path: string) {
  await signIn(page, DEMO_USERS.admin.email);
  // The landing redirect can take a while on a shared machine.
  await expect(page).toHaveURL(`/${DEALER}/new`, { timeout: 30_000 });
  await page.goto(`/${DEALER}/appraisals/${path}`);
  await expect(page.getByRole('heading', { level: 1, name: "Metro Motors's Dashboard" })).toBeVisible();
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`trend charts have axes and show the day's count on hover (${viewport.width} px)`, async ({ page }) => {
    test.slow(); // five charts and an axe scan on a shared machine
    await page.setViewportSize(viewport);
    await openDashboard(page, 'dashboard?days=30');
    const trend = page.locator('[data-tile="submitted"]').getByTestId('tile-trend');
    await expect(trend.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value').first()).toHaveText(
      /^\d\d\/\d\d$/,
    );
    await expect(trend.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value').first()).toHaveText(
      /^\d+$/,
    );

    const box = (await trend.locator('.recharts-surface').boundingBox())!;
    await page.mouse.move(box.x + box.width - 10, box.y + box.height / 3);
    const tip = trend.getByTestId('trend-tooltip');
    await expect(tip).toBeVisible();
    await expect(tip).toHaveText(/^\d\d\/\d\d\/\d{4}: \d+$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`the drill-down names its window in its heading and tab title (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openDashboard(page, 'dashboard?days=90');
    // On the tile's label: its middle is the chart, whose hover tooltip follows the pointer.
    await page.locator('[data-tile="submitted"]').getByText('Appraisals submitted').click();
    await expect(page).toHaveURL(`/${DEALER}/trade/submitted/dealer-stats?days=90`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dealer Submission (90 days)');
    await expect(page).toHaveTitle('Dealer Submission (90 days) | Dealer Admin');
    await page.goto(`/${DEALER}/returns/grounding/dealer-stats?days=7`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dealer Submission (Past week)');
    await expect(page).toHaveTitle('Dealer Submission (Past week) | Dealer Admin');
  });
}

test('an accuracy table without rows says so under its headers', async ({ page }) => {
  test.slow(); // the look-back and an axe scan on a shared machine
  await openDashboard(page, 'dashboard/returns?days=365');
  const section = page.getByRole('region', { name: 'Accuracy look-back' });
  // The look-back is read after the tiles; a loaded machine takes a while.
  await expect(section.getByTestId('accuracy-records')).toHaveText(/^Vehicles bought: [1-9]\d*$/, { timeout: 30_000 });
  // Lease returns are bought, not offered: no appraiser's offer to compare.
  const byAppraiser = section.getByRole('table', { name: 'By appraiser' });
  await expect(byAppraiser.getByRole('cell')).toHaveText([
    'No offers on these vehicles: an appraiser is compared once an offer was made on a bought vehicle.',
  ]);
  expect(await seriousViolations(page)).toEqual([]);
});
