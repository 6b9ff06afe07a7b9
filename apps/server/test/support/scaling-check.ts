import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import type { Placement, TablePlan } from '../../src/db/scaling-plan';

/** What the catalog says about the public schema: the facts a placement depends on. */
export interface SchemaCatalog {
  tables: string[];
  /** Tables with a dealer_id column, and whether it is NOT NULL. */
  dealerColumns: Map<string, { notNull: boolean }>;
  indexes: { table: string; name: string; unique: boolean; columns: (string | null)[] }[];
  foreignKeys: { table: string; name: string; columns: string[]; target: string; targetColumns: string[] }[];
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/** Reads the catalog (pg_catalog and information_schema answer the same on PGlite and PostgreSQL). */
export async function readCatalog(db: Db): Promise<SchemaCatalog> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
  );
  const columns = await rowsOf<{ table: string; nullable: string }>(
    db,
    sql`select table_name as "table", is_nullable as nullable from information_schema.columns
      where table_schema = 'public' and column_name = 'dealer_id'`,
  );
  // An expression's place in indkey is 0: its name is null, so it never counts as dealer_id.
  const indexes = await rowsOf<{ table: string; name: string; unique: boolean; columns: (string | null)[] }>(
    db,
    sql`select t.relname as "table", i.relname as name, x.indisunique as unique,
        array(select a.attname::text from unnest(x.indkey::int2[]) with ordinality k(attnum, pos)
          left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum order by k.pos) as columns
      from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
      join pg_namespace n on n.oid = t.relnamespace where n.nspname = 'public' order by 1, 2`,
  );
  const foreignKeys = await rowsOf<SchemaCatalog['foreignKeys'][number]>(
    db,
    sql`select t.relname as "table", c.conname as name, f.relname as target,
        array(select a.attname::text from unnest(c.conkey) with ordinality k(attnum, pos)
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.pos) as columns,
        array(select a.attname::text from unnest(c.confkey) with ordinality k(attnum, pos)
          join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum order by k.pos) as "targetColumns"
      from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_class f on f.oid = c.confrelid
      join pg_namespace n on n.oid = t.relnamespace where c.contype = 'f' and n.nspname = 'public' order by 1, 2`,
  );
  return {
    tables: tables.map((t) => t.name),
    dealerColumns: new Map(columns.map((c) => [c.table, { notNull: c.nullable === 'NO' }])),
    indexes,
    foreignKeys,
  };
}

/** Which placements a table may point a foreign key at (Citus: reference tables only at reference tables). */
const MAY_REFERENCE: Record<Placement, readonly Placement[]> = {
  distributed: ['distributed', 'reference'],
  reference: ['reference'],
  person: ['reference', 'person', 'coordinator'],
  coordinator: ['reference', 'person', 'coordinator'],
};

/**
 * Everything in the catalog that disagrees with the plan, one line each: a table the plan does not
 * place (or places but the database lacks); a distributed table without a NOT NULL dealer_id, an
 * index of it not led by dealer_id (a unique one not holding it at all), a foreign key Citus would
 * refuse; unless the plan lists it as a change still to make or an exception with its reason. An
 * entry the schema no longer needs is a problem too, so the plan and docs/scaling.md stay true.
 */
export function scalingProblems(catalog: SchemaCatalog, plan: Readonly<Record<string, TablePlan>>): string[] {
  const problems: string[] = [];
  const listed = new Set<string>();
  const entry = (table: string, name: string) => {
    const p = plan[table];
    listed.add(`${table}.${name}`);
    return p?.changes?.[name] !== undefined ? 'change' : p?.exceptions?.[name] !== undefined ? 'exception' : null;
  };
  for (const table of catalog.tables) {
    if (!plan[table]) problems.push(`${table}: a table the scaling plan does not place (src/db/scaling-plan.ts)`);
  }
  for (const table of Object.keys(plan)) {
    if (!catalog.tables.includes(table)) problems.push(`${table}: placed by the plan, but not in the database`);
  }
  const distributed = (table: string) => plan[table]?.placement === 'distributed';

  for (const table of catalog.tables.filter(distributed)) {
    const column = catalog.dealerColumns.get(table);
    const missing = !column?.notNull;
    const listedColumn = entry(table, 'dealer_id') === 'change';
    if (missing && !listedColumn)
      problems.push(`${table}: distributed, but dealer_id is ${column ? 'nullable' : 'missing'}`);
    if (!missing && listedColumn) problems.push(`${table}.dealer_id: listed as a change, but it is already NOT NULL`);
  }
  for (const index of catalog.indexes.filter((i) => distributed(i.table))) {
    const leads = index.columns[0] === 'dealer_id';
    const holds = index.columns.includes('dealer_id');
    const listedAs = entry(index.table, index.name);
    const where = `${index.table}.${index.name} (${index.columns.map((c) => c ?? '<expression>').join(', ')})`;
    if (index.unique && !holds && listedAs !== 'change') {
      problems.push(`${where}: a unique key without dealer_id cannot be distributed; list the change it needs`);
    } else if (!leads && listedAs === null) {
      problems.push(`${where}: not led by dealer_id; lead with it, or list the change or the exception`);
    } else if (leads && listedAs !== null) {
      problems.push(`${where}: listed in the plan, but it already leads with dealer_id`);
    }
  }
  for (const key of catalog.foreignKeys) {
    const from = plan[key.table]?.placement;
    const to = plan[key.target]?.placement;
    if (!from || !to) continue;
    const colocated =
      from !== 'distributed' ||
      to !== 'distributed' ||
      (key.columns.includes('dealer_id') && key.targetColumns.includes('dealer_id'));
    const allowed = MAY_REFERENCE[from].includes(to) && colocated;
    const listedAs = entry(key.table, key.name);
    const where = `${key.table}.${key.name} -> ${key.target} (${key.targetColumns.join(', ')})`;
    if (!allowed && listedAs !== 'change')
      problems.push(`${where}: a ${from} table's foreign key to a ${to} table Citus refuses`);
    if (allowed && listedAs !== null) problems.push(`${where}: listed in the plan, but Citus accepts it as it is`);
  }
  for (const [table, p] of Object.entries(plan)) {
    if (!catalog.tables.includes(table)) continue;
    for (const name of [...Object.keys(p.changes ?? {}), ...Object.keys(p.exceptions ?? {})]) {
      if (!listed.has(`${table}.${name}`))
        problems.push(`${table}.${name}: listed in the plan, but the database has no such object of it to change`);
    }
  }
  return problems;
}
