import { SMS_SENDER_MESSAGES } from '@dealer/domain';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { adminApi, DEALER, DEMO_USERS, signIn } from './support/demo';

/**
 * Issue #36 point 2: each dealer texts from its own sender, set by a dealer admin on the Profile
 * tab. Without one, the dealer's texts are refused and the Outbox says why. The sender is put back
 * at the end, since the journeys of a worker share one database.
 */
test('a dealer admin sets the number texts go from; without one, a text is refused with the reason on the Outbox', async ({
  page,
  baseURL,
}) => {
  const { api, dealerId } = await adminApi(baseURL ?? '');
  const headers = { 'x-dealer-id': String(dealerId) };
  // The sandbox's number of this dealer (given by migration 0030 and the demo seed).
  const sandboxNumber = `+15005${String(dealerId).padStart(6, '0')}`;
  const digits = `512555${(Date.now() % 8000) + 1000}`;
  try {
    await signIn(page, DEMO_USERS.admin.email);
    await expect(page).toHaveURL(`/${DEALER}/new`);
    await page.goto(`/${DEALER}/settings/profile`);
    const sender = page.getByRole('textbox', { name: 'Texts from' });
    await expect(sender).toHaveValue(sandboxNumber);

    await sender.fill('555-0100');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(SMS_SENDER_MESSAGES.invalid)).toBeVisible();

    await sender.fill('(512) 555-0142');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await expect(sender).toHaveValue('+15125550142');

    // Cleared: the dealer has no number to text from.
    await sender.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile saved').last()).toBeVisible();
    await expect(sender).toHaveValue('');
    expect(await seriousViolations(page)).toEqual([]);

    const sent = await api.post('/api/appraisals/share-invite', {
      headers,
      data: { typeCode: 'tradein', shareType: 'sms', phone: digits },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    await expect
      .poll(async () => {
        const res = await api.get('/api/outbox?range=[0,49]', { headers });
        const rows = (await res.json()) as { recipient: string; status: string }[];
        return rows.find((m) => m.recipient === digits)?.status;
      })
      .toBe('no_sender');

    await page.goto(`/${DEALER}/outbox`);
    const row = page.getByRole('row').filter({ hasText: digits });
    await expect(row.getByText('Not sent: no number to text from', { exact: true })).toBeVisible();
    await expect(row.getByText(SMS_SENDER_MESSAGES.none)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    const put = await api.put(`/api/dealers/${dealerId}`, { headers, data: { smsSender: sandboxNumber } });
    expect(put.status(), await put.text()).toBe(200);
    await api.dispose();
  }
});
