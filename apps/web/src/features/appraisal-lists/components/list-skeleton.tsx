import { Box, Card, Group, Skeleton, Stack, Table } from '@mantine/core';
import { memo } from 'react';

const ROWS = 6;
/** The default columns' widths after the vehicle (see appraisal-table). */
const CELL_WIDTHS = { customer: 170, team: 100, details: 170, books: 130, wholesale: 96, profit: 88, payoff: 96 };

/**
 * Placeholder rows while the first page loads, the shape of the rows to come, so the page does
 * not jump when they arrive. Hidden from assistive technology: the list says it is busy. Cards
 * or table as the list will draw them; "by-width" draws both and lets the CSS pick (below 768 px
 * the cards), for the page's first view, drawn before any script knows the screen's width.
 */
export const ListSkeleton = memo(function ListSkeleton({ cards }: { cards: boolean | 'by-width' }) {
  if (cards === 'by-width') {
    return (
      <Box aria-hidden data-testid="list-skeleton">
        <SkeletonCards hiddenFrom="sm" />
        <SkeletonTable visibleFrom="sm" />
      </Box>
    );
  }
  return cards ? (
    <SkeletonCards aria-hidden data-testid="list-skeleton" />
  ) : (
    <SkeletonTable aria-hidden data-testid="list-skeleton" />
  );
});

type Shown = { hiddenFrom?: 'sm'; visibleFrom?: 'sm'; 'aria-hidden'?: boolean; 'data-testid'?: string };
const rows = Array.from({ length: ROWS }, (_, i) => i);

function SkeletonCards(props: Shown) {
  return (
    <Stack gap="xs" {...props}>
      {rows.map((i) => (
        <Card key={i} withBorder padding={8}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Skeleton w={36} h={36} radius="sm" />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton h={14} w="70%" />
              <Skeleton h={10} w="50%" />
              <Skeleton h={10} w="40%" />
            </Stack>
          </Group>
          <Skeleton h={10} w="60%" mt={10} />
          <Skeleton h={24} mt={10} />
        </Card>
      ))}
    </Stack>
  );
}

function SkeletonTable(props: Shown) {
  return (
    <Table verticalSpacing={8} {...props}>
      <Table.Tbody>
        {rows.map((i) => (
          <Table.Tr key={i}>
            <Table.Td w={260}>
              <Group gap="sm" wrap="nowrap">
                <Skeleton w={36} h={36} radius="sm" />
                <Stack gap={6} style={{ flex: 1 }}>
                  <Skeleton h={14} w="80%" />
                  <Skeleton h={10} w="60%" />
                </Stack>
              </Group>
            </Table.Td>
            {Object.entries(CELL_WIDTHS).map(([id, w]) => (
              <Table.Td key={id} w={w}>
                <Skeleton h={12} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
