import { describe, expect, it } from 'vitest';
import { routeSizeReport } from './route-size-report';

/** Code that gzip cannot shrink much: `bytes` of pseudo-random hex. */
function code(bytes: number, seed: number): string {
  let x = seed;
  let out = '';
  while (out.length < bytes) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    out += x.toString(16);
  }
  return out.slice(0, bytes);
}

const chunk = (name: string, size: number, extra: { isEntry?: boolean; imports?: string[] } = {}) => ({
  type: 'chunk' as const,
  fileName: `assets/${name}.js`,
  name,
  code: code(size, size + name.length),
  imports: extra.imports ?? [],
  moduleIds: [`/app/src/${name}.tsx`],
  isEntry: extra.isEntry ?? false,
  isDynamicEntry: !extra.isEntry,
});

function build(budget: number) {
  const plugin = routeSizeReport({ 'page /auth/login': ['src/login-page.tsx'] }, { 'page /auth/login': budget });
  const bundle = Object.fromEntries(
    [
      chunk('index', 40_000, { isEntry: true }),
      chunk('login-page', 10_000, { imports: ['assets/shared.js'] }),
      chunk('shared', 5_000),
    ].map((c) => [c.fileName, c]),
  );
  const report: string[] = [];
  const context = {
    info: (message: string) => report.push(message),
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  // The hook reads only info/error of Rollup's context and the chunks' fields these fakes carry.
  const hook = plugin.writeBundle as unknown as (this: typeof context, options: unknown, bundle: unknown) => void;
  hook.call(context, {}, bundle);
  return report.join('\n');
}

describe('routeSizeReport budgets', () => {
  it('prints the page with its imports and the entry, and passes within the budget', () => {
    expect(build(100 * 1024)).toMatch(/page \/auth\/login\s+\d+\.\d\d kB/);
  });

  it('fails the build when a page goes over its budget', () => {
    expect(() => build(20 * 1024)).toThrow(
      /page \/auth\/login downloads .* kB of JavaScript \(gzip\), over its 20\.00 kB budget/,
    );
  });
});
