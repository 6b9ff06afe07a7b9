import { expect, type Page, test } from '@playwright/test';
import { DEMO_USERS, signIn } from './support/demo';
import { fetchList, type ListRow, listUrl, vehicleName } from './support/lists';

async function openTab(page: Page, tab: 'assess' | 'payoff') {
  await signIn(page, DEMO_USERS.acq.email);
  await expect(page).toHaveURL(/\/new$/);
  await page.goto(listUrl('/appraisals', { filter: { filterId: -4 }, tab }));
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();
}

/** An open trade-in of the tab (the acquisition manager may write its worksheet). */
async function pickRow(page: Page, stage: string): Promise<ListRow> {
  const { rows } = await fetchList(page, { appraisalTypeId: 1, filterId: -4, stage });
  const row = rows.find((r) => r.appraisalStatusId === null && r.deletedAt === null);
  if (!row) throw new Error(`no open ${stage} trade-in in the demo data`);
  return row;
}

const posted = (page: Page, id: number, kind: 'payoff' | 'recon') =>
  page.waitForResponse((r) => r.url().endsWith(`/api/appraisals/${id}/${kind}`) && r.request().method() === 'POST');

test('the payoff tab edits the payoff in place: Enter saves, Escape cancels, bad input shows the message', async ({
  page,
}) => {
  await openTab(page, 'payoff');
  const row = await pickRow(page, 'payoff');
  const input = page.getByRole('textbox', { name: `Payoff, ${vehicleName(row)}` });
  // Several rows may share a vehicle name: the row of this record.
  const field = page.locator(`[data-row-id="${row.id}"]`).getByRole('textbox', { name: /^Payoff, / });
  await expect(input.first()).toBeVisible();

  await field.fill('12345.6');
  const saved = posted(page, row.id, 'payoff');
  await field.press('Enter');
  const response = await saved;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ adjustedPayoffAmount: 12345.6 });
  await expect(field).toHaveValue('12,345.60');
  await expect(field).toBeEnabled();

  // Escape puts the saved value back and sends nothing.
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith(`/api/appraisals/${row.id}/payoff`)) calls += 1;
  });
  await field.fill('999');
  await field.press('Escape');
  await expect(field).toHaveValue('12,345.60');

  // The schema's message on bad input, without a call.
  await field.fill('0');
  await field.press('Enter');
  await expect(page.getByText('Payoff must be more than 0.')).toBeVisible();
  await field.press('Escape');
  await expect(page.getByText('Payoff must be more than 0.')).toBeHidden();
  expect(calls).toBe(0);

  // The saved value is the record's: it is still there after a reload.
  await page.reload();
  await expect(field).toHaveValue('12,345.60');
});

test('a failed save shows the alert and gives the field back', async ({ page }) => {
  await openTab(page, 'payoff');
  const row = await pickRow(page, 'payoff');
  const field = page.locator(`[data-row-id="${row.id}"]`).getByRole('textbox', { name: /^Payoff, / });
  await page.route(`**/api/appraisals/${row.id}/payoff`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"INTERNAL","message":"x"}}',
    }),
  );
  await field.fill('2500');
  await field.press('Enter');
  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('There was an error. Please try again.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await expect(field).toBeEnabled();
  await expect(field).toHaveValue('2500');
  await expect(field).toBeFocused();
});

test('the assess tab edits the recon amounts; saving moves the record to the payoff tab and keeps the row', async ({
  page,
}) => {
  await openTab(page, 'assess');
  const row = await pickRow(page, 'assess');
  const line = page.locator(`[data-row-id="${row.id}"]`);
  await expect(line.getByRole('textbox', { name: /^Mechanical recon, / })).toBeVisible();
  await line.getByRole('textbox', { name: /^Body recon, / }).fill('-5');
  await line.getByRole('textbox', { name: /^Body recon, / }).press('Enter');
  await expect(line.getByText('Enter an amount of 0 or more.')).toBeVisible();

  await line.getByRole('textbox', { name: /^Body recon, / }).fill('750');
  await line.getByRole('textbox', { name: /^Other recon, / }).fill('125.50');
  const saved = posted(page, row.id, 'recon');
  await line.getByRole('textbox', { name: /^Other recon, / }).press('Enter');
  const response = await saved;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ reconBodyCost: 750, reconMechCost: null, reconOtherCost: 125.5 });
  expect(((await response.json()) as ListRow).stage).toBe('payoff');
  await expect(page.getByText('Moved to Finalize payoff & Make offer')).toBeVisible();
  // The row stays under the cursor until the list is opened again.
  await expect(line.getByText('Now in Finalize payoff & Make offer')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();
  await expect(page.locator('[data-row-id]').first()).toBeVisible();
  await expect(line).toHaveCount(0);

  await page.goto(listUrl('/appraisals', { filter: { filterId: -4, q: row.vin }, tab: 'payoff' }));
  const moved = page.locator(`[data-row-id="${row.id}"]`);
  await expect(moved.getByRole('cell').last()).toHaveText('$875.50');
});
