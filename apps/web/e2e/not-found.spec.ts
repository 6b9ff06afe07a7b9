import { expect, test } from '@playwright/test';
import { DEALER, DEMO_USERS, signIn } from './support/demo';

test('an unknown route shows PAGE NOT FOUND', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'PAGE NOT FOUND' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Dealer Admin');
});

test('an unknown page under a dealer shows PAGE NOT FOUND to a signed-in user', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  await page.goto(`/${DEALER}/no-such-page`);
  await expect(page.getByRole('heading', { level: 1, name: 'PAGE NOT FOUND' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(`/${DEALER}/new`);
});
