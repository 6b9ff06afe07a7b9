import { expect, type Page, test } from '@playwright/test';
import { DEALER, DEMO_USERS, signIn } from './support/demo';
import { fetchList, type ListRow, listUrl, vehicleName } from './support/lists';

/**
 * The detail page's action menu (spec part 2 section 4), each transition with its confirmation.
 * Each test takes its own record (the oldest open trade-ins, past those appraisal-detail.spec
 * uses, and the oldest lease return for the transfer) and leaves it usable: reject is undone,
 * archive un-archived, the sell strategy put back; the transferred copy stays archived, as the
 * spec has it.
 */

const SLOTS = { reject: 10, archive: 11, transfer: 0, documents: 13, strategy: 14 } as const;

async function signInAs(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/(new|appraisals)$/);
}

async function pickRecord(page: Page, slot: number, lease = false): Promise<ListRow> {
  const filter = lease ? { appraisalTypeId: 2, leases: true, filterId: -4 } : { appraisalTypeId: 1, filterId: -4 };
  const { rows } = await fetchList(page, filter, { sort: ['id', 'ASC'] });
  const open = rows.filter((r) => r.appraisalStatusId === null && r.deletedAt === null && r.vinCount === 1);
  const row = open[slot];
  if (!row) throw new Error(`no open ${lease ? 'lease return' : 'trade-in'} #${slot} in the demo data`);
  return row;
}

async function openDetail(page: Page, row: ListRow) {
  await page.goto(`/${DEALER}/appraisals/${row.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vehicleName(row));
}

/** Opens the action menu and picks an entry; the confirmation opens 250 ms after the menu closes. */
async function chooseAction(page: Page, name: string) {
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
  await expect(page.getByRole('menu')).toBeHidden();
}

async function confirm(page: Page, text: string) {
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

test('reject closes the record after "Are you sure?", and Undo status opens it again', async ({ page }) => {
  await signInAs(page, DEMO_USERS.admin.email);
  const row = await pickRecord(page, SLOTS.reject);
  await openDetail(page, row);

  // Cancel leaves it open and sends nothing.
  await chooseAction(page, 'Reject');
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText('Are you sure?');
  // The theme names the icon-only close button of every dialog.
  await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('status')).toHaveCount(0);
  // The page's first dialog too gives the focus back to where it was opened from.
  await expect(page.getByRole('button', { name: 'Actions' })).toBeFocused();

  await chooseAction(page, 'Reject');
  const posted = page.waitForResponse((r) => r.url().endsWith(`/api/appraisals/${row.id}/status`));
  await confirm(page, 'Are you sure?');
  const response = await posted;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ appraisalStatusId: 3, notify: false });
  await expect(page.getByTestId('status')).toHaveText('Rejected');
  // Closed: header controls are disabled; Reopen and Undo status replace Reject.
  await expect(page.getByRole('button', { name: 'Edit contact' })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Sell strategy' })).toBeDisabled();
  await page.getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Reject' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Reopen' })).toBeVisible();
  await page.keyboard.press('Escape');

  // It is in the Rejected list now.
  const { rows } = await fetchList(page, { appraisalStatusId: 3, filterId: -4, q: row.vin });
  expect(rows.map((r) => r.id)).toContain(row.id);

  await chooseAction(page, 'Undo status');
  await confirm(page, 'Undo the last status change?');
  await expect(page.getByTestId('status')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit contact' })).toBeEnabled();
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByRole('table', { name: 'Activity' }).getByRole('row')).not.toHaveCount(1);
});

test('archive after "Archive this record?", find it in Archived, then un-archive it', async ({ page }) => {
  await signInAs(page, DEMO_USERS.admin.email);
  const row = await pickRecord(page, SLOTS.archive);
  await openDetail(page, row);

  await chooseAction(page, 'Archive');
  const archived = page.waitForResponse(
    (r) => r.url().endsWith(`/api/appraisals/${row.id}`) && r.request().method() === 'DELETE',
  );
  await confirm(page, 'Archive this record?');
  expect((await archived).status()).toBe(200);
  await expect(page.getByTestId('archived')).toBeVisible();

  // The Archived list has it; its link brings the record back.
  await page.goto(listUrl('/appraisals/archived', { filter: { filterId: -4, q: row.vin } }));
  await page
    .getByRole('link', { name: vehicleName(row), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(`/${DEALER}/appraisals/${row.id}`);

  await page.getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Archive', exact: true })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Un-archive' }).click();
  await confirm(page, 'Un-archive this record?');
  await expect(page.getByTestId('archived')).toBeHidden();
  const { rows } = await fetchList(page, { filterId: -4, q: row.vin });
  expect(rows.map((r) => r.id)).toContain(row.id);
});

test('transfer to a linked dealer after its confirmation; the copy left behind is archived', async ({ page }) => {
  await signInAs(page, DEMO_USERS.admin.email);
  // A lease return: the lists other specs read at Harbor Auto (trade-ins it received) stay as seeded.
  const row = await pickRecord(page, SLOTS.transfer, true);
  await openDetail(page, row);

  await chooseAction(page, 'Transfer to Harbor Auto');
  const posted = page.waitForResponse((r) => r.url().endsWith(`/api/appraisals/${row.id}/transfer`));
  await confirm(page, 'Transfer this record to Harbor Auto?');
  const response = await posted;
  expect(response.status(), await response.text()).toBe(200);
  const { transferredId } = (await response.json()) as { transferredId: number };

  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert).toContainText('Record transferred. Your copy can be found in Archived items.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByTestId('archived')).toBeVisible();

  // Metro's copy is in Archived; Harbor Auto has the record.
  const archived = await fetchList(page, { archived: true, filterId: -4, q: row.vin });
  expect(archived.rows.map((r) => r.id)).toContain(row.id);
  await page.goto(`/harbor-auto/appraisals/${transferredId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vehicleName(row));
});

test('odometer statement opens in a new tab; vAuto and CRM run after their confirmations', async ({ page }) => {
  await signInAs(page, DEMO_USERS.admin.email);
  const row = await pickRecord(page, SLOTS.documents);
  await openDetail(page, row);

  // Generate odometer statement: no confirmation, the PDF opens in a new tab.
  const popup = page.waitForEvent('popup');
  await chooseAction(page, 'Generate odometer statement');
  const tab = await popup;
  const pdf = await page.request.get(tab.url());
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await tab.close();

  // Create vAuto appraisal: hidden once created, the link shows in the header instead.
  await chooseAction(page, 'Create vAuto appraisal');
  const vauto = page.waitForResponse((r) => r.url().endsWith(`/api/appraisals/${row.id}/send-to-vauto`));
  await confirm(page, 'Create an appraisal in vAuto now?');
  expect((await vauto).status()).toBe(200);
  await expect(page.getByRole('link', { name: 'vAuto appraisal' })).toBeVisible();
  await page.getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Create vAuto appraisal' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Push to CRM: "Are you sure?", then Sent; or the server's reason when the dealer has no CRM address.
  await chooseAction(page, 'Push to CRM');
  const crm = page.waitForResponse((r) => r.url().endsWith(`/api/appraisals/${row.id}/send-crm`));
  await confirm(page, 'Are you sure?');
  const response = await crm;
  if (response.status() === 200) {
    await page.getByRole('button', { name: 'Actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'Sent' })).toBeDisabled();
    await page.keyboard.press('Escape');
  } else {
    expect(response.status()).toBe(422);
    const { error } = (await response.json()) as { error: { message: string } };
    const alert = page.getByRole('dialog', { name: 'Alert' });
    await expect(alert).toContainText(error.message);
    await alert.getByRole('button', { name: 'OK' }).click();
  }
});

test('choosing a sell strategy without a profit objective asks first', async ({ page }) => {
  await signInAs(page, DEMO_USERS.admin.email);
  const row = await pickRecord(page, SLOTS.strategy);
  // The demo worksheets all have an objective: the page is shown this record without one.
  let original: number | null = null;
  await page.route(`**/api/appraisals/${row.id}`, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    try {
      const response = await route.fetch();
      const body = (await response.json()) as { profitObjective: number | null; sellStrategyStatusId: number | null };
      original ??= body.sellStrategyStatusId;
      await route.fulfill({ response, json: { ...body, profitObjective: null } });
    } catch {
      // The app cancelled this request (a live update refetches the record): its next one is answered.
    }
  });
  await openDetail(page, row);
  const select = page.getByRole('combobox', { name: 'Sell strategy' });
  const label = (id: number | null) => ({ 1: 'Wholesale', 2: 'Auction', 3: 'Repair', 4: 'Retail' })[id ?? 0];
  const next = original === 4 ? 'Auction' : 'Retail';
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/api/appraisals/${row.id}/sell_strat`)) posts += 1;
  });
  const warning = 'Worksheet incomplete, expected profit will be incorrect. OK to continue?';

  // Cancel keeps the strategy and sends nothing.
  await select.click();
  await page.getByRole('option', { name: next }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText(warning);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(select).toHaveValue(label(original) ?? '');
  expect(posts).toBe(0);

  // OK saves it.
  await select.click();
  await page.getByRole('option', { name: next }).click();
  await confirm(page, warning);
  await expect(select).toHaveValue(next);
  await expect.poll(() => posts).toBe(1);

  // Put the record's strategy back (straight through the API: the page now holds the saved record).
  if (original !== null) {
    const user = (await (await page.request.get('/api/user')).json()) as { dealers: { id: number; slug: string }[] };
    const headers = { 'x-dealer-id': String(user.dealers.find((d) => d.slug === DEALER)?.id) };
    const res = await page.request.post(`/api/appraisals/${row.id}/sell_strat`, {
      headers,
      data: { sellStrategyStatusId: original },
    });
    expect(res.status()).toBe(200);
  }
});
