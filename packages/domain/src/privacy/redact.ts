/**
 * Customer data never leaves in an error report (DESIGN.md 5, issue 23): e-mail addresses,
 * phone numbers and VINs are replaced wherever they appear in its text (messages, URLs,
 * breadcrumbs). Names cannot be told by their shape, so reports carry no request bodies, no
 * user other than the id and no free-form headers (see scrubReport).
 */
const EMAIL = /[A-Z0-9._%+-]+(?:@|%40)[A-Z0-9.-]+\.[A-Z]{2,}/gi;
// 17 characters of the VIN alphabet (no I, O, Q) with at least one digit and one letter.
const VIN =
  /(?<![A-Z0-9])(?=[A-HJ-NPR-Z0-9]{0,16}\d)(?=[A-HJ-NPR-Z0-9]{0,16}[A-HJ-NPR-Z])[A-HJ-NPR-Z0-9]{17}(?![A-Z0-9])/gi;
// North American numbers as people write them: 10 digits, optionally +1, with or without separators.
const PHONE = /(?<![\w-])(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(?![\w-])/g;

export function redactPersonalText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(VIN, '[vin]').replace(PHONE, '[phone]');
}

/** Fields of a report that may hold what a customer typed, dropped whole. */
const DROPPED = new Set([
  'data',
  'cookies',
  'query_string',
  'body',
  'email',
  'username',
  'ip_address',
  'http.query',
  'http.fragment',
]);
// A query string or fragment after a path or URL (a search for a customer's name, a filter).
const QUERY = /((?:https?:\/\/|\/)[^\s?#"']*)[?#]\S*/g;
/** Request headers worth keeping; every other header (cookies, referers with query strings) goes. */
const KEPT_HEADERS = new Set(['user-agent', 'x-request-id', 'content-type', 'accept']);

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactPersonalText(value).replace(QUERY, '$1');
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (DROPPED.has(key)) continue;
    if (key === 'headers' && v && typeof v === 'object') {
      out[key] = Object.fromEntries(
        Object.entries(v)
          .filter(([h]) => KEPT_HEADERS.has(h.toLowerCase()))
          .map(([h, hv]) => [h, scrubValue(hv, depth + 2)]),
      );
      continue;
    }
    out[key] = scrubValue(v, depth + 1);
  }
  return out;
}

/**
 * An error report (a Sentry event, span or breadcrumb) without customer data: every string
 * redacted and cut before any query string of a URL in it (a search for a name), request bodies,
 * cookies and unlisted headers dropped, the user reduced to its id.
 */
export function scrubReport<T extends object>(report: T): T {
  const { user, ...rest } = report as T & { user?: { id?: unknown } };
  const scrubbed = scrubValue(rest, 0) as T & { user?: { id?: unknown } };
  if (user?.id !== undefined) scrubbed.user = { id: user.id };
  return scrubbed;
}
