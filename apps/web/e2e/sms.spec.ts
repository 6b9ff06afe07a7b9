import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { adminApi, DEALER, DEMO_USERS, type OutboxRow, signIn } from './support/demo';
import { dealerIdOf } from './support/lists';
import { openOfferDialog, openWorksheet, pickOpenTradeIn } from './support/offer-records';

/** Whether it is 9 pm to 8 am in Chicago (the demo dealers' time zone) now: texts are held then. */
function quiet(): boolean {
  const hour = Number(
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', hourCycle: 'h23' }).format(
      new Date(),
    ),
  );
  return hour >= 21 || hour < 8;
}

test('a shared form sent by text shows its state on the Outbox, and the sandbox phone shows the text', async ({
  page,
  baseURL,
}) => {
  // Never 9990-9992: the sandbox's failing numbers.
  const digits = `512555${(Date.now() % 8000) + 1000}`;
  const { api, dealerId } = await adminApi(baseURL ?? '');
  try {
    const sent = await api.post('/api/appraisals/share-invite', {
      headers: { 'x-dealer-id': String(dealerId) },
      data: { typeCode: 'tradein', shareType: 'sms', phone: digits },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    // The worker sends it and the sandbox's signed callbacks land on the row.
    await expect
      .poll(async () => {
        const res = await api.get('/api/outbox?range=[0,49]', { headers: { 'x-dealer-id': String(dealerId) } });
        const row = ((await res.json()) as (OutboxRow & { status: string })[]).find((m) => m.recipient === digits);
        return row?.status;
      })
      .toBe(quiet() ? 'pending' : 'delivered');
  } finally {
    await api.dispose();
  }

  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  await page.goto(`/${DEALER}/outbox`);
  const row = page.getByRole('row').filter({ hasText: digits });
  await expect(row.getByText(quiet() ? 'Held' : 'Delivered', { exact: true })).toBeVisible();
  if (quiet()) await expect(row.getByText(/^Quiet hours: goes out /)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The customer's phone in the sandbox: what the number received.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/sandbox/sms/phones/1${digits}`);
  await expect(page.getByRole('heading', { name: `+1${digits}` })).toBeVisible();
  const messages = page.getByRole('list', { name: 'Messages' });
  if (quiet()) await expect(messages).toHaveText('No messages yet.');
  else await expect(messages).toContainText(`/${DEALER}/sell?invite=`);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a customer who answers STOP on the sandbox phone shows as stopped on the appraisal, START resumes', async ({
  page,
  baseURL,
}) => {
  const digits = `737555${(Date.now() % 8000) + 1000}`;
  const { api, dealerId } = await adminApi(baseURL ?? '');
  // Metro Motors' own number in the sandbox: the phone answers it (the text may be held for quiet hours).
  const dealerNumber = `+15005${String(dealerId).padStart(6, '0')}`;
  let id: number;
  try {
    const headers = { 'x-dealer-id': String(dealerId) };
    const list = await api.get(
      `/api/appraisals?${new URLSearchParams({ filter: '{"filterId":-4}', range: '[0,0]' })}`,
      {
        headers,
      },
    );
    id = ((await list.json()) as { id: number }[])[0]!.id;
    const contact = await api.post(`/api/appraisals/${id}/contact`, { headers, data: { phoneNumber: digits } });
    expect(contact.status(), await contact.text()).toBe(200);
    // The dealer texts the number (a STOP to the dealer's number answers that dealer).
    const sent = await api.post('/api/appraisals/share-invite', {
      headers,
      data: { typeCode: 'tradein', shareType: 'sms', phone: digits },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  } finally {
    await api.dispose();
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/sandbox/sms/phones/1${digits}`);
  await page.getByLabel('Reply to').fill(dealerNumber);
  await page.getByLabel('Reply', { exact: true }).fill('STOP');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('STOP');

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  await page.goto(`/${DEALER}/appraisals/${id}`);
  const note = page.getByTestId('sms-consent');
  await expect(note.getByText(/^Texts: stopped by the customer on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(note.getByRole('listitem')).toHaveCount(1);
  await expect(note.getByRole('listitem')).toContainText('inbound STOP');

  const phone = await page.context().newPage();
  await phone.goto(`/sandbox/sms/phones/1${digits}`);
  await phone.getByLabel('Reply to').fill(dealerNumber);
  await phone.getByLabel('Reply', { exact: true }).fill('start');
  await phone.getByRole('button', { name: 'Send' }).click();
  await expect(phone.getByRole('list', { name: 'Messages' })).toContainText('start');
  await phone.close();

  await page.reload();
  await expect(note.getByText(/^Texts: resumed by the customer on /)).toBeVisible();
  await expect(note.getByRole('listitem')).toHaveText([/^inbound STOP · /, /^inbound START · /]);
});

test('after STOP, no screen says a text was sent: the offer dialog and the inspection link say so per channel (issue 38 point 11)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_USERS.admin.email);
  await expect(page).toHaveURL(`/${DEALER}/new`);
  const row = await pickOpenTradeIn(page, 11);
  const digits = `512555${(Date.now() % 8000) + 1000}`;
  const shown = `(512) 555-${digits.slice(-4)}`;
  const dealerId = await dealerIdOf(page);
  const headers = { 'x-dealer-id': String(dealerId) };
  const contact = await page.request.post(`/api/appraisals/${row.id}/contact`, {
    headers,
    data: { phoneNumber: digits },
  });
  expect(contact.status(), await contact.text()).toBe(200);

  // Before STOP: the note follows the tick "Text a link to the offer letter".
  await openWorksheet(page, row);
  let dialog = await openOfferDialog(page);
  await dialog.getByRole('button', { name: 'Continue to offer' }).click();
  await expect(
    dialog.getByText(`The offer will be e-mailed to ${row.email} and texted to ${shown} (without the letter link).`),
  ).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Text a link to the offer letter' }).check();
  await expect(
    dialog.getByText(
      `The offer will be e-mailed to ${row.email} and texted to ${shown} with a link to the offer letter.`,
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The dealer texts the number; the customer answers STOP.
  const invite = await page.request.post('/api/appraisals/share-invite', {
    headers,
    data: { typeCode: 'tradein', shareType: 'sms', phone: digits },
  });
  expect(invite.status(), await invite.text()).toBe(200);
  const phone = await page.context().newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(`/sandbox/sms/phones/1${digits}`);
  // The STOP answers the dealer's own number (the text may still be held in quiet hours).
  await phone.getByLabel('Reply to').fill(`+15005${String(dealerId).padStart(6, '0')}`);
  await phone.getByLabel('Reply', { exact: true }).fill('STOP');
  await phone.getByRole('button', { name: 'Send' }).click();
  await expect(phone.getByRole('list', { name: 'Messages' })).toContainText('STOP');
  await phone.close();

  const stopped = `Not texted to ${shown}: the customer opted out of texts (answered STOP).`;
  await page.reload();
  await expect(page.getByTestId('sms-consent')).toBeVisible();
  dialog = await openOfferDialog(page);
  await dialog.getByRole('button', { name: 'Continue to offer' }).click();
  await expect(
    dialog.getByText(
      `The offer will be e-mailed to ${row.email}. It will not be texted to ${shown}: the customer opted out of texts (answered STOP).`,
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Offer sent: e-mailed to ${row.email}. ${stopped}`)).toBeVisible();

  // Actions -> Send inspection link -> phone: not "Inspection link sent".
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Send inspection link' }).click();
  const link = page.getByRole('dialog', { name: 'Send inspection link' });
  await link.getByRole('radio', { name: 'phone', exact: true }).check();
  await expect(
    link.getByText('The customer opted out of texts (answered STOP): no text will be sent.').first(),
  ).toBeVisible();
  await link.getByRole('button', { name: 'Send' }).click();
  await expect(link).toBeHidden();
  await expect(page.getByText(`Inspection link not sent. ${stopped}`)).toBeVisible();
  await expect(page.getByText('Inspection link sent', { exact: true })).toHaveCount(0);
});
