import { parseArgs } from 'node:util';
import { roleInfo } from '@dealer/domain';
import { count, getTableColumns, like, sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { hashPassword } from '../../lib/crypto';
import { type Database, openDatabase } from '../client';
import { ensureDatabase } from '../ensure-database';
import { migrateDatabase } from '../migrate';
import { appraisals, dealerGroups, dealers, dealerUserRoles, users } from '../schema';
import { generateAppraisal, type NewAppraisal } from './appraisal-generator';
import { createRandom } from './random';

export const BENCH_USER = 'bench@demo.test';
export const BENCH_PASSWORD = 'bench1234';
const SLUG_PREFIX = 'bench-';
const BATCH = 2000;

/**
 * Where the largest dealer's appraisals sit in the table (in id and heap order): `oldest` first
 * (a dealer that joined first, or imported its history), `newest` last, `interleaved` spread
 * evenly among the others' (dealers working side by side). Plans that assume a dealer's rows are
 * spread evenly go wrong on the first two; the benchmark measures all three.
 */
export const LAYOUTS = ['oldest', 'newest', 'interleaved'] as const;
export type Layout = (typeof LAYOUTS)[number];

export interface LargeOptions {
  dealers: number;
  appraisals: number;
  /** Appraisals of the largest dealer (DESIGN.md 8: one large dealer of 50,000). */
  largest: number;
  layout?: Layout;
}

/** How many appraisals each bench dealer gets: the first the largest share, the rest evenly. */
export function dealerSizes({ dealers, appraisals, largest }: LargeOptions): number[] {
  const first = Math.min(largest, appraisals);
  const rest = Math.max(0, appraisals - first);
  const others = Math.max(1, dealers - 1);
  return [
    first,
    ...Array.from({ length: dealers - 1 }, (_, i) => Math.floor(rest / others) + (i < rest % others ? 1 : 0)),
  ];
}

export async function benchDataSize(database: Database): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(dealers)
    .where(like(dealers.slug, `${SLUG_PREFIX}%`));
  if (!row?.n) return 0;
  const [a] = await database.db.select({ n: count() }).from(appraisals);
  return a?.n ?? 0;
}

/**
 * Generates bench dealers and appraisals into the configured database, with one user
 * (bench@demo.test) who is dealer admin and group admin (of every bench dealer) at the largest dealer. Deterministic for a given size.
 */
export async function generateLarge(database: Database, options: LargeOptions, log = console.log): Promise<void> {
  const { db } = database;
  const sizes = dealerSizes(options);
  const now = new Date();
  const dealerRows: { id: number }[] = [];
  // One dealer group of every bench dealer: GET /dealer_stats for its group admin reads them all.
  const [group] = await db.insert(dealerGroups).values({ name: 'Bench Group' }).returning({ id: dealerGroups.id });
  for (let i = 0; i < sizes.length; i += 500) {
    const values = sizes.slice(i, i + 500).map((_, k) => {
      const n = String(i + k + 1).padStart(4, '0');
      return { slug: `${SLUG_PREFIX}${n}`, name: `Bench Dealer ${n}`, groupId: group?.id };
    });
    dealerRows.push(...(await db.insert(dealers).values(values).returning({ id: dealers.id })));
  }
  const [user] = await db
    .insert(users)
    .values({
      email: BENCH_USER,
      firstName: 'Bench',
      lastName: 'Runner',
      passwordHash: await hashPassword(BENCH_PASSWORD),
    })
    .onConflictDoNothing()
    .returning();
  if (user) {
    await db.insert(dealerUserRoles).values(
      ['DEALER', 'DEALER_ADMIN', 'GROUP_ADMIN'].map((r) => ({
        dealerId: dealerRows[0]!.id,
        userId: user.id,
        roleId: roleInfo(r as 'DEALER').id,
      })),
    );
  }
  const started = Date.now();
  let done = 0;
  const restoreIndexes = await dropSecondaryIndexes(database);
  const restoreVersions = await pauseVersionTrigger(database);
  const restoreRollups = await pauseRollupTriggers(database);
  try {
    done = await insertAppraisals(database, dealerRows, sizes, options.layout ?? 'oldest', user?.id, now, log);
  } finally {
    await restoreVersions();
    log('Building indexes and the dashboard rollups...');
    await restoreIndexes();
    await restoreRollups();
  }
  log(
    `Generated ${sizes.length} dealers and ${done.toLocaleString()} appraisals in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  // Fresh statistics and a visibility map, so counts can be index-only scans from the start.
  if (database.driver === 'pg') await db.execute('vacuum analyze appraisals, appraisal_day_counts');
}

/**
 * A bulk load into a table with two dozen indexes is several times faster without them: on
 * PostgreSQL the secondary indexes are dropped for the load and built again afterwards from their
 * own definitions (pg_indexes), so the result is the same schema the migrations made.
 */
async function dropSecondaryIndexes(database: Database): Promise<() => Promise<void>> {
  if (database.driver !== 'pg') return async () => {};
  const { rows } = (await database.db.execute(
    sql`select indexname, indexdef from pg_indexes
        where schemaname = current_schema() and tablename = 'appraisals' and indexname <> 'appraisals_pkey'`,
  )) as unknown as { rows: { indexname: string; indexdef: string }[] };
  for (const { indexname } of rows) await database.db.execute(sql.raw(`drop index "${indexname}"`));
  return async () => {
    for (const { indexdef } of rows) await database.db.execute(sql.raw(indexdef));
  };
}

/**
 * The per-row version trigger (migration 0008) would update each dealer's version row once per
 * inserted appraisal, one dead tuple each: during the load it is off, and afterwards every loaded
 * dealer's version moves once, which is all a reader can tell apart.
 */
async function pauseVersionTrigger(database: Database): Promise<() => Promise<void>> {
  if (database.driver !== 'pg') return async () => {};
  await database.db.execute(sql`alter table appraisals disable trigger appraisals_version`);
  return async () => {
    await database.db.execute(sql`alter table appraisals enable trigger appraisals_version`);
    await database.db.execute(
      sql`insert into appraisal_versions as v (dealer_id, version)
          select distinct dealer_id, 1 from appraisals
          on conflict (dealer_id) do update set version = v.version + 1`,
    );
  };
}

/**
 * The dashboard rollups' statement triggers (migration 0017) upsert each batch's days as it lands;
 * during the load they are off, and one rebuild counts every loaded record afterwards.
 */
async function pauseRollupTriggers(database: Database): Promise<() => Promise<void>> {
  if (database.driver !== 'pg') return async () => {};
  const triggers = ['appraisal_day_counts_insert', 'appraisal_day_counts_update', 'appraisal_day_counts_delete'];
  for (const t of triggers) await database.db.execute(sql.raw(`alter table appraisals disable trigger ${t}`));
  return async () => {
    for (const t of triggers) await database.db.execute(sql.raw(`alter table appraisals enable trigger ${t}`));
    await database.db.execute(sql`select rebuild_appraisal_day_counts()`);
  };
}

/**
 * The order rows are inserted in, as [dealer index, how many of its next rows] runs: one dealer
 * after another (the largest first or last), or every dealer's rows in 500 even slices taken in
 * turn. Each dealer's rows are the same in every layout; only their ids and places differ.
 */
export function insertionRuns(sizes: number[], layout: Layout): [number, number][] {
  const order = sizes.map((_, i) => i);
  if (layout === 'newest') order.push(order.shift()!);
  if (layout !== 'interleaved') return order.map((i) => [i, sizes[i]!]);
  const slices = 500;
  const runs: [number, number][] = [];
  for (let s = 0; s < slices; s++) {
    for (const [i, size] of sizes.entries()) {
      const n = Math.floor(((s + 1) * size) / slices) - Math.floor((s * size) / slices);
      if (n > 0) runs.push([i, n]);
    }
  }
  return runs;
}

async function insertAppraisals(
  database: Database,
  dealerRows: { id: number }[],
  sizes: number[],
  layout: Layout,
  userId: number | undefined,
  now: Date,
  log: (line: string) => void,
): Promise<number> {
  const started = Date.now();
  // One generator per dealer, so its rows do not depend on the layout.
  const dealers = dealerRows.map((dealer, index) => ({
    rng: createRandom(7 + index),
    ctx: { dealerId: dealer.id, userIds: userId ? [userId] : [], campaignIds: [], banks: [], now, days: 730 },
    next: 0,
  }));
  let done = 0;
  let rows: NewAppraisal[] = [];
  const flush = async () => {
    await insertBatch(database, rows);
    done += rows.length;
    rows = [];
    if (done % 20_000 < BATCH)
      log(`  ${done.toLocaleString()} appraisals (${Math.round(done / ((Date.now() - started) / 1000))}/s)`);
  };
  for (const [index, count] of insertionRuns(sizes, layout)) {
    const dealer = dealers[index]!;
    for (let k = 0; k < count; k++) {
      const row = generateAppraisal(dealer.rng, dealer.ctx, dealerRows[index]!.id * 1_000_000 + dealer.next++);
      if (dealer.rng.chance(0.03)) row.deletedAt = new Date(now.getTime() - dealer.rng.int(1, 300) * 86_400_000);
      rows.push(row);
      if (rows.length === BATCH) await flush();
    }
  }
  if (rows.length > 0) await flush();
  return done;
}

/** Each insert property's column name, for rows sent as JSON. */
const COLUMN_NAMES = new Map(Object.entries(getTableColumns(appraisals)).map(([key, column]) => [key, column.name]));

/**
 * One batch as one JSON parameter expanded by json_populate_recordset: a tenth of the time of a
 * multi-row VALUES with tens of thousands of bind parameters. Columns no row sets keep their
 * defaults (they are left out of the column list); a column some rows leave out is null in those.
 */
async function insertBatch(database: Database, rows: NewAppraisal[]): Promise<void> {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const columns = keys.map((key) => {
    const name = COLUMN_NAMES.get(key);
    if (!name) throw new Error(`No appraisals column for ${key}`);
    return `"${name}"`;
  });
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(Object.entries(row).map(([key, value]) => [COLUMN_NAMES.get(key), value ?? null])),
    ),
  );
  const list = columns.join(', ');
  await database.db.execute(
    sql`insert into appraisals (${sql.raw(list)}) select ${sql.raw(list)} from json_populate_recordset(null::appraisals, ${json}::json)`,
  );
}

export function parseLayout(value: string | undefined): Layout {
  const layout = LAYOUTS.find((l) => l === value);
  if (!layout) throw new Error(`--layout must be one of ${LAYOUTS.join(', ')} (got ${value})`);
  return layout;
}

async function main() {
  const { values } = parseArgs({
    options: {
      dealers: { type: 'string', default: '200' },
      appraisals: { type: 'string', default: '200000' },
      largest: { type: 'string', default: '50000' },
      layout: { type: 'string', default: 'oldest' },
    },
  });
  const options = {
    dealers: Number(values.dealers),
    appraisals: Number(values.appraisals),
    largest: Number(values.largest),
    layout: parseLayout(values.layout),
  };
  const config = loadConfig();
  if (config.databaseUrl) await ensureDatabase(config.databaseUrl);
  const database = openDatabase(config);
  await migrateDatabase(database);
  if ((await benchDataSize(database)) > 0) {
    console.log('Bench data already present; drop the database to generate it again.');
  } else {
    await generateLarge(database, options);
  }
  await database.close();
}

if (process.argv[1]?.endsWith('large.ts')) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
