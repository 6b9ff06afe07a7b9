import { expect, type Locator, type Page, test } from '@playwright/test';
import { textContrast } from './support/contrast';
import { DEALER, DEMO_USERS, signIn } from './support/demo';

/**
 * Issue 38 point 14: a live notice's text was Mantine's gray 6 (3.3:1) and a light button's text
 * when hovered 4.0:1 (blue) and 3.8:1 (red); each reads at 4.5:1 or more now.
 */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

async function hoveredContrast(page: Page, button: Locator) {
  await button.hover();
  await settled(page);
  return textContrast(button.locator('.mantine-Button-label'));
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`light buttons keep their contrast when hovered, and a live notice's text reads, at ${viewport.width}px`, async ({
    page,
  }) => {
    test.slow(); // a busy machine draws each page slowly
    await page.setViewportSize(viewport);
    await signIn(page, DEMO_USERS.admin.email);
    await expect(page).toHaveURL(/\/(new|appraisals)$/, { timeout: 30_000 });
    await page.goto(`/${DEALER}/settings/campaigns`);
    const campaign = page.getByTestId('campaign-row').filter({ hasText: 'Spring Showroom Event' });
    await expect(campaign).toBeVisible({ timeout: 30_000 });
    expect(
      await hoveredContrast(page, campaign.getByRole('button', { name: 'Edit Spring Showroom Event' })),
    ).toBeGreaterThanOrEqual(4.5);
    expect(
      await hoveredContrast(page, campaign.getByRole('button', { name: 'Delete Spring Showroom Event' })),
    ).toBeGreaterThanOrEqual(4.5);

    // The bell's notice for a notification that arrives live: a title, then the message.
    await page.goto('/my/settings/notifications');
    await expect(page.getByRole('link', { name: /^Notifications/ })).toHaveAttribute('data-live', 'open', {
      timeout: 45_000,
    });
    await page.getByRole('button', { name: 'Send test notification' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'New notification' });
    await expect(notice).toBeVisible();
    await settled(page);
    expect(await textContrast(notice.getByText(/^This is a test notification/))).toBeGreaterThanOrEqual(4.5);
  });
}
