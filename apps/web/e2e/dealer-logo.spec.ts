import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { DEALER, DEMO_USERS, signIn } from './support/demo';

/**
 * Issue 15: a dealer admin uploads the logo on the Profile tab; customers see it on the dealer's
 * public pages. An SVG is refused with the field message.
 */

// A 4×4 opaque red PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEklEQVR4nGP4z8CAB+GTG8HSALfKY52fTcuYAAAAAElFTkSuQmCC',
  'base64',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

async function openProfile(page: Page) {
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(/\/(new|appraisals)$/);
  await page.goto(`/${DEALER}/settings/profile`);
  await expect(page.getByRole('group', { name: 'Logo' })).toBeVisible();
}

const fileInput = (page: Page) => page.getByRole('group', { name: 'Logo' }).locator('input[type="file"]');

test('an admin uploads a logo on the Profile tab and customers see it on the public service page', async ({
  page,
  browser,
}) => {
  await openProfile(page);
  const logoGroup = page.getByRole('group', { name: 'Logo' });

  await fileInput(page).setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: SVG });
  await expect(logoGroup.getByRole('alert')).toHaveText('The logo must be a PNG, JPEG or WebP image.');

  await fileInput(page).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  const shown = logoGroup.getByRole('img', { name: 'Metro Motors logo' });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4);
  await expect(logoGroup.getByRole('button', { name: 'Replace logo' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A customer, without a session, on the dealer's public page.
  const customer = await (await browser.newContext()).newPage();
  await customer.goto(`/${DEALER}/open/service`);
  const brand = customer.locator('main img[src*="/api/public/dealers/metro-motors/logo"]');
  await expect(brand).toBeVisible();
  await expect.poll(() => brand.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4);
  await customer.context().close();

  // Put the demo dealer back as it was.
  await logoGroup.getByRole('button', { name: 'Remove logo' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(logoGroup.getByText('No logo')).toBeVisible();
});
