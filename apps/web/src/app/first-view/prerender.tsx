// The server-side build's entry (vite.prerender.config.ts): each first view as HTML, made at build time.
import { FIRST_VIEW_TITLE_SLOT } from '@dealer/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { cssVariablesResolver, theme } from '../theme';
import { FIRST_VIEWS, FirstViewFrame, type FirstViewName, TITLED_VIEWS } from './first-view-frame';

/** Each first view's markup, for the inside of #root; `titled`: with FIRST_VIEW_TITLE_SLOT as its heading. */
export function renderFirstViews(): Record<FirstViewName, { html: string; titled?: string }> {
  const render = (view: FirstViewName, title?: string) =>
    renderToString(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <FirstViewFrame view={view} title={title} />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
  const views = FIRST_VIEWS.map((view) => {
    const titled = TITLED_VIEWS.includes(view) ? { titled: render(view, FIRST_VIEW_TITLE_SLOT) } : {};
    return [view, { html: render(view), ...titled }];
  });
  return Object.fromEntries(views) as Record<FirstViewName, { html: string; titled?: string }>;
}
