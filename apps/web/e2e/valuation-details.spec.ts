import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEALER, DEMO_USERS, signIn } from './support/demo';
import { fetchList, vehicleName } from './support/lists';

/**
 * Issue 17: a valuation panel's "details" show the stored result's summary and the provider's own
 * answer through GET .../api-results/{provider}-{n} and /info. An open trade-in no other journey takes.
 */
const SLOT = 19;

test("the MMR panel's details show the provider's answer as it came", async ({ page }) => {
  await signIn(page, DEMO_USERS.acq.email);
  await expect(page).toHaveURL(/\/(new|appraisals)$/);
  const { rows } = await fetchList(page, { appraisalTypeId: 1, filterId: -4 }, { sort: ['id', 'ASC'] });
  const open = rows.filter((r) => r.appraisalStatusId === null && r.deletedAt === null && r.vinCount === 1);
  const row = open[SLOT];
  if (!row) throw new Error(`no open trade-in #${SLOT} in the demo data`);
  await page.goto(`/${DEALER}/appraisals/${row.id}?tab=worksheet`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vehicleName(row));

  const mmr = page.getByRole('region', { name: 'MMR', exact: true });
  const value = await mmr.getByLabel('MMR value').textContent();
  const calls = page.waitForResponse((r) => /\/api-results\/mmr-\d+\/info$/.test(r.url()) && r.status() === 200);
  await mmr.getByRole('button', { name: 'MMR details' }).click();
  await calls;
  const dialog = page.getByRole('dialog', { name: 'MMR details' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Value${value}`);
  const answer = dialog.getByLabel("Provider's answer");
  // MMR's own protocol: items with adjustedPricing, as the sandbox answered it.
  await expect(answer).toContainText('"adjustedPricing"');
  await expect(answer).toContainText('"wholesale"');

  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const scan = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(mmr.getByRole('button', { name: 'MMR details' })).toBeFocused();
});
