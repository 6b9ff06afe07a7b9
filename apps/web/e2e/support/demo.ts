import { type APIRequestContext, expect, type Page, request } from '@playwright/test';

export const PASSWORD = 'demo1234';
export const DEALER = 'metro-motors';

/** The demo accounts of the embedded seed (README "Demo accounts"). */
export const DEMO_USERS = {
  admin: { email: 'admin@demo.test', firstName: 'Alex' },
  acq: { email: 'acq@demo.test', firstName: 'Quinn' },
  appraiser: { email: 'appraiser@demo.test', firstName: 'Avery' },
  finance: { email: 'finance@demo.test', firstName: 'Fran' },
  sales: { email: 'sales@demo.test', firstName: 'Sam' },
  salesmgr: { email: 'salesmgr@demo.test', firstName: 'Morgan' },
  reception: { email: 'reception@demo.test', firstName: 'Riley' },
  tech: { email: 'tech@demo.test', firstName: 'Taylor' },
  service: { email: 'service@demo.test', firstName: 'Jordan' },
  group: { email: 'group@demo.test', firstName: 'Gray' },
} as const;

/**
 * Opens the sign-in page and waits for the app to take over its first view, which the server sends
 * inert (a key pressed or an axe scan before then would meet the inert copy).
 */
export async function openSignIn(page: Page, url = '/auth/login'): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('#root [inert]')).toHaveCount(0);
}

/** Fills and submits the login form of the page it is on (or opens it first). */
export async function signIn(page: Page, email: string, password = PASSWORD, open = true): Promise<void> {
  if (open) await openSignIn(page);
  await page.getByLabel('Username').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export interface OutboxRow {
  id: number;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  links: string[];
  createdAt: string;
}

/** An API client signed in as the dealer admin, with the id of its dealer `slug` (Metro Motors) for x-dealer-id. */
export async function adminApi(
  baseURL: string,
  slug: string = DEALER,
): Promise<{ api: APIRequestContext; dealerId: number }> {
  const api = await request.newContext({ baseURL });
  const res = await api.post('/api/auth/login', { data: { email: DEMO_USERS.admin.email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { dealers: { id: number; slug: string }[] };
  const dealer = body.dealers.find((d) => d.slug === slug);
  if (!dealer) throw new Error(`admin is not in ${slug}`);
  return { api, dealerId: dealer.id };
}

/** A customer's message in Metro Motors' Outbox (a form invite by e-mail); answers its recipient. */
export async function queueCustomerEmail(baseURL: string): Promise<string> {
  const customer = `outbox-${Date.now().toString(36)}@example.test`;
  const { api, dealerId } = await adminApi(baseURL);
  try {
    const sent = await api.post('/api/appraisals/share-invite', {
      headers: { 'x-dealer-id': String(dealerId) },
      data: { typeCode: 'tradein', shareType: 'email', email: customer },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  } finally {
    await api.dispose();
  }
  return customer;
}

/**
 * The newest link in Metro Motors' outbox sent to `recipient` whose URL contains `part`: a customer's
 * message (an offer, a form invite). A person's credential e-mails are in no Outbox: see
 * mail-catcher.ts.
 */
export async function latestOutboxLink(baseURL: string, recipient: string, part: string): Promise<string> {
  const { api, dealerId } = await adminApi(baseURL);
  try {
    const res = await api.get('/api/outbox?range=[0,199]', { headers: { 'x-dealer-id': String(dealerId) } });
    expect(res.status(), await res.text()).toBe(200);
    const rows = ((await res.json()) as OutboxRow[])
      .filter((m) => m.recipient === recipient)
      .sort((a, b) => b.id - a.id);
    const link = rows.flatMap((m) => m.links).find((l) => l.includes(part));
    if (!link) throw new Error(`no ${part} link for ${recipient} in the outbox`);
    return link;
  } finally {
    await api.dispose();
  }
}

/** Path and query of an absolute link, so it opens on the test server whatever PUBLIC_URL says. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/**
 * A tab whose session ended elsewhere reaches the login page: at once through the live channel's
 * end of session, or else on its next call to the API (a click on the menu; the link is gone when
 * the live channel was first).
 */
export async function expectSentToLogin(page: Page): Promise<void> {
  await page
    .getByRole('link', { name: 'Buying center' })
    .first()
    .click({ timeout: 5_000 })
    .catch(() => {});
  await expect(page).toHaveURL(/\/auth\/login/);
}
