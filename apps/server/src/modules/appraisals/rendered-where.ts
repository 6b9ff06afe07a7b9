import type { SQL } from 'drizzle-orm';
import { render, renderedFragment } from '../../db/compiled-sql';

/** A list's WHERE rendered once: the list-totals memo's key and the fragment its statements place. */
export interface RenderedWhere {
  key: string;
  fragment: SQL;
}

export function renderWhere(where: SQL): RenderedWhere {
  const rendered = render(where);
  return { key: `${rendered.sql}\u0000${JSON.stringify(rendered.params)}`, fragment: renderedFragment(rendered) };
}

const MAX_KEPT = 5000;
const kept = new Map<string, RenderedWhere>();

/**
 * The rendered WHERE of `build`, kept by `inputs`: a string naming every value `build` reads
 * (listWhereInputs, queueWhereInputs), so the same inputs are the same WHERE. A list reloaded,
 * paged or polled then skips building and rendering its conditions; null inputs (a WHERE that
 * moves with the clock) always build.
 */
export function keptWhere(inputs: string | null, build: () => SQL): RenderedWhere {
  if (inputs === null) return renderWhere(build());
  let where = kept.get(inputs);
  if (!where) {
    if (kept.size >= MAX_KEPT) kept.clear();
    where = renderWhere(build());
    kept.set(inputs, where);
  }
  return where;
}
