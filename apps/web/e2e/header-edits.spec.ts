import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { adminApi, DEALER, DEMO_USERS, signIn } from './support/demo';

/**
 * Issue 38 point 16: the header's finance bank saves only a chosen or confirmed value (typing "C"
 * and leaving the field saved bank "C"), each header save is acknowledged, and the CRM lead e-mail
 * must be an address.
 */
const UNSAVED = 'Not saved: press Enter to save, Esc to undo.';

async function withAdmin<T>(
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

async function startAppraisal(baseURL: string): Promise<number> {
  return withAdmin(baseURL, async (api, headers) => {
    const res = await api.post('/api/appraisals/start', {
      headers,
      data: { vin: '1HGCM82633A004352', trim: 'EX-V6', mileage: 52_000, typeCode: 'tradein', ownerStatusId: 2 },
    });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { id: number }).id;
  });
}

const savedBank = (baseURL: string, id: number) =>
  withAdmin(baseURL, async (api, headers) => {
    const res = await api.get(`/api/appraisals/${id}`, { headers });
    return ((await res.json()) as { financeBank: string | null }).financeBank;
  });

async function openRecord(page: Page, id: number) {
  await page.goto(`/${DEALER}/appraisals/${id}`);
  await expect(page.getByRole('combobox', { name: 'Finance bank' })).toBeVisible({ timeout: 30_000 });
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the finance bank saves only a chosen or confirmed bank, and each header save says so, at ${viewport.width}px`, async ({
    page,
    baseURL,
  }) => {
    test.slow(); // an axe scan, two record loads
    const stamp = Date.now() % 100000;
    const bank = `Cobalt Credit Union ${stamp}`;
    const affiliate = `Cedar Partners ${stamp}`;
    await withAdmin(baseURL!, async (api, headers) => {
      expect((await api.post('/api/dealer_banks', { headers, data: { name: bank } })).status()).toBe(200);
      expect((await api.post('/api/dealer_affiliates', { headers, data: { name: affiliate } })).status()).toBe(200);
    });
    const id = await startAppraisal(baseURL!);
    await page.setViewportSize(viewport);
    await signIn(page, DEMO_USERS.admin.email);
    await expect(page).toHaveURL(/\/(new|appraisals)$/, { timeout: 30_000 });
    await openRecord(page, id);
    const field = page.getByRole('combobox', { name: 'Finance bank' });

    // Half-typed and left: not saved, and the field says so; Esc puts the saved value back.
    await field.fill('C');
    await field.blur();
    await expect(page.getByText(UNSAVED)).toBeVisible();
    await expect.poll(() => savedBank(baseURL!, id)).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);
    await field.press('Escape');
    await expect(field).toHaveValue('');
    await expect(page.getByText(UNSAVED)).toHaveCount(0);

    // Confirmed with Enter: saved, and acknowledged.
    await field.fill(bank);
    await field.press('Enter');
    await expect(page.getByText('Finance bank saved')).toBeVisible();
    await expect.poll(() => savedBank(baseURL!, id)).toBe(bank);
    await expect(page.getByText(UNSAVED)).toHaveCount(0);

    // A header choice is acknowledged too.
    await page.getByRole('combobox', { name: 'Affiliate' }).click();
    await page.getByRole('option', { name: affiliate }).click();
    await expect(page.getByText('Affiliate saved')).toBeVisible();

    await openRecord(page, id);
    await expect(field).toHaveValue(bank);
    await expect(page.getByRole('combobox', { name: 'Affiliate' })).toHaveValue(affiliate);
  });
}

test('the CRM lead e-mail must be an address: the form says so and nothing is saved', async ({ page, baseURL }) => {
  test.slow(); // a busy machine draws each page slowly
  const before = await withAdmin(
    baseURL!,
    async (api, headers) =>
      ((await (await api.get('/api/dealer_settings/40111', { headers })).json()) as { value: string }).value,
  );
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(/\/(new|appraisals)$/, { timeout: 30_000 });
  await page.goto(`/${DEALER}/settings/defaults`);
  const crm = page.getByRole('textbox', { name: 'CRM lead e-mail' });
  await expect(crm).toBeVisible({ timeout: 30_000 });
  await crm.fill('not-an-email');
  await page.getByRole('form', { name: 'Dealer defaults' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a valid email')).toBeVisible();
  await expect(crm).toHaveAttribute('aria-invalid', 'true');
  const after = await withAdmin(
    baseURL!,
    async (api, headers) =>
      ((await (await api.get('/api/dealer_settings/40111', { headers })).json()) as { value: string }).value,
  );
  expect(after).toBe(before);
});
