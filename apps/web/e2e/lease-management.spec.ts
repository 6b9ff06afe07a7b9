import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { DEALER, DEMO_USERS, signIn } from './support/demo';
import { fetchDetail, fetchList, type ListRow, listUrl, vehicleName } from './support/lists';
import { openWorksheet, pickOpenTradeIn, sendExactOffer } from './support/offer-records';

/**
 * Lease returns from grounding to turn-in (part 2 section 4): the management list's row actions
 * (Ground, Picked up; Return when "Banks don't match"; the Location change), Set to Buying and Undo
 * Buying on the Service list, and the Messages view of the detail. Each test takes its own record,
 * counted from the end of the open lease returns (clear of the other specs), and narrows the list
 * to its VIN so the tab counts are that record's alone.
 */

type LeaseRow = ListRow & { financeBank: string | null; dealerBankId: number | null };
const MANAGE = '/appraisals/manage/returns';
const SLOTS = { ground: 1, returned: 2, location: 3 } as const;

async function signInAs(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/(new|appraisals)$/);
}

const dealerHeader = async (page: Page) => {
  const user = (await (await page.request.get('/api/user')).json()) as { dealers: { id: number; slug: string }[] };
  return { 'x-dealer-id': String(user.dealers.find((d) => d.slug === DEALER)?.id) };
};

/** An open lease return (no status) with a unique VIN, by position from the end. */
async function pickLease(page: Page, slot: number): Promise<LeaseRow> {
  const { rows } = await fetchList(page, { leases: true, filterId: -4 }, { sort: ['id', 'ASC'] });
  const open = (rows as LeaseRow[]).filter(
    (r) => r.appraisalStatusId === null && r.deletedAt === null && r.vinCount === 1,
  );
  const row = open[open.length - 1 - slot];
  if (!row) throw new Error(`no open lease return #${slot} in the demo data`);
  return row;
}

/** Sets the record's finance bank through the header call (a name the dealer's banks may not have). */
async function setFinanceBank(page: Page, id: number, financeBank: string | null) {
  const res = await page.request.post(`/api/appraisals/${id}/finance_bank`, {
    headers: await dealerHeader(page),
    data: { financeBank, dealerBankId: null },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function openManagement(page: Page, row: ListRow, tab = 'ground_return') {
  await page.goto(listUrl(MANAGE, { filter: { q: row.vin, filterId: -4 }, tab }));
  await expect(page.getByRole('heading', { name: 'Lease returns management' })).toBeVisible();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const rowOf = (page: Page, row: ListRow) => page.locator(`[data-row-id="${row.id}"]`);

test('a lease return goes from Not grounded through Grounded to Picked up, its tab counts moving', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, DEMO_USERS.salesmgr.email);
  const row = await pickLease(page, SLOTS.ground);
  await setFinanceBank(page, row.id, null);
  await openManagement(page, row);
  const name = vehicleName(row);
  await expect(tab(page, 'Not grounded/not returned')).toHaveAccessibleName(/1 record$/);
  await expect(tab(page, 'Grounded')).toHaveAccessibleName(/0 records$/);
  expect(await seriousViolations(page)).toEqual([]);

  // Cancel asks again next time and changes nothing.
  await page.getByRole('button', { name: `Ground: ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm.getByText('Move this vehicle to Grounded?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(tab(page, 'Not grounded/not returned')).toHaveAccessibleName(/1 record$/);

  await page.getByRole('button', { name: `Ground: ${name}` }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'OK' }).click();
  await expect(tab(page, 'Grounded')).toHaveAccessibleName(/1 record$/);
  await expect(tab(page, 'Not grounded/not returned')).toHaveAccessibleName(/0 records$/);
  await expect(page.getByText('Time for a break')).toBeVisible();

  await tab(page, 'Grounded').click();
  await expect(rowOf(page, row).getByText('Status: Grounded')).toBeVisible();
  await page.getByRole('button', { name: `Picked up: ${name}` }).click();
  const pick = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(pick.getByText('Mark vehicle as picked up?')).toBeVisible();
  await pick.getByRole('button', { name: 'OK' }).click();
  await expect(tab(page, 'Picked up/returned')).toHaveAccessibleName(/1 record$/);
  await expect(tab(page, 'Grounded')).toHaveAccessibleName(/0 records$/);
  await tab(page, 'Picked up/returned').click();
  await expect(rowOf(page, row).getByText('Status: Picked up')).toBeVisible();
  await expect(page.getByRole('button', { name: `Picked up: ${name}` })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await fetchDetail(page, row.id)).toMatchObject({ appraisalStatusId: 220, leaseStage: 'turnedin' });
});

test('the Return dialog replaces Ground when the bank matches no dealer bank', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, DEMO_USERS.admin.email);
  const row = await pickLease(page, SLOTS.returned);
  await setFinanceBank(page, row.id, 'Faraway Credit Union');
  await openManagement(page, row);
  const name = vehicleName(row);
  const line = rowOf(page, row);
  await expect(line.getByText("Banks don't match")).toBeVisible();
  await expect(page.getByRole('button', { name: `Ground: ${name}` })).toHaveCount(0);

  await page.getByRole('button', { name: `Return: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Return vehicle' });
  await expect(dialog.getByRole('textbox', { name: 'Address' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Address required.')).toBeVisible();
  await expect(dialog.getByText('Date required.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByRole('textbox', { name: 'Address' }).fill('410 Harbor Way, Portland ME');
  await dialog.getByLabel('Turn-in date').fill('2026-05-02');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');

  // A failure says so and gives the form back.
  await page.route(`**/api/appraisals/${row.id}/returned`, (route) => route.fulfill({ status: 500, body: '{}' }));
  await dialog.getByRole('textbox', { name: 'Email' }).fill('pat@bank.example');
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Pat');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const alert = page.getByRole('dialog').filter({ hasText: 'There was an error. Please try again.' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Address' })).toBeEnabled();
  await page.unroute(`**/api/appraisals/${row.id}/returned`);

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(tab(page, 'Picked up/returned')).toHaveAccessibleName(/1 record$/);
  const saved = await fetchDetail<{ lrtnInfo: { returned: Record<string, string | null> } }>(page, row.id);
  expect(saved).toMatchObject({ appraisalStatusId: 230, turninDate: '2026-05-02' });
  expect(saved.lrtnInfo.returned).toMatchObject({ address: '410 Harbor Way, Portland ME', firstName: 'Pat' });

  // The return address is on the record: its list row and its header, not only the activity.
  await tab(page, 'Picked up/returned').click();
  await expect(rowOf(page, row).getByText('Returned to 410 Harbor Way, Portland ME')).toBeVisible();
  await expectOnHeader(page, row, 'Returned to', ['410 Harbor Way, Portland ME', 'Turned in 05/02/2026', 'Pat']);
});

/** The record's header shows the address under its label, with the rest of the dialog's values. */
async function expectOnHeader(page: Page, row: ListRow, label: string, texts: string[]) {
  await page.goto(`/${DEALER}/appraisals/${row.id}?tab=activity`);
  const field = page.getByTestId(label);
  await expect(field.getByText(label, { exact: true })).toBeVisible();
  for (const text of texts) await expect(field.getByText(text)).toBeVisible();
}

test("the Location dialog needs the acknowledgement and keeps the pickup's location", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, DEMO_USERS.acq.email);
  const row = await pickLease(page, SLOTS.location);
  await openManagement(page, row);
  const name = vehicleName(row);
  await page.getByRole('button', { name: `Location: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Change pickup location' });
  const agree = dialog.getByRole('checkbox', {
    name: "I acknowledge that I will contact the bank and inform them of the pickup's location change.",
  });
  // A location is its address: acknowledged but blank, it is refused on the field.
  await agree.check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Address required.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Address' })).toHaveAttribute('aria-invalid', 'true');
  await agree.uncheck();
  await dialog.getByRole('textbox', { name: 'Address' }).fill('22 Elm St, Augusta ME');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Agreement required.')).toBeVisible();
  await agree.check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, row).getByText('Pickup location: 22 Elm St, Augusta ME')).toBeVisible();

  // It opens again with the location on record, the acknowledgement asked anew.
  await page.getByRole('button', { name: `Location: ${name}` }).click();
  await expect(dialog.getByRole('textbox', { name: 'Address' })).toHaveValue('22 Elm St, Augusta ME');
  await expect(agree).not.toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await fetchDetail(page, row.id)).toMatchObject({
    appraisalStatusId: null,
    lrtnInfo: { location: { address: '22 Elm St, Augusta ME' } },
  });
  await expectOnHeader(page, row, 'Pickup location', ['22 Elm St, Augusta ME']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('Set to Buying and Undo Buying on the Service list', async ({ page }) => {
  await signInAs(page, DEMO_USERS.service.email);
  const { rows } = await fetchList(page, { service: true, filterId: -4 });
  const row = rows.find((r) => r.appraisalStatusId === null && r.deletedAt === null && r.vinCount === 1);
  if (!row) throw new Error('no open service appraisal in the demo data');
  await page.goto(listUrl('/appraisals/service', { filter: { q: row.vin, filterId: -4 } }));
  const name = vehicleName(row);
  await page.getByRole('button', { name: `Set to Buying: ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm.getByText('Set status to Buying?')).toBeVisible();
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: `Undo Buying: ${name}` })).toBeVisible();
  await expect(rowOf(page, row).getByText('Buying', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: `Undo Buying: ${name}` }).click();
  await expect(confirm.getByText('Undo Buying status?')).toBeVisible();
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: `Set to Buying: ${name}` })).toBeVisible();
  expect(await fetchDetail(page, row.id)).toMatchObject({ appraisalStatusId: null });
});

test('the Messages view shows the offer e-mail after it was sent', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, DEMO_USERS.admin.email);
  const row = await pickOpenTradeIn(page, 7);
  await openWorksheet(page, row);
  await sendExactOffer(page, '14500');
  await page.getByRole('tab', { name: 'Activity' }).click();
  const messages = page.getByRole('region', { name: 'Messages' });
  const mail = messages.getByRole('listitem', { name: `E-mail to ${row.email}` }).first();
  await expect(mail).toBeVisible();
  await expect(mail.getByText(/14,500/).first()).toBeVisible();
  await expect(mail.getByText(/^(Queued|Sending|Delivered)$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
