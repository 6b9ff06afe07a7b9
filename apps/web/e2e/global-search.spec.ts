import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { DEALER, DEMO_USERS, signIn } from './support/demo';

const PLACEHOLDER = 'VIN, year, make, model, trim, name and e-mail';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const box = (page: Page) => page.getByRole('textbox', { name: 'Search appraisals' });
const results = (page: Page) => dialog(page).getByRole('list', { name: 'Search results' }).getByRole('link');
const status = (page: Page) => dialog(page).getByRole('status');

/** "Showing N of M results" as numbers. */
async function summary(page: Page): Promise<{ shown: number; total: number }> {
  await expect(status(page)).toHaveText(/^Showing \d+ of \d+ results$/);
  const [, shown, total] = (await status(page).textContent())?.match(/Showing (\d+) of (\d+)/) ?? [];
  return { shown: Number(shown), total: Number(total) };
}

async function signedIn(page: Page) {
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  // The shell (and with it the Ctrl+/ listener) has rendered.
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
}

test('keyboard only: Ctrl+/ opens, type, arrows move through the results, Enter opens one, Esc closes', async ({
  page,
}) => {
  const searches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/global_search')) searches.push(decodeURIComponent(r.url()));
  });
  // The server's real answer, held back a moment so "SEARCHING..." shows however fast it comes.
  await page.route('**/api/global_search?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await signedIn(page);

  await page.keyboard.press('Control+/');
  await expect(dialog(page)).toBeVisible();
  await expect(box(page)).toBeFocused();
  await expect(box(page)).toHaveAttribute('placeholder', PLACEHOLDER);

  // Two characters are not a search.
  await page.keyboard.type('ga');
  await page.waitForTimeout(800);
  await expect(status(page)).toHaveText('');
  expect(searches).toEqual([]);

  await page.keyboard.type('rcia');
  await expect(status(page)).toHaveText('SEARCHING...');
  const { shown, total } = await summary(page);
  expect(total).toBeGreaterThan(0);
  expect(shown).toBe(Math.min(25, total));
  await expect(results(page)).toHaveCount(shown);
  expect(searches).toHaveLength(1);
  expect(searches[0]).toContain('filter={"q":"garcia"}');
  expect(searches[0]).toContain('range=[0,24]');

  // ArrowDown from the box into the list, down, up, and back up into the box.
  await page.keyboard.press('ArrowDown');
  await expect(results(page).nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(results(page).nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(box(page)).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const href = await results(page).nth(1).getAttribute('href');
  expect(href).toMatch(new RegExp(`^/${DEALER}/appraisals/\\d+$`));
  await expect(results(page).nth(1)).toContainText(/garcia/i);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href ?? '');
  await expect(dialog(page)).toBeHidden();

  // Ctrl+/ works from anywhere in the shell, and Esc closes; the next search starts empty.
  await page.keyboard.press('Control+/');
  await expect(box(page)).toBeFocused();
  await expect(box(page)).toHaveValue('');
  await page.keyboard.type('nguyen');
  await summary(page);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
});

test('NO RESULTS FOUND for nonsense', async ({ page }) => {
  await signedIn(page);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(box(page)).toBeFocused();
  await box(page).fill('zzqxjv');
  await expect(status(page)).toHaveText('NO RESULTS FOUND');
  await expect(results(page)).toHaveCount(0);
  await expect(dialog(page).getByRole('button', { name: 'Show more' })).toHaveCount(0);
});

test('"Show more" adds the next 25 results until all are shown', async ({ page }) => {
  const ranges: string[] = [];
  page.on('request', (r) => {
    const url = decodeURIComponent(r.url());
    if (url.includes('/api/global_search')) ranges.push(url.match(/range=(\[\d+,\d+\])/)?.[1] ?? '');
  });
  await signedIn(page);
  await page.keyboard.press('Control+/');
  await expect(box(page)).toBeFocused();
  await page.keyboard.type('honda');
  let { shown, total } = await summary(page);
  expect(total).toBeGreaterThan(50);
  expect(shown).toBe(25);
  const firstIds = await results(page).evaluateAll((els) => els.map((e) => e.getAttribute('href')));

  const more = dialog(page).getByRole('button', { name: 'Show more' });
  await more.click();
  await expect(status(page)).toHaveText(`Showing 50 of ${total} results`);
  await expect(results(page)).toHaveCount(50);
  // Appended: the first 25 are still first.
  expect((await results(page).evaluateAll((els) => els.map((e) => e.getAttribute('href')))).slice(0, 25)).toEqual(
    firstIds,
  );
  // Focus carries on at the first new result.
  await expect(results(page).nth(25)).toBeFocused();

  // Each click waits for its page: the button is busy while one loads and goes after the last.
  for (let count = 50; count < total; ) {
    await more.click();
    count = Math.min(count + 25, total);
    await expect(results(page)).toHaveCount(count);
  }
  await expect(more).toHaveCount(0);
  ({ shown } = await summary(page));
  expect(shown).toBe(total);
  expect(ranges.slice(0, 3)).toEqual(['[0,24]', '[25,49]', '[50,74]']);
});

test('the open search dialog has no serious or critical axe violations', async ({ page }) => {
  await signedIn(page);
  await page.keyboard.press('Control+/');
  await expect(box(page)).toBeFocused();
  const scan = () => seriousViolations(page);
  expect(await scan()).toEqual([]);
  await page.keyboard.type('2HGFC2F5');
  await summary(page);
  expect(await scan()).toEqual([]);
  await box(page).fill('zzqxjv');
  await expect(status(page)).toHaveText('NO RESULTS FOUND');
  expect(await scan()).toEqual([]);
});
