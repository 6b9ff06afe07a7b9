import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { freshEmail, ROLE_IDS } from './support/dealer-users';
import { adminApi, DEALER, DEMO_USERS, signIn } from './support/demo';

/**
 * Issue 38 point 5 (part 1 "Shared widgets": "Form footer: Save, Cancel, Delete"): the settings'
 * edit dialogs end with Save, Cancel and Delete (Deactivate for a user, part 2 section 4), and
 * Delete there removes the item after its confirmation. The rows keep their own buttons. Each item
 * is made through the API for this spec alone.
 */

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

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

async function create(baseURL: string, path: string, data: Record<string, unknown>, status = 200) {
  await withAdminApi(baseURL, async (api, headers) => {
    const res = await api.post(`/api/${path}`, { headers, data });
    expect(res.status(), await res.text()).toBe(status);
  });
}

/** The footer of an edit dialog: Delete (or Deactivate) first, then Cancel and Save. */
async function expectFooter(dialog: Locator, removal: string) {
  await expect(dialog.getByRole('button', { name: new RegExp(`^(${removal}|Cancel|Save)$`) })).toHaveText([
    removal,
    'Cancel',
    'Save',
  ]);
  // A long form (a user's) scrolls inside the dialog on a phone: each button is reachable there.
  for (const name of [removal, 'Cancel', 'Save']) {
    const button = dialog.getByRole('button', { name });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport();
  }
}

/** Delete from the dialog, confirm (the row button's own confirmation), and the dialog closes. */
async function removeFromDialog(page: Page, dialog: Locator, removal: string, confirmation = 'Are you sure?') {
  await dialog.getByRole('button', { name: removal }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText(confirmation);
  await confirm.getByRole('button', { name: 'OK' }).click();
  // It closes when the server answers the DELETE: slower while the other worker's journeys run.
  await expect(dialog).toBeHidden({ timeout: 20_000 });
}

for (const size of SIZES) {
  test(`affiliate, bank and campaign edit dialogs have Save, Cancel and Delete at ${size.width}px`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size);
    const tag = `${size.width}-${Date.now().toString(36)}`;
    await signIn(page, DEMO_USERS.admin.email);
    await expect(page).toHaveURL(`/${DEALER}/new`, { timeout: 30_000 });

    for (const { tab, path, noun } of [
      { tab: 'affiliates', path: 'dealer_affiliates', noun: 'affiliate' },
      { tab: 'banks', path: 'dealer_banks', noun: 'bank' },
      { tab: 'campaigns', path: 'dealer_campaigns', noun: 'campaign' },
    ]) {
      const name = `Footer ${noun} ${tag}`;
      await create(baseURL!, path, { name });
      await page.goto(`/${DEALER}/settings/${tab}`);
      await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeVisible({ timeout: 30_000 });
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Edit ${noun}` });
      await expectFooter(dialog, 'Delete');
      // Cancel keeps it; Delete in the dialog removes it after "Are you sure?".
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      await removeFromDialog(page, dialog, 'Delete');
      await expect(page.getByRole('button', { name: `Edit ${name}` })).toHaveCount(0);

      // Adding has nothing to delete.
      await page.getByRole('button', { name: `Add ${noun}` }).click();
      const add = page.getByRole('dialog', { name: `Add ${noun}` });
      await expect(add.getByRole('button', { name: 'Delete' })).toHaveCount(0);
      await add.getByRole('button', { name: 'Cancel' }).click();
    }
  });

  test(`a user's edit dialog ends with Deactivate, Cancel and Save at ${size.width}px`, async ({ page, baseURL }) => {
    await page.setViewportSize(size);
    const email = freshEmail('footer');
    await create(baseURL!, 'users', { firstName: 'Footer', lastName: 'Person', email, roles: [ROLE_IDS.SALES] }, 201);
    await signIn(page, DEMO_USERS.admin.email);
    await expect(page).toHaveURL(`/${DEALER}/new`, { timeout: 30_000 });
    await page.goto(`/${DEALER}/settings/users`);
    await page.getByLabel('Email').fill(email);
    // The filter applies after its debounce: then this spec's one Footer Person is left.
    await expect(page.getByRole('button', { name: 'Edit Footer Person' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Edit Footer Person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Footer Person' });
    await expectFooter(dialog, 'Deactivate');
    await removeFromDialog(page, dialog, 'Deactivate', 'Deactivate Footer Person?');
    await expect(page.getByText('Footer Person was deactivated')).toBeVisible();

    // Nobody deactivates themselves: their own dialog has Cancel and Save only.
    await page.getByLabel('Email').fill(DEMO_USERS.admin.email);
    await page.getByRole('button', { name: /^Edit Alex/ }).click();
    const own = page.getByRole('dialog', { name: /^Edit Alex/ });
    await expect(own.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(own.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  });
}
