import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { noMountRedraws } from './build-tools/no-mount-redraws.ts';
import { precompress } from './build-tools/precompress.ts';
import { type PageChunks, routePreloads } from './build-tools/route-preloads.ts';
import { routeSizeReport } from './build-tools/route-size-report.ts';

const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

/** Every page but the sign-in pages loads the route table of app-routes.tsx, then these layouts. */
const SIGNED_IN = ['src/app/app-routes.tsx', 'src/app/overlays-layout.tsx', 'src/app/shell/shell-layout.tsx'];
const LIST_PAGE = 'src/features/appraisal-lists/pages/appraisal-list-page.tsx';
const LISTS = 'returns|manage/returns|rejected|archived|service|showroom|duplicate/[^/]+';

/**
 * The main pages and their route modules: their JavaScript is reported (the sign-in page's held to
 * a budget) by routeSizeReport, and those with a `path` get their chunks named in the index.html
 * the server answers for them (routePreloads). Paths are tried in this order; the first wins.
 */
const PAGES: PageChunks[] = [
  {
    name: 'page /auth/login',
    modules: ['src/features/auth/components/auth-layout.tsx', 'src/features/auth/pages/login-page.tsx'],
    path: /^\/auth\/login\/?$/,
    firstView: 'login',
  },
  {
    name: 'page /{dslug}/new',
    modules: [...SIGNED_IN, 'src/features/welcome/pages/welcome-page.tsx'],
    path: /^\/[^/]+\/new\/?$/,
  },
  {
    name: 'page /{dslug}/outbox',
    modules: [...SIGNED_IN, 'src/features/outbox/pages/outbox-page.tsx'],
    path: /^\/[^/]+\/outbox\/?$/,
  },
  // The row editors (editable-values) load with the rows, after the page's first paint: not preloaded.
  // The Buying center has a first view of its own (src/app/first-view), so it comes before the other lists.
  {
    name: 'page /{dslug}/appraisals',
    modules: [...SIGNED_IN, LIST_PAGE],
    path: /^\/[^/]+\/appraisals\/?$/,
    firstView: 'buying',
  },
  {
    name: 'page /{dslug}/appraisals/{list}',
    modules: [...SIGNED_IN, LIST_PAGE],
    path: new RegExp(`^/[^/]+/appraisals/(?:${LISTS})/?$`),
  },
  {
    name: 'page /{dslug}/appraisals, editing',
    modules: [...SIGNED_IN, LIST_PAGE, 'src/features/appraisal-lists/components/editable-values.tsx'],
  },
  {
    // The worksheet is the record's first tab.
    name: 'page /{dslug}/appraisals/{id}',
    modules: [
      ...SIGNED_IN,
      'src/features/appraisal-detail/pages/appraisal-detail-page.tsx',
      'src/features/appraisal-detail/components/worksheet-tab.tsx',
    ],
    path: /^\/[^/]+\/appraisals\/\d+\/?$/,
    firstView: 'record',
  },
  {
    name: 'page /{dslug}/appraisals/board',
    modules: [...SIGNED_IN, 'src/app/pages/board-page.tsx'],
    path: /^\/[^/]+\/appraisals\/board(?:\/returns)?\/?$/,
  },
  {
    name: 'page /{dslug}/appraisals/dashboard',
    modules: [...SIGNED_IN, 'src/features/dealer-stats/pages/dealer-dashboard-page.tsx'],
    path: /^\/[^/]+\/appraisals\/dashboard(?:\/returns)?\/?$/,
  },
];

export default defineConfig({
  plugins: [
    react(),
    noMountRedraws(),
    routeSizeReport(
      Object.fromEntries(PAGES.map((p) => [p.name, p.modules])),
      // Issue 14: at most 150 kB gzip on the sign-in page (a first visit on a phone).
      { 'page /auth/login': 150 * 1024 },
    ),
    routePreloads(PAGES),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/sandbox': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/sandbox': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Every browser we support has <link rel="modulepreload">; the polyfill would ride in the entry.
    modulePreload: { polyfill: false },
    // Vite prints every chunk with its gzip size; DESIGN section 8 wants that per route.
    reportCompressedSize: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      output: {
        // Shared chunks by hash alone: the entry lists every chunk's file name for preloading, and the
        // names of ~100 shared pieces cost the sign-in page 0.4 kB. Route chunks keep their names.
        chunkFileNames: (chunk) => (chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
      },
    },
  },
});
