import { expect, type Page, test } from '@playwright/test';
import { DEALER, DEMO_USERS, signIn } from './support/demo';
import { fetchDetail, fetchList, type ListRow, listUrl, vehicleName } from './support/lists';

/**
 * Journeys of the appraisal detail page (spec part 2 section 2.5). Each test works on its own
 * record: the oldest open trade-ins of the buying center, by position, so no other spec (they take
 * the newest rows) shares them, and each puts back what it changed.
 */

const SLOTS = { open: 0, contact: 1, users: 2, documents: 3, sales: 4, viewer: 5 } as const;

async function signInAs(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/(new|appraisals)$/);
}

/** The n-th oldest open, unshared trade-in of the buying center. */
async function pickRecord(page: Page, slot: number): Promise<ListRow> {
  const { rows } = await fetchList(page, { appraisalTypeId: 1, filterId: -4 }, { sort: ['id', 'ASC'] });
  const open = rows.filter((r) => r.appraisalStatusId === null && r.deletedAt === null && r.vinCount === 1);
  const row = open[slot];
  if (!row) throw new Error(`no open trade-in #${slot} in the demo data`);
  return row;
}

/** The record's assigned users by name, as the API has them. */
async function assignedNames(page: Page, id: number): Promise<string[]> {
  const detail = await fetchDetail<{ users: { firstName: string; lastName: string }[] }>(page, id);
  return detail.users.map((u) => `${u.firstName} ${u.lastName}`).sort();
}

const detailUrl = (row: ListRow, tab?: string) => `/${DEALER}/appraisals/${row.id}${tab ? `?tab=${tab}` : ''}`;
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function openDetail(page: Page, row: ListRow, tab?: string) {
  await page.goto(detailUrl(row, tab));
  await expect(heading(page)).toHaveText(vehicleName(row));
}

test('an appraisal opens from its list with the header, the tabs and the worksheet tab first', async ({ page }) => {
  await signInAs(page, DEMO_USERS.admin.email);
  const row = await pickRecord(page, SLOTS.open);
  await page.goto(listUrl('/appraisals', { filter: { filterId: -4, q: row.vin }, tab: row.stage }));
  await page
    .getByRole('link', { name: vehicleName(row), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(detailUrl(row));
  await expect(heading(page)).toHaveText(vehicleName(row));
  await expect(page).toHaveTitle(`Appraisal ${row.id} | Dealer Admin`);
  await expect(page.getByTestId('vehicle-line')).toContainText(row.vin);

  // The four tabs, the worksheet (Vehicle Assessment) open by default for a role that reads values.
  await expect(page.getByRole('tab')).toHaveText(['Vehicle Assessment', 'Inspection', 'Documents', 'Activity']);
  await expect(page.getByRole('tab', { name: 'Vehicle Assessment' })).toHaveAttribute('aria-selected', 'true');

  // The tab is in the query: Activity lists who did what, with the spec's columns.
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page).toHaveURL(`${detailUrl(row)}?tab=activity`);
  const table = page.getByRole('table', { name: 'Activity' });
  await expect(table.getByRole('columnheader')).toHaveText(['Activity', 'Details', 'Time', 'User']);
  await expect(table.getByRole('cell', { name: 'Appraisal created' })).toBeVisible();
  await expect(table.getByRole('cell', { name: /^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M$/ }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');

  // Inspection tab without a result.
  await page.getByRole('tab', { name: 'Inspection' }).click();
  await expect(page.getByText('Inspection results are not currently available.')).toBeVisible();

  // The action menu of an open trade-in.
  await page.getByRole('button', { name: 'Actions' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Reject' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Archive' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Transfer to Harbor Auto' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /^Move to / })).toHaveCount(3);
  await expect(menu.getByRole('menuitem', { name: 'Generate odometer statement' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Reopen' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('the contact dialog saves a changed contact, and an unchanged one without a call', async ({ page }) => {
  await signInAs(page, DEMO_USERS.acq.email);
  const row = await pickRecord(page, SLOTS.contact);
  await openDetail(page, row);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/api/appraisals/${row.id}/contact`)) posts.push(r.url());
  });

  // Unchanged: Save just closes.
  await page.getByRole('button', { name: 'Edit contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit contact' });
  await expect(dialog.getByLabel('First name')).toBeFocused();
  const before = {
    firstName: await dialog.getByLabel('First name').inputValue(),
    email: await dialog.getByLabel('Email').inputValue(),
  };
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  expect(posts).toHaveLength(0);
  // The dialog, mounted at this first opening, gives focus back to the button that opened it.
  await expect(page.getByRole('button', { name: 'Edit contact' })).toBeFocused();

  // A bad e-mail shows the schema's message and sends nothing.
  await page.getByRole('button', { name: 'Edit contact' }).click();
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a valid email')).toBeVisible();
  expect(posts).toHaveLength(0);

  // Changed: saved, shown in the header and in the activity.
  await dialog.getByLabel('First name').fill('Dana');
  await dialog.getByLabel('Email').fill('dana.detail@example.com');
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/appraisals/${row.id}/contact`));
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('customer-name')).toContainText('Dana');
  await expect(page.getByRole('link', { name: 'dana.detail@example.com' })).toBeVisible();

  // Escape closes the dialog without saving; then the contact goes back as it was.
  await page.getByRole('button', { name: 'Edit contact' }).click();
  await dialog.getByLabel('First name').fill('Nobody');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('customer-name')).toContainText('Dana');
  await page.getByRole('button', { name: 'Edit contact' }).click();
  await dialog.getByLabel('First name').fill(before.firstName);
  await dialog.getByLabel('Email').fill(before.email);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  expect(posts).toHaveLength(2);
});

test('the assigned-users editor saves only a change, and Escape cancels it', async ({ page }) => {
  await signInAs(page, DEMO_USERS.admin.email);
  const row = await pickRecord(page, SLOTS.users);
  await openDetail(page, row);
  const assigned = await assignedNames(page, row.id);
  const candidate = ['Quinn Acquisition', 'Avery Appraiser', 'Morgan Manager'].find((n) => !assigned.includes(n));
  if (!candidate) throw new Error('every candidate is assigned already');
  let puts = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith(`/api/appraisals/${row.id}/users`)) puts += 1;
  });
  const editor = page.getByRole('combobox', { name: 'Assigned users' });

  // Escape (after closing the options) cancels without a call.
  await page.getByRole('button', { name: 'Edit assigned users' }).click();
  await expect(editor).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  expect(puts).toBe(0);

  // Save with nothing changed: no call.
  await page.getByRole('button', { name: 'Edit assigned users' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editor).toBeHidden();
  expect(puts).toBe(0);

  // Add the candidate, then take them off again (choosing a picked option unpicks it).
  const toggle = async () => {
    await page.getByRole('button', { name: 'Edit assigned users' }).click();
    await editor.fill(candidate.split(' ')[0] ?? candidate);
    await page.getByRole('option', { name: candidate }).click();
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/appraisals/${row.id}/users`));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
  };
  await toggle();
  await expect(page.getByRole('listitem', { name: candidate })).toBeVisible();
  await toggle();
  await expect(page.getByRole('listitem', { name: candidate })).toBeHidden();
  expect(puts).toBe(2);
  expect(await assignedNames(page, row.id)).toEqual(assigned);
});

/** A one-page PDF, built with correct cross-reference offsets. */
function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test('a payoff PDF dropped on the Documents tab uploads and opens from the grid', async ({ page }) => {
  await signInAs(page, DEMO_USERS.admin.email);
  const row = await pickRecord(page, SLOTS.documents);
  await openDetail(page, row, 'documents');
  const payoff = page.getByRole('region', { name: 'Payoff' });
  await expect(payoff.getByRole('button', { name: 'Upload payoff files' })).toBeVisible();

  const name = `payoff-${row.id}-${Date.now()}.pdf`;
  const created = page.waitForResponse(
    (r) => r.url().endsWith(`/api/appraisals/${row.id}/documents`) && r.request().method() === 'POST',
  );
  const uploaded = page.waitForResponse((r) => r.request().method() === 'PUT');
  await payoff.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/pdf', buffer: tinyPdf() });
  const post = await created;
  expect(post.status(), await post.text()).toBe(200);
  expect(post.request().postDataJSON()).toMatchObject({ name, type: 'application/pdf', typeName: 'payoff' });
  expect((await uploaded).status()).toBe(200);

  // The grid shows it as a link (pdfs open as a link) to the signed download.
  const link = payoff.getByRole('list', { name: 'Payoff documents' }).getByRole('link', { name });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('target', '_blank');
  const download = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toContain('application/pdf');
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Still there after a reload.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Payoff documents' }).getByRole('link', { name })).toBeVisible();
});

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('several files upload at once; an image opens in the viewer and the arrow keys move between documents', async ({
  page,
}) => {
  await signInAs(page, DEMO_USERS.admin.email);
  const row = await pickRecord(page, SLOTS.viewer);
  await openDetail(page, row, 'documents');
  const payoff = page.getByRole('region', { name: 'Payoff' });
  const stamp = Date.now();
  const photo = `photo-${stamp}.png`;
  const letter = `statement-${stamp}.pdf`;
  let puts = 0;
  page.on('response', (r) => {
    if (r.request().method() === 'PUT' && r.status() === 200) puts += 1;
  });
  await payoff.locator('input[type="file"]').setInputFiles([
    { name: photo, mimeType: 'image/png', buffer: PNG },
    { name: letter, mimeType: 'application/pdf', buffer: tinyPdf() },
  ]);
  await expect.poll(() => puts).toBe(2);
  const grid = payoff.getByRole('list', { name: 'Payoff documents' });
  await expect(grid.getByRole('link', { name: letter })).toBeVisible();

  await grid.getByRole('button', { name: `View ${photo}` }).click();
  const viewer = page.getByRole('dialog', { name: photo });
  await expect(viewer.getByRole('img', { name: photo })).toBeVisible();
  const position = await viewer.getByText(/^\d+ of \d+$/).textContent();
  const [at, of] = (position ?? '').split(' of ').map(Number);
  // Step to the PDF next to it (uploaded together, so they are neighbours), then back.
  const toPdf = at === of ? 'ArrowLeft' : 'ArrowRight';
  const back = toPdf === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
  await page.keyboard.press(toPdf);
  const pdfView = page.getByRole('dialog', { name: letter });
  await expect(pdfView.getByRole('link', { name: `Open ${letter}` })).toBeVisible();
  await page.keyboard.press(back);
  await expect(page.getByRole('dialog', { name: photo })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a role without allowReadVals opens on the activity tab and has no worksheet tab', async ({ page }) => {
  await signInAs(page, DEMO_USERS.sales.email);
  const row = await pickRecord(page, SLOTS.sales);
  await openDetail(page, row);
  await expect(page.getByRole('tab')).toHaveText(['Inspection', 'Documents', 'Activity']);
  await expect(page.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('columnheader', { name: 'Activity' })).toBeVisible();

  // Asking for the worksheet falls back to the activity too.
  await openDetail(page, row, 'worksheet');
  await expect(page.getByRole('tab', { name: 'Vehicle Assessment' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');

  // Sales may not write appraisals: header controls and actions are disabled.
  await expect(page.getByRole('button', { name: 'Edit contact' })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Owner status' })).toBeDisabled();
  await page.getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Archive' })).toBeDisabled();
  await page.keyboard.press('Escape');
});
