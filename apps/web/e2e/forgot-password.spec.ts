import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { DEALER, DEMO_USERS, openSignIn, PASSWORD, signIn } from './support/demo';
import { CREDENTIAL_LINK, MAIL_SUBJECTS, openLatestMail, outboxMessagesTo } from './support/mail-catcher';

const email = DEMO_USERS.sales.email;

/** Forgot password → e-mailed link (read in the sandbox's mail catcher, as the README's demo does) → new password. */
async function resetPasswordTo(page: Page, newPassword: string, scan = false): Promise<void> {
  await openSignIn(page);
  await page.getByLabel('Username').fill(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(`/auth/forgot-password?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Email me a reset link' }).click();

  await expect(page).toHaveURL(`/auth/recovery-sent?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { name: 'Email sent' })).toBeVisible();
  await expect(page.getByText("We've sent you an email with a link to reset your password.")).toBeVisible();

  // The person's own mailbox: the newest reset e-mail to them, its link clicked.
  await openLatestMail(page, email, MAIL_SUBJECTS.reset);
  await expect(page.getByRole('main')).toContainText(email);
  if (scan) expect(await seriousViolations(page)).toEqual([]);
  await page
    .getByRole('link', { name: /\/auth\/new-password\?/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await expect(page.getByText('Your new password must be different than previously used passwords.')).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByLabel('Repeat new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL('/auth/login');
}

test('forgot password, reset link from the mail catcher, new password, sign in', async ({ page, baseURL }) => {
  if (!baseURL) throw new Error('baseURL is not set');
  const newPassword = 'fresh-pass-2024';
  await resetPasswordTo(page, newPassword, true);
  // The reset e-mail is the person's: no dealer's Outbox lists it, its body or its link.
  expect((await outboxMessagesTo(baseURL, email)).filter((m) => CREDENTIAL_LINK.test(`${m.body} ${m.links}`))).toEqual(
    [],
  );

  await signIn(page, email, PASSWORD, false);
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password. Please try again.');
  await signIn(page, email, newPassword, true);
  await expect(page).toHaveURL(`/${DEALER}/new`);

  // Put the demo password back so the other journeys can still sign in as sales.
  await page.context().clearCookies();
  await resetPasswordTo(page, PASSWORD);
  await signIn(page, email, PASSWORD, false);
  await expect(page).toHaveURL(`/${DEALER}/new`);
});

test('a used or invalid reset link shows the server message', async ({ page }) => {
  await page.goto('/auth/new-password?token=not-a-real-token');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('another-pass-1');
  await page.getByLabel('Repeat new password').fill('another-pass-1');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired. Please request a new one.');
  await expect(page.getByRole('button', { name: 'Save new password' })).toBeEnabled();
});

test('the password pages validate with the spec messages', async ({ page }) => {
  await page.goto('/auth/forgot-password');
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.goto('/auth/new-password?token=x');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password should be of minimum 8 characters length')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});
