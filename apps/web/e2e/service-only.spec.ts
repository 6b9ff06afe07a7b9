import { expect, test } from '@playwright/test';
import { DEALER, DEMO_USERS, signIn } from './support/demo';

test('a service-only user sees "New inspection" and Service, without trade-in links', async ({ page }) => {
  await signIn(page, DEMO_USERS.tech.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'New inspection' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Service' })).toHaveAttribute('href', `/${DEALER}/appraisals/service`);
  for (const hidden of ['New opportunity', 'Buying center', 'Lease returns', 'Showroom']) {
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
  }
  // Welcome cards: the service appraisal only.
  await expect(page.getByRole('button', { name: /Start a service appraisal/ })).toBeVisible();
  for (const hidden of [/Share the customer form/, /Start a trade-in/, /Start a lease return/]) {
    await expect(page.getByRole('button', { name: hidden })).toHaveCount(0);
  }
  await page.getByRole('button', { name: /Start a service appraisal/ }).click();
  const dialog = page.getByRole('dialog', { name: 'New Service Appraisal' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('sales staff see the trade-in areas and cards, without Service', async ({ page }) => {
  await signIn(page, DEMO_USERS.sales.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [name, href] of [
    ['New opportunity', `/${DEALER}/new`],
    ['Buying center', `/${DEALER}/appraisals`],
    ['Lease returns', `/${DEALER}/appraisals/returns`],
    ['Showroom', `/${DEALER}/appraisals/showroom`],
  ] as const) {
    await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(nav.getByRole('link', { name: 'Service' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Start a service appraisal/ })).toHaveCount(0);
  for (const [card, title] of [
    [/Start a trade-in/, 'New Trade in'],
    [/Start a lease return/, 'New Lease return'],
    [/Share the customer form/, 'Share customer form'],
  ] as const) {
    await page.getByRole('button', { name: card }).click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog', { name: title })).toBeHidden();
  }
});
