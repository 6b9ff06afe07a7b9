import { ERROR_MESSAGES, reportLoadError } from '@dealer/domain';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { textContrast } from './support/contrast';
import { DEALER, DEMO_USERS, signIn } from './support/demo';
import { fetchList, type ListRow, listUrl, vehicleName } from './support/lists';

/**
 * The vehicle-history connection (spec part 1 sections 2, 4, 8): "Login required" on a record,
 * approval on the provider's (sandbox) page, the four pillars back on the record and its list row,
 * the report a click away, and a revoked grant asking to connect again. Records are taken from the
 * middle of the open trade-ins (other specs use the oldest and newest) and only read.
 */

/** Open trade-ins from the 20th oldest on whose VIN the provider has a report, skipping `skip`. */
async function recordsWithReports(page: Page, count: number): Promise<ListRow[]> {
  const { rows } = await fetchList(page, { appraisalTypeId: 1, filterId: -4 }, { sort: ['id', 'ASC'] });
  const picked: ListRow[] = [];
  for (const row of rows.slice(20).filter((r) => r.vinCount === 1 && r.vin?.length === 17)) {
    const report = await page.request.get(`/sandbox/carfax/report/${row.vin}`);
    if (!(await report.text()).includes('No report')) picked.push(row);
    if (picked.length === count) return picked;
  }
  throw new Error('not enough demo records with a vehicle-history report');
}

const badge = (page: Page) => page.getByTestId('vehicle-history').first();
const detailUrl = (row: ListRow) => `/${DEALER}/appraisals/${row.id}`;

async function openRecord(page: Page, row: ListRow) {
  await page.goto(detailUrl(row));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vehicleName(row));
  // The heading comes with the server's page; the header's badges come with the record.
  await expect(page.getByTestId('stage')).toBeVisible();
}

/** Presses "Login required", approves on the provider's page and lands back on the same page. */
async function connectFrom(page: Page) {
  const back = page.url();
  await badge(page).getByRole('button', { name: 'Login required' }).click();
  await expect(page).toHaveURL(/\/sandbox\/carfax\/oauth\/authorize\?/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Allow Dealer Admin');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(back);
}

test('an appraiser connects from a record, sees the four pillars there and on the list, and opens the report', async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.appraiser.email);
  await expect(page).toHaveURL(/\/(new|appraisals)$/);
  const [row] = await recordsWithReports(page, 1);
  await openRecord(page, row!);
  const login = badge(page).getByRole('button', { name: 'Login required' });
  await expect(login).toBeVisible();
  expect(await textContrast(login.getByText('Login required'))).toBeGreaterThanOrEqual(4.5);

  await connectFrom(page);
  await expect(badge(page).locator('[data-pillar]')).toHaveCount(4);
  const pillars = await badge(page)
    .locator('[data-pillar]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-pillar')));
  expect(pillars).toEqual(['accident', 'owner', 'useType', 'serviceRecord']);
  await expect(badge(page)).toContainText(/accident/i);
  await expect(badge(page)).toContainText(/service record/i);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('carfax') ?? '{}'))).toMatchObject({
    connected: true,
    expiresAt: expect.any(String),
  });
  expect(await seriousViolations(page)).toEqual([]);

  // The report opens in a new tab through /carfax/report/{vin}, which redirects to the provider.
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: /Open report$/ }).click();
  const report = await popup;
  await expect(report).toHaveURL(new RegExp(`/sandbox/carfax/report/${row!.vin}\\?key=`));
  await expect(report.getByText(row!.vin)).toBeVisible();
  await report.close();

  // The list row of the same record shows the pillars too (from the cache).
  await page.goto(listUrl('/appraisals', { filter: { filterId: -4, q: row!.vin }, tab: row!.stage }));
  await expect(page.getByRole('link', { name: /^Vehicle history report: / }).first()).toBeVisible();

  // At phone size the header's pillars wrap within the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await openRecord(page, row!);
  await expect(badge(page).locator('[data-pillar]')).toHaveCount(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
});

test('after the provider revokes the grant, the badge asks to connect again', async ({ page }) => {
  await signIn(page, DEMO_USERS.appraiser.email);
  await expect(page).toHaveURL(/\/(new|appraisals)$/);
  const [, first, second] = await recordsWithReports(page, 3);
  await openRecord(page, first!);
  if (await badge(page).getByRole('button', { name: 'Login required' }).isVisible()) await connectFrom(page);
  await expect(badge(page).locator('[data-pillar]')).toHaveCount(4);

  await page.goto('/sandbox/carfax/account');
  await page.getByRole('button', { name: 'Revoke access for all apps' }).click();
  await expect(page.getByRole('status')).toHaveText('Access revoked. Connected apps must sign in again.');

  await openRecord(page, second!);
  await expect(badge(page).getByRole('button', { name: 'Login required' })).toBeVisible();
  await expect(badge(page)).toContainText(ERROR_MESSAGES.carfaxRefresh);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('carfax') ?? '{}').connected))
    .toBe(false);
});

test('a report the provider does not have shows the spec error', async ({ page }) => {
  await signIn(page, DEMO_USERS.appraiser.email);
  await expect(page).toHaveURL(/\/(new|appraisals)$/);
  const [row] = await recordsWithReports(page, 1);
  await openRecord(page, row!);
  if (await badge(page).getByRole('button', { name: 'Login required' }).isVisible()) await connectFrom(page);
  // A VIN the sandbox has no report for (see the server's sandbox reports).
  const vin = '1HGCM82633A000007';
  await page.goto(`/carfax/report/${vin}`);
  await expect(page.getByRole('alert')).toHaveText(reportLoadError(vin));
  expect(await seriousViolations(page)).toEqual([]);
});

test('the callback without a known state says so', async ({ page }) => {
  await signIn(page, DEMO_USERS.appraiser.email);
  await expect(page).toHaveURL(/\/(new|appraisals)$/);
  await page.goto('/carfax/connected?code=abc&state=unknown');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loading Carfax...');
  await expect(page.getByRole('alert')).toHaveText(ERROR_MESSAGES.carfaxState);
  expect(await seriousViolations(page)).toEqual([]);
});
