import { type Browser, expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { adminApi, DEALER, DEMO_USERS, signIn } from './support/demo';
import { contentWidth, expectWithinScreen } from './support/screen';

/**
 * Issue 38 point 13: at 390 px the settings lists, the accuracy look-back and the notifications log
 * showed their rows as cards, every value and action within the screen (they were tables whose
 * actions sat past the edge, at x = 490 to 692); at 1440 px they stay tables.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

async function signedIn(browser: Browser, email: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email);
  // The landing page of the role, inside the dealer (a busy machine takes a while to draw it).
  await expect(page).toHaveURL(new RegExp(`/${DEALER}/`), { timeout: 30_000 });
  return { context, page };
}

async function fitsThePhone(page: Page) {
  expect(await contentWidth(page)).toBeLessThanOrEqual(PHONE.width);
  expect(await seriousViolations(page)).toEqual([]);
}

test('the campaigns and the affiliates show each row as a card on a phone, a table on a desktop', async ({
  browser,
  baseURL,
}) => {
  test.slow(); // four axe scans
  const affiliate = `Riverside Partners of the Greater Metro Area ${Date.now() % 100000}`;
  const { api, dealerId } = await adminApi(baseURL!);
  try {
    const res = await api.post('/api/dealer_affiliates', {
      headers: { 'x-dealer-id': String(dealerId) },
      data: { name: affiliate },
    });
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await api.dispose();
  }

  for (const viewport of [PHONE, DESKTOP]) {
    const { context, page } = await signedIn(browser, DEMO_USERS.admin.email, viewport);
    try {
      await page.goto(`/${DEALER}/settings/campaigns`);
      const campaign = page.getByTestId('campaign-row').filter({ hasText: 'Spring Showroom Event' });
      await expect(campaign).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('table')).toHaveCount(viewport === PHONE ? 0 : 1);
      await expectWithinScreen(page, campaign.getByRole('link', { name: 'Mailing list of Spring Showroom Event' }));
      await expectWithinScreen(page, campaign.getByRole('button', { name: 'Edit Spring Showroom Event' }));
      await expectWithinScreen(page, campaign.getByRole('button', { name: 'Delete Spring Showroom Event' }));
      if (viewport === PHONE) await fitsThePhone(page);

      await page.goto(`/${DEALER}/settings/affiliates`);
      const list = viewport === PHONE ? page.getByRole('list', { name: 'Affiliates' }) : page.getByRole('table');
      await expect(list.getByText(affiliate)).toBeVisible({ timeout: 30_000 });
      await expectWithinScreen(page, list.getByRole('button', { name: `Delete ${affiliate}` }));
      if (viewport === PHONE) await fitsThePhone(page);
    } finally {
      await context.close();
    }
  }
});

test('the notifications log keeps "Mark read" on a phone screen', async ({ browser }) => {
  test.slow(); // an axe scan, three pages
  const { context, page } = await signedIn(browser, DEMO_USERS.sales.email, PHONE);
  try {
    await page.goto('/my/settings/notifications');
    await page.getByRole('button', { name: 'Send test notification' }).click();
    await expect(page.getByText('Test notification sent')).toBeVisible();
    await page.goto('/my/notifications');
    const log = page.getByRole('list', { name: 'Notifications' });
    const item = log.getByRole('listitem').filter({ hasText: 'This is a test notification' }).first();
    await expect(item).toBeVisible({ timeout: 30_000 });
    await expectWithinScreen(page, item.getByRole('button', { name: 'Mark read' }));
    await fitsThePhone(page);
    await item.getByRole('button', { name: 'Mark read' }).click();
    await expect(item.getByRole('button', { name: 'Mark read' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
