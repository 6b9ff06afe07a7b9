import './lib/zod-jitless';
import './lib/first-view-title';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { applyEntryStyles } from './app/first-view/entry-styles';
import { whenPageReady } from './app/first-view/when-page-ready';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { setApiFailureReporter } from './lib/error-reporting/api-failures';
import { queryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

// In a transition, which React renders in short tasks that yield to the browser: the first render
// of a signed-in page (shell, list or record) was one task of 250-300 ms at 4x CPU slow-down.
const mount = (router: Awaited<ReturnType<typeof createRouter>>) =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });

// A page the server sent with its first view (the shell and the page's frame, web-pages.ts) keeps
// it until the app can draw the page, which then replaces it in one commit. The entry's style
// sheets came as preloads there: applied now, while the page's scripts load, and before the router
// asks for those scripts. Vite's loader adds a style sheet a chunk needs unless the page already
// applies it: seeing the entry's as a preload, it would apply it again after the layouts' sheets,
// and the cascade would change (the stage tabs wrapped).
const entryStyles = root.hasAttribute('data-first-view') ? applyEntryStyles() : null;
void createRouter().then((router) => {
  if (!entryStyles) return mount(router);
  return Promise.all([whenPageReady(router, queryClient), entryStyles]).then(() => mount(router));
});

// After the first render, in a chunk of its own: the entry (the sign-in page) does not grow.
void import('./lib/error-reporting/start')
  .then((m) => m.startErrorReporting(setApiFailureReporter))
  .catch(console.warn);
