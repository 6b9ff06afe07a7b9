import { expect, test } from '@playwright/test';
import { DEALER, DEMO_USERS, signIn } from './support/demo';

/**
 * Issue 38 point 18: a section with unbalanced braces ("{{dealer_name} thanks") would reach the
 * customer as typed, since only whole {{name}} variables are replaced. The editor refuses it on the
 * field, naming where the stray brace is, at desktop and phone widths; nothing is saved.
 */
const MESSAGE = 'Unbalanced braces at line 1, column 1 ("{{dealer_name} thanks"). Write a variable as {{name}}.';

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`unbalanced braces are refused on the field, their place named (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, DEMO_USERS.admin.email);
    await expect(page).toHaveURL(/\/(new|appraisals)$/, { timeout: 30_000 });
    await page.goto(`/${DEALER}/settings/emails`);
    const offerRow = page.getByRole('listitem', { name: 'Offer', exact: true });
    await offerRow.getByRole('link', { name: 'Edit Offer' }).click();
    await expect(page.getByRole('heading', { name: 'Offer e-mail' })).toBeVisible();

    const intro = page.getByRole('textbox', { name: 'Introduction' });
    const before = await intro.inputValue();
    await intro.fill('{{dealer_name} thanks');
    await expect(page.getByText(MESSAGE).first()).toBeVisible();
    await expect(intro).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Save' }).click();
    // Still the editor, still the message: nothing went to the server as typed.
    await expect(page.getByRole('heading', { name: 'Offer e-mail' })).toBeVisible();
    await expect(page.getByText(MESSAGE).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    // Closing the variable clears the message.
    await intro.fill('{{dealer_name}} thanks');
    await expect(page.getByText(MESSAGE)).toHaveCount(0);
    await intro.fill(before);
    await page.goto(`/${DEALER}/settings/emails`);
    await expect(offerRow.getByText('Default')).toBeVisible();
  });
}
