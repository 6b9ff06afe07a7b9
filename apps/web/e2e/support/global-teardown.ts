import fs from 'node:fs';

/** Removes the run's temporary embedded database (the config made it with mkdtemp). */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.includes('dealer-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
}
