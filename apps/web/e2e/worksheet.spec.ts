import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { adminApi, DEALER, DEMO_USERS, type OutboxRow, signIn } from './support/demo';
import { fetchList, type ListRow, vehicleName } from './support/lists';

/**
 * The Vehicle Assessment tab (spec part 2 sections 2.5, 4, 5, 9): live figures, save, bids, buy
 * and ground. Each test takes its own record by position among the oldest open ones (slots 20 and
 * up, which no other spec uses).
 */

const SLOTS = { fill: 20, guard: 21, bids: 22, buy: 20, ground: 21 } as const;
const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

async function signInAs(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/(new|appraisals)$/);
}

type Row = ListRow & { email?: string | null };

async function pickRecord(page: Page, slot: number, lease = false): Promise<Row> {
  const filter = lease ? { appraisalTypeId: 2, leases: true, filterId: -4 } : { appraisalTypeId: 1, filterId: -4 };
  const { rows } = await fetchList(page, filter, { sort: ['id', 'ASC'] });
  const open = (rows as Row[]).filter(
    (r) => r.appraisalStatusId === null && r.deletedAt === null && r.vinCount === 1 && (!lease || !!r.email),
  );
  const row = open[slot];
  if (!row) throw new Error(`no open ${lease ? 'lease return' : 'trade-in'} #${slot} in the demo data`);
  return row;
}

async function openWorksheet(page: Page, row: ListRow, query = '') {
  await page.goto(`/${DEALER}/appraisals/${row.id}?tab=worksheet${query}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vehicleName(row));
  await expect(page.getByRole('button', { name: 'Save worksheet' })).toBeVisible();
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function setMoney(page: Page, label: string, value: string) {
  const input = field(page, label);
  await input.fill(value);
  await input.blur();
}

async function confirm(page: Page, text: string) {
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
  // Another confirmation may open straight away: wait for this one to go.
  await expect(dialog.filter({ hasText: text })).toHaveCount(0);
}

async function outboxTo(baseURL: string, recipient: string): Promise<OutboxRow[]> {
  const { api, dealerId } = await adminApi(baseURL);
  try {
    const res = await api.get('/api/outbox?range=[0,199]', { headers: { 'x-dealer-id': String(dealerId) } });
    return ((await res.json()) as OutboxRow[]).filter((m) => m.recipient === recipient);
  } finally {
    await api.dispose();
  }
}

test('a worksheet filled in shows equity and profit as you type, saves, and keeps its values', async ({ page }) => {
  await signInAs(page, DEMO_USERS.admin.email);
  const row = await pickRecord(page, SLOTS.fill);
  await openWorksheet(page, row);
  await expect(page.getByText('Worksheet saved')).toBeVisible();

  for (const [label, value] of [
    ['Payoff', '10000'],
    ['Pickup fee', '200'],
    ['Auction fee', '300'],
    ['Wholesale pack', '400'],
    ['Recon body', '500'],
    ['Recon mechanical', '600'],
    ['Recon other', '0'],
    ['Profit objective', '1000'],
    ['Wholesale valuation', '20000'],
    ['Wholesale proposal', '16000'],
  ] as const) {
    await setMoney(page, label, value);
  }
  await expect(field(page, 'Payoff')).toHaveValue('$10,000.00');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  // Wholesale fees: 300 + 200 + 400 + recon 1,100 = 2,000; equity = MMR - payoff - fees.
  const mmr = row.mmrVal ?? 0;
  await expect(field(page, 'Default valuation')).toHaveValue(row.mmrVal == null ? '' : usd(mmr));
  await expect(field(page, 'Total fees and costs')).toHaveValue('$2,000.00');
  await expect(field(page, 'Equity')).toHaveValue(usd(mmr - 12000));
  // 20,000 - 300 - 200 - 1,100 - 400 = 18,000; profit 18,000 - 16,000 = 2,000 (more than 1,000); customer 6,000.
  const wholesale = page.getByRole('region', { name: 'Wholesale offer' });
  await expect(field(page, 'Wholesale total profit')).toHaveValue('$2,000.00');
  await expect(wholesale.getByText('more', { exact: true })).toBeVisible();
  await expect(field(page, 'Wholesale customer profit')).toHaveValue('$6,000.00');

  // Typing moves the figures at once; arrow keys step 1.
  await field(page, 'Recon other').focus();
  await page.keyboard.press('ArrowUp');
  await expect(field(page, 'Recon other')).toHaveValue('$1.00');
  await expect(field(page, 'Equity')).toHaveValue(usd(mmr - 12001));
  await expect(field(page, 'Wholesale total profit')).toHaveValue('$1,999.00');

  // The fee mode and provider are query parameters: retail fees are pickup + recon.
  const choices = page.getByRole('group', { name: 'Valuation and fees' });
  await choices.getByText('Retail', { exact: true }).click();
  await expect(page).toHaveURL(/fees=retail/);
  await expect(field(page, 'Total fees and costs')).toHaveValue('$1,301.00');
  await choices.getByText('JDP', { exact: true }).click();
  await expect(page).toHaveURL(/val=jdp/);

  await page.getByRole('button', { name: 'Save worksheet' }).click();
  await expect(page.getByText('Worksheet saved')).toBeVisible();
  await page.reload();
  await expect(field(page, 'Recon body')).toHaveValue('$500.00');
  await expect(field(page, 'Recon other')).toHaveValue('$1.00');
  await expect(field(page, 'Wholesale proposal')).toHaveValue('$16,000.00');
  await expect(field(page, 'Payoff')).toHaveValue('$10,000.00');
  await expect(field(page, 'Total fees and costs')).toHaveValue('$1,301.00');
  await expect(page.getByText('Worksheet saved')).toBeVisible();

  // Reset puts the suggestion back: 18,000 - 1 recon - objective 1,000 = 16,999, profit equal to the objective.
  await page.getByRole('button', { name: 'Reset worksheet' }).click();
  await expect(field(page, 'Wholesale proposal')).toHaveValue('$16,999.00');
  await expect(wholesale.getByText('equal', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('leaving with unsaved changes asks first', async ({ page }) => {
  await signInAs(page, DEMO_USERS.admin.email);
  const row = await pickRecord(page, SLOTS.guard);
  await openWorksheet(page, row);
  await page.getByRole('textbox', { name: 'Notes' }).fill('Needs tyres.');
  await page.getByRole('tab', { name: 'Activity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText('You have unsaved changes...');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue('Needs tyres.');

  await page.getByRole('link', { name: 'Buying center' }).first().click();
  await confirm(page, 'You have unsaved changes...');
  await expect(page).toHaveURL(new RegExp(`/${DEALER}/appraisals(\\?|$)`));
});

test('an admin adds two bids, prefers one and saves; bids come back highest profit first', async ({ page }) => {
  await signInAs(page, DEMO_USERS.admin.email);
  const row = await pickRecord(page, SLOTS.bids);
  await openWorksheet(page, row);
  const panel = page.getByRole('region', { name: 'Bidders' });
  // Start from no bids (the demo data may have some).
  // One at a time, each gone before the next click, so a slow redraw never skips one.
  const remove = panel.getByRole('button', { name: /^Remove bid/ });
  for (let n = await remove.count(); n > 0; n--) {
    await remove.first().click();
    await expect(remove).toHaveCount(n - 1);
  }

  const addBid = async (bidder: string, amount: string) => {
    await panel.getByRole('button', { name: 'Add bid' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add bid' });
    await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('$0.00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText('Bidder is required');
    await expect(dialog).toContainText('Amount is required');
    await dialog.getByRole('combobox', { name: 'Bidder' }).click();
    await page.getByRole('option', { name: bidder }).click();
    await dialog.getByRole('textbox', { name: 'Amount' }).fill(amount);
    await expect(dialog.getByTestId('bid-profit')).not.toHaveText('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    // The dialog's code loads at its first opening; focus still goes back to the button.
    await expect(panel.getByRole('button', { name: 'Add bid' })).toBeFocused();
  };
  await addBid('Copart', '9000');
  await addBid('ACV Auctions', '9500.40');
  const rows = panel.getByRole('row');
  await expect(rows.nth(1)).toContainText('ACV Auctions');
  await expect(rows.nth(1)).toContainText('$9,500');
  await expect(rows.nth(2)).toContainText('Copart');
  await panel.getByRole('button', { name: 'Preferred bid: Copart' }).click();
  await expect(panel.getByRole('button', { name: 'Preferred bid: Copart' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Save worksheet' }).click();
  await expect(page.getByText('Worksheet saved')).toBeVisible();
  await page.reload();
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('ACV Auctions');
  await expect(rows.nth(2)).toContainText('Copart');
  await expect(panel.getByRole('button', { name: 'Preferred bid: Copart' })).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByRole('button', { name: 'Preferred bid: ACV Auctions' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // A role that may not handle bids sees the worksheet without the bidders panel.
  await page.context().clearCookies();
  await signInAs(page, DEMO_USERS.appraiser.email);
  await openWorksheet(page, row);
  await expect(page.getByRole('region', { name: 'Bidders' })).toHaveCount(0);
  await expect(field(page, 'Recon body')).toBeEnabled();
});

test('a lease return is bought after the confirmations; the card shows Buying and the customer gets an e-mail', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, DEMO_USERS.admin.email);
  const row = await pickRecord(page, SLOTS.buy, true);
  await openWorksheet(page, row);
  await setMoney(page, 'Payoff', '8000');
  const retail = page.getByRole('region', { name: 'Retail offer' });
  await retail.getByRole('button', { name: 'BUY' }).click();
  await confirm(page, 'Are you sure?');
  await confirm(page, 'Send Odometer statement to customer?');
  // Three calls in a row (save, buy with its e-mail, the record again): a loaded machine needs longer.
  await expect(retail.getByText('Buying', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Worksheet saved')).toBeVisible();
  await expect
    .poll(async () => (await outboxTo(baseURL!, row.email!)).map((m) => m.subject ?? ''), { timeout: 20_000 })
    .toContainEqual(expect.stringContaining('Odometer statement'));
});

test('a lease return is grounded after the confirmations and the customer gets the instructions', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, DEMO_USERS.admin.email);
  const row = await pickRecord(page, SLOTS.ground, true);
  await openWorksheet(page, row);
  await setMoney(page, 'Payoff', '8000');
  await page.getByRole('button', { name: 'Ground' }).click();
  await confirm(page, 'Are you sure?');
  await confirm(page, `Send email now to ${row.email}?`);
  await expect(page.getByText('Vehicle set to Grounding')).toBeVisible();
  await expect
    .poll(async () => (await outboxTo(baseURL!, row.email!)).map((m) => m.subject ?? ''))
    .toContainEqual(expect.stringContaining('Grounding instructions'));
});
