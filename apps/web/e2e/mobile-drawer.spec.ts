import { expect, test } from '@playwright/test';
import { DEALER, DEMO_USERS, signIn } from './support/demo';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('at phone width the links move into a drawer with Opportunities, Dashboard, Rejected and Archived', async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  const nav = drawer.getByRole('navigation', { name: 'Mobile' });
  await expect(nav.getByRole('link', { name: 'New opportunity' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Opportunities' })).toBeVisible();
  for (const name of ['Buying center', 'Lease returns', 'Showroom', 'Service', 'Dashboard', 'Rejected', 'Archived']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }

  // Collapsing Opportunities is remembered in dlrapp.
  await nav.getByRole('button', { name: 'Opportunities' }).click();
  await expect(nav.getByRole('link', { name: 'Buying center' })).toBeHidden();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('dlrapp') ?? '{}'));
  expect(stored).toMatchObject({ menuOpen: true, collapsed: { appraisals: true } });
  await nav.getByRole('button', { name: 'Opportunities' }).click();
  // The section opens with an animation that moves the links below it: wait until it has.
  await expect(nav.getByRole('link', { name: 'Buying center' })).toBeVisible();

  // A link navigates and closes the drawer.
  await nav.getByRole('link', { name: 'Rejected' }).click();
  await expect(page).toHaveURL(`/${DEALER}/appraisals/rejected`);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Rejected' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('dlrapp') ?? '{}').menuOpen)).toBe(false);
});

test('a service-only user has no Rejected or Archived in the drawer', async ({ page }) => {
  await signIn(page, DEMO_USERS.service.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const nav = page.getByRole('navigation', { name: 'Mobile' });
  await expect(nav.getByRole('link', { name: 'New inspection' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Opportunities' })).toBeVisible();
  for (const name of ['Buying center', 'Lease returns', 'Showroom', 'Rejected', 'Archived']) {
    await expect(nav.getByRole('link', { name })).toHaveCount(0);
  }
});
