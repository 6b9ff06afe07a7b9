import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { DEALER, DEMO_USERS, signIn } from './support/demo';
import { fetchList, listUrl, nextListResponse, requestFilter } from './support/lists';

async function signInAs(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/(new|appraisals)$/);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const headerLinks = (page: Page) => page.getByRole('navigation', { name: 'List views' });
/** The record count beside the page title (the stage tabs say their own counts too). */
const listTotal = (page: Page, total: number) =>
  page.getByRole('heading', { level: 1 }).locator('xpath=..').getByText(`${total} records`, { exact: true });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('every list opens from the top bar or the header links with its title', async ({ page }) => {
  await signInAs(page, DEMO_USERS.admin.email);

  for (const [name, path] of [
    ['Buying center', '/appraisals'],
    ['Lease returns', '/appraisals/returns'],
    ['Showroom', '/appraisals/showroom'],
    ['Service', '/appraisals/service'],
  ] as const) {
    await mainNav(page).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(`/${DEALER}${path}`);
    await expect(heading(page, name)).toBeVisible();
    await expect(page).toHaveTitle(`${name} | Dealer Admin`);
  }

  // Service and showroom have no stage tabs.
  await expect(page.getByRole('tab')).toHaveCount(0);

  // Lease returns: the lease stage tabs, and Management in the header.
  await mainNav(page).getByRole('link', { name: 'Lease returns' }).click();
  await expect(page.getByRole('tab')).toHaveText([
    /^Awaiting inspection( \d+ records?)?$/,
    /^Recon assessment pending( \d+ records?)?$/,
    /^Finalize payoff & Make purchase decision( \d+ records?)?$/,
    /^Buying( \d+ records?)?$/,
    /^Grounding( \d+ records?)?$/,
  ]);
  await expect(headerLinks(page).getByRole('link')).toHaveText([
    'List',
    'Board',
    'Dashboard',
    'Management',
    'Rejected',
    'Archived',
  ]);
  await expect(headerLinks(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    `/${DEALER}/appraisals/dashboard/returns`,
  );
  await headerLinks(page).getByRole('link', { name: 'Management' }).click();
  await expect(page).toHaveURL(`/${DEALER}/appraisals/manage/returns`);
  await expect(heading(page, 'Lease returns management')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([
    /^Not grounded\/not returned( \d+ records?)?$/,
    /^Grounded( \d+ records?)?$/,
    /^Picked up\/returned( \d+ records?)?$/,
  ]);
  await expect(page.getByRole('tab', { name: 'Not grounded/not returned' })).toHaveAttribute('aria-selected', 'true');

  for (const name of ['Rejected', 'Archived'] as const) {
    await headerLinks(page).getByRole('link', { name }).click();
    await expect(page).toHaveURL(`/${DEALER}/appraisals/${name.toLowerCase()}`);
    await expect(heading(page, name)).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
  }

  await headerLinks(page).getByRole('link', { name: 'List' }).click();
  await expect(page).toHaveURL(`/${DEALER}/appraisals`);
  await expect(page.getByRole('tab')).toHaveText([
    /^Awaiting inspection( \d+ records?)?$/,
    /^Recon assessment pending( \d+ records?)?$/,
    /^Finalize payoff & Make offer( \d+ records?)?$/,
    /^Awaiting response( \d+ records?)?$/,
    /^Offer accepted( \d+ records?)?$/,
    /^Buying( \d+ records?)?$/,
    /^Grounding( \d+ records?)?$/,
  ]);
  await headerLinks(page).getByRole('link', { name: 'Board', exact: true }).click();
  await expect(page).toHaveURL(`/${DEALER}/appraisals/board`);
  await expect(page.getByText('Coming soon...')).toBeVisible();
});

test('tabs, date window, sort and search go to the URL; reload and a shared link restore the list', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAs(page, DEMO_USERS.admin.email);
  const first = nextListResponse(page);
  await mainNav(page).getByRole('link', { name: 'Buying center' }).click();
  // The default list: a 30-day window, the assess tab, newest first.
  expect(requestFilter(await first)).toEqual({ appraisalTypeId: 1, filterId: 30, stage: 'assess' });
  await expect(page.getByRole('tab', { name: 'Recon assessment pending' })).toHaveAttribute('aria-selected', 'true');

  let call = nextListResponse(page, (f) => f.stage === 'payoff');
  await page.getByRole('tab', { name: 'Finalize payoff & Make offer' }).click();
  await call;
  await expect(page).toHaveURL(`/${DEALER}/appraisals?tab=payoff`);

  call = nextListResponse(page, (f) => f.filterId === -4);
  await page.getByLabel('Date').selectOption({ label: 'Any date' });
  await call;
  await expect(page).toHaveURL(listUrl('/appraisals', { filter: { filterId: -4 }, tab: 'payoff' }));

  call = nextListResponse(page);
  await page.getByLabel('Sort').selectOption({ label: 'Make' });
  const sorted = await call;
  expect(new URL(sorted.url()).searchParams.get('sort')).toBe('["make","ASC"]');
  await expect(page).toHaveURL(
    listUrl('/appraisals', { filter: { filterId: -4 }, sort: 'make', order: 'ASC', tab: 'payoff' }),
  );

  call = nextListResponse(page, (f) => f.q === 'toyota');
  await page.getByRole('searchbox', { name: 'Search' }).fill('toyota');
  await call;
  const shared = listUrl('/appraisals', {
    filter: { filterId: -4, q: 'toyota' },
    sort: 'make',
    order: 'ASC',
    tab: 'payoff',
  });
  await expect(page).toHaveURL(shared);
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toContainText('Toyota');
  const expected = await fetchList(page, { appraisalTypeId: 1, filterId: -4, q: 'toyota', stage: 'payoff' });
  await expect(listTotal(page, expected.total)).toBeVisible();

  // Reload keeps everything.
  await page.reload();
  await expect(page).toHaveURL(shared);
  await expect(page.getByRole('tab', { name: 'Finalize payoff & Make offer' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByLabel('Date')).toHaveValue('-4');
  await expect(page.getByLabel('Sort')).toHaveValue('make-ASC');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('toyota');

  // Back goes to the previous choice.
  call = nextListResponse(page, (f) => f.q === undefined);
  await page.goBack();
  await call;
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');

  // A bookmarked link pasted in another browser (after signing in) gives the same list.
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await other.goto(shared);
  await signIn(other, DEMO_USERS.admin.email, undefined, false);
  const restored = nextListResponse(other);
  await expect(other).toHaveURL(shared);
  expect(requestFilter(await restored)).toEqual({
    appraisalTypeId: 1,
    filterId: -4,
    q: 'toyota',
    stage: 'payoff',
  });
  await expect(listTotal(other, expected.total)).toBeVisible();
  await expect(other.getByLabel('Sort')).toHaveValue('make-ASC');
  await context.close();
});

test('a tab clicked while the search is still being typed keeps both', async ({ page }) => {
  await signInAs(page, DEMO_USERS.admin.email);
  await page.goto(listUrl('/appraisals', { filter: { filterId: -4 } }));
  await expect(page.getByRole('tab', { name: 'Recon assessment pending' })).toHaveAttribute('aria-selected', 'true');
  const both = nextListResponse(page, (f) => f.q === 'honda' && f.stage === 'payoff');
  // Within the search box's debounce: the search has not reached the URL yet.
  await page.getByRole('searchbox', { name: 'Search' }).fill('honda');
  await page.getByRole('tab', { name: 'Finalize payoff & Make offer' }).click();
  await both;
  await expect(page).toHaveURL(listUrl('/appraisals', { filter: { filterId: -4, q: 'honda' }, tab: 'payoff' }));
  await expect(page.getByRole('tab', { name: 'Finalize payoff & Make offer' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('honda');
});

test('pages of 25 with the total from x-total-count', async ({ page }) => {
  await signInAs(page, DEMO_USERS.admin.email);
  const { total } = await fetchList(page, { appraisalTypeId: 1, filterId: -4, stage: 'buying' });
  expect(total).toBeGreaterThan(25);
  await page.goto(listUrl('/appraisals', { filter: { filterId: -4 }, tab: 'buying' }));
  await expect(listTotal(page, total)).toBeVisible();
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(25);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByRole('button', { name: `Page ${Math.ceil(total / 25)}` })).toBeVisible();
  const call = nextListResponse(page);
  await pages.getByRole('button', { name: 'Page 2' }).click();
  expect(new URL((await call).url()).searchParams.get('range')).toBe('[25,49]');
  await expect(page).toHaveURL(listUrl('/appraisals', { filter: { filterId: -4 }, tab: 'buying', page: 2 }));
  await expect(rows).toHaveCount(Math.min(25, total - 25));
});

test('a row opens the record; a shared VIN opens the duplicate-submission list', async ({ page }) => {
  await signInAs(page, DEMO_USERS.admin.email);
  const { rows } = await fetchList(page, { appraisalTypeId: 1, filterId: -4 });
  const dup = rows.find((r) => r.vinCount > 1);
  if (!dup) throw new Error('the demo data has no duplicate VIN in the buying center');
  await page.goto(listUrl('/appraisals', { filter: { filterId: -4, q: dup.vin }, tab: dup.stage }));
  // Its own row (other submissions of the VIN may sit on the same tab).
  const row = page.getByRole('row').filter({ has: page.locator(`a[href="/${DEALER}/appraisals/${dup.id}"]`) });
  await expect(row.getByText(`${dup.vinCount} submissions`)).toBeVisible();
  await expect(row.getByRole('link', { name: /^\d{4} / })).toHaveAttribute('href', `/${DEALER}/appraisals/${dup.id}`);

  await row.getByRole('link', { name: dup.vin }).click();
  await expect(page).toHaveURL(`/${DEALER}/appraisals/duplicate/${dup.vin}`);
  await expect(heading(page, `Duplicate submission '${dup.vin}'`)).toBeVisible();
  await expect(page).toHaveTitle(`Duplicate submission '${dup.vin}' | Dealer Admin`);
  await expect(page.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(dup.vinCount);
  // Every submission of that VIN, whatever its area: no search bar, no tabs.
  await expect(page.getByRole('search')).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveCount(0);

  // Clicking a row (not a link) opens the record.
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .first()
    .getByRole('cell')
    .nth(3)
    .click();
  await expect(page).toHaveURL(new RegExp(`/${DEALER}/appraisals/\\d+$`));
});

test('the empty states: the showroom one and the general one', async ({ page }) => {
  await signInAs(page, DEMO_USERS.admin.email);
  await page.goto(listUrl('/appraisals/showroom', { filter: { q: 'no-such-vehicle-zz' } }));
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome to the Showroom page' })).toBeVisible();
  await expect(page.getByText('Get started by creating some appraisals', { exact: true })).toBeVisible();

  await page.goto(`/${DEALER}/appraisals`);
  await expect(page.getByRole('row').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('no-such-vehicle-zz');
  await expect(page.getByRole('heading', { level: 2, name: 'Time for a break' })).toBeVisible();
  await expect(page.getByText('Nothing to do here right now', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Time for a break' })).toBeHidden();
});

test('on a phone the rows become cards', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, isMobile: true });
  const page = await context.newPage();
  await signInAs(page, DEMO_USERS.acq.email);
  await page.goto(listUrl('/appraisals', { filter: { filterId: -4 }, tab: 'payoff' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Buying center' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^\d{4} / }) });
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByText('MMR')).toBeVisible();
  await expect(cards.first().getByRole('textbox', { name: /^Payoff, / })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('the Buying center has no serious or critical axe violations', async ({ browser, baseURL }) => {
  // Three axe scans of a full page of rows: slow on a busy machine.
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAs(page, DEMO_USERS.admin.email);
  await mainNav(page).getByRole('link', { name: 'Buying center' }).click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  // Wait for the inline editors of the assess tab, so they are scanned too.
  await expect(page.getByRole('textbox', { name: /^Body recon, / }).first()).toBeVisible();
  // Off the top bar link just clicked: its hover colours are the shell's, not this page's.
  await page.mouse.move(640, 790);
  expect(await seriousViolations(page)).toEqual([]);

  // A list with every kind of row content: duplicate badges, campaigns, warnings, transfer lines.
  const { rows } = await fetchList(page, { appraisalTypeId: 1, filterId: -4 });
  const dup = rows.find((r) => r.vinCount > 1);
  await page.goto(listUrl('/appraisals', { filter: { filterId: -4 }, tab: dup?.stage ?? 'assess' }));
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(listUrl('/appraisals/archived', { filter: { filterId: -4 } }));
  await expect(page.getByText(/^Transferred to /).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
