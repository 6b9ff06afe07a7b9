import { escapeHtml } from '../../lib/escape-html';

export interface CaughtEmail {
  id: number;
  recipient: string;
  subject: string | null;
  body: string;
  links: string[];
  status: string;
  createdAt: Date;
}

const STYLE = `
body{margin:0;font-family:system-ui,sans-serif;background:#f1f3f5;color:#212529}
main{max-width:860px;margin:0 auto;padding:16px}
h1{font-size:1.4rem;margin:8px 0}
h2{font-size:1.1rem;margin:16px 0 8px}
p.lead{color:#495057;margin:0 0 16px}
ol{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
li.mail a{display:block;background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:12px;color:inherit;text-decoration:none}
li.mail a:hover,li.mail a:focus{border-color:#1864ab;outline:2px solid #1864ab}
.subject{font-weight:600;display:block;overflow-wrap:anywhere}
.meta{color:#495057;font-size:.85rem;display:block;margin-top:4px;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:12px;margin:0}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
.body{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:12px;font-family:inherit;margin:0}
a{color:#1864ab}
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const when = (at: Date) => `${at.toISOString().replace('T', ' ').slice(0, 16)} UTC`;

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** The text with every http(s) address a link; everything else escaped. */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0];
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

/** Every e-mail, newest first, each opening its own page (as Mailpit's inbox does). */
export function inboxPage(mails: CaughtEmail[], hrefOf: (id: number) => string): string {
  const items = mails
    .map(
      (m) =>
        `<li class="mail"><a href="${escapeHtml(hrefOf(m.id))}"><span class="subject">${escapeHtml(m.subject || '(no subject)')}</span><span class="meta">To ${escapeHtml(m.recipient)} · ${when(m.createdAt)} · ${escapeHtml(m.status)}</span></a></li>`,
    )
    .join('');
  return page(
    'Mail catcher',
    `<h1>Mail catcher</h1><p class="lead">Sandbox: every e-mail the app kept or sent, newest first. Open one to read it and follow its links.</p>
<ol aria-label="E-mails">${items || '<li>No e-mails yet.</li>'}</ol>`,
  );
}

/** One e-mail: who it went to, its text with clickable links, and its links again as a list. */
export function mailPage(mail: CaughtEmail, inboxHref: string): string {
  const subject = mail.subject || '(no subject)';
  const links = mail.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('');
  return page(
    `${subject} · Mail catcher`,
    `<p><a href="${escapeHtml(inboxHref)}">← All e-mails</a></p>
<h1>${escapeHtml(subject)}</h1>
<dl><dt>To</dt><dd>${escapeHtml(mail.recipient)}</dd><dt>Queued</dt><dd>${when(mail.createdAt)}</dd><dt>Status</dt><dd>${escapeHtml(mail.status)}</dd></dl>
<h2>Message</h2><div class="body">${linkify(mail.body)}</div>
${links ? `<h2>Links</h2><ul>${links}</ul>` : ''}`,
  );
}
