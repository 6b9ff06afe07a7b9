import { expect, type Page, test } from '@playwright/test';
import { DEALER, DEMO_USERS, signIn } from './support/demo';
import { fetchList, type ListRow, vehicleName } from './support/lists';

/**
 * A valuation rerun writes the record and may fill the worksheet, so the panels offer it only to
 * who may write the worksheet of an editable record (domain canRerunValuation). Read-only: these
 * tests change nothing.
 */
const PANELS = ['MMR', 'JDP', 'Galves', 'Black Book'];

async function tradeIns(page: Page, email: string): Promise<ListRow[]> {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/(new|appraisals)$/);
  return (await fetchList(page, { appraisalTypeId: 1, filterId: -4 }, { sort: ['id', 'ASC'] })).rows;
}

async function openWorksheet(page: Page, row: ListRow | undefined) {
  if (!row) throw new Error('no such trade-in in the demo data');
  await page.goto(`/${DEALER}/appraisals/${row.id}?tab=worksheet`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vehicleName(row));
}

const rerunButton = (page: Page, name: string) =>
  page.getByRole('region', { name, exact: true }).getByRole('button', { name: `Rerun ${name}` });

const isOpen = (r: ListRow) => r.appraisalStatusId === null && r.deletedAt === null;

test('a finance manager reads the valuations but may not rerun them', async ({ page }) => {
  const rows = await tradeIns(page, DEMO_USERS.finance.email);
  await openWorksheet(page, rows.find(isOpen));
  for (const name of PANELS) {
    await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
    await expect(rerunButton(page, name)).toBeDisabled();
  }
});

test('a writer may rerun on an open record, not on a rejected one', async ({ page }) => {
  const rows = await tradeIns(page, DEMO_USERS.admin.email);
  await openWorksheet(page, rows.find(isOpen));
  for (const name of PANELS) await expect(rerunButton(page, name)).toBeEnabled();

  const rejected = (await fetchList(page, { appraisalTypeId: 1, appraisalStatusId: 3, filterId: -4 })).rows;
  await openWorksheet(
    page,
    rejected.find((r) => r.deletedAt === null),
  );
  for (const name of PANELS) await expect(rerunButton(page, name)).toBeDisabled();
});
