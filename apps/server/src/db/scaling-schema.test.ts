import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalog, scalingProblems } from '../../test/support/scaling-check';
import { cloneTestDatabase } from '../../test/support/test-database';
import type { Database } from './client';
import { SCALING_PLAN, type TablePlan } from './scaling-plan';

const DOC = new URL('../../../../docs/scaling.md', import.meta.url);

describe('the schema against the scaling plan (docs/scaling.md)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await cloneTestDatabase();
  });
  afterAll(() => database.close());

  it('places every table, and every dealer table is ready to distribute by dealer_id or lists what it needs', async () => {
    expect(scalingProblems(await readCatalog(database.db), SCALING_PLAN)).toEqual([]);
  });

  it('fails for a new table nobody placed, and for a dealer table whose keys and indexes do not lead with the dealer', async () => {
    await database.db.execute(sql`create table scaling_probe (
      id serial primary key,
      dealer_id integer not null references dealers (id),
      appraisal_id integer references appraisals (id),
      code text not null unique)`);
    await database.db.execute(sql`create index scaling_probe_dealer_idx on scaling_probe (dealer_id, id)`);
    await database.db.execute(sql`create index scaling_probe_code_idx on scaling_probe (code, dealer_id)`);
    const catalog = await readCatalog(database.db);
    expect(scalingProblems(catalog, SCALING_PLAN)).toEqual([
      'scaling_probe: a table the scaling plan does not place (src/db/scaling-plan.ts)',
    ]);

    const placed: Record<string, TablePlan> = { ...SCALING_PLAN, scaling_probe: { placement: 'distributed' } };
    expect(scalingProblems(catalog, placed)).toEqual([
      'scaling_probe.scaling_probe_code_idx (code, dealer_id): not led by dealer_id; lead with it, or list the change or the exception',
      'scaling_probe.scaling_probe_code_key (code): a unique key without dealer_id cannot be distributed; list the change it needs',
      'scaling_probe.scaling_probe_pkey (id): a unique key without dealer_id cannot be distributed; list the change it needs',
      "scaling_probe.scaling_probe_appraisal_id_fkey -> appraisals (id): a distributed table's foreign key to a distributed table Citus refuses",
    ]);

    // Listed, they pass; an exception does not excuse a unique key that cannot be distributed.
    const listed: Record<string, TablePlan> = {
      ...SCALING_PLAN,
      scaling_probe: {
        placement: 'distributed',
        changes: {
          scaling_probe_pkey: 'primary key (dealer_id, id)',
          scaling_probe_code_key: 'unique (dealer_id, code)',
          scaling_probe_appraisal_id_fkey: 'foreign key (dealer_id, appraisal_id)',
        },
        exceptions: { scaling_probe_code_idx: 'a lookup by code alone' },
      },
    };
    expect(scalingProblems(catalog, listed)).toEqual([]);
    const excused = structuredClone(listed);
    excused.scaling_probe = {
      placement: 'distributed',
      changes: { scaling_probe_pkey: 'x', scaling_probe_appraisal_id_fkey: 'x' },
      exceptions: { scaling_probe_code_idx: 'x', scaling_probe_code_key: 'x' },
    };
    expect(scalingProblems(catalog, excused)).toEqual([
      'scaling_probe.scaling_probe_code_key (code): a unique key without dealer_id cannot be distributed; list the change it needs',
    ]);

    // A nullable dealer_id, and an entry the schema no longer needs, are problems too.
    await database.db.execute(sql`alter table scaling_probe alter column dealer_id drop not null`);
    await database.db.execute(sql`drop index scaling_probe_code_idx`);
    expect(scalingProblems(await readCatalog(database.db), listed)).toEqual([
      'scaling_probe: distributed, but dealer_id is nullable',
      'scaling_probe.scaling_probe_code_idx: listed in the plan, but the database has no such object of it to change',
    ]);
    await database.db.execute(sql`drop table scaling_probe`);
  });

  it('docs/scaling.md places each table as the plan does and names every change still to make', () => {
    const doc = readFileSync(DOC, 'utf8');
    // The doc's placement table: "| `table` | placement | ...".
    const placed = new Map(
      [...doc.matchAll(/^\| `([a-z_]+)` \| (distributed|reference|person|coordinator) \|/gm)].map((m) => [m[1], m[2]]),
    );
    expect(Object.fromEntries(placed)).toEqual(
      Object.fromEntries(Object.entries(SCALING_PLAN).map(([table, plan]) => [table, plan.placement])),
    );
    const named = Object.values(SCALING_PLAN).flatMap((p) => [
      ...Object.keys(p.changes ?? {}).filter((name) => name !== 'dealer_id'),
      ...Object.keys(p.exceptions ?? {}),
    ]);
    expect(named.filter((name) => !doc.includes(`\`${name}\``))).toEqual([]);
  });
});
