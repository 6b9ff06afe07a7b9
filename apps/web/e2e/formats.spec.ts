import { expect, test } from '@playwright/test';
import { DEALER, DEMO_USERS, signIn } from './support/demo';
import { fetchList, type ListRow } from './support/lists';
import { openOfferDialog, openWorksheet, pickOpenTradeIn } from './support/offer-records';

/** Formats and copy (issue 14 item 6): phones as (xxx) xxx-xxxx, money as $x,xxx.xx, a whole VIN on a phone. */

const PHONE = /\(\d{3}\) \d{3}-\d{4}/;

test('the offer dialog names the phone it texts as (xxx) xxx-xxxx', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  const row = await pickOpenTradeIn(page, 8);
  await openWorksheet(page, row);
  const dialog = await openOfferDialog(page);
  await dialog.getByRole('button', { name: 'Continue to offer' }).click();
  await expect(dialog.getByText(/texted to/)).toHaveText(
    new RegExp(`texted to ${PHONE.source} (with a link to the offer letter|\\(without the letter link\\))\\.`),
  );
  await expect(dialog.getByText(/texted to \d{10}/)).toHaveCount(0);
  await page.keyboard.press('Escape');
});

test('activity details show money and phones in the spec formats', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  const { rows } = await fetchList(page, { appraisalTypeId: 1, filterId: -4 }, { range: [0, 199] });
  const offered = (rows as (ListRow & { offerSent?: boolean })[]).find((r) => r.offerSent);
  if (!offered) throw new Error('no offered trade-in in the demo data');
  await page.goto(`/${DEALER}/appraisals/${offered.id}?tab=activity`);
  const table = page.getByRole('table', { name: 'Activity' });
  await expect(table.getByRole('cell', { name: 'Offer sent', exact: true })).toBeVisible();
  const details = await table.innerText();
  expect(details).toMatch(/\$\d{1,3}(,\d{3})*\.\d\d/);
  expect(details).not.toMatch(/\$\d{4,}(?![\d,])/);
  expect(details).not.toMatch(/(?<![\w-])\d{10}(?![\w-])/);
});

test('the VIN field shows all 17 characters on a phone', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  try {
    await signIn(page, DEMO_USERS.admin.email);
    await expect(page).toHaveURL(`/${DEALER}/new`);
    await page.getByText('Start a trade-in').click();
    const vin = page.getByRole('textbox', { name: 'VIN' });
    await vin.fill('1HGCM82633A004352');
    const [client, scroll] = await vin.evaluate((el) => [el.clientWidth, el.scrollWidth]);
    expect(scroll).toBeLessThanOrEqual(client!);
    await page.screenshot({ path: 'test-results/phone-vin.png' });
  } finally {
    await context.close();
  }
});
