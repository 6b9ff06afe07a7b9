import { expect, test } from '@playwright/test';
import { DEALER, DEMO_USERS, pathOf, signIn } from './support/demo';
import { CREDENTIAL_LINK, MAIL_SUBJECTS, openLatestMail } from './support/mail-catcher';

const email = 'new@demo.test';

test('confirm account: link from the mail catcher, choose a password, signed in and sent to "/"', async ({
  browser,
}) => {
  // The confirmation e-mail is the new user's own: the dealer admin's Outbox does not show it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO_USERS.admin.email);
  await expect(admin).toHaveURL(`/${DEALER}/new`);
  await admin.getByRole('button', { name: /User menu/ }).click();
  const listed = admin.waitForResponse((r) => r.url().includes('/api/outbox') && r.request().method() === 'GET');
  await admin.getByRole('menuitem', { name: 'Outbox' }).click();
  await expect(admin).toHaveURL(`/${DEALER}/outbox`);
  expect((await listed).status()).toBe(200);
  // The list has come (its count drawn), with or without other messages.
  await expect(admin.getByText(/^\d+ messages?$/)).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: MAIL_SUBJECTS.confirmAccount })).toHaveCount(0);
  await expect(admin.getByRole('link', { name: CREDENTIAL_LINK })).toHaveCount(0);
  await adminContext.close();

  // The new user reads it in their mailbox (the sandbox's mail catcher) and opens the link.
  const context = await browser.newContext();
  const page = await context.newPage();
  await openLatestMail(page, email, MAIL_SUBJECTS.confirmAccount);
  const href = await page
    .getByRole('link', { name: /\/auth\/confirm-account\?/ })
    .first()
    .getAttribute('href');
  expect(href).toBeTruthy();
  await page.goto(pathOf(href ?? ''));
  await expect(page.getByRole('heading', { name: 'Confirm Account' })).toBeVisible();
  await expect(page.getByText('Enter your new password here.')).toBeVisible();
  await page.getByRole('button', { name: 'Signup' }).click();
  await expect(page.getByText('Password is required').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('welcome-aboard-1');
  await page.getByLabel('Repeat new password').fill('welcome-aboard-1');
  await page.getByRole('button', { name: 'Signup' }).click();
  // Generous: the worker's server may still be delivering an earlier journey's mailing list.
  await expect(page).toHaveURL(`/${DEALER}/new`, { timeout: 30_000 });
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
