import { expect, test } from '@playwright/test';
import { DEALER, DEMO_USERS, pathOf, signIn } from './support/demo';

const email = 'new@demo.test';

test('confirm account: link from the Outbox page, choose a password, signed in and sent to "/"', async ({
  browser,
}) => {
  // The dealer admin reads the confirmation e-mail on the Outbox page.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO_USERS.admin.email);
  await expect(admin).toHaveURL(`/${DEALER}/new`);
  await admin.getByRole('button', { name: /User menu/ }).click();
  await admin.getByRole('menuitem', { name: 'Outbox' }).click();
  await expect(admin).toHaveURL(`/${DEALER}/outbox`);
  const row = admin.getByRole('row').filter({ hasText: email }).first();
  await expect(row).toBeVisible();
  const anchor = row.getByRole('link', { name: /\/auth\/confirm-account/ });
  const href = await anchor.getAttribute('href');
  expect(href).toBeTruthy();
  await adminContext.close();

  // The new user opens the link in their own browser.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(pathOf(href ?? ''));
  await expect(page.getByRole('heading', { name: 'Confirm Account' })).toBeVisible();
  await expect(page.getByText('Enter your new password here.')).toBeVisible();
  await page.getByRole('button', { name: 'Signup' }).click();
  await expect(page.getByText('Password is required').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('welcome-aboard-1');
  await page.getByLabel('Repeat new password').fill('welcome-aboard-1');
  await page.getByRole('button', { name: 'Signup' }).click();
  await expect(page).toHaveURL(`/${DEALER}/new`);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome / })).toBeVisible();

  // The link worked once.
  await page.context().clearCookies();
  await page.goto(pathOf(href ?? ''));
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('welcome-aboard-2');
  await page.getByLabel('Repeat new password').fill('welcome-aboard-2');
  await page.getByRole('button', { name: 'Signup' }).click();
  await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired. Please request a new one.');
  await context.close();
});
