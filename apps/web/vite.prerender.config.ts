import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { writeFirstViews } from './build-tools/first-views.ts';

/**
 * The first views' server-side build (run after the client's, `npm run build`): the prerender
 * entry for Node, then its HTML into dist/first-views.json. Its own output stays out of dist.
 */
export default defineConfig({
  plugins: [react(), writeFirstViews('dist')],
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: 'src/app/first-view/prerender.tsx',
    outDir: 'dist-prerender',
    emptyOutDir: true,
    sourcemap: false,
  },
});
