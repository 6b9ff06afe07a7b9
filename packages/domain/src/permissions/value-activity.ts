import { VALUATION_PROVIDERS, type ValuationProvider } from '../constants/valuations';
import { parseMoneyValue, toCents } from '../formulas/cents';
import { allowReadVals, type Roles } from './flags';
import { VALUE_FIELDS } from './value-fields';

/**
 * What the activity feed and the messages show to a role that may not read valuations (part 1
 * section 6, allowReadVals). Activity details are text, so figures cannot be removed by key: the
 * rows that exist to record a value (payoff, recon, a valuation run) keep their action, who and
 * when, without details; the worksheet summary keeps the names of what changed without the
 * amounts. Every other text, today's and any added later, is also screened against the record's
 * own value figures, which are masked wherever they appear.
 */

/** The activity actions the server writes about value fields. */
export const VALUE_ACTIVITY_ACTIONS = {
  reconUpdated: 'Recon updated',
  payoffUpdated: 'Payoff updated',
  worksheetSaved: 'Worksheet saved',
  /** A campaign's automated offer: a percentage of a valuation (issue 35). */
  automatedOffer: 'Automated offer',
} as const;

/** The activity action of a valuation run: "MMR valuation", "Black Book valuation". */
export function valuationActivityAction(provider: ValuationProvider): string {
  const label = VALUATION_PROVIDERS.find((p) => p.key === provider)?.label ?? provider;
  return `${label} valuation`;
}

/** What stands in a text for a figure the reader may not see. */
export const HIDDEN_FIGURE = '—';

/** A dollar amount as the server writes it ("$3,725.00", "-$12", "$3725"). */
const AMOUNT = /-?\$\d+(?:,\d{3})*(?:\.\d+)?/g;

/** In cents without the sign: "-$3,725.00" still shows the figure 3,725. */
const amountCents = (text: string) => Math.abs(toCents(text.replace(/[$,-]/g, '')));

/** "Payoff $3,725.00; Deal number; Bids 1 added" -> "Payoff; Deal number; Bids 1 added". */
function withoutAmounts(details: string): string | null {
  const text = details
    .replace(new RegExp(`\\s*${AMOUNT.source}`, 'g'), '')
    .replace(/\s+;/g, ';')
    .trim();
  return text === '' ? null : text;
}

type DetailsRule = (details: string) => string | null;

const VALUE_ACTION_RULES: ReadonlyMap<string, DetailsRule> = new Map<string, DetailsRule>([
  [VALUE_ACTIVITY_ACTIONS.reconUpdated, () => null],
  [VALUE_ACTIVITY_ACTIONS.payoffUpdated, () => null],
  [VALUE_ACTIVITY_ACTIONS.automatedOffer, () => null],
  [VALUE_ACTIVITY_ACTIONS.worksheetSaved, withoutAmounts],
  ...VALUATION_PROVIDERS.map((p): [string, DetailsRule] => [valuationActivityAction(p.key), () => null]),
]);

/** Amounts every role sees on the record (the offer made, the inspection's damage): never masked. */
const OFFER_FIELDS = ['offerAmount', 'offerAmountMin', 'offerAmountMax'] as const;
const SHOWN_AMOUNT_FIELDS = [...OFFER_FIELDS, 'estimatedDamage'] as const;

const amountOf = (v: unknown): number | null => {
  const n = typeof v === 'number' || typeof v === 'string' ? parseMoneyValue(v) : null;
  return n === null || n === 0 ? null : n;
};

/**
 * The record's value figures in cents (unsigned), except those that equal an amount every role sees
 * anyway. The customer's equity (offer - payoff, as the offer e-mail and letter state it) counts
 * too: with the offer known, it gives the payoff away.
 */
export function valueFigureCents(record: Readonly<Record<string, unknown>>): ReadonlySet<number> {
  const cents = (n: number | null) => (n === null ? null : Math.abs(toCents(n)));
  const shown = new Set(SHOWN_AMOUNT_FIELDS.map((f) => cents(amountOf(record[f]))));
  const payoff = amountOf(record.adjustedPayoffAmount);
  const equities = OFFER_FIELDS.map((f) => {
    const offer = amountOf(record[f]);
    return offer === null || payoff === null ? null : offer - payoff;
  });
  const figures = new Set<number>();
  for (const n of [...VALUE_FIELDS.map((f) => amountOf(record[f])), ...equities]) {
    const c = cents(n);
    if (c !== null && c !== 0 && !shown.has(c)) figures.add(c);
  }
  return figures;
}

/** The text with every amount that equals one of the figures replaced by HIDDEN_FIGURE. */
export function maskValueFigures(text: string, figures: ReadonlySet<number>): string {
  if (figures.size === 0) return text;
  return text.replace(AMOUNT, (amount) => (figures.has(amountCents(amount)) ? HIDDEN_FIGURE : amount));
}

export interface ActivityText {
  action: string;
  details: string | null;
}

/** Rows unchanged for roles that may read valuations; otherwise each screened against the record's figures. */
function screenRows<T>(
  rows: readonly T[],
  roles: Roles,
  record: Readonly<Record<string, unknown>>,
  screen: (row: T, figures: ReadonlySet<number>) => T,
): T[] {
  if (allowReadVals(roles)) return [...rows];
  const figures = valueFigureCents(record);
  return rows.map((row) => screen(row, figures));
}

/** Activity rows as the roles may see them; `record` is the appraisal the rows belong to. */
export function activityForRoles<T extends ActivityText>(
  rows: readonly T[],
  roles: Roles,
  record: Readonly<Record<string, unknown>>,
): T[] {
  return screenRows(rows, roles, record, (row, figures) => {
    if (row.details === null) return row;
    const rule = VALUE_ACTION_RULES.get(row.action);
    const details = rule ? rule(row.details) : row.details;
    return { ...row, details: details === null ? null : maskValueFigures(details, figures) };
  });
}

export interface MessageText {
  subject: string | null;
  body: string;
}

/** Customer messages as the roles may see them: the record's value figures masked in subject and body. */
export function messagesForRoles<T extends MessageText>(
  rows: readonly T[],
  roles: Roles,
  record: Readonly<Record<string, unknown>>,
): T[] {
  return screenRows(rows, roles, record, (row, figures) => ({
    ...row,
    subject: row.subject === null ? null : maskValueFigures(row.subject, figures),
    body: maskValueFigures(row.body, figures),
  }));
}
