import { type Browser, expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { DEALER, DEMO_USERS, signIn } from './support/demo';

async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

test('the login page has no serious or critical axe violations', async ({ browser, baseURL }) => {
  const { context, page } = await freshPage(browser, baseURL);
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // With validation messages showing, too.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('the welcome page has no serious or critical axe violations', async ({ browser, baseURL }) => {
  const { context, page } = await freshPage(browser, baseURL);
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Alex' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('the welcome page at phone width, drawer open, has no serious or critical axe violations', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await signIn(page, DEMO_USERS.sales.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('the outbox page has no serious or critical axe violations', async ({ browser, baseURL }) => {
  const { context, page } = await freshPage(browser, baseURL);
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  await page.goto(`/${DEALER}/outbox`);
  await expect(page.getByRole('columnheader', { name: 'Channel' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
