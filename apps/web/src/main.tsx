import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { router } from './app/router';
import { setApiFailureReporter } from './lib/error-reporting/api-failures';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

// After the first render, in a chunk of its own: the entry (the sign-in page) does not grow.
void import('./lib/error-reporting/start')
  .then((m) => m.startErrorReporting(setApiFailureReporter))
  .catch(console.warn);
