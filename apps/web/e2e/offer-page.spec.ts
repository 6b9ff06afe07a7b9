import { type Browser, expect, type Locator, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { DEMO_USERS, latestOutboxLink, pathOf, signIn } from './support/demo';
import { cents, openWorksheet, pickOpenTradeIn, sendExactOffer } from './support/offer-records';

/**
 * The customer's offer page adds up (issue 14 item 5): its lines sum to the offer, computed here
 * from the page's own figures; payoff and equity show only when the offer says so, as a second
 * block (offer - payoff = equity); never the pack; the dealer's name and formatted phone.
 */

const SLOT = 7;

async function rowsOf(table: Locator) {
  await expect(table.getByRole('row').last()).toBeVisible();
  const rows = await table.getByRole('row').all();
  return Promise.all(
    rows.map(async (r) => ({
      label: (await r.getByRole('rowheader').innerText()).trim(),
      cents: cents(await r.getByRole('cell').innerText()),
    })),
  );
}

async function phone(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return { context, page: await context.newPage() };
}

test('the offer page reconciles, hides payoff and pack without equity, and shows offer - payoff = equity with it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(/\/(new|appraisals)$/);
  const row = await pickOpenTradeIn(page, SLOT);
  await openWorksheet(page, row);

  await sendExactOffer(page, '11650', false);
  const first = await latestOutboxLink(baseURL!, row.email, '/offer/');
  const customer = await phone(browser);
  try {
    const p = customer.page;
    await p.goto(pathOf(first));
    await expect(p.getByRole('heading', { level: 1 })).toHaveText('Your offer from Metro Motors');
    // The dealer's letterhead, not the product's.
    const brand = p.getByTestId('dealer-brand');
    await expect(brand).toContainText('Metro Motors');
    await expect(brand).toContainText('(512) 555-0100');
    await expect(brand).toContainText('Austin, TX 78701');
    await expect(p.getByText('Dealer Admin')).toHaveCount(0);
    await expect(p.getByText('5125550100')).toHaveCount(0);
    await expect(p).toHaveTitle('Your offer from Metro Motors');

    const offer = cents(await p.getByTestId('offer-amount').innerText());
    expect(offer).toBe(1_165_000);
    const lines = await rowsOf(p.getByRole('table', { name: 'How we reached it' }));
    const total = lines.at(-1)!;
    expect(total).toEqual({ label: 'Our offer', cents: offer });
    // Every line but the total adds up to it.
    expect(lines.slice(0, -1).reduce((sum, l) => sum + l.cents, 0)).toBe(offer);
    expect(lines.slice(1, -1).every((l) => l.cents < 0)).toBe(true);
    const text = await p.locator('main').innerText();
    expect(text).not.toMatch(/payoff|equity|pack|profit/i);
    await expect(p.getByRole('table', { name: 'Your equity' })).toHaveCount(0);
    expect(await seriousViolations(p)).toEqual([]);
    await p.screenshot({ path: 'test-results/offer-page-no-equity.png', fullPage: true });
  } finally {
    await customer.context.close();
  }
  // The same page at desktop size.
  const desktop = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const p = await desktop.newPage();
    await p.goto(pathOf(first));
    await expect(p.getByRole('table', { name: 'How we reached it' })).toBeVisible();
    expect(await seriousViolations(p)).toEqual([]);
  } finally {
    await desktop.close();
  }

  // Resent with "Show customer equity": a second block, offer - payoff = equity.
  await sendExactOffer(page, '11650', true);
  await expect.poll(() => latestOutboxLink(baseURL!, row.email, '/offer/')).not.toBe(first);
  const second = await latestOutboxLink(baseURL!, row.email, '/offer/');
  const again = await phone(browser);
  try {
    const p = again.page;
    await p.goto(pathOf(second));
    const lines = await rowsOf(p.getByRole('table', { name: 'How we reached it' }));
    expect(lines.slice(0, -1).reduce((sum, l) => sum + l.cents, 0)).toBe(lines.at(-1)!.cents);
    const equity = await rowsOf(p.getByRole('table', { name: 'Your equity' }));
    expect(equity.map((l) => l.label)).toEqual(['Our offer', 'Loan payoff', 'Your equity']);
    expect(equity[0]!.cents).toBe(1_165_000);
    expect(equity[1]!.cents).toBeLessThan(0);
    expect(equity[0]!.cents + equity[1]!.cents).toBe(equity[2]!.cents);
    expect(await p.locator('main').innerText()).not.toMatch(/pack|profit/i);
    expect(await seriousViolations(p)).toEqual([]);
    await p.screenshot({ path: 'test-results/offer-page-equity.png', fullPage: true });
  } finally {
    await again.context.close();
  }
});
