import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { invitedUser, ROLE_IDS } from './support/dealer-users';
import { adminApi, DEALER, DEMO_USERS, signIn } from './support/demo';
import { latestMailLink, outboxMessagesTo } from './support/mail-catcher';

const HARBOR = 'harbor-auto';
const SUMMIT = 'summit-cars';

// One person through both journeys (the second starts where the first ends): each new person
// costs a confirm-account call, of which the server allows 10 per client in 15 minutes.
test.describe.configure({ mode: 'serial' });

const password = 'harbor-pass-1';
let person: { id: number; email: string };

test.beforeAll(async ({ baseURL }) => {
  // Someone who works for Harbor Auto only (a new person each run: no demo account changes).
  person = await invitedUser(baseURL!, {
    firstName: 'Hollis',
    lastName: 'Harbor',
    roles: [ROLE_IDS.SALES],
    password,
    prefix: 'harbor',
    dealer: HARBOR,
  });
});

/** The dealers the signed-in person of `page` belongs to, as the session says. */
async function memberOf(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/user');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { dealers: { slug: string }[] }).dealers.map((d) => d.slug);
}

test('adding an existing account invites its holder, who accepts one dealer and declines another', async ({
  browser,
  baseURL,
}) => {
  // Two people, two viewports and two axe scans.
  test.setTimeout(180_000);

  // Metro Motors' admin adds that e-mail: an invitation, and nothing more about the account.
  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO_USERS.admin.email);
  await expect(admin).toHaveURL(`/${DEALER}/new`);
  await admin.goto(`/${DEALER}/settings/users`);
  await expect(admin.getByRole('heading', { name: 'Users', level: 2 })).toBeVisible();
  await admin.getByRole('button', { name: 'Add user' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('First name').fill('Hollis');
  await dialog.getByLabel('Last name').fill('Harbor');
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByRole('checkbox', { name: /Appraiser/ }).check();
  const posted = admin.waitForResponse((r) => r.url().endsWith('/api/users') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Add user' }).click();
  const answer = await posted;
  expect(answer.status()).toBe(202);
  expect(await answer.json()).toEqual({ status: 'invited', email: person.email });
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('status').filter({ hasText: 'Invitation sent.' })).toBeVisible();
  // Not a member until they accept: the list does not show them.
  await admin.getByLabel('Email').fill(person.email);
  await expect(admin.getByText('No users match these filters.')).toBeVisible();
  await adminContext.close();

  // The invitation e-mail is the person's (in their mailbox, in no dealer's Outbox).
  expect(await latestMailLink(baseURL!, person.email, '/auth/login')).toContain('/auth/login');
  expect(await outboxMessagesTo(baseURL!, person.email)).toEqual([]);

  // The person signs in to Harbor Auto and finds the notice above the page.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, person.email, password);
  await expect(page).toHaveURL(`/${HARBOR}/new`);
  const notices = page.getByRole('region', { name: 'Invitations' });
  const metro = notices.getByText('Metro Motors invited you to join as Appraiser.');
  await expect(metro).toBeVisible();
  await expect(notices).toContainText('Sent by ');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await memberOf(page)).toEqual([HARBOR]);

  await notices.getByRole('button', { name: 'Accept' }).click();
  await expect(notices).toHaveCount(0);
  // Focus does not fall to the page's body: it is on the page's heading.
  await expect(page.locator('main h1').first()).toBeFocused();
  expect((await memberOf(page)).sort()).toEqual([DEALER, HARBOR].sort());
  // The dealer switcher has the new dealer, and it opens.
  await page.getByRole('button', { name: 'Switch dealer, current: Harbor Auto' }).click();
  await page.getByRole('menuitem', { name: 'Metro Motors' }).click();
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/${DEALER}/`));
  await expect(page.getByRole('button', { name: 'Switch dealer, current: Metro Motors' })).toBeVisible();
  await expect(page.locator('main h1').first()).toBeVisible();
  await context.close();

  // A second invitation, from Summit Cars, declined on a phone.
  const { api, dealerId } = await adminApi(baseURL!, SUMMIT);
  try {
    const invited = await api.post('/api/users', {
      headers: { 'x-dealer-id': String(dealerId) },
      data: { firstName: 'Hollis', lastName: 'Harbor', email: person.email, roles: [ROLE_IDS.SALES] },
    });
    expect(invited.status(), await invited.text()).toBe(202);
    expect(await invited.json()).toEqual({ status: 'invited', email: person.email });
  } finally {
    await api.dispose();
  }
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const mobile = await phone.newPage();
  await signIn(mobile, person.email, password);
  await expect(mobile).toHaveURL(/\/(harbor-auto|metro-motors)\//);
  const phoneNotices = mobile.getByRole('region', { name: 'Invitations' });
  await expect(phoneNotices.getByText('Summit Cars invited you to join as Sales.')).toBeVisible();
  await expect(phoneNotices.getByText(/Metro Motors invited you/)).toHaveCount(0);
  expect(await seriousViolations(mobile)).toEqual([]);

  // Decline asks first; Cancel keeps the invitation.
  await phoneNotices.getByRole('button', { name: 'Decline' }).click();
  let confirm = mobile.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Decline the invitation to Summit Cars?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(phoneNotices).toBeVisible();
  await phoneNotices.getByRole('button', { name: 'Decline' }).click();
  confirm = mobile.getByRole('dialog', { name: 'Please confirm' });
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(phoneNotices).toHaveCount(0);
  await expect(mobile.locator('main h1').first()).toBeFocused();
  expect((await memberOf(mobile)).sort()).toEqual([DEALER, HARBOR].sort());
  // Gone for good: a fresh load of the app asks again and finds none.
  const asked = mobile.waitForResponse((r) => r.url().endsWith('/api/user/invitations'));
  await mobile.reload();
  expect(await (await asked).json()).toEqual([]);
  await expect(mobile.locator('main h1').first()).toBeVisible();
  await expect(phoneNotices).toHaveCount(0);
  await phone.close();
});

test('a person who no longer works for any dealer signs in to answer an invitation', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  // The person of the journey above leaves both their dealers: no dealer at all now.
  for (const slug of [HARBOR, DEALER]) {
    const { api, dealerId } = await adminApi(baseURL!, slug);
    try {
      const headers = { 'x-dealer-id': String(dealerId) };
      const found = await api.get(
        `/api/users?${new URLSearchParams({ filter: JSON.stringify({ email: person.email }) })}`,
        {
          headers,
        },
      );
      const [member] = (await found.json()) as { id: number }[];
      const gone = await api.delete(`/api/users/${member!.id}`, { headers });
      expect(gone.status(), await gone.text()).toBeLessThan(300);
    } finally {
      await api.dispose();
    }
  }
  // Summit Cars, declined before, invites them again.
  const summit = await adminApi(baseURL!, SUMMIT);
  try {
    const invited = await summit.api.post('/api/users', {
      headers: { 'x-dealer-id': String(summit.dealerId) },
      data: { firstName: 'Hollis', lastName: 'Harbor', email: person.email, roles: [ROLE_IDS.SALES] },
    });
    expect(invited.status(), await invited.text()).toBe(202);
  } finally {
    await summit.api.dispose();
  }

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await signIn(page, person.email, password);
  await expect(page.getByRole('heading', { level: 1, name: 'Your invitations' })).toBeVisible();
  const notices = page.getByRole('region', { name: 'Invitations' });
  await expect(notices.getByText('Summit Cars invited you to join as Sales.')).toBeVisible();
  await expect(page.getByText(/not linked to a dealer yet/)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await memberOf(page)).toEqual([]);
  await notices.getByRole('button', { name: 'Accept' }).click();
  // A member now: sent to their landing page at Summit Cars.
  await expect(page).toHaveURL(`/${SUMMIT}/new`);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome / })).toBeVisible();
  expect(await memberOf(page)).toEqual([SUMMIT]);
  await context.close();
});
