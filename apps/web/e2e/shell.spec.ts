import { expect, test } from '@playwright/test';
import { DEALER, DEMO_USERS, signIn } from './support/demo';

test('the dealer admin menu, the dealer switcher and the floating logo button', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);

  await page.getByRole('button', { name: /User menu/ }).click();
  const items = page.getByRole('menuitem');
  await expect(items).toHaveText(['Dealer settings', 'Outbox', 'Your settings', 'Notifications', 'Logout']);
  await page.getByRole('menuitem', { name: 'Dealer settings' }).click();
  await expect(page).toHaveURL(`/${DEALER}/settings/profile`);
  await expect(page.getByRole('heading', { level: 1, name: 'Metro Motors Profile' })).toBeVisible();
  await expect(page).toHaveTitle('Metro Motors Profile | Dealer Admin');

  // The dealer switcher sends the user to /{slug}/new of the chosen dealer.
  await page.getByRole('button', { name: /Switch dealer/ }).click();
  await page.getByRole('menuitem', { name: 'Harbor Auto' }).click();
  await expect(page).toHaveURL('/harbor-auto/new');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Buying center' }),
  ).toHaveAttribute('href', '/harbor-auto/appraisals');

  // The floating logo button offers the two external forms in a new tab.
  const user = (await (await page.request.get('/api/user')).json()) as {
    user: { uid: string };
    dealers: { id: number; slug: string }[];
  };
  const harbor = user.dealers.find((d) => d.slug === 'harbor-auto');
  await page.getByRole('button', { name: 'Customer forms' }).click();
  const sell = page.getByRole('menuitem', { name: 'New appraisal form' });
  await expect(sell).toHaveAttribute('href', `/harbor-auto/sell?dealerId=${harbor?.id}&uid=${user.user.uid}`);
  await expect(sell).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('menuitem', { name: 'Lease return form' })).toHaveAttribute(
    'href',
    `/harbor-auto/return?dealerId=${harbor?.id}&uid=${user.user.uid}`,
  );
  const [tab] = await Promise.all([page.context().waitForEvent('page'), sell.click()]);
  await expect(tab.getByRole('heading', { level: 1, name: 'Tell us about your vehicle' })).toBeVisible();
});

test('the group admin sees Dealer stats; others do not see admin entries', async ({ page }) => {
  await signIn(page, DEMO_USERS.group.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Dealer stats' }).click();
  await expect(page).toHaveURL('/my/stats');
  await expect(page.getByRole('heading', { level: 1, name: 'Dealer Stats' })).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, DEMO_USERS.reception.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  await page.getByRole('button', { name: /User menu/ }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Your settings', 'Notifications', 'Logout']);
});

test('top bar links navigate and set the page title', async ({ page }) => {
  await signIn(page, DEMO_USERS.acq.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [name, path] of [
    ['Buying center', `/${DEALER}/appraisals`],
    ['Lease returns', `/${DEALER}/appraisals/returns`],
    ['Showroom', `/${DEALER}/appraisals/showroom`],
  ] as const) {
    await nav.getByRole('link', { name }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(`${name} | Dealer Admin`);
    await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  }
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
});
