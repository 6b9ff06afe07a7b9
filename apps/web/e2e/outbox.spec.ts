import { expect, test } from '@playwright/test';
import { DEALER, DEMO_USERS, signIn } from './support/demo';

test('the dealer admin reads the Outbox: columns, messages and clickable links', async ({ page }) => {
  const listed = page.waitForResponse((r) => r.url().includes('/api/outbox') && r.request().method() === 'GET');
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  await page.goto(`/${DEALER}/outbox`);
  const response = await listed;
  expect(new URL(response.url()).searchParams.get('range')).toBe('[0,49]');
  expect(response.request().headers()['x-dealer-id']).toBeTruthy();
  await expect(page).toHaveTitle('Outbox | Dealer Admin');

  const headers = page.getByRole('columnheader');
  await expect(headers).toHaveText(['Channel', 'Recipient', 'Subject', 'Message', 'Status', 'Sent']);
  // Its account-confirmation e-mail (staff may also have been notified of records by e-mail).
  const row = page
    .getByRole('row')
    .filter({ hasText: 'new@demo.test' })
    .filter({ hasText: 'Confirm your Dealer Admin account' })
    .first();
  await expect(row).toBeVisible();
  const link = row.getByRole('link', { name: /\/auth\/confirm-account\?/ });
  await expect(link).toHaveAttribute('href', /\/auth\/confirm-account\?email=new%40demo\.test&token=/);
});
