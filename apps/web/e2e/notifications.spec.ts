import { type Browser, expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { DEALER, DEMO_USERS, PASSWORD, signIn } from './support/demo';
import { expectWithinScreen } from './support/screen';

/**
 * Notifications (issue 18): what staff are told, live in the app. A second browser (or an API
 * client signed in as a colleague) makes the change; the first sees it without reloading.
 */
const ACCORD_VIN = '1HGCM82633A004352';
const RUN = Date.now().toString(36).slice(-5).toUpperCase();

test.describe.configure({ timeout: 120_000 });

async function signedIn(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/(new|appraisals)$/);
  return { context, page };
}

/** The bell's live channel is open (it opens once the page has settled). */
async function liveChannelOpen(page: Page) {
  await expect(page.getByRole('link', { name: /^Notifications/ })).toHaveAttribute('data-live', 'open', {
    timeout: 15_000,
  });
}

const bell = (page: Page) => page.getByRole('link', { name: /^Notifications/ });

test('a customer submits the public service form; the signed-in admin sees the toast and the bell count without reloading', async ({
  browser,
  baseURL,
}) => {
  const admin = await signedIn(browser, baseURL!, DEMO_USERS.admin.email);
  const customer = await browser.newContext({ baseURL });
  try {
    await liveChannelOpen(admin.page);
    const before = Number(await bell(admin.page).getAttribute('data-unread'));

    const page = await customer.newPage();
    await page.goto(`/${DEALER}/open/service`);
    const form = page.getByRole('form', { name: 'New appraisal' });
    await form.getByLabel('VIN').fill(ACCORD_VIN);
    await form.getByRole('button', { name: 'DECODE' }).click();
    await expect(form.getByLabel('Trim')).toHaveValue('EX-V6');
    await page.getByLabel('Exact mileage').fill('41000');
    await page.getByLabel('First name').fill('Noa');
    await page.getByLabel('Last name').fill(`Live${RUN}`);
    await page.getByLabel('Send inspection to my').selectOption('none');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByText('Thank you!')).toBeVisible();

    const toast = admin.page.getByRole('alert').filter({ hasText: `Noa Live${RUN} submitted` });
    await expect(toast).toBeVisible({ timeout: 5000 });
    await expect(toast).toContainText('on the service page');
    await expect(bell(admin.page)).toHaveAttribute('data-unread', String(before + 1));
    await expect(bell(admin.page)).toHaveAccessibleName(`Notifications, ${before + 1} unread`);
  } finally {
    await customer.close();
    await admin.context.close();
  }
});

test('an open Buying center list shows a record changed by another user', async ({ browser, baseURL, playwright }) => {
  const admin = await signedIn(browser, baseURL!, DEMO_USERS.admin.email);
  const colleague = await playwright.request.newContext({ baseURL });
  try {
    await admin.page.goto(`/${DEALER}/appraisals`);
    await expect(admin.page.getByRole('row').nth(1)).toBeVisible();
    await liveChannelOpen(admin.page);
    // The first record the list shows (its rows link to the record's page).
    const href = await admin.page
      .getByRole('row')
      .nth(1)
      .locator(`a[href*="/${DEALER}/appraisals/"]`)
      .first()
      .getAttribute('href');
    const target = { id: Number(/appraisals\/(\d+)/.exec(href ?? '')?.[1]) };

    const login = await colleague.post('/api/auth/login', {
      data: { email: DEMO_USERS.acq.email, password: PASSWORD },
    });
    const dealerId = ((await login.json()) as { dealers: { id: number; slug: string }[] }).dealers.find(
      (d) => d.slug === DEALER,
    )!.id;
    const lastName = `Changed${RUN}`;
    const res = await colleague.post(`/api/appraisals/${target.id}/contact`, {
      headers: { 'x-dealer-id': String(dealerId), origin: baseURL! },
      data: { lastName },
    });
    expect(res.status(), await res.text()).toBe(200);
    await expect(admin.page.getByText(lastName)).toBeVisible({ timeout: 5000 });
  } finally {
    await colleague.dispose();
    await admin.context.close();
  }
});

test('notification settings: the "All" toggle switches a channel for every notification of a dealer', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await signedIn(browser, baseURL!, DEMO_USERS.salesmgr.email);
  try {
    await page.goto('/my/settings/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Metro Motors' });
    const allText = table.getByRole('switch', { name: 'All Text at Metro Motors' });
    const texts = table.getByRole('switch', { name: /: Text at Metro Motors$/ });
    // count() does not wait: the table's switches come with the settings' answer.
    await expect(allText).toBeVisible();
    const counted = await texts.count();
    expect(counted).toBeGreaterThanOrEqual(6);
    // A summary row has no text or web switch.
    await expect(table.getByRole('switch', { name: 'Daily summary: Text at Metro Motors' })).toHaveCount(0);
    await expect(table.getByRole('switch', { name: 'Daily summary: E-mail at Metro Motors' })).toBeVisible();
    await expect(allText).not.toBeChecked();
    await expect(table.getByText(`0/${counted}`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await allText.click({ force: true });
    await expect(allText).toBeChecked();
    for (let i = 0; i < counted; i++) await expect(texts.nth(i)).toBeChecked();
    await page.reload();
    await expect(table.getByRole('switch', { name: 'All Text at Metro Motors' })).toBeChecked();

    await table.getByRole('switch', { name: 'Offer declined: Text at Metro Motors' }).click({ force: true });
    await expect(allText).not.toBeChecked();
    await expect(table.getByText(`${counted - 1}/${counted}`)).toBeVisible();
    await allText.click({ force: true });
    await expect(allText).toBeChecked();
    await allText.click({ force: true });
    for (let i = 0; i < counted; i++) await expect(texts.nth(i)).not.toBeChecked();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(allText).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the test notification arrives in the log, and the log marks it read', async ({ browser, baseURL }) => {
  const { context, page } = await signedIn(browser, baseURL!, DEMO_USERS.reception.email);
  try {
    await page.goto('/my/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByText('There are no notifications to view')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/my/settings/notifications');
    await liveChannelOpen(page);
    await page.getByRole('button', { name: 'Send test notification' }).click();
    await expect(page.getByText('Test notification sent')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'This is a test notification' })).toBeVisible();
    await expect(bell(page)).toHaveAttribute('data-unread', '1');

    await bell(page).click();
    await expect(page).toHaveURL('/my/notifications');
    const row = page.getByRole('row').filter({ hasText: 'This is a test notification' });
    await expect(row).toBeVisible();
    await expect(row.getByText('E-mail')).toBeVisible();
    await expect(row.getByText('Web')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('button', { name: 'Mark read' }).click();
    await expect(row.getByRole('button', { name: 'Mark read' })).toHaveCount(0);
    await expect(bell(page)).toHaveAttribute('data-unread', '0');

    // On a phone the log is a list of cards (issue 38 point 13), each within the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page
      .getByRole('list', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: 'This is a test notification' });
    await expectWithinScreen(page, card.first());
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});
