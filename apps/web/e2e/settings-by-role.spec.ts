import { expect, type Page, test } from '@playwright/test';
import { DEALER, DEMO_USERS, signIn } from './support/demo';

/**
 * Issue 38 point 1 (spec part 2 sections 2.6 and 6): the Campaigns tab belongs to dealer admins and
 * to acquisition, finance and sales managers. Each reaches the settings from the user menu and
 * lands on the first tab it may open, and /{dslug}/settings does the same.
 */

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

const CAMPAIGN_ROLES = [DEMO_USERS.acq, DEMO_USERS.finance, DEMO_USERS.salesmgr] as const;

async function openDealerSettingsFromMenu(page: Page) {
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Dealer settings' }).click();
}

for (const size of SIZES) {
  test(`the campaign managers reach Campaigns from the menu and from /settings at ${size.width}px`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size);
    for (const user of CAMPAIGN_ROLES) {
      await page.context().clearCookies();
      await signIn(page, user.email);
      await expect(page).toHaveURL(`/${DEALER}/new`, { timeout: 30_000 });

      await openDealerSettingsFromMenu(page);
      await expect(page, user.email).toHaveURL(`/${DEALER}/settings/campaigns`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Metro Motors Campaigns');
      await expect(page.getByRole('heading', { level: 2, name: 'Campaigns' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Dealer settings' }).getByRole('link')).toHaveText([
        'Campaigns',
      ]);

      // The settings root leads to the first tab they may open, not to the admins' Profile.
      await page.goto(`/${DEALER}/settings`);
      await expect(page, user.email).toHaveURL(`/${DEALER}/settings/campaigns`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Metro Motors Campaigns');
    }
  });

  test(`an admin lands on Profile and a salesperson has no Dealer settings at ${size.width}px`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page, DEMO_USERS.admin.email);
    await expect(page).toHaveURL(`/${DEALER}/new`, { timeout: 30_000 });
    await openDealerSettingsFromMenu(page);
    await expect(page).toHaveURL(`/${DEALER}/settings/profile`);
    await page.goto(`/${DEALER}/settings`);
    await expect(page).toHaveURL(`/${DEALER}/settings/profile`);

    await page.context().clearCookies();
    await signIn(page, DEMO_USERS.sales.email);
    await expect(page).toHaveURL(`/${DEALER}/new`, { timeout: 30_000 });
    await page.getByRole('button', { name: /User menu/ }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Your settings', 'Notifications', 'Logout']);
  });
}
