import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_USERS, openSignIn, signIn } from './support/demo';
import { openOfferDialog, openWorksheet, pickOpenTradeIn, sendExactOffer } from './support/offer-records';

/**
 * The worksheet shows the decision (issue 14 item 4): a blank proposal shows the suggested (default)
 * proposal; the card that made the last offer shows it (amount or range, date, who); Save and Reset
 * stay on screen wherever the tab is scrolled, on a desktop and on a phone.
 */

const SLOT = { offer: 5, sticky: 6 } as const;
const today = () => {
  const d = new Date();
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
};

async function signInAdmin(page: Page) {
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(/\/(new|appraisals)$/);
}

test('the proposal shows the suggestion, and the card shows the last offer after it is sent', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAdmin(page);
  const row = await pickOpenTradeIn(page, SLOT.offer);
  await openWorksheet(page, row);

  const card = page.getByRole('region', { name: 'Wholesale offer' });
  const proposal = card.getByRole('textbox', { name: 'Wholesale proposal' });
  // Blank in the record: the field shows the default proposal, marked, and profit is "equal".
  await expect(proposal).toHaveValue(/^-?\$[\d,]+\.\d\d$/);
  await expect(card.getByText('Suggested', { exact: true })).toBeVisible();
  await expect(card.getByText('equal', { exact: true })).toBeVisible();
  await expect(card.getByTestId('last-offer')).toHaveCount(0);

  // Typing another amount replaces the suggestion; leaving the field empty brings it back.
  const suggested = await proposal.inputValue();
  await proposal.fill('1000');
  await expect(card.getByText('Suggested', { exact: true })).toHaveCount(0);
  await proposal.fill('');
  await card.getByRole('heading', { name: 'Wholesale' }).click();
  await expect(proposal).toHaveValue(suggested);

  await sendExactOffer(page, '15000');
  const last = card.getByTestId('last-offer');
  await expect(last.getByTestId('last-offer-amount')).toHaveText('$15,000.00');
  await expect(last.getByTestId('last-offer-by')).toHaveText(
    new RegExp(`^${today()} \\d{1,2}:\\d\\d [AP]M by Alex Admin$`),
  );
  await expect(page.getByRole('region', { name: 'Retail offer' }).getByTestId('last-offer')).toHaveCount(0);

  // A range replaces it, after a reload too.
  const dialog = await openOfferDialog(page);
  await dialog.getByRole('radio', { name: 'Ranged offer' }).check();
  await dialog.getByRole('button', { name: 'Continue to offer' }).click();
  await dialog.getByRole('textbox', { name: 'Lowest offer' }).fill('14000');
  await dialog.getByRole('textbox', { name: 'Highest offer' }).fill('16000');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(last.getByTestId('last-offer-amount')).toHaveText('$14,000.00 - $16,000.00');
  await expect(last.getByTestId('last-offer-by')).toContainText('by Alex Admin');
});

async function expectBarOnScreen(page: Page) {
  const bar = page.getByTestId('worksheet-actions');
  // Into the worksheet (on a phone the record's header fills the first screen), then further down
  // to the notes, then to the very end of the tab.
  const stops = [
    page.getByRole('region', { name: 'Wholesale offer' }),
    page.getByRole('textbox', { name: 'Notes' }),
    page.getByRole('button', { name: 'Rerun' }).last(),
  ];
  for (const stop of stops) {
    await stop.scrollIntoViewIfNeeded();
    await expect(bar.getByRole('button', { name: 'Save worksheet' })).toBeInViewport({ ratio: 1 });
    await expect(bar.getByRole('button', { name: 'Reset worksheet' })).toBeInViewport({ ratio: 1 });
  }
  // The page really scrolls: the top of the worksheet has left the screen.
  await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
}

async function context(browser: Browser, width: number, height: number, mobile: boolean) {
  return browser.newContext({ viewport: { width, height }, isMobile: mobile, hasTouch: mobile });
}

for (const [name, size] of [
  ['desktop', { width: 1440, height: 900, mobile: false }],
  ['phone', { width: 390, height: 844, mobile: true }],
] as const) {
  test(`Save and Reset stay on screen when the worksheet scrolls (${name})`, async ({ browser, baseURL }) => {
    const ctx = await context(browser, size.width, size.height, size.mobile);
    const page = await ctx.newPage();
    try {
      await openSignIn(page, `${baseURL}/auth/login`);
      await signIn(page, DEMO_USERS.admin.email, undefined, false);
      await expect(page).toHaveURL(/\/(new|appraisals)$/);
      const row = await pickOpenTradeIn(page, SLOT.sticky);
      await openWorksheet(page, row);
      await expectBarOnScreen(page);
      await page.screenshot({ path: `test-results/worksheet-bar-${name}.png` });
    } finally {
      await ctx.close();
    }
  });
}
