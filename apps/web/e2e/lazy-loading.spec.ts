import { expect, test } from '@playwright/test';
import { DEALER, DEMO_USERS, signIn } from './support/demo';

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
