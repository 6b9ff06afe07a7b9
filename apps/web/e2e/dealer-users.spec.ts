import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { textContrast } from './support/contrast';
import { freshEmail, invitedUser, ROLE_IDS } from './support/dealer-users';
import { DEALER, DEMO_USERS, expectSentToLogin, pathOf, signIn } from './support/demo';
import { CREDENTIAL_LINK, MAIL_SUBJECTS, openLatestMail } from './support/mail-catcher';

const USERS_PATH = `/${DEALER}/settings/users`;

async function openUsersTab(page: Page) {
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  await page.goto(USERS_PATH);
  await expect(page.getByRole('heading', { name: 'Users', level: 2 })).toBeVisible();
}

test('an admin adds a new user: the confirmation goes to them alone, its link signs them in with their menu', async ({
  browser,
}) => {
  // Two people, three pages and two axe scans: longer than one page's journey.
  test.setTimeout(120_000);
  const email = freshEmail('invited');
  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const admin = await adminContext.newPage();
  await openUsersTab(admin);
  // The list: name, e-mail, phone, roles as badges, last sign-in.
  await expect(admin.getByRole('columnheader')).toHaveText([
    'Name',
    'Email',
    'Phone',
    'Roles',
    'Last sign-in',
    'Actions',
  ]);
  const adminRow = admin.getByRole('row').filter({ hasText: DEMO_USERS.admin.email });
  await expect(adminRow.getByTitle('Dealer admin')).toHaveText('ADM');
  expect(await textContrast(adminRow.getByTitle('Dealer admin'))).toBeGreaterThanOrEqual(4.5);
  await expect(adminRow.getByText('You')).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);

  await admin.getByRole('button', { name: 'Add user' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add user' });
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog.getByText('First name is required')).toHaveCount(2);
  await expect(dialog.getByText('Email name is required')).toBeVisible();
  await dialog.getByLabel('First name').fill('Devon');
  await dialog.getByLabel('Last name').fill('Appraise');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('5125550142');
  await expect(dialog.getByLabel('Phone')).toHaveValue('(512) 555-0142');
  await expect(dialog.getByText('Inspects and values vehicles')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /Appraiser/ }).check();
  expect(await seriousViolations(admin)).toEqual([]);
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog).toBeHidden();
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Devon Appraise');
  await expect(row).toContainText('(512) 555-0142');
  await expect(row).toContainText('Invited, not confirmed yet');
  await expect(row.getByTitle('Appraiser')).toHaveText('APR');

  // The confirmation e-mail is the new user's own: not on the dealer's Outbox page.
  await admin.getByRole('button', { name: /User menu/ }).click();
  const listed = admin.waitForResponse((r) => r.url().includes('/api/outbox') && r.request().method() === 'GET');
  await admin.getByRole('menuitem', { name: 'Outbox' }).click();
  expect((await listed).status()).toBe(200);
  // The list has come (its count drawn), with or without other messages.
  await expect(admin.getByText(/^\d+ messages?$/)).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await expect(admin.getByRole('link', { name: CREDENTIAL_LINK })).toHaveCount(0);
  await adminContext.close();

  // The new user reads it in their mailbox (the sandbox's mail catcher), confirms through the link
  // and lands signed in, with an appraiser's menu.
  const context = await browser.newContext();
  const page = await context.newPage();
  await openLatestMail(page, email, MAIL_SUBJECTS.confirmAccount);
  const href = await page
    .getByRole('link', { name: /\/auth\/confirm-account\?/ })
    .first()
    .getAttribute('href');
  await page.goto(pathOf(href ?? ''));
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('devon-pass-1');
  await page.getByLabel('Repeat new password').fill('devon-pass-1');
  await page.getByRole('button', { name: 'Signup' }).click();
  await expect(page).toHaveURL(`/${DEALER}/appraisals`);
  await page.getByRole('button', { name: /User menu/ }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Your settings', 'Notifications', 'Logout']);
  await context.close();
});

test('an admin deactivates a user: their open tab goes to login on its next call', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const password = 'pat-pass-12';
  const user = await invitedUser(baseURL!, {
    firstName: 'Pat',
    lastName: 'Leaving',
    roles: [ROLE_IDS.SALES],
    password,
  });
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signIn(userPage, user.email, password);
  await expect(userPage).toHaveURL(`/${DEALER}/new`);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await openUsersTab(admin);
  await admin.getByLabel('Email').fill(user.email);
  const row = admin.getByRole('row').filter({ hasText: user.email });
  await expect(admin.getByRole('row')).toHaveCount(2);
  await row.getByRole('button', { name: 'Deactivate Pat Leaving' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Deactivate Pat Leaving? They lose access to Metro Motors at once.');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(admin.getByText('Pat Leaving was deactivated')).toBeVisible();
  await expect(row).toHaveCount(0);
  await adminContext.close();

  // The user's tab is still open; it goes to the login page.
  await expectSentToLogin(userPage);
  await signIn(userPage, user.email, password, false);
  await expect(userPage.getByRole('alert')).toHaveText('Invalid username or password. Please try again.');
  await userContext.close();
});

test('an admin edits roles in the dialog on a phone', async ({ browser, baseURL }) => {
  const user = await invitedUser(baseURL!, {
    firstName: 'Robin',
    lastName: 'Roles',
    roles: [ROLE_IDS.SALES],
    password: 'robin-pass-1',
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await openUsersTab(page);
  await page.getByLabel('Email').fill(user.email);
  const card = page.getByRole('listitem').filter({ hasText: user.email });
  await expect(card).toContainText('Robin Roles');
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'Edit Robin Roles' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Robin Roles' });
  // A confirmed account changes its e-mail itself.
  await expect(dialog.getByLabel('Email')).toHaveAttribute('readonly', '');
  await dialog.getByRole('checkbox', { name: /Sales manager/ }).check();
  await dialog.getByRole('checkbox', { name: /^Sales \(SLS\)/ }).uncheck();
  await expect(dialog.getByRole('checkbox', { name: /Group admin/ })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTitle('Sales manager')).toHaveText('SLM');
  await expect(card.getByTitle('Sales', { exact: true })).toHaveCount(0);
  await context.close();
});

test('an admin cannot untick their own Dealer admin role: the dialog says why, and saving keeps them in (issue 38 point 10)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openUsersTab(page);
  await page.getByLabel('Email').fill(DEMO_USERS.admin.email);
  const own = page.getByRole('row').filter({ hasText: DEMO_USERS.admin.email });
  await expect(own.getByText('You', { exact: true })).toBeVisible();
  await own.getByRole('button', { name: /^Edit / }).click();
  const dialog = page.getByRole('dialog', { name: /^Edit / });
  const adminRole = dialog.getByRole('checkbox', { name: /Dealer admin/ });
  await expect(adminRole).toBeChecked();
  await expect(adminRole).toBeDisabled();
  await expect(
    dialog.getByText('You cannot remove your own Dealer admin role. Ask another dealer admin to do it.'),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(USERS_PATH);
  await expect(page.getByRole('heading', { name: 'Users', level: 2 })).toBeVisible();

  // On a phone, the same.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('listitem').filter({ hasText: DEMO_USERS.admin.email });
  await card.getByRole('button', { name: /^Edit / }).click();
  await expect(dialog.getByRole('checkbox', { name: /Dealer admin/ })).toBeDisabled();
  await expect(
    dialog.getByText('You cannot remove your own Dealer admin role. Ask another dealer admin to do it.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
