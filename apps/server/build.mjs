// Bundles the server to dist/main.js. Third-party packages stay external (installed by npm ci);
// the workspace domain package is TypeScript source, so it is bundled in.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

// SERVER_DIST lets parallel end-to-end runs on one machine each build their own copy.
const out = process.env.SERVER_DIST ?? 'dist';
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: `${out}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@dealer/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync('src/db/migrations', `${out}/migrations`, { recursive: true });
console.log(`server built: ${out}/main.js`);
