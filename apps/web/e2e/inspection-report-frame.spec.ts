import { expect, test } from '@playwright/test';
import { DEALER, DEMO_USERS, signIn } from './support/demo';
import { recordWithConditionReport, vehicleName } from './support/lists';

/**
 * The embedded condition report loads even when the browser reaches the app by another name than
 * PUBLIC_URL: the server runs with PUBLIC_URL http://127.0.0.1:<port> (playwright.config.ts) and
 * this page runs on http://localhost:<port>.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const PAGE_ORIGIN = `http://localhost:${PORT}`;
test.use({ baseURL: PAGE_ORIGIN });

test("the Inspection tab's embedded condition report loads on the page's own host", async ({ page }) => {
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(`${PAGE_ORIGIN}/${DEALER}/new`);
  const row = await recordWithConditionReport(page);

  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (frame|display)/.test(m.text())) refused.push(m.text());
  });
  await page.goto(`/${DEALER}/appraisals/${row.id}?tab=inspection`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vehicleName(row));

  const frame = page.frameLocator(`iframe[title="Condition report for ${row.vin}"]`);
  await expect(frame.getByRole('heading', { level: 1, name: 'Condition report' })).toBeVisible();
  await expect(frame.getByRole('heading', { level: 2, name: 'Summary' })).toBeVisible();
  await expect(frame.getByRole('rowheader', { name: 'Grade' })).toBeVisible();
  const loaded = page.frames().find((f) => f.url().includes('/report'));
  expect(loaded?.url()).toMatch(new RegExp(`^${PAGE_ORIGIN}/sandbox/inspection/sessions/[\\w-]+/report$`));
  expect(refused).toEqual([]);
});
