import { type Browser, expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { DEALER, DEMO_USERS, openSignIn, signIn } from './support/demo';
import { fetchList, type ListRow } from './support/lists';

/**
 * Keyboard and focus (issue 14 item 8): a skip link to main on every page; focus on the page's h1
 * after sign-in, after opening a record and after picking a search result; no serious or critical
 * axe finding on the detail page (every tab), the login page, at desktop and phone sizes.
 */

const SIZES = [
  ['1440x900', { width: 1440, height: 900 }],
  ['390x844', { width: 390, height: 844 }],
] as const;

async function fresh(
  browser: Browser,
  baseURL: string | undefined,
  size: { width: number; height: number } = SIZES[0][1],
) {
  const mobile = size.width < 768;
  const context = await browser.newContext({ baseURL, viewport: size, isMobile: mobile, hasTouch: mobile });
  return { context, page: await context.newPage() };
}

const focusedTag = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}:${(el.textContent ?? '').trim().slice(0, 80)}` : 'none';
  });

async function expectHeadingFocused(page: Page, text: string | RegExp) {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(text);
  await expect(h1).toBeFocused();
}

test('the skip link is the first Tab stop and moves focus to main (login page and shell)', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await fresh(browser, baseURL);
  await openSignIn(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  // The link names an element that exists (Lighthouse's skip-link audit), and that is where focus lands.
  await expect(page.locator(`main${await skip.getAttribute('href')}`)).toHaveCount(1);
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');

  await signIn(page, DEMO_USERS.admin.email, undefined, false);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  await page.goto(`/${DEALER}/new`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  // The link names an element that exists (Lighthouse's skip-link audit), and that is where focus lands.
  await expect(page.locator(`main${await skip.getAttribute('href')}`)).toHaveCount(1);
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  await context.close();
});

test('focus goes to the page heading after sign-in, opening a record and picking a search result', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await fresh(browser, baseURL);
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  await expectHeadingFocused(page, 'Welcome Alex');

  // Opening a record from a list: its vehicle link.
  await page.goto(`/${DEALER}/appraisals`);
  const link = page
    .locator('main')
    .getByRole('link', { name: /^\d{4} \w/ })
    .first();
  await expect(link).toBeVisible();
  const name = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(/\/appraisals\/\d+/);
  await expectHeadingFocused(page, name);

  // Picking a global-search result (the dialog closes, focus must not fall back to the search button).
  await page.keyboard.press('Control+/');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Search appraisals' })).toBeFocused();
  await page.keyboard.type('garcia');
  const result = dialog.getByRole('list', { name: 'Search results' }).getByRole('link').first();
  await expect(result).toBeVisible();
  await result.click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/appraisals\/\d+/);
  await expectHeadingFocused(page, /\d{4} /);
  expect(await focusedTag(page)).toMatch(/^h1:/);
  await context.close();
});

for (const [name, size] of SIZES) {
  test(`login page: no serious or critical axe findings at ${name}`, async ({ browser, baseURL }) => {
    const { context, page } = await fresh(browser, baseURL, size);
    await openSignIn(page);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  test(`detail page, every tab: no serious or critical axe findings at ${name}`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const { context, page } = await fresh(browser, baseURL, size);
    await signIn(page, DEMO_USERS.admin.email);
    await expect(page).toHaveURL(`/${DEALER}/new`);
    // An open record with an offer sent, valuations and activity: every part of every tab shows.
    const { rows } = await fetchList(page, { appraisalTypeId: 1, filterId: -4 }, { range: [0, 199] });
    const open = rows as (ListRow & { offerSent?: boolean })[];
    const record = open.find((r) => r.appraisalStatusId === null && r.offerSent) ?? open[0]!;
    for (const tab of ['worksheet', 'inspection', 'documents', 'activity']) {
      await page.goto(`/${DEALER}/appraisals/${record.id}?tab=${tab}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect({ tab, violations: await seriousViolations(page) }).toEqual({ tab, violations: [] });
      await page.screenshot({ path: `test-results/detail-${tab}-${name}.png`, fullPage: true });
    }
    await context.close();
  });
}

test('every control reached with Tab shows a focus ring (detail page), the activity table too', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await fresh(browser, baseURL);
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  const { rows } = await fetchList(page, { appraisalTypeId: 1, filterId: -4 }, { range: [0, 0] });
  await page.goto(`/${DEALER}/appraisals/${rows[0]!.id}?tab=activity`);
  await expect(page.getByRole('table', { name: 'Activity' })).toBeVisible();
  const missing: string[] = [];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const state = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const css = getComputedStyle(el);
      const ring = css.outlineStyle !== 'none' && Number.parseFloat(css.outlineWidth) > 0;
      // Mantine's text inputs show focus with their border colour instead of an outline.
      const input = el.matches('input, textarea, select') && css.borderColor !== 'rgba(0, 0, 0, 0)';
      return {
        name: `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30)}`,
        ok: ring || input,
      };
    });
    if (state && !state.ok) missing.push(state.name);
  }
  expect(missing).toEqual([]);
  const region = page.getByRole('region', { name: 'Activity table' });
  await region.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(region).toBeFocused();
  expect(await region.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await context.close();
});
