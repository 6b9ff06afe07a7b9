import { expect, test } from '@playwright/test';
import { DEALER, DEMO_USERS, queueCustomerEmail, signIn } from './support/demo';
import { CREDENTIAL_LINK, MAIL_SUBJECTS } from './support/mail-catcher';

test('the dealer admin reads the Outbox: columns, messages and clickable links', async ({ page, baseURL }) => {
  // A customer's message of the dealer: a form invite by e-mail.
  const customer = await queueCustomerEmail(baseURL!);

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
  const row = page.getByRole('row').filter({ hasText: customer }).first();
  await expect(row).toBeVisible();
  const link = row.getByRole('link', { name: /\/sell\?invite=/ });
  await expect(link.first()).toHaveAttribute('href', new RegExp(`/${DEALER}/sell\\?invite=`));

  // A person's credential e-mails (the seeded new@demo.test's account confirmation among them) are
  // theirs, read in the sandbox's mail catcher: no row, body or link of them here (staff e-mailed
  // about a record still are).
  for (const subject of Object.values(MAIL_SUBJECTS)) {
    await expect(page.getByRole('row').filter({ hasText: subject })).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: CREDENTIAL_LINK })).toHaveCount(0);
});
