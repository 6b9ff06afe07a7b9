import { expect, type Page, request } from '@playwright/test';
import { DEMO_USERS, type OutboxRow, PASSWORD } from './demo';

/**
 * The sandbox's mail catcher (issue 35): every e-mail the app kept or sent, newest first, whoever it
 * belongs to. Credential e-mails (password reset, account and e-mail confirmation, invitations) are
 * the person's own and are read here, never in a dealer's Outbox.
 */
export const MAIL_CATCHER = '/sandbox/mail';

/** The subjects of the credential e-mails the journeys open (apps/server auth-messages.ts). */
export const MAIL_SUBJECTS = {
  reset: 'Reset your Dealer Admin password',
  confirmAccount: 'Confirm your Dealer Admin account',
  confirmEmail: 'Confirm your new Dealer Admin e-mail',
} as const;

/** The links to credentials a dealer's Outbox must never show. */
export const CREDENTIAL_LINK = /\/auth\/(new-password|confirm-account|confirm-email)/;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** HTML text and attributes back to text: named and numeric character references. */
const decode = (html: string) =>
  html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (ref, e: string) => {
    if (e.startsWith('#x') || e.startsWith('#X')) return String.fromCodePoint(Number.parseInt(e.slice(2), 16));
    if (e.startsWith('#')) return String.fromCodePoint(Number(e.slice(1)));
    return NAMED[e.toLowerCase()] ?? ref;
  });
const text = (html: string) => decode(html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ');
const anchors = (html: string) =>
  [...html.matchAll(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: decode(m[1]!),
    text: text(m[2]!),
  }));
const mentions = (line: string, email: string) =>
  new RegExp(`(^|\\s)${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`, 'i').test(line);

/**
 * The newest link whose URL contains `part` in an e-mail to `recipient`, read from the mail
 * catcher as a person's mailbox would show it (no sign-in: the sandbox is the demo's inbox).
 */
export async function latestMailLink(baseURL: string, recipient: string, part: string): Promise<string> {
  const api = await request.newContext({ baseURL });
  try {
    const inbox = await api.get(`${MAIL_CATCHER}?to=${encodeURIComponent(recipient)}`);
    expect(inbox.status(), 'the mail catcher is mounted').toBe(200);
    // Newest first: the first e-mail to the recipient that carries such a link.
    for (const mail of anchors(await inbox.text()).filter((a) => mentions(a.text, recipient))) {
      const page = await api.get(new URL(mail.href, baseURL).pathname);
      const link = anchors(await page.text()).find((a) => a.href.includes(part));
      if (link) return link.href;
    }
    throw new Error(`no ${part} link for ${recipient} in the mail catcher`);
  } finally {
    await api.dispose();
  }
}

/** Opens the mail catcher in `page` and the newest e-mail to `recipient` with that subject. */
export async function openLatestMail(page: Page, recipient: string, subject: string): Promise<void> {
  await page.goto(`${MAIL_CATCHER}?to=${encodeURIComponent(recipient)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mail catcher' })).toBeVisible();
  await page
    .getByRole('list', { name: 'E-mails' })
    .getByRole('link')
    .filter({ hasText: recipient })
    .filter({ hasText: subject })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
}

/**
 * Every message to `recipient` that any Outbox of the demo admin's dealers (Metro, Harbor,
 * Summit) lists: a credential e-mail must be in none of them.
 */
export async function outboxMessagesTo(baseURL: string, recipient: string): Promise<OutboxRow[]> {
  const api = await request.newContext({ baseURL });
  try {
    const res = await api.post('/api/auth/login', { data: { email: DEMO_USERS.admin.email, password: PASSWORD } });
    expect(res.status(), await res.text()).toBe(200);
    const { dealers } = (await res.json()) as { dealers: { id: number }[] };
    const found: OutboxRow[] = [];
    for (const dealer of dealers) {
      const list = await api.get('/api/outbox?range=[0,199]', { headers: { 'x-dealer-id': String(dealer.id) } });
      expect(list.status(), await list.text()).toBe(200);
      found.push(...((await list.json()) as OutboxRow[]).filter((m) => m.recipient === recipient));
    }
    return found;
  } finally {
    await api.dispose();
  }
}
