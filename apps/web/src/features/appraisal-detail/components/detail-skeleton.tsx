import { Box, Group, Paper, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';

/**
 * The record's page while it loads: the header card's shape (heading, vehicle line, badges) and a
 * screen of room for the tabs, so what follows (a phone's logo button, in the flow) does not jump
 * when the record comes. Also the page's first view before the scripts run (first-view-frame).
 * `title`: the vehicle, when the server already named it in the page (its heading stays in place).
 */
export function DetailSkeleton({ title }: { title?: string }) {
  return (
    <Stack gap="lg" aria-busy>
      <VisuallyHidden role="status">Loading appraisal</VisuallyHidden>
      <Paper withBorder p="md" radius="md">
        <Stack gap={8}>
          {title === undefined ? (
            <Skeleton h={34} w="min(28rem, 80%)" aria-hidden />
          ) : (
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
          )}
          <Skeleton h={14} w="min(20rem, 60%)" aria-hidden />
          <Group gap="xs" aria-hidden>
            <Skeleton h={20} w={140} radius="xl" />
            <Skeleton h={20} w={90} radius="xl" />
          </Group>
        </Stack>
      </Paper>
      <Box mih="100vh" aria-hidden />
    </Stack>
  );
}
