import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { DEALER } from './support/demo';

/**
 * Issue 38 point 21: a customer's tab is named after the page and the dealer, never "Dealer Admin";
 * once the form is sent the heading thanks instead of asking "Tell us about your vehicle".
 */
const ACCORD_VIN = '1HGCM82633A004352';
const RUN = Date.now().toString(36).slice(-5).toUpperCase();

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the customer form names the dealer in the tab and thanks in the heading (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/${DEALER}/sell`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us about your vehicle');
    await expect(page).toHaveTitle('Tell us about your vehicle | Metro Motors');

    const form = page.getByRole('form', { name: 'New appraisal' });
    await form.getByLabel('VIN').fill(ACCORD_VIN);
    await form.getByRole('button', { name: 'DECODE' }).click();
    await expect(form.getByText('2003 Honda Accord', { exact: true })).toBeVisible();
    await form.getByLabel('Exact mileage').fill('41000');
    await form.getByLabel('First name').fill('Robin');
    await form.getByLabel('Last name').fill(`Titles${RUN}${viewport.width}`);
    await form.getByLabel('Phone').fill('6195550144');
    await form.getByRole('button', { name: 'Send' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you!');
    await expect(page.getByText('Tell us about your vehicle')).toHaveCount(0);
    await expect(page.getByText('Metro Motors has your details and will be in touch soon.')).toBeVisible();
    await expect(page).toHaveTitle('Thank you! | Metro Motors');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the lease-return form and the service page name the dealer too', async ({ page }) => {
  await page.goto(`/${DEALER}/return`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us about your lease return');
  await expect(page).toHaveTitle('Tell us about your lease return | Metro Motors');
  await page.goto(`/${DEALER}/open/service`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New Service Appraisal');
  await expect(page).toHaveTitle('New Service Appraisal | Metro Motors');
});
