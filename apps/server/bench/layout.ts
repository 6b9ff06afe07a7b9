import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { ensureDatabase } from '../src/db/ensure-database';
import type { Layout } from '../src/db/seed/large';

/** Where the measured dealer's appraisals sit among the table's ids. */
export interface Placement {
  layout: Layout;
  total: number;
  dealerRows: number;
  minId: number;
  maxId: number;
  dealerMinId: number;
  dealerMaxId: number;
}

/**
 * The layout a database holds, read from the data (so a report never names the layout it was
 * asked for instead of the one it measured): the dealer's ids spanning the table are interleaved,
 * otherwise they sit at its start (oldest) or its end (newest).
 */
export async function detectLayout(database: Database, dealerId: number): Promise<Placement> {
  const { rows } = (await database.db.execute(sql`select
      (select count(*)::int from appraisals) as total, (select min(id) from appraisals) as "minId",
      (select max(id) from appraisals) as "maxId", count(*)::int as "dealerRows",
      min(id) as "dealerMinId", max(id) as "dealerMaxId", avg(id)::float8 as mean
    from appraisals where dealer_id = ${dealerId}`)) as unknown as {
    rows: (Omit<Placement, 'layout'> & { mean: number })[];
  };
  const { mean, ...p } = rows[0]!;
  const span = Math.max(1, p.maxId - p.minId);
  const spread = (p.dealerMaxId - p.dealerMinId) / span;
  const middle = (mean - p.minId) / span;
  const layout: Layout = spread > 0.9 ? 'interleaved' : middle < 0.5 ? 'oldest' : 'newest';
  return { layout, ...p };
}

/** The database of one layout for --all-layouts: DATABASE_URL's name + _<layout>, created when missing. */
export async function databaseForLayout(url: string, layout: Layout): Promise<string> {
  const target = new URL(url);
  target.pathname = `/${target.pathname.slice(1) || 'dealer_bench'}_${layout}`;
  return ensureDatabase(target.toString());
}
