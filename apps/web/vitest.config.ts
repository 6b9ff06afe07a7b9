import { defineConfig } from 'vitest/config';

// No DOM library (jsdom/happy-dom) is installed: the logic of the pages lives in pure
// functions, tested here in node.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'build-tools/**/*.test.ts'],
  },
});
