import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEALER, DEMO_USERS, signIn } from './support/demo';
import { fetchList, vehicleName } from './support/lists';

/**
 * Issue 23: a provider that fails offers "Enter value manually"; the worksheet uses the value with
 * its "manual" mark. The sandbox itself is switched to fail (it answers MMR's 503 over HTTP). The
 * record is an open trade-in no other journey takes.
 */
const SLOT = 17;

async function openWorksheet(page: Page) {
  await signIn(page, DEMO_USERS.appraiser.email);
  await expect(page).toHaveURL(/\/(new|appraisals)$/);
  const { rows } = await fetchList(page, { appraisalTypeId: 1, filterId: -4 }, { sort: ['id', 'ASC'] });
  const open = rows.filter((r) => r.appraisalStatusId === null && r.deletedAt === null && r.vinCount === 1);
  const row = open[SLOT];
  if (!row) throw new Error(`no open trade-in #${SLOT} in the demo data`);
  await page.goto(`/${DEALER}/appraisals/${row.id}?tab=worksheet&val=mmr`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vehicleName(row));
  return row;
}

const outage = async (page: Page, mode: 'ok' | 'error') => {
  const res = await page.request.put('/sandbox/mmr/_sandbox/outage', { data: { mode } });
  expect(res.status()).toBe(200);
};

test.afterEach(async ({ page }) => {
  await outage(page, 'ok');
});

test('an appraiser enters a manual MMR value after MMR fails, and the worksheet uses it marked manual', async ({
  page,
}) => {
  await openWorksheet(page);
  const mmr = page.getByRole('region', { name: 'MMR', exact: true });
  await expect(mmr.getByLabel('MMR value')).toBeVisible();
  await outage(page, 'error');

  await mmr.getByLabel('MMR grade').selectOption('2.3');
  await mmr.getByRole('button', { name: 'Rerun MMR' }).click();
  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert).toContainText('There was an error with MMR. Please try again later.');
  await alert.getByRole('button', { name: 'OK' }).click();

  await mmr.getByRole('button', { name: 'Enter value manually' }).click();
  const form = mmr.getByRole('form', { name: 'Enter MMR value manually' });
  await form.getByRole('button', { name: 'Save value' }).click();
  await expect(form).toContainText('Enter the value.');
  await expect(form).toContainText('Say where the value comes from.');
  await form.getByLabel('MMR value').fill('15250');
  await form.getByLabel('Source').fill('Auction sheet, lane 4');

  // The open form passes an accessibility scan.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const scan = await new AxeBuilder({ page }).include('[aria-labelledby="valuation-panels-title"]').analyze();
  expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await form.getByRole('button', { name: 'Save value' }).click();
  await expect(form).toBeHidden();
  await expect(mmr.getByLabel('MMR value')).toHaveText('$15,250.00');
  await expect(mmr.getByTestId('manual-mark')).toHaveText('manual');
  await expect(mmr).toContainText('Source: Auction sheet, lane 4');
  await expect(mmr.getByRole('button', { name: 'Enter value manually' })).toBeHidden();

  // The worksheet's default valuation (val=mmr) is the manual figure, with its mark.
  const valuation = page.getByRole('textbox', { name: /^Default valuation/ });
  const defaultLabel = page.locator('label', { hasText: 'Default valuation' });
  await expect(valuation).toHaveValue('$15,250.00');
  await expect(defaultLabel.getByTestId('manual-mark')).toBeVisible();

  // Another provider in the toggle: no manual mark on its figure.
  await page.getByRole('group', { name: 'Valuation and fees' }).getByText('JDP', { exact: true }).click();
  await expect(valuation).not.toHaveValue('$15,250.00');
  await expect(defaultLabel.getByTestId('manual-mark')).toHaveCount(0);

  // After a reload the mark is still there (it is stored, not the page's memory).
  await page.goto(page.url().replace(/val=\w+/, 'val=mmr'));
  await expect(page.getByRole('region', { name: 'MMR', exact: true }).getByTestId('manual-mark')).toBeVisible();
});

test('the dealer admin sees the provider calls of this month on the Defaults tab', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(/\/(new|appraisals)$/);
  await page.goto(`/${DEALER}/settings/defaults`);
  const block = page.getByRole('region', { name: 'Provider calls this month' });
  await expect(block).toBeVisible();
  for (const p of ['mmr', 'jdp', 'galves', 'blackbook']) {
    await expect(block.getByTestId(`provider-calls-${p}`)).toHaveText(/^\d[\d,]*$/);
  }
  // The failed call of the journey above went out to MMR: it counts.
  await expect
    .poll(async () => Number((await block.getByTestId('provider-calls-mmr').textContent())?.replace(/,/g, '')))
    .toBeGreaterThan(0);
});
