import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/per-file.ts'],
    pool: 'forks',
    // A worker imports the server once for all its files (about 2 s a file otherwise). The files share
    // no module state that matters: each opens its own database and app and closes them, config is
    // passed, never read from process.env, and the factories start over per file (per-file.ts).
    isolate: false,
    // vitest's default is one fewer than the cores: one worker on 2 cores. Most of a file's time is
    // spent waiting on a database or a server process, so two run side by side.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
