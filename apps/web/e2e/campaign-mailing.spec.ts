import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { adminApi, DEALER, DEMO_USERS, signIn } from './support/demo';

const ACCORD = '1HGCM82633A004352';

/** A demo campaign's id (the seed gives Metro Motors a few). */
async function campaignId(baseURL: string): Promise<number> {
  const { api, dealerId } = await adminApi(baseURL);
  try {
    const res = await api.get('/api/dealer_campaigns', { headers: { 'x-dealer-id': String(dealerId) } });
    const rows = (await res.json()) as { id: number; name: string }[];
    return rows.find((c) => c.name === 'Spring Showroom Event')!.id;
  } finally {
    await api.dispose();
  }
}

test('the dealer admin uploads a mailing list, sends it, and a customer link opens the form prefilled', async ({
  page,
  baseURL,
}) => {
  const id = await campaignId(baseURL ?? '');
  const email = `mailing-${Date.now()}@example.test`;
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  await page.goto(`/${DEALER}/settings/campaigns/${id}/mailing-list`);
  await expect(page).toHaveTitle('Metro Motors Campaigns | Dealer Admin');
  await expect(page.getByText('Spring Showroom Event')).toBeVisible();
  await expect(page.getByRole('table', { name: /Column names exactly as standard/ })).toContainText('maturity_date');
  expect(await seriousViolations(page)).toEqual([]);

  // One good row and one with a wrong check digit; the file goes in through the drop zone's input.
  const csv = `\uFEFFvin,email,first_name,last_name,mileage\r\n${ACCORD},${email},Mara,Quill,41200\r\n1HGCM82643A004352,bad@example.test,Bo,Bad,\r\n`;
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const rows = page.getByRole('table', { name: 'Rows of the uploaded list and whether each will be sent' });
  await expect(rows.getByRole('row').filter({ hasText: email })).toContainText('Ready');
  await expect(rows.getByRole('row').filter({ hasText: 'bad@example.test' })).toContainText('Invalid');
  expect(await seriousViolations(page)).toEqual([]);
  // On a phone the page does not scroll sideways: the tables scroll inside their own frames.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Send emails' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('button', { name: 'Send emails' }).click();
  const message = page.getByTestId('mailing-send-message');
  await expect(message).toHaveText('Sent 1 email. Failed: 1 row with errors or duplicates.');
  await expect(message).toHaveAttribute('role', 'alert');
  // The document is cleared when sending finishes; the message goes after 5 seconds.
  await expect(page.getByRole('button', { name: 'Send emails' })).toHaveCount(0);
  await expect(message).toHaveCount(0, { timeout: 8000 });

  // The Outbox (user menu) shows the invitation; its link opens the public form with the row's data.
  await page.goto(`/${DEALER}/outbox`);
  const mail = page.getByRole('row').filter({ hasText: email }).first();
  await expect(mail).toContainText('would like to make you an offer');
  const href = await mail
    .getByRole('link', { name: /\/sell\?invite=/ })
    .first()
    .getAttribute('href');
  expect(href).toContain(`/${DEALER}/sell?invite=`);
  const customer = await page.context().browser()!.newContext();
  const form = await customer.newPage();
  await form.goto(href!);
  await expect(form.getByLabel('VIN')).toHaveValue(ACCORD);
  await expect(form.getByLabel('First name')).toHaveValue('Mara');
  await expect(form.getByLabel('Last name')).toHaveValue('Quill');
  await expect(form.getByLabel('Email')).toHaveValue(email);

  // The same e-mail's unsubscribe link: a public page in the dealer's brand confirms it.
  const unsubscribe = await mail
    .getByRole('link', { name: /\/unsubscribe\?token=/ })
    .first()
    .getAttribute('href');
  await form.setViewportSize({ width: 390, height: 844 });
  await form.goto(unsubscribe!);
  await expect(form.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(form.getByText(`${email} will not receive marketing e-mails from Metro Motors any more.`)).toBeVisible();
  expect(await seriousViolations(form)).toEqual([]);
  await customer.close();
});
