import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build-tools/precompress.ts';
import { routeSizeReport } from './build-tools/route-size-report.ts';

const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    routeSizeReport(
      {
        'page /auth/login': ['auth-layout', 'login-page'],
        // Every page but the sign-in pages loads the route table of app-routes.tsx first.
        'page /{dslug}/new': ['app-routes', 'overlays-layout', 'shell-layout', 'welcome-page'],
        'page /{dslug}/outbox': ['app-routes', 'overlays-layout', 'shell-layout', 'outbox-page'],
        'page /{dslug}/appraisals': ['app-routes', 'overlays-layout', 'shell-layout', 'appraisal-list-page'],
        'page /{dslug}/appraisals, editing': [
          'app-routes',
          'overlays-layout',
          'shell-layout',
          'appraisal-list-page',
          'editable-values',
        ],
      },
      // Issue 14: at most 150 kB gzip on the sign-in page (a first visit on a phone).
      { 'page /auth/login': 150 * 1024 },
    ),
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
