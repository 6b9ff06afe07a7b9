import { EMAIL_TEMPLATES } from '@dealer/domain';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { adminApi, DEALER, DEMO_USERS, signIn } from './support/demo';
import { openWorksheet, pickOpenTradeIn, sendExactOffer } from './support/offer-records';
import { expectWithinScreen } from './support/screen';

/**
 * The Emails tab (part 2 section 2.6, issue 20): the dealer admin writes the offer e-mail's
 * greeting, sees it in the server-rendered preview, sends an offer and reads the new greeting in
 * the Outbox; "Reset to default" brings the old greeting back. Takes its own open trade-in (slot
 * 30, clear of the other specs) and leaves the template at its default.
 */
const SLOT = 30;
const GREETING = 'Good day {{customer_first_name}}, thanks for stopping by';

async function openOfferTemplate(page: Page) {
  await page.goto(`/${DEALER}/settings/emails`);
  await expect(page.getByRole('heading', { name: 'E-mail templates' })).toBeVisible();
  await page.getByRole('listitem', { name: 'Offer', exact: true }).getByRole('link', { name: 'Edit Offer' }).click();
  await expect(page.getByRole('heading', { name: 'Offer e-mail' })).toBeVisible();
}

const desktopPreview = (page: Page) => page.frameLocator('iframe[title="E-mail preview, desktop width"]');

/**
 * axe on the editor with the plain-text preview showing: axe cannot run inside the sandboxed
 * preview frame (no scripts there, on purpose); the e-mail's own HTML is scanned in the last test.
 */
async function scanWithoutPreviewFrame(page: Page) {
  await page.locator('label', { hasText: /^Plain text$/ }).click();
  await expect(page.getByLabel('Plain-text e-mail')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.locator('label', { hasText: /^Desktop$/ }).click();
}

async function outboxMessageTo(page: Page, email: string) {
  await page.goto(`/${DEALER}/outbox`);
  return page.getByRole('row').filter({ hasText: email }).first();
}

test('an admin customises the offer greeting, sends an offer with it, then resets it', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(/\/(new|appraisals)$/);
  await page.goto(`/${DEALER}/settings/emails`);
  await expect(page).toHaveTitle(/Emails \| Dealer Admin$/);
  const offerRow = page.getByRole('listitem', { name: 'Offer', exact: true });
  await expect(offerRow.getByText('Default')).toBeVisible();
  // The enabled switch is only for custom templates.
  await expect(offerRow.getByRole('switch')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await openOfferTemplate(page);
  // Readonly and editable sections; the live preview shows the default greeting with sample data.
  const greeting = page.getByRole('textbox', { name: 'Greeting' });
  await expect(greeting).toHaveValue('Hello {{customer_first_name}},');
  await expect(desktopPreview(page).getByText('Hello Maria,')).toBeVisible();
  await scanWithoutPreviewFrame(page);

  // Write the new greeting, inserting the variable where the cursor is.
  await greeting.fill('Good day , thanks for stopping by');
  await greeting.focus();
  await greeting.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(9, 9));
  await page.getByRole('button', { name: 'Insert {{customer_first_name}}' }).click();
  await expect(greeting).toHaveValue(GREETING);
  await expect(desktopPreview(page).getByText('Good day Maria, thanks for stopping by')).toBeVisible();
  await page.locator('label', { hasText: /^Phone$/ }).click();
  await expect(
    page
      .frameLocator('iframe[title="E-mail preview, phone width"]')
      .getByText('Good day Maria, thanks for stopping by'),
  ).toBeVisible();

  // A variable the template does not offer is named and refused.
  const intro = page.getByRole('textbox', { name: 'Introduction' });
  const introText = await intro.inputValue();
  await intro.fill(`${introText} {{shoe_size}}`);
  await expect(page.getByText('Unknown variable {{shoe_size}}.').first()).toBeVisible();
  await intro.fill(introText);
  await expect(page.getByText('Unknown variable {{shoe_size}}.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'E-mail templates' })).toBeVisible();
  await expect(offerRow.getByText('Customised')).toBeVisible();
  const enabled = offerRow.getByRole('switch', { name: 'Enabled: Offer' });
  await expect(enabled).toBeChecked();
  await enabled.click({ force: true });
  await expect(enabled).not.toBeChecked();
  await enabled.click({ force: true });
  await expect(enabled).toBeChecked();

  // Send an offer: the Outbox shows the new greeting.
  const row = await pickOpenTradeIn(page, SLOT);
  const name = ((row as { firstName?: string | null }).firstName ?? '').trim() || 'there';
  await openWorksheet(page, row);
  await sendExactOffer(page, '15000');
  await expect(await outboxMessageTo(page, row.email)).toContainText(`Good day ${name}, thanks for stopping by`);

  // Reset to default, with its confirmation: the old greeting is back, in the form and the preview.
  await openOfferTemplate(page);
  await page.getByRole('button', { name: 'Reset to default' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Reset this template to its default text?');
  // OK takes the focus once the dialog has opened (confirm-dialog.tsx); click it then.
  await expect(confirm.getByRole('button', { name: 'OK' })).toBeFocused();
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Greeting' })).toHaveValue('Hello {{customer_first_name}},');
  await expect(desktopPreview(page).getByText('Hello Maria,')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset to default' })).toHaveCount(0);

  // And the next offer e-mail greets the old way.
  await openWorksheet(page, row);
  await sendExactOffer(page, '15500');
  const message = await outboxMessageTo(page, row.email);
  await expect(message).toContainText(`Hello ${name},`);
  await expect(message).not.toContainText('Good day');
});

test('the Emails tab and the editor fit a phone', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(/\/(new|appraisals)$/);
  await page.goto(`/${DEALER}/settings/emails`);
  await expect(page.getByRole('listitem', { name: 'Offer', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await openOfferTemplate(page);
  await expect(desktopPreview(page).getByText('Hello Maria,')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The phone preview fits its column (it was 390 px wide in a 358 px column, its right edge cut off).
  await page.getByRole('radiogroup', { name: 'Preview width' }).getByText('Phone', { exact: true }).click();
  const phoneFrame = page.getByTitle('E-mail preview, phone width');
  await expectWithinScreen(page, phoneFrame);
  const [frameWidth, columnWidth] = await phoneFrame.evaluate((el) => [
    el.getBoundingClientRect().width,
    el.parentElement!.clientWidth,
  ]);
  expect(frameWidth).toBeLessThanOrEqual(columnWidth);
  await scanWithoutPreviewFrame(page);
  await context.close();
});

test('every default template’s HTML has no horizontal scroll at 390 px and passes axe', async ({
  browser,
  baseURL,
}) => {
  const { api, dealerId } = await adminApi(baseURL!);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    for (const t of EMAIL_TEMPLATES) {
      const res = await api.post('/api/dealer_email_templates/preview', {
        headers: { 'x-dealer-id': String(dealerId) },
        data: { templateId: t.id, body: {} },
      });
      expect(res.status(), await res.text()).toBe(200);
      const { html } = (await res.json()) as { html: string };
      await page.setContent(html);
      expect(await seriousViolations(page), t.externalId).toEqual([]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${t.externalId} is ${width}px wide`).toBeLessThanOrEqual(390);
    }
  } finally {
    await context.close();
    await api.dispose();
  }
});
