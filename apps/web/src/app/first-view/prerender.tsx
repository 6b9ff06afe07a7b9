// The server-side build's entry (vite.prerender.config.ts): each first view as HTML, made at build time.
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { cssVariablesResolver, theme } from '../theme';
import { FIRST_VIEWS, FirstViewFrame, type FirstViewName } from './first-view-frame';

/** Each first view's markup, for the inside of #root. */
export function renderFirstViews(): Record<FirstViewName, string> {
  const render = (view: FirstViewName) =>
    renderToString(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <MemoryRouter>
          <FirstViewFrame view={view} />
        </MemoryRouter>
      </MantineProvider>,
    );
  return Object.fromEntries(FIRST_VIEWS.map((view) => [view, render(view)])) as Record<FirstViewName, string>;
}
