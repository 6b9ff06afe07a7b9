import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { DEALER, DEMO_USERS, signIn } from './support/demo';

test('a signed-out visitor goes to login with "after" and comes back after signing in', async ({ page }) => {
  const target = `/${DEALER}/appraisals/returns?tab=grounded`;
  await page.goto(target);
  await expect(page).toHaveURL(`/auth/login?after=${encodeURIComponent(target)}`);
  await signIn(page, DEMO_USERS.sales.email, undefined, false);
  await expect(page).toHaveURL(target);
  await expect(page.getByRole('heading', { level: 1, name: 'Lease returns' })).toBeVisible();
  await expect(page).toHaveTitle('Lease returns | Dealer Admin');
});

test('a route with declared roles sends other roles to login with "after"', async ({ page }) => {
  await signIn(page, DEMO_USERS.sales.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  await page.goto(`/${DEALER}/outbox`);
  await expect(page).toHaveURL(`/auth/login?after=${encodeURIComponent(`/${DEALER}/outbox`)}`);
  // Signing in as someone allowed continues to the page.
  await signIn(page, DEMO_USERS.admin.email, undefined, false);
  await expect(page).toHaveURL(`/${DEALER}/outbox`);
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
});

test('the dealer dashboard is open to the roles it declares', async ({ page }) => {
  await signIn(page, DEMO_USERS.salesmgr.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  await page.goto(`/${DEALER}/appraisals/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: "Metro Motors's Dashboard" })).toBeVisible();
  await page.goto(`/${DEALER}/appraisals/board`);
  await expect(page).toHaveURL(/\/auth\/login\?after=/);
});

test('"/", "/new" and "/appraisals..." without a slug go to the default dealer, keeping the query', async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  await page.goto('/appraisals/showroom?filter=%7B%22filterId%22%3A0%7D');
  await expect(page).toHaveURL(`/${DEALER}/appraisals/showroom?filter=%7B%22filterId%22%3A0%7D`);
  await expect(page.getByRole('heading', { level: 1, name: 'Showroom' })).toBeVisible();
  await page.goto('/new');
  await expect(page).toHaveURL(`/${DEALER}/new`);
  await page.goto('/');
  await expect(page).toHaveURL(`/${DEALER}/new`);
});

test('an anonymous visitor reaches the public pages without signing in', async ({ page }) => {
  await page.goto(`/${DEALER}/open/service?duid=abc`);
  await expect(page.getByRole('heading', { level: 1, name: 'New Service Appraisal' })).toBeVisible();
  await page.goto(`/${DEALER}/sell?dealerId=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us about your vehicle' })).toBeVisible();
  await page.goto(`/${DEALER}/return?dealerId=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us about your lease return' })).toBeVisible();
  await page.goto('/carfax/report/1HGCM82633A004352');
  await expect(page).toHaveURL(/\/auth\/login\?after=%2Fcarfax%2Freport/);
});

test('a slug the user does not belong to signs them out (the slug render-error rule)', async ({ page }) => {
  await signIn(page, DEMO_USERS.sales.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  await page.goto('/harbor-auto/new');
  await expect(page).toHaveURL('/auth/login');
  // The session is gone: staff pages ask for login again.
  await page.goto(`/${DEALER}/new`);
  await expect(page).toHaveURL(/\/auth\/login\?after=/);
});

test('signed in, sent to a page closed to their roles: the login page says so and offers their start page (issue 38 point 9)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const target = `/${DEALER}/settings/users`;
  await page.goto(target);
  await expect(page).toHaveURL(`/auth/login?after=${encodeURIComponent(target)}`);
  await signIn(page, DEMO_USERS.sales.email, undefined, false);
  const notice = page.getByRole('status').filter({ hasText: 'This page is not open to you' });
  await expect(notice).toContainText(
    `You are signed in as ${DEMO_USERS.sales.email}, and your roles at Metro Motors do not open ${target}.`,
  );
  // The spec's redirect stays: login, with "after".
  await expect(page).toHaveURL(`/auth/login?after=${encodeURIComponent(target)}`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await notice.getByRole('link', { name: 'Go to your start page' }).click();
  await expect(page).toHaveURL(`/${DEALER}/new`);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome ${DEMO_USERS.sales.firstName}` })).toBeVisible();
});
