import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { adminApi, DEALER, DEMO_USERS, signIn } from './support/demo';

/**
 * Dealer settings (issue 15; spec part 2 sections 2.6, 5, 6): the settings tabs, a setting that
 * changes what a new worksheet starts with, banks and affiliates as they reach the appraisals, and
 * who may open which tab. Records are started through the API for this spec alone; every setting
 * changed is put back, since the journeys share one database.
 */

const DEALER_NAME = 'Metro Motors';
const TABS = ['Profile', 'Defaults', 'Affiliates', 'Banks', 'Campaigns', 'Users', 'Emails'] as const;

async function signInAs(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/(new|appraisals)$/);
}

async function withAdminApi<T>(
  baseURL: string,
  run: (api: APIRequestContext, headers: Record<string, string>) => Promise<T>,
) {
  const { api, dealerId } = await adminApi(baseURL);
  try {
    return await run(api, { 'x-dealer-id': String(dealerId) });
  } finally {
    await api.dispose();
  }
}

/** A new appraisal of Metro Motors, started as a staff member would (admin may start them). */
async function startAppraisal(baseURL: string, extra: Record<string, unknown> = {}): Promise<number> {
  return withAdminApi(baseURL, async (api, headers) => {
    const res = await api.post('/api/appraisals/start', {
      headers,
      data: {
        vin: '1HGCM82633A004352',
        trim: 'EX-V6',
        mileage: 61_000,
        typeCode: 'tradein',
        firstName: 'Settings',
        lastName: 'Journey',
        ...extra,
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { id: number }).id;
  });
}

async function openSettings(page: Page, tab: (typeof TABS)[number]) {
  await page.goto(`/${DEALER}/settings/${tab.toLowerCase()}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${DEALER_NAME} ${tab}`);
  await expect(page).toHaveTitle(new RegExp(`^${DEALER_NAME} ${tab}`));
}

test("an admin changes the default pickup fee and a new appraisal's worksheet starts with it", async ({
  page,
  baseURL,
}) => {
  await signInAs(page, DEMO_USERS.admin.email);
  await openSettings(page, 'Defaults');
  const fee = page.getByRole('textbox', { name: 'Default pickup fee' });
  await expect(fee).toHaveValue('$200.00');
  await fee.fill('425');
  await fee.blur();
  await page.getByRole('form', { name: 'Dealer defaults' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Defaults saved')).toBeVisible();
  try {
    const id = await startAppraisal(baseURL!);
    await page.goto(`/${DEALER}/appraisals/${id}?tab=worksheet`);
    await expect(page.getByRole('textbox', { name: 'Pickup fee', exact: true })).toHaveValue('$425.00');
  } finally {
    await withAdminApi(baseURL!, (api, headers) =>
      api.put('/api/dealer_settings/40107', { headers, data: { value: 200 } }),
    );
  }
});

test('a bank added in settings clears "Not found in dealer banks!" on the record that names it', async ({
  page,
  baseURL,
}) => {
  const bank = `Lakeshore Lending ${Date.now() % 100000}`;
  const id = await startAppraisal(baseURL!, { ownerStatusId: 2, financeBank: bank });
  await signInAs(page, DEMO_USERS.admin.email);
  await page.goto(`/${DEALER}/appraisals/${id}`);
  await expect(page.getByText('Not found in dealer banks!')).toBeVisible();

  await openSettings(page, 'Banks');
  await page.getByRole('button', { name: 'Add bank' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add bank' });
  await dialog.getByRole('textbox', { name: 'Bank name' }).fill('ab');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Bank name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Bank name' }).fill(bank.toUpperCase());
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('cell', { name: bank.toUpperCase(), exact: true })).toBeVisible();

  await page.goto(`/${DEALER}/appraisals/${id}`);
  await expect(page.getByRole('combobox', { name: 'Finance bank' })).toHaveValue(bank);
  await expect(page.getByText('Not found in dealer banks!')).toHaveCount(0);
});

test('the detail header sets the affiliate, and deleting the affiliate after the confirmation removes it', async ({
  page,
  baseURL,
}) => {
  const name = `Northside Partners ${Date.now() % 100000}`;
  await withAdminApi(baseURL!, async (api, headers) => {
    expect((await api.post('/api/dealer_affiliates', { headers, data: { name } })).status()).toBe(200);
  });
  const id = await startAppraisal(baseURL!);
  await signInAs(page, DEMO_USERS.admin.email);
  await page.goto(`/${DEALER}/appraisals/${id}`);
  await page.getByRole('combobox', { name: 'Affiliate' }).click();
  await page.getByRole('option', { name }).click();
  await expect(page.getByRole('combobox', { name: 'Affiliate' })).toHaveValue(name);

  await openSettings(page, 'Affiliates');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Are you sure?');
  await expect(confirm).toContainText('It will be removed from all appraisals that reference it.');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);

  await page.goto(`/${DEALER}/appraisals/${id}?tab=activity`);
  await expect(page.getByRole('combobox', { name: 'Affiliate' })).toHaveValue('');
  await expect(page.getByRole('cell', { name: 'Affiliate removed' })).toBeVisible();
});

test('a sales manager reaches Campaigns but not the Profile tab', async ({ page }) => {
  await signInAs(page, DEMO_USERS.salesmgr.email);
  await page.goto(`/${DEALER}/settings/campaigns`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${DEALER_NAME} Campaigns`);
  const nav = page.getByRole('navigation', { name: 'Dealer settings' });
  await expect(nav.getByRole('link')).toHaveText(['Campaigns']);
  await page.goto(`/${DEALER}/settings/profile`);
  await expect(page).toHaveURL(/\/auth\/login/);
});

for (const size of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`every settings tab passes axe at ${size.width}px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await signInAs(page, DEMO_USERS.admin.email);
    for (const tab of TABS) {
      await openSettings(page, tab);
      await expect(page.getByRole('navigation', { name: 'Dealer settings' }).getByRole('link')).toHaveCount(
        TABS.length,
      );
      if (tab === 'Profile') await expect(page.getByRole('textbox', { name: 'Dealer name' })).toHaveValue(DEALER_NAME);
      if (tab === 'Defaults')
        await expect(page.getByRole('switch', { name: 'Notify customer on offer' })).toBeVisible();
      if (tab === 'Campaigns') await expect(page.getByRole('heading', { level: 2, name: 'Campaigns' })).toBeVisible();
      expect(await seriousViolations(page), `${tab} at ${size.width}px`).toEqual([]);
    }
  });
}
