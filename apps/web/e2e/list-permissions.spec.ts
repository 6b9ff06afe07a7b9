import { expect, type Page, test } from '@playwright/test';
import { DEALER, DEMO_USERS, signIn } from './support/demo';
import { fetchList, listUrl, nextListResponse } from './support/lists';

const VALUE_HEADERS = ['Book values', 'Wholesale valuation', 'Expected profit', 'Payoff', 'Recon'];
const headerLinks = (page: Page) => page.getByRole('navigation', { name: 'List views' });

async function signInAs(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/(new|appraisals)$/);
}

test('value columns only for roles that may read valuations', async ({ page }) => {
  await signInAs(page, DEMO_USERS.sales.email);
  const call = nextListResponse(page);
  await page.goto(listUrl('/appraisals', { filter: { filterId: -4 }, tab: 'offered' }));
  const rows = (await (await call).json()) as Record<string, unknown>[];
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.some((r) => 'mmrVal' in r || 'adjustedPayoffAmount' in r)).toBe(false);
  await expect(page.getByRole('columnheader', { name: 'Vehicle' })).toBeVisible();
  for (const name of VALUE_HEADERS) await expect(page.getByRole('columnheader', { name, exact: true })).toHaveCount(0);
  // Nor can they sort by a value they cannot read.
  await expect(page.getByLabel('Sort').locator('option')).toHaveText([
    'Newest',
    'Latest update',
    'Inspection grade',
    'Oldest',
    'Year',
    'Make',
    'Mileage',
    'Model',
  ]);
  // Nothing to edit for sales staff on the payoff tab either.
  await page.getByRole('tab', { name: 'Finalize payoff & Make offer' }).click();
  await expect(page.getByRole('columnheader', { name: 'Vehicle' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Payoff, / })).toHaveCount(0);
  await expect(headerLinks(page).getByRole('link')).toHaveText(['List', 'Rejected', 'Archived']);

  await page.context().clearCookies();
  await signInAs(page, DEMO_USERS.acq.email);
  await page.goto(listUrl('/appraisals', { filter: { filterId: -4 }, tab: 'offered' }));
  for (const name of VALUE_HEADERS) await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible();
  // Vehicle, Customer, Team, Details, then the book values: MMR, JDP, Galves and Black Book in one cell.
  await expect(page.getByRole('row').nth(1).getByRole('cell').nth(4)).toHaveText(
    /^MMR\$[\d,]+\.\d\dJDP\$[\d,]+\.\d\dGalves\$[\d,]+\.\d\dBlack Book\$[\d,]+\.\d\d$/,
  );
});

test('header links and the Management route follow the roles', async ({ page }) => {
  await signInAs(page, DEMO_USERS.salesmgr.email);
  await page.goto(`/${DEALER}/appraisals/returns`);
  await expect(headerLinks(page).getByRole('link')).toHaveText(['List', 'Management', 'Rejected', 'Archived']);
  await headerLinks(page).getByRole('link', { name: 'Management' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lease returns management' })).toBeVisible();

  // Sales staff have no Management link, and the route sends them to login.
  await page.context().clearCookies();
  await signInAs(page, DEMO_USERS.sales.email);
  await page.goto(`/${DEALER}/appraisals/returns`);
  await expect(headerLinks(page).getByRole('link', { name: 'Management' })).toHaveCount(0);
  await page.goto(`/${DEALER}/appraisals/manage/returns`);
  await expect(page).toHaveURL(/\/auth\/login\?after=/);

  // Group admins also get the statistics of all dealers.
  await signInAs(page, DEMO_USERS.group.email);
  await page.goto(`/${DEALER}/appraisals`);
  await headerLinks(page).getByRole('link', { name: 'Dealer Stats' }).click();
  await expect(page).toHaveURL('/my/stats');

  // A service-only user: the service list, without Rejected or Archived.
  await page.context().clearCookies();
  await signInAs(page, DEMO_USERS.tech.email);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Service' })).toBeVisible();
  await expect(headerLinks(page).getByRole('link')).toHaveText(['List']);
  // Service lists default to today's window and have no campaign filters.
  await expect(page.getByLabel('Date')).toHaveValue('0');
  await expect(page.getByLabel('Campaign')).toHaveCount(0);
});

test('the Transfers filter needs the permission and a linked dealer', async ({ page }) => {
  await signInAs(page, DEMO_USERS.sales.email);
  await page.goto(`/${DEALER}/appraisals`);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await expect(page.getByLabel('Originator')).toBeVisible();
  await expect(page.getByLabel('Transfers')).toHaveCount(0);

  await page.context().clearCookies();
  await signInAs(page, DEMO_USERS.admin.email);
  // Harbor Auto received records from Metro Motors, its linked dealer.
  const metroId = (
    (await (await page.request.get('/api/user')).json()) as { dealers: { id: number; slug: string }[] }
  ).dealers.find((d) => d.slug === DEALER)?.id;
  const received = await fetchList(
    page,
    { appraisalTypeId: 1, filterId: -4, trfDealerId: metroId },
    { slug: 'harbor-auto' },
  );
  const sample = received.rows[0];
  if (!sample) throw new Error('Harbor Auto has no record transferred from Metro Motors');
  await page.goto(listUrl('/appraisals', { filter: { filterId: -4 }, tab: sample.stage }, 'harbor-auto'));
  const transfers = page.getByLabel('Transfers');
  await expect(transfers.locator('option')).toHaveText(['All records', 'Metro Motors']);
  const call = nextListResponse(page, (f) => f.trfDealerId === metroId);
  await transfers.selectOption({ label: 'Metro Motors' });
  await call;
  await expect(page).toHaveURL(
    listUrl('/appraisals', { filter: { filterId: -4, trfDealerId: metroId }, tab: sample.stage }, 'harbor-auto'),
  );
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  const shown = await rows.count();
  expect(shown).toBe(received.rows.filter((r) => r.stage === sample.stage).length);
  for (let i = 0; i < shown; i++) await expect(rows.nth(i)).toContainText('Transferred from Metro Motors');
});
