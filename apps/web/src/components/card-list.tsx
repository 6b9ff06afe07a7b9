import { Card, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PHONE_QUERY, useViewportQuery } from '../lib/use-viewport-query';

/**
 * Below 768 px a table's rows become cards (as the appraisal lists and the users tab do): a
 * 390 px screen shows every column and action of a row without scrolling sideways. Read as the
 * component first renders, so a phone's first drawing is already the cards; later switches follow
 * the viewport's 200 ms settle (useViewportQuery).
 */
export function useCardLayout(): boolean {
  return useViewportQuery(PHONE_QUERY);
}

/** The rows as a list of cards, named for screen readers as the table it stands for. */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

/** One row as a card: its fields stacked, long words wrapped rather than cut. */
export function CardListItem({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Card withBorder component="li" padding="sm" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
      <Stack gap={4}>{children}</Stack>
    </Card>
  );
}
