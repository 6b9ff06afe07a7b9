import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { addCapturePhotos } from './support/capture-photos';
import { DEALER, DEMO_USERS, latestOutboxLink, type OutboxRow, pathOf, signIn } from './support/demo';
import { dealerIdOf, fetchDetail, vehicleName } from './support/lists';
import { cents, pickOpenTradeIn, sendExactOffer } from './support/offer-records';

/**
 * A lowered offer after an inspection: a record with an offer sent (at the worksheet's suggestion
 * for a 20,000 wholesale valuation), the customer completes the inspection on the real capture
 * page with 18,210 more miles than declared and minor body damage and worn tyres; staff see "What
 * you told us, what we found" on the Inspection tab, revalue, see it add up, send the new offer;
 * the customer's page and e-mail carry the lines, adding up from the old offer to the new. Once at
 * 1440 px and once on a 390 px phone, each on its own record (pickOpenTradeIn slots 14 and 15).
 */

const VIEWPORTS = [
  { name: 'desktop', slot: 14, size: { width: 1440, height: 900 }, phone: false },
  { name: 'phone', slot: 15, size: { width: 390, height: 844 }, phone: true },
] as const;
const TITLE = 'What you told us, what we found';
/** The worksheet of the first offer: 20,000 - 350 - 200 - 250 pack - 1,000 objective = 18,200. */
const WORKSHEET = {
  profitObjective: 1000,
  pickupFee: 200,
  wholesalePack: 250,
  auctionFee: 350,
  carOfferAmount: null,
  auctionValuation: 20000,
  retailValuation: 23000,
  reconBodyCost: 0,
  reconMechCost: 0,
  reconOtherCost: 0,
  adjustedPayoffAmount: 9000,
  auctionProposal: null,
  retailProposal: null,
  carOfferProposal: null,
};
const miles = (n: number) => `${n.toLocaleString('en-US')} mi`;

/** The comparison section's figures, first (previous offer) to last (new offer), in cents per end. */
async function comparisonFigures(section: Locator) {
  const rows = section.locator('[data-amount]');
  await expect(rows.last()).toBeVisible();
  return rows.evaluateAll((els) =>
    els.map((el) => {
      const low = Math.round(Number(el.getAttribute('data-amount')) * 100);
      const max = el.getAttribute('data-amount-max');
      return { low, high: max === null ? low : Math.round(Number(max) * 100) };
    }),
  );
}

/** Previous offer + every change = new offer, at each end. */
async function expectAddsUp(section: Locator) {
  const figures = await comparisonFigures(section);
  const total = figures.at(-1)!;
  const sum = (end: 'low' | 'high') => figures.slice(0, -1).reduce((s, f) => s + f[end], 0);
  expect({ low: sum('low'), high: sum('high') }).toEqual(total);
  return figures;
}

/** The section by its heading; its rows are a table at 1440 px and cards on a phone. */
function comparisonOf(page: Page, phone: boolean) {
  const section = page.getByRole('region', { name: TITLE });
  const rows = phone ? section.getByRole('list', { name: TITLE }) : section.getByRole('table', { name: TITLE });
  return { section, rows };
}

/** The customer completes the capture page on a phone: more miles than declared, some damage. */
async function completeInspection(browser: Browser, link: string, odometer: number) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto(pathOf(link));
    await addCapturePhotos(page);
    await page.getByLabel('Odometer reading (miles)').fill(odometer.toLocaleString('en-US'));
    await page.getByRole('group', { name: 'Are any warning lights on?' }).getByLabel('No').check();
    await page.getByRole('group', { name: 'Is there any body damage?' }).getByLabel('Minor').check();
    await page.getByRole('group', { name: 'What condition are the tyres in?' }).getByLabel('Worn').check();
    await page.getByRole('group', { name: 'Has the vehicle been smoked in?' }).getByLabel('No').check();
    await page.getByRole('button', { name: 'Complete inspection' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you! Your inspection is complete.');
  } finally {
    await context.close();
  }
}

async function openTab(page: Page, id: number, tab: 'inspection' | 'worksheet', title: string) {
  await page.goto(`/${DEALER}/appraisals/${id}?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

for (const view of VIEWPORTS) {
  test(`a lowered offer after an inspection explains itself (${view.name})`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({
      viewport: view.size,
      ...(view.phone ? { isMobile: true, hasTouch: true } : {}),
    });
    const page = await context.newPage();
    try {
      await signIn(page, DEMO_USERS.admin.email);
      await expect(page).toHaveURL(/\/(new|appraisals)$/);
      const row = await pickOpenTradeIn(page, view.slot);
      const title = vehicleName(row);
      const headers = { 'x-dealer-id': String(await dealerIdOf(page)) };

      // The record as the first offer found it, and that offer, sent to the customer.
      const saved = await page.request.post(`/api/appraisals/${row.id}/worksheet`, { headers, data: WORKSHEET });
      expect(saved.status(), await saved.text()).toBe(200);
      const first = await page.request.post(`/api/appraisals/${row.id}/offer`, {
        headers,
        data: { template: 0, type: 'auction', amount: 18200 },
      });
      expect(first.status(), await first.text()).toBe(200);
      const firstLink = await latestOutboxLink(baseURL!, row.email, '/offer/');
      const { mileage: declared } = await fetchDetail<{ mileage: number }>(page, row.id);
      const found = declared + 18_210;

      // Staff send the inspection link; the customer completes the capture page.
      await openTab(page, row.id, 'inspection', title);
      await page.getByRole('button', { name: 'Actions' }).click();
      await page.getByRole('menuitem', { name: 'Send inspection link' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send inspection link' });
      await dialog.getByRole('radio', { name: 'email', exact: true }).check();
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(dialog).toBeHidden();
      await completeInspection(browser, await latestOutboxLink(baseURL!, row.email, '/sandbox/inspection/'), found);

      // The Inspection tab: the differences, not yet reflected in the worksheet (no effect yet).
      await openTab(page, row.id, 'inspection', title);
      let { section, rows } = comparisonOf(page, view.phone);
      await expect(section.getByRole('heading', { level: 3, name: TITLE })).toBeVisible();
      await expect(rows).toContainText(miles(declared));
      await expect(rows).toContainText(miles(found));
      await expect(rows).toContainText('Minor body damage, worn tyres; estimated repairs $1,370.00');
      expect((await expectAddsUp(rows)).map((f) => f.low)).toEqual([1_820_000, 0, 0, 1_820_000]);
      expect(await seriousViolations(page)).toEqual([]);

      // Revalued at the inspected mileage, the repairs added, the suggestion reset and saved.
      await openTab(page, row.id, 'worksheet', title);
      for (const [label, value] of [
        ['Wholesale valuation', '18850'],
        ['Recon body', '1370'],
      ] as const) {
        const input = page.getByRole('textbox', { name: label, exact: true });
        await input.fill(value);
        await input.blur();
      }
      await page.getByRole('button', { name: 'Reset worksheet' }).click();
      const save = page.waitForResponse(
        (r) => r.url().endsWith(`/api/appraisals/${row.id}`) && r.request().method() === 'PUT',
      );
      await page.getByRole('button', { name: 'Save worksheet' }).click();
      expect((await save).status()).toBe(200);
      await expect(page.getByText('Worksheet saved')).toBeVisible();

      // The preview now adds up to the offer the dialog suggests: 18,200 - 1,150 - 1,370 = 15,680.
      await openTab(page, row.id, 'inspection', title);
      ({ section, rows } = comparisonOf(page, view.phone));
      await expect(rows).toContainText('-$1,150.00');
      await expect(rows).toContainText('-$1,370.00');
      expect((await expectAddsUp(rows)).map((f) => f.low)).toEqual([1_820_000, -115_000, -137_000, 1_568_000]);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/lowered-offer-staff-${view.name}.png`, fullPage: true });

      // Staff send it from the worksheet's Wholesale card.
      await openTab(page, row.id, 'worksheet', title);
      await sendExactOffer(page, '15680');
      await expect.poll(() => latestOutboxLink(baseURL!, row.email, '/offer/')).not.toBe(firstLink);
      const link = await latestOutboxLink(baseURL!, row.email, '/offer/');

      // The customer's page, at the same size: the lines add up from the old offer to the new.
      const customer = await browser.newContext({
        viewport: view.size,
        ...(view.phone ? { isMobile: true, hasTouch: true } : {}),
      });
      try {
        const p = await customer.newPage();
        await p.goto(pathOf(link));
        await expect(p.getByRole('heading', { level: 1 })).toHaveText('Your offer from Metro Motors');
        const mine = comparisonOf(p, view.phone);
        await expect(mine.section.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
        await expect(mine.rows).toContainText(miles(declared));
        await expect(mine.rows).toContainText(miles(found));
        await expect(mine.rows).toContainText('Not asked');
        const figures = await expectAddsUp(mine.rows);
        expect(figures.at(0)!.low).toBe(1_820_000);
        expect(figures.at(-1)!.low).toBe(cents(await p.getByTestId('offer-amount').innerText()));
        expect(figures.at(-1)!.low).toBe(1_568_000);
        expect(await p.locator('main').innerText()).not.toMatch(/pack|profit|valuation/i);
        expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(view.size.width);
        expect(await seriousViolations(p)).toEqual([]);
        await p.screenshot({ path: `test-results/lowered-offer-customer-${view.name}.png`, fullPage: true });
      } finally {
        await customer.close();
      }

      // The e-mail says the same, line by line.
      const outbox = await page.request.get('/api/outbox?range=[0,199]', { headers });
      const mail = ((await outbox.json()) as OutboxRow[])
        .filter((m) => m.recipient === row.email && m.links.includes(link))
        .at(0);
      expect(mail?.body).toContain(TITLE);
      expect(mail?.body).toContain(
        `Mileage. You told us: ${miles(declared)}. We found: ${miles(found)}. Effect on your offer: -$1,150.00`,
      );
      expect(mail?.body).toContain('New offer: $15,680.00');
    } finally {
      await context.close();
    }
  });
}
