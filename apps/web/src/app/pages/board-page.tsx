import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../use-page-title';

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
