import { expect, type Page, test } from '@playwright/test';
import { DEALER, DEMO_USERS, signIn } from './support/demo';

/** CSP violations the page meets, from the console and from `securitypolicyviolation` events. */
function watchCsp(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (m) => {
    if (/content security policy/i.test(m.text())) found.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => {
    if (/content security policy|unsafe-eval/i.test(e.message)) found.push(`error: ${e.message}`);
  });
  return found;
}

async function reportedViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test.beforeEach(async ({ page }) => {
  // Init scripts run before the app's, outside its CSP: they only listen.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
});

test('no CSP violation on the login page and the Buying center (zod runs without eval)', async ({ page }) => {
  const messages = watchCsp(page);
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The form's checks run (the login page's own code path) before it is sent.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  expect(await reportedViolations(page)).toEqual([]);

  await signIn(page, DEMO_USERS.admin.email, undefined, false);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  await page.goto(`/${DEALER}/appraisals`);
  await expect(page.getByRole('heading', { level: 1, name: 'Buying center' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await reportedViolations(page)).toEqual([]);
  expect(messages).toEqual([]);
});

test('the app is sent brotli-compressed, hashed files cached for good', async ({ page }) => {
  const files: { path: string; encoding?: string; cache?: string; vary?: string }[] = [];
  page.on('response', async (r) => {
    const path = new URL(r.url()).pathname;
    if (!path.startsWith('/assets/') && path !== '/auth/login') return;
    const headers = await r.allHeaders();
    files.push({ path, encoding: headers['content-encoding'], cache: headers['cache-control'], vary: headers.vary });
  });
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const assets = files.filter((f) => f.path.startsWith('/assets/'));
  expect(assets.some((f) => f.path.endsWith('.js'))).toBe(true);
  expect(assets.some((f) => f.path.endsWith('.css'))).toBe(true);
  for (const f of assets) {
    expect(f, f.path).toMatchObject({ encoding: 'br', cache: 'public, max-age=31536000, immutable' });
    expect(f.vary, f.path).toMatch(/accept-encoding/i);
  }
  expect(files.find((f) => f.path === '/auth/login')).toMatchObject({ encoding: 'br', cache: 'no-cache' });
});
