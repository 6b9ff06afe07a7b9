import { describe, expect, it } from 'vitest';
import type { ChunkLike } from './bundle-graph';
import { routePreloadList } from './route-preloads';

const chunk = (file: string, extra: Partial<ChunkLike> = {}): ChunkLike => ({
  type: 'chunk',
  fileName: `assets/${file}.js`,
  name: file,
  code: '',
  imports: [],
  moduleIds: [],
  isEntry: false,
  isDynamicEntry: false,
  ...extra,
});

// The entry with a shared chunk; a layout and a page that import it, each other's pieces and CSS.
const bundle = Object.fromEntries(
  [
    chunk('index', {
      isEntry: true,
      imports: ['assets/react.js'],
      viteMetadata: { importedCss: new Set(['assets/index.css']) },
    }),
    chunk('react'),
    chunk('layout', {
      isDynamicEntry: true,
      moduleIds: ['/app/src/app/layout.tsx'],
      imports: ['assets/react.js', 'assets/ui.js'],
      viteMetadata: { importedCss: new Set(['assets/layout.css']) },
    }),
    chunk('ui', { imports: ['assets/react.js'], viteMetadata: { importedCss: new Set(['assets/index.css']) } }),
    chunk('page', {
      isDynamicEntry: true,
      moduleIds: ['/app/src/pages/page.tsx', '/app/src/pages/page-parts.tsx'],
      imports: ['assets/ui.js', 'assets/grid.js'],
    }),
    chunk('grid'),
  ].map((c) => [c.fileName, c]),
);

describe('routePreloadList', () => {
  it("lists a page's chunks and their imports in the order found, without the entry's own", () => {
    const [preload] = routePreloadList(
      [{ name: 'page', modules: ['src/app/layout.tsx', 'src/pages/page-parts.tsx'], path: /^\/x\/page$/ }],
      bundle,
    );
    expect(preload).toEqual({
      path: '^\\/x\\/page$',
      scripts: ['/assets/layout.js', '/assets/ui.js', '/assets/page.js', '/assets/grid.js'],
      styles: ['/assets/layout.css'],
    });
  });

  it('leaves out pages without a path, and fails on a module no chunk holds', () => {
    expect(routePreloadList([{ name: 'report only', modules: ['src/pages/page.tsx'] }], bundle)).toEqual([]);
    expect(() => routePreloadList([{ name: 'gone', modules: ['src/pages/moved.tsx'], path: /x/ }], bundle)).toThrow(
      /no chunk holds src\/pages\/moved\.tsx/,
    );
  });
});
