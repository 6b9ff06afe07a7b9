import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/per-file.ts'],
    pool: 'forks',
    // Each file in a fresh module graph: with isolate off (a worker importing the server once for
    // all its files, about 2 s a file less) module state leaked between files (a generated secret,
    // the breaker test), so it stays on until those are found.
    isolate: true,
    // vitest's default is one fewer than the cores: one worker on 2 cores. Most of a file's time is
    // spent waiting on a database or a server process, so two run side by side.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
