import { expect, test } from '@playwright/test';
import { DEALER, DEMO_USERS, openSignIn, signIn } from './support/demo';

/**
 * Spec part 1 section 2, route "/": "reception goes to /{dslug}/new; appraisers go to the
 * appraisals list; anyone else goes to /{dslug}/new" (the default dealer is the first).
 */
const landings: [keyof typeof DEMO_USERS, string][] = [
  ['admin', `/${DEALER}/new`],
  ['acq', `/${DEALER}/new`],
  ['appraiser', `/${DEALER}/appraisals`],
  ['finance', `/${DEALER}/new`],
  ['sales', `/${DEALER}/new`],
  ['salesmgr', `/${DEALER}/new`],
  ['reception', `/${DEALER}/new`],
  ['tech', `/${DEALER}/new`],
  ['service', `/${DEALER}/new`],
  ['group', `/${DEALER}/new`],
];

for (const [key, landing] of landings) {
  test(`${DEMO_USERS[key].email} lands on ${landing}`, async ({ page }) => {
    await signIn(page, DEMO_USERS[key].email);
    await expect(page).toHaveURL(landing);
    if (landing.endsWith('/new')) {
      await expect(page.getByRole('heading', { level: 1, name: `Welcome ${DEMO_USERS[key].firstName}` })).toBeVisible();
      await expect(page.getByText('What would you like to do today?')).toBeVisible();
      await expect(page).toHaveTitle('Welcome | Dealer Admin');
    } else {
      await expect(page.getByRole('heading', { level: 1, name: 'Buying center' })).toBeVisible();
      await expect(page).toHaveTitle('Buying center | Dealer Admin');
    }
  });
}

test('a wrong password shows the spec message and re-enables the form', async ({ page }) => {
  await signIn(page, DEMO_USERS.acq.email, 'wrong-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password. Please try again.');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await expect(page).toHaveURL('/auth/login');
});

test('the login form validates with the spec messages', async ({ page }) => {
  await openSignIn(page);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page.getByText('Sign in to your account')).toBeVisible();
  await expect(page).toHaveTitle('Sign in | Dealer Admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Username').fill('not-an-email');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter a valid email')).toBeVisible();
  await expect(page.getByText('Password should be of minimum 8 characters length')).toBeVisible();
});
