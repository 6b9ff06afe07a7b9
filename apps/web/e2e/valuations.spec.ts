import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEALER, DEMO_USERS, signIn } from './support/demo';
import { fetchList, vehicleName } from './support/lists';

/**
 * The valuation panels under the worksheet (spec part 2 section 2.5). The record is an old open
 * trade-in well past the slots other specs take, so no journey shares it.
 */
const SLOT = 12;

async function openWorksheet(page: Page) {
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(/\/(new|appraisals)$/);
  const { rows } = await fetchList(page, { appraisalTypeId: 1, filterId: -4 }, { sort: ['id', 'ASC'] });
  const open = rows.filter((r) => r.appraisalStatusId === null && r.deletedAt === null && r.vinCount === 1);
  const row = open[SLOT];
  if (!row) throw new Error(`no open trade-in #${SLOT} in the demo data`);
  await page.goto(`/${DEALER}/appraisals/${row.id}?tab=worksheet`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vehicleName(row));
  return row;
}

const money = (text: string | null) => Number((text ?? '').replace(/[$,]/g, ''));

test('rerunning MMR with a worse grade shows the new, lower value and its selection', async ({ page }) => {
  await openWorksheet(page);
  const mmr = page.getByRole('region', { name: 'MMR', exact: true });
  for (const name of ['MMR', 'JDP', 'Galves', 'Black Book']) {
    await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
  }
  // Demo records were valued when they came in.
  const value = mmr.getByLabel('MMR value');
  await expect(value).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(mmr).toContainText(/Run: \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)/);
  const before = money(await value.textContent());

  await mmr.getByLabel('MMR grade').selectOption('1.2');
  await mmr.getByRole('button', { name: 'Rerun MMR' }).click();
  await expect(mmr).toContainText('grade 1.2');
  await expect(value).not.toHaveText(`$${before.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  const after = money(await value.textContent());
  expect(after).toBeLessThan(before);
  await expect(mmr.getByLabel('MMR grade')).toHaveValue('1.2');

  // A better grade values it higher again.
  await mmr.getByLabel('MMR grade').selectOption('4.8');
  await mmr.getByRole('button', { name: 'Rerun MMR' }).click();
  await expect(mmr).toContainText('grade 4.8');
  await expect.poll(async () => money(await value.textContent())).toBeGreaterThan(before);
});

test('Galves options of one group exclude each other, and a rerun keeps the choice', async ({ page }) => {
  await openWorksheet(page);
  const galves = page.getByRole('region', { name: 'Galves', exact: true });
  const sunroof = galves.getByRole('checkbox', { name: /Power sunroof/ });
  const panoramic = galves.getByRole('checkbox', { name: /Panoramic roof/ });
  await sunroof.check();
  await expect(sunroof).toBeChecked();
  await panoramic.check();
  await expect(panoramic).toBeChecked();
  await expect(sunroof).not.toBeChecked();
  await galves.getByRole('button', { name: 'Rerun Galves' }).click();
  await expect(galves).toContainText(/Selection: trade, options ([A-Z0-9]+, )*PANO/);
  await expect(galves).not.toContainText(/options .*\bSR\b/);
  await expect(galves.getByRole('checkbox', { name: /Panoramic roof/ })).toBeChecked();
});

test('the valuation panels pass an accessibility scan', async ({ page }) => {
  await openWorksheet(page);
  await expect(page.getByRole('region', { name: 'Black Book', exact: true })).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page }).include('[aria-labelledby="valuation-panels-title"]').analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  expect(serious).toEqual([]);
});
