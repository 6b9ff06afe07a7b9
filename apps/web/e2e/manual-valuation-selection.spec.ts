import { expect, type Page, test } from '@playwright/test';
import { DEALER, DEMO_USERS, signIn } from './support/demo';
import { fetchList, vehicleName } from './support/lists';

/**
 * Issue 38 point 19: after a failed MMR rerun with grade 2.3 and colour Black, a manual value is
 * entered; the rerun form keeps 2.3 / Black (also after a reload), so the next rerun is valued
 * with them. Open trade-ins no other journey takes (slots 41 and 42 from the oldest).
 */
const outage = async (page: Page, mode: 'ok' | 'error') => {
  const res = await page.request.put('/sandbox/mmr/_sandbox/outage', { data: { mode } });
  expect(res.status()).toBe(200);
};

test.afterEach(async ({ page }) => {
  await outage(page, 'ok');
});

for (const [slot, viewport] of [
  [41, { width: 1440, height: 900 }],
  [42, { width: 390, height: 844 }],
] as const) {
  test(`the MMR rerun form keeps grade and colour after a manual value (${viewport.width} px)`, async ({ page }) => {
    test.slow(); // a failed call, a manual value, a reload and a rerun
    await page.setViewportSize(viewport);
    await signIn(page, DEMO_USERS.appraiser.email);
    await expect(page).toHaveURL(/\/(new|appraisals)$/, { timeout: 30_000 });
    const { rows } = await fetchList(page, { appraisalTypeId: 1, filterId: -4 }, { sort: ['id', 'ASC'] });
    const open = rows.filter((r) => r.appraisalStatusId === null && r.deletedAt === null && r.vinCount === 1);
    const row = open[slot];
    if (!row) throw new Error(`no open trade-in #${slot} in the demo data`);
    await page.goto(`/${DEALER}/appraisals/${row.id}?tab=worksheet&val=mmr`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(vehicleName(row));

    const mmr = page.getByRole('region', { name: 'MMR', exact: true });
    const grade = mmr.getByLabel('MMR grade');
    const color = mmr.getByLabel('MMR color');
    await outage(page, 'error');
    await grade.selectOption('2.3');
    await color.selectOption('Black');
    await mmr.getByRole('button', { name: 'Rerun MMR' }).click();
    const alert = page.getByRole('dialog', { name: 'Alert' });
    await expect(alert).toContainText('There was an error with MMR. Please try again later.');
    await alert.getByRole('button', { name: 'OK' }).click();

    await mmr.getByRole('button', { name: 'Enter value manually' }).click();
    const form = mmr.getByRole('form', { name: 'Enter MMR value manually' });
    await form.getByLabel('MMR value').fill('15250');
    await form.getByLabel('Source').fill('Auction sheet, lane 4');
    await form.getByRole('button', { name: 'Save value' }).click();
    await expect(form).toBeHidden();
    await expect(mmr.getByTestId('manual-mark')).toHaveText('manual');
    await expect(grade).toHaveValue('2.3');
    await expect(color).toHaveValue('Black');

    // Stored with the value: a reload starts the form from it too.
    await page.reload();
    await expect(mmr.getByTestId('manual-mark')).toHaveText('manual');
    await expect(grade).toHaveValue('2.3');
    await expect(color).toHaveValue('Black');

    // The next rerun is valued with them.
    await outage(page, 'ok');
    const sent = page.waitForRequest((r) => r.url().includes(`/appraisals/${row.id}/rerun-mmr-valuation`));
    await mmr.getByRole('button', { name: 'Rerun MMR' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ grade: '2.3', color: 'Black' });
    await expect(mmr.getByTestId('manual-mark')).toHaveCount(0);
    await expect(grade).toHaveValue('2.3');
    await expect(color).toHaveValue('Black');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}
