import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { DEALER, DEMO_USERS, signIn } from './support/demo';
import { contentWidth, expectWithinScreen } from './support/screen';

const DEMO_DEALER_NAMES = ['Metro Motors', 'Harbor Auto', 'Summit Cars'];

/** Signs in and waits for the landing page, so the next goto carries the session. */
async function signedIn(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const tile = (page: Page, key: string) => page.locator(`[data-tile="${key}"]`);

test.describe('dealer dashboard and drill-down', () => {
  test('an admin changes the window, follows a tile and sees the same count', async ({ page }) => {
    test.slow(); // two axe scans, one over a full page of list rows, on a shared machine
    await signedIn(page, DEMO_USERS.admin.email);
    await page.goto(`/${DEALER}/appraisals/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: "Metro Motors's Dashboard" })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveValue('30 days');
    await expect(page.locator('[data-tile]')).toHaveCount(5);
    await expect(page.getByTestId('tile-trend').locator('svg')).toHaveCount(5);
    await expect(page.locator('[data-tile] >> text=Appraisals submitted')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const yearLoaded = page.waitForResponse(
      (r) => r.url().includes('/api/dashboards/trade-ins') && decodeURIComponent(r.url()).includes('"days":365'),
    );
    await pick(page, 'Date range', 'Past year');
    await expect(page).toHaveURL(/days=365/);
    await yearLoaded;
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const submitted = tile(page, 'submitted');
    await expect(submitted.getByTestId('tile-percent')).toHaveText(/^(100\.00|0)%$/);
    const sent = tile(page, 'offersSent');
    const count = (await sent.getByTestId('tile-count').textContent())?.trim();
    await sent.click();
    await expect(page).toHaveURL(`/${DEALER}/trade/offers-sent/dealer-stats?days=365`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dealer Submission (Past year)' })).toBeVisible();
    await expect(page.getByText(count === '1' ? '1 record' : `${count} records`, { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the accuracy look-back compares each book and appraiser with what bought vehicles cost', async ({ page }) => {
    test.slow(); // two axe scans
    await signedIn(page, DEMO_USERS.admin.email);
    await page.goto(`/${DEALER}/appraisals/dashboard?days=365`);
    const section = page.getByRole('region', { name: 'Accuracy look-back' });
    // The look-back is read after the tiles; a loaded machine takes a while.
    await expect(section.getByTestId('accuracy-records')).toHaveText(/^Vehicles bought: [1-9]\d*$/, {
      timeout: 30_000,
    });
    const byBook = section.getByRole('table', { name: 'By book' });
    await expect(byBook.getByRole('row')).toHaveCount(5);
    await expect(byBook.getByRole('cell', { name: 'Black Book' })).toBeVisible();
    await expect(byBook.getByText(/runs (high|low)|on the mark/).first()).toBeVisible();
    await expect(section.getByRole('table', { name: 'By appraiser' }).getByRole('row').nth(1)).toBeVisible();
    await expect(section.getByRole('table', { name: 'By make' }).getByText('Most accurate').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // On a phone each row is a card (issue 38 point 13): "Average error" within the screen, not past its edge.
    await page.setViewportSize({ width: 390, height: 844 });
    const bookCards = section.getByRole('list', { name: 'By book' }).getByRole('listitem');
    await expect(bookCards).toHaveCount(4);
    await expectWithinScreen(page, bookCards.first().getByText(/^Average error: /));
    await expectWithinScreen(page, section.getByRole('list', { name: 'By make' }).getByRole('listitem').first());
    expect(await contentWidth(page)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the drill-down dropdowns navigate at once', async ({ page }) => {
    await signedIn(page, DEMO_USERS.admin.email);
    await page.goto(`/${DEALER}/trade/submitted/dealer-stats?days=90`);
    await pick(page, 'Submission type', 'Inspections completed');
    await expect(page).toHaveURL(`/${DEALER}/trade/inspected/dealer-stats?days=90`);
    await pick(page, 'Appraisal type', 'Lease returns');
    await expect(page).toHaveURL(`/${DEALER}/returns/inspected/dealer-stats?days=90`);
    await page.getByRole('combobox', { name: 'Submission type' }).click();
    await expect(page.getByRole('option', { name: 'Grounding' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Offers sent' })).toHaveCount(0);
  });

  test('the lease-return dashboard keeps the window and links to the lease drill-downs', async ({ page }) => {
    await signedIn(page, DEMO_USERS.finance.email);
    await page.goto(`/${DEALER}/appraisals/dashboard?days=90`);
    await page.getByRole('navigation', { name: 'Dashboards' }).getByRole('link', { name: 'Lease returns' }).click();
    await expect(page).toHaveURL(`/${DEALER}/appraisals/dashboard/returns?days=90`);
    await expect(tile(page, 'grounding')).toHaveAttribute('href', `/${DEALER}/returns/grounding/dealer-stats?days=90`);
  });
});

test.describe('/my/stats', () => {
  test('the group admin sees a card per dealer and type, with the window in the query', async ({ page }) => {
    await signedIn(page, DEMO_USERS.group.email);
    await page.goto('/my/stats');
    await expect(page.getByRole('heading', { level: 1, name: 'Dealer Stats' })).toBeVisible();
    await pick(page, 'Date range', 'Past year');
    await expect(page).toHaveURL(/filter=%7B%22days%22%3A365%7D/);
    for (const name of DEMO_DEALER_NAMES)
      await expect(page.getByRole('heading', { level: 2, name }).first()).toBeVisible();
    const card = page.locator(`[data-stats-card="${DEALER}/trade"]`);
    await expect(card.getByRole('link', { name: 'Offers sent' })).toHaveAttribute(
      'href',
      `/${DEALER}/trade/offers-sent/dealer-stats?days=365`,
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('shows the empty state when no dealer has submissions', async ({ page }) => {
    await page.route('**/api/dealer_stats?**', (route) => route.fulfill({ json: [] }));
    await signedIn(page, DEMO_USERS.group.email);
    await page.goto('/my/stats');
    await expect(page.getByRole('heading', { name: 'Time for a break' })).toBeVisible();
    await expect(page.getByText('No submissions where found')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('others may not open it', async ({ page }) => {
    await signedIn(page, DEMO_USERS.admin.email);
    await page.goto('/my/stats');
    await expect(page.getByRole('heading', { level: 1, name: 'Dealer Stats' })).toHaveCount(0);
  });
});
