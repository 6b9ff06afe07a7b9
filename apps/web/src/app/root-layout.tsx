import { Progress } from '@mantine/core';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import './a11y/focus.css';
import { SkipLink } from './a11y/skip-link';
import { useHeadingFocus } from './a11y/use-heading-focus';
import { useDocumentTitle } from './use-page-title';

/** Root route: skip link, document title, focus to the heading after navigating, a thin progress bar while a lazy page loads, the page. */
export function RootLayout() {
  useDocumentTitle();
  useHeadingFocus();
  const navigation = useNavigation();
  return (
    <>
      <SkipLink />
      {navigation.state === 'loading' ? (
        <Progress
          value={100}
          animated
          size="xs"
          radius={0}
          pos="fixed"
          top={0}
          left={0}
          right={0}
          style={{ zIndex: 1000 }}
          aria-label="Loading page"
        />
      ) : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
