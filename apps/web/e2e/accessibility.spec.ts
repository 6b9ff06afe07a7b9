import { type Browser, expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { DEALER, DEMO_USERS, openSignIn, queueCustomerEmail, signIn } from './support/demo';

async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

test('the login page has no serious or critical axe violations', async ({ browser, baseURL }) => {
  const { context, page } = await freshPage(browser, baseURL);
  await openSignIn(page);
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
  // The demo's Outbox starts empty (a person's credential e-mails are in none): one message to show.
  await queueCustomerEmail(baseURL!);
  const { context, page } = await freshPage(browser, baseURL);
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  await page.goto(`/${DEALER}/outbox`);
  await expect(page.getByRole('columnheader', { name: 'Channel' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('the appraisal detail page has no serious or critical axe violations', async ({ browser, baseURL }) => {
  const { context, page } = await freshPage(browser, baseURL);
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  const user = (await (await page.request.get('/api/user')).json()) as { dealers: { id: number; slug: string }[] };
  const dealerId = String(user.dealers.find((d) => d.slug === DEALER)?.id);
  const list = await page.request.get('/api/appraisals?filter={"filterId":-4}&range=[0,199]&sort=["id","DESC"]', {
    headers: { 'x-dealer-id': dealerId },
  });
  // An open record with a full header: a campaign avatar, assigned users and a finance bank.
  type Row = {
    id: number;
    campaign: unknown;
    users: unknown[];
    financeBank: string | null;
    appraisalStatusId: number | null;
  };
  const rows = (await list.json()) as Row[];
  const record =
    rows.find((r) => r.appraisalStatusId === null && r.campaign && r.users.length > 0 && r.financeBank) ??
    rows.find((r) => r.appraisalStatusId === null);
  await page.goto(`/${DEALER}/appraisals/${record?.id}`);
  await expect(page.getByRole('tab', { name: 'Vehicle Assessment' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The documents and activity tabs, and the contact dialog.
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByRole('heading', { name: 'Payoff' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByRole('columnheader', { name: 'Activity' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await page.getByRole('button', { name: 'Edit contact' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit contact' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
