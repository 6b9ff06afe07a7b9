import { escapeHtml } from '../../../lib/escape-html';
import type { SandboxSms } from './store';

const STYLE = `
body{margin:0;font-family:system-ui,sans-serif;background:#e9ecef;display:flex;justify-content:center;padding:24px 8px}
.phone{width:100%;max-width:360px;min-height:640px;background:#fff;border:10px solid #212529;border-radius:36px;display:flex;flex-direction:column;overflow:hidden}
header{background:#f1f3f5;padding:16px;text-align:center;border-bottom:1px solid #dee2e6}
header h1{font-size:1.05rem;margin:0}
header p{margin:4px 0 0;color:#495057;font-size:.85rem}
ol{list-style:none;margin:0;padding:12px;flex:1;display:flex;flex-direction:column;gap:8px}
li{max-width:80%;padding:8px 12px;border-radius:16px;white-space:pre-wrap;overflow-wrap:anywhere}
li.in{background:#e9ecef;align-self:flex-start}
li.out{background:#1864ab;color:#fff;align-self:flex-end}
small{display:block;font-size:.75rem;margin-top:4px}
form{display:flex;flex-wrap:wrap;gap:8px;padding:12px;border-top:1px solid #dee2e6}
input{flex:1 1 10rem;padding:8px;border:1px solid #868e96;border-radius:16px;font-size:1rem}
button{padding:8px 14px;border:0;border-radius:16px;background:#1864ab;color:#fff;font-size:1rem}
a{color:#1864ab}
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main class="phone">${body}</main></body></html>`;
}

const STATUS_TEXT: Record<string, string> = {
  queued: 'Sending…',
  sent: 'Sent',
  delivered: 'Delivered',
  undelivered: 'Not delivered',
  failed: 'Failed',
  received: 'Sent to the dealer',
};

/** What one phone received (and replied), as its messages app would show it. */
export function phonePage(phone: string, messages: SandboxSms[], senders: string[], self: string): string {
  const items = messages
    .map((m) => {
      const mine = m.from === phone;
      const when = m.createdAt.toISOString().replace('T', ' ').slice(0, 16);
      const status = STATUS_TEXT[m.status] ?? m.status;
      return `<li class="${mine ? 'out' : 'in'}">${escapeHtml(m.body)}<small>${escapeHtml(
        mine ? `To ${m.to} · ${when} UTC` : `From ${m.from} · ${when} UTC · ${status}`,
      )}</small></li>`;
    })
    .join('');
  const empty = '<li class="in">No messages yet.</li>';
  return page(
    `Sandbox phone ${phone}`,
    `<header><h1>${escapeHtml(phone)}</h1><p>SMS sandbox: what this number received · <a href="${escapeHtml(self)}">Refresh</a></p></header>
<ol aria-label="Messages">${items || empty}</ol>
${replyForm(senders, `${self}/reply`)}`,
  );
}

/**
 * The reply box: to the dealer number that texted last, or another picked from those that texted
 * the phone or typed (each dealer texts from its own number, and a reply or STOP answers that
 * dealer only; a text held for quiet hours has not come yet, but its dealer's number can be typed).
 */
function replyForm(senders: string[], action: string): string {
  const hidden = 'position:absolute;left:-9999px';
  const options = senders.map((s) => `<option value="${escapeHtml(s)}"></option>`).join('');
  return `<form method="post" action="${escapeHtml(action)}"><label for="to" style="${hidden}">Reply to</label><input id="to" name="To" type="tel" list="senders" value="${escapeHtml(senders[0] ?? '')}" placeholder="Dealer number, +1…" required pattern="\\+[1-9][0-9]{7,14}"><datalist id="senders">${options}</datalist><label for="reply" style="${hidden}">Reply</label><input id="reply" name="Body" placeholder="Reply (STOP, START, …)" required maxlength="1600"><button type="submit">Send</button></form>`;
}

/** Every number the sandbox delivered to, each a link to its phone. */
export function phonesIndexPage(phones: { phone: string; count: number }[], hrefOf: (phone: string) => string): string {
  const items = phones
    .map(
      (p) =>
        `<li class="in"><a href="${escapeHtml(hrefOf(p.phone))}">${escapeHtml(p.phone)}</a> · ${p.count} texts</li>`,
    )
    .join('');
  return page(
    'SMS sandbox phones',
    `<header><h1>SMS sandbox</h1><p>Numbers that received texts</p></header><ol>${items || '<li class="in">No texts sent yet.</li>'}</ol>`,
  );
}
