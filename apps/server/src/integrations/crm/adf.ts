import type { CrmLead } from './port';

/** XML 1.0 allows tab, line feed, carriage return and no other C0 control, no lone surrogate, no U+FFFE/U+FFFF. */
const allowedInXml = (ch: string) => {
  const code = ch.codePointAt(0)!;
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  return !(code >= 0xd800 && code <= 0xdfff) && code !== 0xfffe && code !== 0xffff;
};

export function escapeXml(value: string): string {
  return Array.from(value)
    .filter(allowedInXml)
    .join('')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

type Attrs = Record<string, string>;
type Child = string | null;

const attrs = (a: Attrs = {}) =>
  Object.entries(a)
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('');

/** An element with text; null (left out) when there is no value. */
function text(name: string, value: string | number | null | undefined, a?: Attrs): Child {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  return `<${name}${attrs(a)}>${escapeXml(String(value).trim())}</${name}>`;
}

/** An element with children; null when none of them has a value. */
function el(name: string, children: Child[], a?: Attrs): Child {
  const present = children.filter((c): c is string => c !== null);
  return present.length === 0 ? null : `<${name}${attrs(a)}>${present.join('')}</${name}>`;
}

/**
 * The lead as an ADF 1.0 document (Auto-lead Data Format, the XML every dealer CRM imports): a
 * prospect with its request date, the used vehicle the customer trades in, the customer's contact
 * and the dealer as vendor.
 */
export function buildAdfLead(lead: CrmLead): string {
  const { vehicle: v, customer: c } = lead;
  const named = c.firstName?.trim() || c.lastName?.trim();
  const name = named
    ? [text('name', c.firstName, { part: 'first' }), text('name', c.lastName, { part: 'last' })]
    : [text('name', c.email?.trim() || 'Unknown customer', { part: 'full' })];
  const prospect = el(
    'prospect',
    [
      text('id', lead.id, { sequence: '1', source: 'Dealer Admin' }),
      text('requestdate', lead.requestDate.toISOString().replace(/\.\d{3}Z$/, '+00:00')),
      el(
        'vehicle',
        [
          text('year', v.year),
          text('make', v.make),
          text('model', v.model),
          text('trim', v.trim),
          text('vin', v.vin),
          text('odometer', v.odometer, { status: 'original', units: 'mi' }),
        ],
        { interest: 'trade-in', status: 'used' },
      ),
      el('customer', [
        el('contact', [
          ...name,
          text('email', c.email),
          text('phone', c.phone, { type: 'voice' }),
          el(
            'address',
            [
              text('street', c.address.street, { line: '1' }),
              text('city', c.address.city),
              text('regioncode', c.address.state),
              text('postalcode', c.address.zip),
            ],
            { type: 'home' },
          ),
        ]),
      ]),
      el('vendor', [
        text('vendorname', lead.vendor.name),
        el('contact', [text('name', lead.vendor.name, { part: 'full' }), text('phone', lead.vendor.phone)], {
          primarycontact: '1',
        }),
      ]),
      el('provider', [text('name', 'Dealer Admin', { part: 'full' })]),
    ],
    { status: 'new' },
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<?ADF VERSION "1.0"?>\n<adf>${prospect}</adf>\n`;
}

/** "Lead: 2019 Honda Civic", leaving out what is unknown. */
export function leadSubject(lead: CrmLead): string {
  const vehicle = [lead.vehicle.year, lead.vehicle.make, lead.vehicle.model].filter((p) => p !== null && p !== '');
  return `Lead: ${vehicle.join(' ') || lead.vehicle.vin}`;
}
