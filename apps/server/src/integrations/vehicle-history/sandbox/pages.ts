import { escapeHtml } from '../../../lib/escape-html';
import { historyFacts } from './reports';

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f6f8fa;color:#1f2328}
main{max-width:34rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #d0d7de;border-radius:8px}
h1{font-size:1.4rem;margin:0 0 1rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:6px;border:1px solid #1f2328;cursor:pointer;min-height:44px}
.approve{background:#0b5cad;border-color:#0b5cad;color:#fff}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.25rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#57606a}dd{margin:0}
.tag{display:inline-block;background:#fde68a;color:#3d2e00;border-radius:4px;padding:0 .4rem;font-size:.75rem;font-weight:600}
.hint{color:#57606a;font-size:.9rem;margin-top:1.5rem}
`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}<p class="hint"><span class="tag">sandbox</span> Vehicle-history provider stand-in</p></main></body></html>`;
}

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

/** The consent page a person clicks through: the request's parameters ride along in the form. */
export function consentPage(action: string, fields: Record<string, string>): string {
  return layout(
    'Connect to Carfax',
    `<h1>Allow Dealer Admin to read vehicle history reports?</h1>
<p>Dealer Admin will see the four-pillar snapshot and report link of the vehicles you appraise.</p>
<form method="post" action="${escapeHtml(action)}">${hidden(fields)}
<div class="actions"><button class="approve" type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="deny">Deny</button></div></form>`,
  );
}

export function messagePage(title: string, text: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);
}

/** The person's connected apps, with the button that revokes them (a provider-side disconnect). */
export function accountPage(action: string, grants: number, revoked: boolean): string {
  const status = revoked
    ? '<p role="status">Access revoked. Connected apps must sign in again.</p>'
    : `<p>Connected apps: ${grants}</p>`;
  return layout(
    'Carfax account',
    `<h1>Carfax account</h1>${status}<form method="post" action="${escapeHtml(action)}"><div class="actions"><button type="submit">Revoke access for all apps</button></div></form>`,
  );
}

/** The report page `carfaxLink.url` opens: the facts behind the four pillars. */
export function reportPage(vin: string): string {
  const facts = historyFacts(vin);
  if (!facts) return messagePage('No report', `There is no vehicle history report for VIN ${vin}.`);
  const rows: [string, string][] = [
    ['VIN', vin],
    ['Accidents reported', String(facts.accidents)],
    ['Owners', String(facts.owners)],
    ['Use', facts.personalUse ? 'Personal' : 'Fleet'],
    ['Service records', String(facts.serviceRecords)],
  ];
  const list = rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('');
  return layout(`Vehicle history report ${vin}`, `<h1>Vehicle history report</h1><dl>${list}</dl>`);
}
