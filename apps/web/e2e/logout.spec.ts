import { expect, test } from '@playwright/test';
import { DEALER, DEMO_USERS, signIn } from './support/demo';

test('logout from the user menu ends the session and reloads to login', async ({ page }) => {
  await signIn(page, DEMO_USERS.finance.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();

  const user = await page.request.get('/api/user');
  expect(user.status()).toBe(401);
  await page.goto(`/${DEALER}/new`);
  await expect(page).toHaveURL(`/auth/login?after=${encodeURIComponent(`/${DEALER}/new`)}`);
});

test('the logout page says "Logging out..."', async ({ page }) => {
  await signIn(page, DEMO_USERS.finance.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  // Hold the logout call so the page can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/logout', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth/logout');
  await expect(page.getByText('Logging out...')).toBeVisible();
  release();
  await expect(page).toHaveURL('/auth/login');
});
