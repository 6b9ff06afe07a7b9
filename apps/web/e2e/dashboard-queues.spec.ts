import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { DEALER, DEMO_USERS, signIn } from './support/demo';

const QUEUES = [
  { code: 'mp', title: 'Missing payoff', endpoint: '/api/missing_payoff_appraisals' },
  { code: 'ai', title: 'Awaiting inspection', endpoint: '/api/awaiting_inspection_appraisals' },
  { code: 'ro', title: 'Resend offer', endpoint: '/api/resend_offer_appraisals' },
  { code: 'he', title: 'High equity', endpoint: '/api/high_equity_appraisals' },
  { code: 'eo', title: 'Offers expiring in 48 hours', endpoint: '/api/expiring_offer_appraisals' },
] as const;

interface QueueRow {
  id: number;
  area: string;
}

const queue = (page: Page, code: string) => page.locator(`[data-queue="${code}"]`);
const toggle = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^${title}`) });
const count = (section: Locator) => section.getByTestId('queue-count');
const rowLinks = (section: Locator) => section.getByRole('list').getByRole('link');
const order = (page: Page) =>
  page.locator('[data-queue]').evaluateAll((els) => els.map((e) => e.getAttribute('data-queue')));

async function openWelcome(page: Page, email: string = DEMO_USERS.admin.email) {
  await signIn(page, email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  await expect(page.getByRole('heading', { level: 2, name: "Don't miss these opportunities" })).toBeVisible();
}

/** The signed-in page's own API calls (cookie session), with Metro Motors' x-dealer-id. */
async function dealerApi(page: Page) {
  const user = (await (await page.request.get('/api/user')).json()) as { dealers: { id: number; slug: string }[] };
  const dealerId = String(user.dealers.find((d) => d.slug === DEALER)?.id);
  const headers = { 'x-dealer-id': dealerId };
  return {
    queue: async (endpoint: string, range = '[0,4]') => {
      const res = await page.request.get(`${endpoint}?range=${range}`, { headers });
      expect(res.status()).toBe(200);
      return (await res.json()) as { data: QueueRow[]; count: number };
    },
    moveArea: async (id: number, toArea: string) => {
      const res = await page.request.post(`/api/appraisals/${id}/move-area`, { headers, data: { toArea } });
      expect(res.status(), await res.text()).toBe(200);
      return (await res.json()) as QueueRow;
    },
  };
}

test('the five queues show their counts and five rows linking to the appraisal', async ({ page }) => {
  await openWelcome(page);
  const api = await dealerApi(page);
  expect(await order(page)).toEqual(['mp', 'ai', 'ro', 'he', 'eo']);
  for (const q of QUEUES) {
    const section = queue(page, q.code);
    const expected = await api.queue(q.endpoint);
    await expect(section.getByRole('heading', { level: 3 })).toContainText(q.title);
    await expect(count(section)).toHaveText(`${expected.count} records`);
    await expect(rowLinks(section)).toHaveCount(Math.min(5, expected.count));
    await expect(toggle(page, q.title)).toHaveAttribute('aria-expanded', 'true');
  }
  // A row reads year, make, model, trim and VIN and opens /{dslug}/appraisals/{id}.
  const first = (await api.queue(QUEUES[0].endpoint)).data[0] as QueueRow & {
    year: number;
    make: string;
    model: string;
    trim: string;
    vin: string;
  };
  const link = rowLinks(queue(page, 'mp')).first();
  await expect(link).toHaveAttribute('href', `/${DEALER}/appraisals/${first.id}`);
  await expect(link).toContainText(`${first.year} ${first.make} ${first.model} ${first.trim}`);
  await expect(link).toContainText(first.vin);
  await link.click();
  await expect(page).toHaveURL(`/${DEALER}/appraisals/${first.id}`);
});

test('collapsing a queue is kept in dragCollapse across a reload', async ({ page }) => {
  await openWelcome(page);
  const ai = queue(page, 'ai');
  await expect(rowLinks(ai).first()).toBeVisible();
  await toggle(page, 'Awaiting inspection').click();
  await expect(toggle(page, 'Awaiting inspection')).toHaveAttribute('aria-expanded', 'false');
  await expect(rowLinks(ai)).toHaveCount(0);
  // The count stays in the header while collapsed.
  await expect(count(ai)).toHaveText(/^\d+ records$/);
  expect(await page.evaluate(() => localStorage.getItem('dragCollapse'))).toBe('["ai"]');

  await page.reload();
  await expect(toggle(page, 'Awaiting inspection')).toHaveAttribute('aria-expanded', 'false');
  await expect(rowLinks(queue(page, 'mp')).first()).toBeVisible();
  await expect(rowLinks(ai)).toHaveCount(0);

  await toggle(page, 'Awaiting inspection').click();
  await expect(rowLinks(ai).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('dragCollapse'))).toBe('[]');
});

test('a queue moves with the keyboard (Space, ArrowDown, Space) and the order survives a reload', async ({ page }) => {
  await openWelcome(page);
  await expect(count(queue(page, 'mp'))).toBeVisible();
  const handle = page.getByRole('button', { name: 'Drag to reorder Missing payoff' });
  await handle.focus();
  // dnd-kit listens for the arrows only once the pick-up is done: follow its state and announcements.
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Missing payoff is over Awaiting inspection.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Missing payoff was dropped in place of Awaiting inspection.')).toBeAttached();
  await expect.poll(() => order(page)).toEqual(['ai', 'mp', 'ro', 'he', 'eo']);
  expect(await page.evaluate(() => localStorage.getItem('dragOrder'))).toBe('["ai","mp","ro","he","eo"]');

  await page.reload();
  await expect(page.locator('[data-queue]')).toHaveCount(5);
  expect(await order(page)).toEqual(['ai', 'mp', 'ro', 'he', 'eo']);
});

test('a queue moves by mouse drag, and a stored order with unknown codes still shows all five', async ({ page }) => {
  await openWelcome(page);
  await expect(count(queue(page, 'he'))).toBeVisible();
  // Collapsed, the five headers fit on the screen together (dragging too, not only rows, moves them).
  for (const q of QUEUES) await toggle(page, q.title).click();
  await expect(rowLinks(page.locator('[data-queue]'))).toHaveCount(0);
  const handle = page.getByRole('button', { name: 'Drag to reorder High equity' });
  const target = page.getByRole('button', { name: 'Drag to reorder Missing payoff' });
  // Hover first: Playwright scrolls the handle into view, so the boxes measured after it stay true.
  await handle.hover();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('handles not laid out');
  await page.mouse.down();
  // dnd-kit starts a pointer drag after 5 px of travel; move in steps so it tracks the pointer.
  await page.mouse.move(from.x + from.width / 2, from.y - 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 10, { steps: 20 });
  // Settle over the drop target so dnd-kit has measured it, then drop.
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 12, { steps: 3 });
  await page.mouse.up();
  await expect.poll(() => order(page)).toEqual(['he', 'mp', 'ai', 'ro', 'eo']);

  await page.evaluate(() => localStorage.setItem('dragOrder', '["ro","bogus","ro"]'));
  await page.reload();
  await expect(page.locator('[data-queue]')).toHaveCount(5);
  expect(await order(page)).toEqual(['ro', 'mp', 'ai', 'he', 'eo']);
});

test('a queue pages through its rows five at a time', async ({ page }) => {
  await openWelcome(page);
  const api = await dealerApi(page);
  const mp = queue(page, 'mp');
  const pages = mp.getByRole('navigation', { name: 'Missing payoff pages' });
  const total = (await api.queue(QUEUES[0].endpoint)).count;
  await expect(pages.getByText(`1-5 of ${total}`)).toBeVisible();
  const firstPage = await rowLinks(mp).evaluateAll((els) => els.map((e) => e.getAttribute('href')));

  const second = page.waitForRequest((r) => r.url().includes('missing_payoff_appraisals') && r.url().includes('range'));
  await pages.getByRole('button', { name: 'Next page' }).click();
  expect(decodeURIComponent((await second).url())).toContain('range=[5,9]');
  await expect(pages.getByText(`6-10 of ${total}`)).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const expected = (await api.queue(QUEUES[0].endpoint, '[5,9]')).data.map((r) => `/${DEALER}/appraisals/${r.id}`);
  await expect.poll(() => rowLinks(mp).evaluateAll((els) => els.map((e) => e.getAttribute('href')))).toEqual(expected);
  expect(expected.some((href) => firstPage.includes(href))).toBe(false);
});

test('the row menu moves a record to Showroom and archives one, each after its confirmation', async ({ page }) => {
  await openWelcome(page);
  const api = await dealerApi(page);
  const mp = queue(page, 'mp');
  const rows = (await api.queue(QUEUES[0].endpoint)).data;
  const record = rows.find((r) => r.area !== 'showroom');
  if (!record) throw new Error('no record outside the showroom in the first page of Missing payoff');
  const row = mp.getByRole('listitem').filter({ has: page.locator(`a[href="/${DEALER}/appraisals/${record.id}"]`) });
  const menuButton = row.getByRole('button', { name: /^Actions for / });

  // Hovering shows the actions.
  await row.hover();
  await expect(menuButton).toHaveCSS('opacity', '1');
  await menuButton.click();
  await expect(page.getByRole('menuitem', { name: 'Archive' })).toBeVisible();
  const chosen = Date.now();
  await page.getByRole('menuitem', { name: 'Move to Showroom' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toBeVisible();
  // "the confirmation appears 250 ms after the menu closes"
  expect(Date.now() - chosen).toBeGreaterThanOrEqual(250);
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(confirm).toContainText('Move this record to Showroom?');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Record moved to Showroom')).toBeVisible();
  await expect
    .poll(async () => (await api.queue(QUEUES[0].endpoint)).data.find((r) => r.id === record.id)?.area)
    .toBe('showroom');
  // The queues refreshed: the menu now offers the record's old area and no longer Showroom.
  await row.hover();
  await menuButton.click();
  await expect(page.getByRole('menuitem', { name: 'Move to Showroom' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: /^Move to / })).toHaveCount(3);
  await page.keyboard.press('Escape');
  await api.moveArea(record.id, record.area);

  // Archive, first cancelled (nothing changes), then confirmed (the row leaves, the count drops).
  const ro = queue(page, 'ro');
  const before = await api.queue(QUEUES[2].endpoint);
  const victim = before.data[0];
  const victimRow = ro
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="/${DEALER}/appraisals/${victim?.id}"]`) });
  await expect(count(ro)).toHaveText(`${before.count} records`);
  for (const answer of ['Cancel', 'OK'] as const) {
    // Keyboard focus reveals the menu button (no hover needed); Enter opens the menu.
    await victimRow.getByRole('button', { name: /^Actions for / }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    const dialog = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(dialog).toContainText('Archive this record?');
    await dialog.getByRole('button', { name: answer }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByText('Record archived')).toBeVisible();
  await expect(victimRow).toHaveCount(0);
  await expect(count(ro)).toHaveText(`${before.count - 1} records`);
});

test('a role without write permission sees the queues but no move or archive actions', async ({ page }) => {
  for (const user of [DEMO_USERS.sales, DEMO_USERS.reception]) {
    await page.context().clearCookies();
    await openWelcome(page, user.email);
    await expect(rowLinks(queue(page, 'mp')).first()).toBeVisible();
    await expect(rowLinks(queue(page, 'he')).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
    await expect(page.getByRole('menuitem')).toHaveCount(0);
  }
});

test('the welcome page with the queues has no serious or critical axe violations', async ({ page }) => {
  await openWelcome(page);
  for (const q of QUEUES) await expect(count(queue(page, q.code))).toBeVisible();
  await expect(rowLinks(queue(page, 'he')).first()).toBeVisible();
  const scan = () => seriousViolations(page);
  expect(await scan()).toEqual([]);
  // With a row menu open, and with a queue collapsed.
  await rowLinks(queue(page, 'mp')).first().hover();
  await queue(page, 'mp')
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await scan()).toEqual([]);
  await page.keyboard.press('Escape');
  await toggle(page, 'High equity').click();
  expect(await scan()).toEqual([]);
});
