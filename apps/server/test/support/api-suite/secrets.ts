import { outboxMessages, users } from '../../../src/db/schema';
import type { TestApp } from '../test-app';

/**
 * A secret some message carried: a person's credential (reset, confirm, e-mail change, invitation,
 * any link sent to a staff account) or a customer link of a dealer's record (offer, inspection
 * capture, share form, unsubscribe).
 */
export interface IssuedSecret {
  token: string;
  kind: 'credential' | 'customer';
  /** The link as sent, to name it in failures. */
  link: string;
  /** The dealer whose record a customer link opens (the outbox row's dealer); null for credentials. */
  dealerId: number | null;
}

const URL_RE = /https?:\/\/[^\s"'<>)\]]+/g;
/** The shortest secret worth looking for: shorter parts of a link (a slug, an id) are not secrets. */
const SECRET_MIN = 16;

/** The secret part of a link: its longest path segment or query value that looks like a token. */
function secretOf(url: URL): string | null {
  const parts = [...url.pathname.split('/'), ...[...url.searchParams.values()]];
  const tokens = parts.filter((p) => p.length >= SECRET_MIN && /^[\w.~-]+$/.test(p) && !p.includes('@'));
  return tokens.sort((a, b) => b.length - a.length)[0] ?? null;
}

/**
 * Every secret the app has sent so far, read from the outbox rows (the ground truth of what left
 * the server; the tables that hold the tokens keep them hashed). A link is a credential when it is
 * an /auth/ link or the message went to a staff account: it belongs to that person, never to a
 * dealer, so no dealer may ever see it.
 */
export async function issuedSecrets(t: TestApp): Promise<IssuedSecret[]> {
  const staff = new Set((await t.ctx.db.select({ email: users.email }).from(users)).map((u) => u.email.toLowerCase()));
  const rows = await t.ctx.db.select().from(outboxMessages);
  const found = new Map<string, IssuedSecret>();
  for (const row of rows) {
    const text = [row.subject ?? '', row.body, row.html ?? '', ...row.links].join('\n');
    const toStaff = staff.has(row.recipient.toLowerCase());
    for (const match of text.matchAll(URL_RE)) {
      let url: URL;
      try {
        url = new URL(match[0].replace(/[.,;:]+$/, ''));
      } catch {
        continue;
      }
      const token = secretOf(url);
      if (!token || found.has(token)) continue;
      const credential = toStaff || url.pathname.startsWith('/auth/');
      found.set(token, {
        token,
        kind: credential ? 'credential' : 'customer',
        link: url.href,
        dealerId: credential ? null : row.dealerId,
      });
    }
  }
  return [...found.values()];
}

/** The secrets an answer (headers and body) carries. */
export function secretsIn(answer: string, secrets: readonly IssuedSecret[]): IssuedSecret[] {
  return secrets.filter((s) => answer.includes(s.token));
}
