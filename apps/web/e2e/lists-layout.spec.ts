import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { DEALER, DEMO_USERS, signIn } from './support/demo';
import { fetchDetail, fetchList, holdAnswers, type ListRow, listUrl } from './support/lists';

test.describe.configure({ timeout: 120_000 });

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const anyDate = { filterId: -4 };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function openPage(browser: Browser, baseURL: string | undefined, viewport: typeof DESKTOP, email: string) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/(new|appraisals)$/);
  return { context, page };
}

/** The table's sideways scroller: its scroll and client widths, and where it starts. */
function scroller(page: Page) {
  return page.getByRole('table').evaluate((table) => {
    let el: HTMLElement | null = table.parentElement;
    while (el && !['auto', 'scroll'].includes(getComputedStyle(el).overflowX)) el = el.parentElement;
    if (!el) throw new Error('the table has no scroll container');
    return { scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, left: el.getBoundingClientRect().left };
  });
}

/** The boxes of every money amount on screen ("$12,345.00"), in viewport coordinates. */
function moneyBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => el.children.length === 0 && /^-?\$[\d,]+\.\d\d$/.test(el.textContent?.trim() ?? ''))
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.bottom > 0 && r.top < window.innerHeight)
      .map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })),
  );
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

const tabCount = async (tab: Locator) => Number.parseInt((await tab.getByTestId('tab-count').innerText()).trim(), 10);

test('at 1440 x 900 the Buying center fits with the default columns; chosen columns are kept and Vehicle stays pinned', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await openPage(browser, baseURL, DESKTOP, DEMO_USERS.acq.email);
  await page.goto(listUrl('/appraisals', { filter: anyDate, tab: 'offered' }));
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  // The four book values share one cell; wholesale, profit, payoff and recon have their own.
  for (const name of ['Vehicle', 'Book values', 'Wholesale valuation', 'Expected profit', 'Payoff', 'Recon'])
    await expect(page.getByRole('columnheader', { name, exact: true })).toBeInViewport();
  const fit = await scroller(page);
  expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);

  // The column chooser: the book values one by one, no Team.
  await page.getByRole('button', { name: 'Columns' }).click();
  const chooser = page.getByRole('group', { name: 'Columns shown' });
  for (const name of ['MMR', 'JDP', 'Galves', 'Black Book']) await chooser.getByLabel(name, { exact: true }).check();
  await chooser.getByLabel('Team', { exact: true }).uncheck();
  await page.keyboard.press('Escape');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('dlrapp') ?? '{}') as { columns?: object });
  expect(stored.columns).toEqual({ mmr: true, jdp: true, galves: true, blackbook: true, team: false });

  await page.reload();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Black Book', exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Team', exact: true })).toHaveCount(0);

  // Wider than the page now: scrolled to its right end, the vehicle is still at the left edge.
  const wide = await scroller(page);
  expect(wide.scrollWidth).toBeGreaterThan(wide.clientWidth);
  await page.getByRole('table').evaluate((table) => {
    let el: HTMLElement | null = table.parentElement;
    while (el && getComputedStyle(el).overflowX !== 'auto') el = el.parentElement;
    if (el) el.scrollLeft = el.scrollWidth;
  });
  const firstVehicle = page
    .getByRole('row')
    .nth(1)
    .getByRole('link', { name: /^\d{4} / });
  await expect(firstVehicle).toBeInViewport();
  expect(Math.abs((await boxOf(page.getByRole('columnheader', { name: 'Vehicle' }))).x - wide.left)).toBeLessThan(2);
  await expect(page.getByRole('columnheader', { name: 'Recon', exact: true })).toBeInViewport();
  await context.close();
});

test('each stage tab shows how many records it holds, as the server counts them', async ({ browser, baseURL }) => {
  const { context, page } = await openPage(browser, baseURL, DESKTOP, DEMO_USERS.admin.email);
  const counts = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/appraisals/counts');
  await page.goto(listUrl('/appraisals', { filter: anyDate }));
  const answer = (await (await counts).json()) as { counts: Record<string, number> };
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(7);
  for (const [stage, name] of [
    ['inspect', 'Awaiting inspection'],
    ['assess', 'Recon assessment pending'],
    ['payoff', 'Finalize payoff & Make offer'],
    ['offered', 'Awaiting response'],
    ['accepted', 'Offer accepted'],
    ['buying', 'Buying'],
    ['grounding', 'Grounding'],
  ] as const) {
    const { total } = await fetchList(page, { appraisalTypeId: 1, ...anyDate, stage });
    const tab = page.getByRole('tab', { name: new RegExp(`^${name.replace('&', '\\&')} \\d+ records?$`) });
    await expect(tab.getByTestId('tab-count')).toBeVisible();
    expect(await tabCount(tab)).toBe(total);
    expect(answer.counts[stage]).toBe(total);
  }
  await context.close();
});

test('a three-field recon edit saves once, keeps the row and focus, and says the move with an Undo that works', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await openPage(browser, baseURL, DESKTOP, DEMO_USERS.acq.email);
  // From the tab's first page as the list shows it (newest first), so the row is on screen.
  const { rows } = await fetchList(page, { appraisalTypeId: 1, ...anyDate, stage: 'assess' }, { range: [0, 24] });
  const row = (rows as (ListRow & { reconBodyCost?: number | null })[]).find(
    (r) => r.appraisalStatusId === null && r.deletedAt === null && r.reconBodyCost == null,
  );
  if (!row) throw new Error('no open assess trade-in without recon in the demo data');
  await page.goto(listUrl('/appraisals', { filter: anyDate, tab: 'assess' }));
  const line = page.locator(`[data-row-id="${row.id}"]`);
  const body = line.getByRole('textbox', { name: /^Body recon, / });
  await expect(body).toBeVisible();

  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes(`/api/appraisals/${row.id}`)) posts.push(r.url());
  });
  await body.fill('400');
  await page.keyboard.press('Tab');
  await page.keyboard.type('250');
  await page.keyboard.press('Tab');
  await page.keyboard.type('75.5');
  const other = line.getByRole('textbox', { name: /^Other recon, / });
  await expect(other).toBeFocused();
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/appraisals/${row.id}/recon`));
  await page.keyboard.press('Enter');
  const response = await saved;
  expect(response.request().postDataJSON()).toEqual({ reconBodyCost: 400, reconMechCost: 250, reconOtherCost: 75.5 });
  expect(((await response.json()) as ListRow).stage).toBe('payoff');

  // Announced, with an Undo; the row stays, says where it went, and keeps the focus.
  const notice = page.getByRole('alert').filter({ hasText: 'Moved to Finalize payoff & Make offer' });
  await expect(notice).toBeVisible();
  await expect(line).toBeVisible();
  await expect(line.getByText('Now in Finalize payoff & Make offer')).toBeVisible();
  await expect(other).toBeFocused();
  await expect(other).toHaveValue('75.50');
  expect(posts).toHaveLength(1);

  // The notice sits below the top bar: it covers neither the dealer switcher nor the user menu.
  const noticeBox = await boxOf(notice);
  const bar = page.getByRole('banner');
  for (const control of await bar.getByRole('button').all()) {
    if (await control.isVisible()) expect(overlaps(noticeBox, await boxOf(control))).toBe(false);
  }

  const undone = page.waitForResponse((r) => r.url().endsWith(`/api/appraisals/${row.id}/recon`));
  await notice.getByRole('button', { name: 'Undo' }).click();
  const undo = await undone;
  expect(undo.request().postDataJSON()).toEqual({ reconBodyCost: null, reconMechCost: null, reconOtherCost: null });
  await expect(page.getByRole('alert').filter({ hasText: 'Moved back to Recon assessment pending' })).toBeVisible();
  await expect(body).toHaveValue('');
  await expect(body).toBeFocused();
  expect(posts).toHaveLength(2);
  expect((await fetchDetail<{ stage: string; reconditioningCost: number | null }>(page, row.id)).stage).toBe('assess');
  await context.close();
});

test('at 390 x 844: filters behind a Filters button, the first tab in view, compact cards, skeleton rows while loading', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await openPage(browser, baseURL, PHONE, DEMO_USERS.acq.email);
  // Hold the list's answer, to see what shows while it loads.
  const release = await holdAnswers(page);
  await page.goto(listUrl('/appraisals', { filter: anyDate, tab: 'offered' }));
  await expect(page.getByTestId('list-skeleton')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading appraisals' })).toBeAttached();
  release();
  await expect(page.getByTestId('list-skeleton')).toHaveCount(0);

  await expect(page.getByLabel('Date')).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Awaiting inspection/ })).toBeInViewport();
  await expect(page.getByRole('tab', { name: /^Awaiting response/ })).toHaveAttribute('aria-selected', 'true');

  const cards = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^\d{4} / }) });
  await expect(cards.first()).toBeVisible();
  const count = Math.min(await cards.count(), 8);
  for (let i = 0; i < count; i++) expect((await boxOf(cards.nth(i))).height).toBeLessThanOrEqual(220);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet.getByLabel('Date')).toBeVisible();
  await expect(sheet.getByLabel('Sort')).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Columns' })).toBeVisible();
  await sheet.getByLabel('Sort').selectOption({ label: 'Make' });
  await expect(page).toHaveURL(/sort=make/);
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(sheet).toBeHidden();
  await context.close();
});

/** Scrolls through the page; at each stop the floating button must cover no amount and no "Next page". */
async function expectNothingUnderButton(page: Page) {
  const button = page.getByRole('button', { name: 'Customer forms' });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 300) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const buttonBox = await button.boundingBox();
    if (!buttonBox) continue;
    for (const money of await moneyBoxes(page)) expect(overlaps(buttonBox, money)).toBe(false);
  }
}

for (const [size, viewport] of [
  ['1440 x 900', DESKTOP],
  ['390 x 844', PHONE],
] as const) {
  test(`at ${size} the floating logo button covers no amount and no "Next page" button`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await openPage(browser, baseURL, viewport, DEMO_USERS.admin.email);
    await page.goto(listUrl('/appraisals', { filter: anyDate, tab: 'offered' }));
    await expect(page.getByRole('row').or(page.getByRole('listitem')).nth(1)).toBeVisible();
    expect((await moneyBoxes(page)).length).toBeGreaterThan(0);
    await expectNothingUnderButton(page);

    await page.goto(`/${DEALER}/new`);
    const next = page
      .getByRole('navigation', { name: 'Missing payoff pages' })
      .getByRole('button', { name: 'Next page' });
    await next.scrollIntoViewIfNeeded();
    await expect(next).toBeInViewport();
    const button = page.getByRole('button', { name: 'Customer forms' });
    await button.scrollIntoViewIfNeeded();
    await next.scrollIntoViewIfNeeded();
    const buttonBox = await button.boundingBox();
    if (buttonBox) expect(overlaps(buttonBox, await boxOf(next))).toBe(false);
    // Clicking Next page pages the queue; it does not open the external form.
    const pages = context.waitForEvent('page', { timeout: 1000 }).catch(() => null);
    await next.click();
    await expect(page.getByRole('navigation', { name: 'Missing payoff pages' }).getByText(/^6-10 of /)).toBeVisible();
    expect(await pages).toBeNull();
    await context.close();
  });

  test(`at ${size} the Buying center and the queues have no serious or critical axe violations`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await openPage(browser, baseURL, viewport, DEMO_USERS.admin.email);
    await page.goto(listUrl('/appraisals', { filter: anyDate }));
    await expect(page.getByRole('textbox', { name: /^Body recon, / }).first()).toBeVisible();
    await expect(page.getByTestId('tab-count').first()).toBeVisible();
    await page.mouse.move(5, viewport.height - 5);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`/${DEALER}/new`);
    await expect(page.getByRole('navigation', { name: 'Missing payoff pages' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
}

test('the Rejected list fits and says Rejected for each record, not the stage it stopped at', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await openPage(browser, baseURL, DESKTOP, DEMO_USERS.admin.email);
  const { total } = await fetchList(page, { appraisalStatusId: 3, filterId: 30 });
  expect(total).toBeGreaterThan(0);
  await page.goto(`/${DEALER}/appraisals/rejected`);
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  // Pages without tabs say the stage under the vehicle, in the pinned cell.
  const shown = Math.min(await rows.count(), 25);
  for (let i = 0; i < shown; i++)
    await expect(rows.nth(i).getByRole('cell').first().getByText('Rejected', { exact: true })).toBeVisible();
  const fit = await scroller(page);
  expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
  await context.close();
});
