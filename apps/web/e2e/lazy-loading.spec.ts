import { expect, test } from '@playwright/test';
import { adminApi, DEALER, DEMO_USERS, signIn } from './support/demo';

test('the login page does not download the shell, welcome, outbox or dialog code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(scripts.some((s) => s.includes('login-page'))).toBe(true);
  expect(scripts.filter((s) => /shell-layout|welcome-page|outbox-page|overlays-layout/.test(s))).toEqual([]);

  // Signing in loads them on demand.
  await signIn(page, DEMO_USERS.admin.email, undefined, false);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  expect(scripts.some((s) => s.includes('shell-layout'))).toBe(true);
  expect(scripts.some((s) => s.includes('overlays-layout'))).toBe(true);
  expect(scripts.some((s) => s.includes('outbox-page'))).toBe(false);
});

test("a record's page asks for the record while its own code is still loading, and only once", async ({
  page,
  baseURL,
}) => {
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  const { api, dealerId } = await adminApi(baseURL ?? '');
  const [row] = (await (
    await api.get(`/api/appraisals?range=${encodeURIComponent('[0,0]')}`, {
      headers: { 'x-dealer-id': String(dealerId) },
    })
  ).json()) as { id: number }[];
  await api.dispose();
  const recordPath = `/api/appraisals/${row!.id}`;
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === recordPath) asked.push(r.url());
  });
  // The page's chunk held back: the record is asked for all the same (the route's loader).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/appraisal-detail-page-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/${DEALER}/appraisals/${row!.id}`);
  await expect.poll(() => asked.length).toBe(1);
  release();
  // The page, drawn, found it under way rather than asking again.
  await expect(page.getByTestId('stage')).toBeVisible();
  expect(asked).toHaveLength(1);
});
