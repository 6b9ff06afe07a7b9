import { Progress } from '@mantine/core';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useDocumentTitle } from './use-page-title';

/** Root route: document title, a thin progress bar while a lazy page loads, the page. */
export function RootLayout() {
  useDocumentTitle();
  const navigation = useNavigation();
  return (
    <>
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
