import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { DEALER, DEMO_USERS, signIn } from './support/demo';
import { dealerIdOf, fetchList, type ListRow, vehicleName } from './support/lists';
import { contentWidth, expectWithinScreen } from './support/screen';

/**
 * The worksheet's comparable purchases (beyond the spec): the dealer's own purchases of the same
 * make and model, model year ±1, mileage band, last 12 months, with each book, the actual cost and
 * the expected profit; their median against the proposals; a link to the list of them. The demo
 * gives its newest open trade-in a few such purchases (seed/demo-comparables.ts).
 */

const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

interface Comparables {
  count: number;
  medianActualCost: number | null;
  purchases: { id: number }[];
}

/** Signs in and waits for the role's landing page, so the next goto carries the session. */
async function signedIn(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(new RegExp(`/${DEALER}/(new|appraisals)$`));
}

async function comparablesOf(page: Page, id: number) {
  return page.request.get(`/api/appraisals/${id}/comparable_purchases`, {
    headers: { 'x-dealer-id': String(await dealerIdOf(page)) },
  });
}

/** The newest open trade-in with at least three comparable purchases, and its answer. */
async function subject(page: Page): Promise<{ row: ListRow; answer: Comparables }> {
  const { rows } = await fetchList(
    page,
    { appraisalTypeId: 1, filterId: -4, appraisalStatusId: null },
    { range: [0, 24] },
  );
  for (const row of rows) {
    const answer = (await (await comparablesOf(page, row.id)).json()) as Comparables;
    if (answer.count >= 3) return { row, answer };
  }
  throw new Error('no open trade-in with comparable purchases in the demo data');
}

async function openWorksheet(page: Page, row: ListRow) {
  await page.goto(`/${DEALER}/appraisals/${row.id}?tab=worksheet`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vehicleName(row));
  const panel = page.getByRole('region', { name: 'Comparable purchases', exact: true });
  await expect(panel.getByTestId('comparables-median')).toBeVisible({ timeout: 20_000 });
  return panel;
}

test('an appraiser sees what the dealer paid for vehicles like this one and follows them to the list', async ({
  page,
}) => {
  test.slow(); // three axe scans on a shared machine
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, DEMO_USERS.appraiser.email);
  const { row, answer } = await subject(page);
  const panel = await openWorksheet(page, row);

  await expect(panel.getByTestId('comparables-band')).toContainText(`${row.make} ${row.model}`);
  await expect(panel.getByTestId('comparables-median')).toHaveText(usd(answer.medianActualCost!));
  const table = panel.getByRole('table', { name: 'Comparable purchases' });
  for (const header of ['Vehicle', 'Mileage', 'Bought', 'MMR', 'JDP', 'Galves', 'Black Book', 'Actual cost'])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Expected total profit' })).toBeVisible();
  await expect(table.getByTestId('comparable-purchase')).toHaveCount(answer.purchases.length);
  await expect(table.getByText(/days to sale/i)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The median against the proposal as it is typed, before it is saved.
  const proposal = page.getByRole('textbox', { name: 'Wholesale proposal', exact: true });
  await proposal.fill(String(answer.medianActualCost! + 1000));
  await proposal.blur();
  const wholesale = panel.getByTestId('comparables-proposal').first();
  await expect(wholesale).toContainText(`Wholesale proposal ${usd(answer.medianActualCost! + 1000)}`);
  await expect(wholesale).toContainText(/^.*\$1,000\.00 \([\d.]+%\) above the median$/);

  await panel.getByRole('link', { name: `Open them as a list (${answer.count})` }).click();
  // Leaving the worksheet with a typed proposal asks first.
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(`/${DEALER}/appraisals/${row.id}/comparables`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Comparable purchases of appraisal ${row.id}` }),
  ).toBeVisible();
  await expect(
    page.getByText(answer.count === 1 ? '1 record' : `${answer.count} records`, { exact: true }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('on a phone each comparable purchase is a card within the screen, and so is the list', async ({ page }) => {
  test.slow(); // two axe scans on a shared machine
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, DEMO_USERS.admin.email);
  const { row, answer } = await subject(page);
  const panel = await openWorksheet(page, row);
  const cards = panel.getByRole('list', { name: 'Comparable purchases' }).getByRole('listitem');
  await expect(cards).toHaveCount(answer.purchases.length);
  await expectWithinScreen(page, cards.first().getByText('Actual cost'));
  await expectWithinScreen(page, panel.getByTestId('comparables-median'));
  expect(await contentWidth(page)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
  // The list of them, as cards too.
  await panel.getByRole('link', { name: `Open them as a list (${answer.count})` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Comparable purchases of appraisal ${row.id}` }),
  ).toBeVisible();
  await expect(
    page.getByText(answer.count === 1 ? '1 record' : `${answer.count} records`, { exact: true }),
  ).toBeVisible();
  expect(await contentWidth(page)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a salesperson, who may not read values, sees no comparable purchases and is refused them', async ({ page }) => {
  await signedIn(page, DEMO_USERS.sales.email);
  const { rows } = await fetchList(
    page,
    { appraisalTypeId: 1, filterId: -4, appraisalStatusId: null },
    { range: [0, 0] },
  );
  const row = rows[0]!;
  await page.goto(`/${DEALER}/appraisals/${row.id}?tab=worksheet`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vehicleName(row));
  await expect(page.getByRole('tab', { name: 'Activity' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Vehicle Assessment' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Comparable purchases', exact: true })).toHaveCount(0);
  expect((await comparablesOf(page, row.id)).status()).toBe(403);
  // The list of them is closed to the role too: the guard sends it to the sign-in page, which says so.
  await page.goto(`/${DEALER}/appraisals/${row.id}/comparables`);
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('heading', { name: `Comparable purchases of appraisal ${row.id}` })).toHaveCount(0);
});
