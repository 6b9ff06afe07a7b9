import { EmptyState } from '@mantine/core';
import { IconCoffee } from '@tabler/icons-react';

/** "Time for a break / Nothing to do here right now" (or the showroom's), as a heading and a line. */
export function ListEmptyState({ heading, line }: { heading: string; line: string }) {
  return (
    <EmptyState py="xl">
      <EmptyState.Indicator>
        <IconCoffee size={40} aria-hidden />
      </EmptyState.Indicator>
      <EmptyState.Title order={2}>{heading}</EmptyState.Title>
      <EmptyState.Description>{line}</EmptyState.Description>
    </EmptyState>
  );
}
