import { expect, type Page, test } from '@playwright/test';
import { DEALER, DEMO_USERS, signIn } from './support/demo';
import { fetchList, type ListRow, recordWithConditionReport, vehicleName } from './support/lists';

/**
 * The Inspection tab (spec part 2 section 2.5) and the action menu's "Send inspection link". Works
 * on its own record (an old open trade-in past those the other detail specs take).
 */

const SLOT = 20;

async function pickRecord(page: Page): Promise<ListRow & { email?: string | null }> {
  const { rows } = await fetchList(page, { appraisalTypeId: 1, filterId: -4 }, { sort: ['id', 'ASC'] });
  const open = rows.filter((r) => r.appraisalStatusId === null && r.deletedAt === null && r.vinCount === 1);
  const row = open[SLOT];
  if (!row) throw new Error(`no open trade-in #${SLOT} in the demo data`);
  return row;
}

test('Send inspection link starts a capture session; the Inspection tab links to it', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  const row = await pickRecord(page);
  await page.goto(`/${DEALER}/appraisals/${row.id}?tab=inspection`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vehicleName(row));
  await expect(page.getByText('Inspection results are not currently available.')).toBeVisible();

  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Send inspection link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send inspection link' });
  await expect(dialog.getByRole('radiogroup', { name: 'Send inspection to my' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'email', exact: true }).check();
  const sent = page.waitForResponse((r) => r.url().endsWith(`/api/appraisals/${row.id}/inspection-link`));
  await dialog.getByRole('button', { name: 'Send' }).click();
  const response = await sent;
  expect(response.status(), await response.text()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ sendTo: 'email' });
  const { captureUrl } = (await response.json()) as { captureUrl: string };
  await expect(dialog).toBeHidden();

  // The capture link shows in the tab and as the header's inspection dashboard link; no report yet.
  await expect(page.getByRole('link', { name: 'Customer Capture Link' })).toHaveAttribute('href', captureUrl);
  await expect(page.getByRole('link', { name: 'Inspection dashboard' })).toHaveAttribute('href', captureUrl);
  await expect(page.getByRole('link', { name: 'Condition Report Link' })).toHaveCount(0);
  await expect(page.getByText('Inspection results are not currently available.')).toBeVisible();
});

test('a record with a condition report shows both links and the embedded report', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  // The list row says an inspection is complete; the record says whether its report is in.
  const row = await recordWithConditionReport(page);
  await page.goto(`/${DEALER}/appraisals/${row.id}?tab=inspection`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vehicleName(row));

  const report = page.getByRole('link', { name: 'Condition Report Link' });
  await expect(report).toHaveAttribute('target', '_blank');
  const reportUrl = (await report.getAttribute('href')) ?? '';
  expect(reportUrl).toContain('/report');
  await expect(page.getByText('Inspection results are not currently available.')).toHaveCount(0);
  // The report page embedded, with a title for screen readers.
  const frame = page.frameLocator(`iframe[title="Condition report for ${row.vin}"]`);
  await expect(frame.getByRole('heading', { level: 1, name: 'Condition report' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inspection dashboard' })).toHaveAttribute('href', reportUrl);
});
