import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { criticalCss } from './critical-css.ts';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from './route-preloads.ts';

/** Written beside index.html: each first view's HTML and the CSS it needs, read by the server (web-pages.ts). */
export const FIRST_VIEWS_FILE = 'first-views.json';

/** One first view in first-views.json. */
export interface FirstView {
  /** The markup for #root. */
  html: string;
  /** The markup with the page's subject as its heading, FIRST_VIEW_TITLE_SLOT standing for it (the server fills it in). */
  titled?: string;
  /** The rules of the page's style sheets (index.html's and its own) that the markup may use. */
  css: string;
}

/** The style sheets index.html links (the entry's). */
const linkedStyles = (indexHtml: string) =>
  [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? '');

/**
 * After the server-side build of src/app/first-view/prerender.tsx, runs it and writes each page's
 * first view (the shell and the page's frame, from the app's own components) with the CSS it
 * needs into the client's dist, for the server to send in the pages route-preloads.json names.
 */
export function writeFirstViews(clientDist: string): Plugin {
  let outDir = '';
  return {
    name: 'first-views',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const built = await import(pathToFileURL(join(outDir, 'prerender.js')).href);
      const markup: Record<string, Omit<FirstView, 'css'>> = built.renderFirstViews();
      const read = (url: string) => readFileSync(join(clientDist, url), 'utf8');
      const entryStyles = linkedStyles(read('index.html'));
      const pages: RoutePreload[] = JSON.parse(read(ROUTE_PRELOADS_FILE));
      const views: Record<string, FirstView> = {};
      for (const [name, { html, titled }] of Object.entries(markup)) {
        const page = pages.find((p) => p.firstView === name);
        if (!page) throw new Error(`first-views: no page of PAGES has the first view "${name}"`);
        const css = [...entryStyles, ...page.styles].map(read).join('\n');
        views[name] = { html, ...(titled ? { titled } : {}), css: criticalCss(css, html + (titled ?? '')) };
      }
      writeFileSync(join(clientDist, FIRST_VIEWS_FILE), JSON.stringify(views));
    },
  };
}
