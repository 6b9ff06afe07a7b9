import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../use-page-title';

/**
 * A declared route whose screen a later issue builds: its spec title as the heading, so the guard,
 * the title and the redirects can be exercised now.
 */
export function PlaceholderPage() {
  const title = usePageTitle();
  return (
    <Stack gap="xs">
      <Title order={1}>{title}</Title>
    </Stack>
  );
}

/** Spec part 2 section 2.1: the board view "only shows 'Coming soon...'". */
export function BoardPage() {
  const title = usePageTitle();
  return (
    <Stack gap="xs">
      <Title order={1}>{title}</Title>
      <Text>Coming soon...</Text>
    </Stack>
  );
}
