// npm run stats:rebuild: counts the dashboard rollups (appraisal_day_counts) again from the
// records, for every dealer, in one transaction. The triggers keep them in step with every change;
// this is for a load that ran with the triggers off, or a repair. DATABASE_URL or DATA_DIR as the app.
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';

const database = openDatabase(loadConfig());
try {
  await migrateDatabase(database);
  const started = performance.now();
  await database.db.transaction((tx) => tx.execute(sql`select rebuild_appraisal_day_counts()`));
  const rows = (await database.db.execute(sql`select count(*)::int as n from appraisal_day_counts`)) as unknown as {
    rows: { n: number }[];
  };
  console.log(`Rebuilt ${rows.rows[0]?.n ?? 0} day rows in ${Math.round(performance.now() - started)} ms.`);
} finally {
  await database.close();
}
