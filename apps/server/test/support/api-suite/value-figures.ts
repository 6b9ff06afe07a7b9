import { isValueField, isValueRelation, VALUE_FIELDS } from '@dealer/domain';
import { getTableColumns } from 'drizzle-orm';
import { appraisals } from '../../../src/db/schema';
import type { NewAppraisal } from '../../../src/db/seed/appraisal-generator';

/**
 * Value figures no coincidence produces: every money column of the domain's value-field list gets
 * its own amount with odd cents (7,341.17 rather than 7,000), so finding one in an answer means
 * the answer carries that figure, whatever its field is called there.
 */
export function distinctiveValueFigures(start = 7341.17): Partial<NewAppraisal> {
  const columns = getTableColumns(appraisals) as Record<string, { columnType: string }>;
  const moneyFields = VALUE_FIELDS.filter((f) => columns[f]?.columnType.startsWith('PgNumeric'));
  const out: Record<string, number> = {};
  moneyFields.forEach((field, i) => {
    out[field] = Math.round((start + i * 613.29) * 100) / 100;
  });
  return out as Partial<NewAppraisal>;
}

/** The campaign rule's percentage, as distinctive as the figures (the issue: 95 % is one division away). */
export const AUTO_OFFER_PERCENT = 97.13;
/** The auto offers the campaign rule would store, set on the record directly. */
export const AUTO_OFFER_FIGURES = { autoOfferAmount: 8620.49, autoOfferAmountMax: 8789.12 };

/** Non-trivial amounts with cents, the only ones a text search may treat as value figures. */
export function figuresOf(row: Record<string, unknown>, fields: readonly string[]): number[] {
  return fields
    .map((f) => row[f])
    .filter((v): v is number => typeof v === 'number' && Math.abs(v) >= 10 && Math.round(v * 100) % 100 !== 0);
}

/** A figure as text may show it: 7341.17, 7,341.17 (also inside $7,341.17 or -7341.17). */
function figurePattern(figure: number): RegExp {
  const [whole, cents] = Math.abs(figure).toFixed(2).split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',?');
  return new RegExp(`(?<![\\d.,])${grouped}\\.${cents}(?!\\d)`);
}

/** Value field names holding something (a null or emptied relation tells nothing), at any depth. */
function valueKeysIn(value: unknown, path: string, out: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      valueKeysIn(v, `${path}[${i}]`, out);
    });
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value)) {
    const empty = inner === null || (Array.isArray(inner) && inner.length === 0);
    if ((isValueField(key) || isValueRelation(key)) && !empty) out.push(`${path}.${key}`);
    valueKeysIn(inner, `${path}.${key}`, out);
  }
}

/**
 * What in an answer is value data: value fields by name (JSON answers) and the figures themselves
 * in any text (JSON, HTML, CSV, a PDF's text). Empty when the answer carries none.
 */
export function valueDataIn(text: string, figures: readonly number[]): string[] {
  const found: string[] = [];
  try {
    valueKeysIn(JSON.parse(text), '$', found);
  } catch {
    // Not JSON: the figures below still apply.
  }
  for (const figure of figures) if (figurePattern(figure).test(text)) found.push(`the figure ${figure}`);
  return found;
}
