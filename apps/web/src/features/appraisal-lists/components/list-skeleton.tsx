import { Card, Group, Skeleton, Stack, Table } from '@mantine/core';

const ROWS = 6;
/** The default columns' widths after the vehicle (see appraisal-table). */
const CELL_WIDTHS = { customer: 170, team: 100, details: 170, books: 130, wholesale: 96, profit: 88, payoff: 96 };

/**
 * Placeholder rows while the first page loads, the shape of the rows to come, so the page does
 * not jump when they arrive. Hidden from assistive technology: the list says it is busy.
 */
export function ListSkeleton({ cards }: { cards: boolean }) {
  const rows = Array.from({ length: ROWS }, (_, i) => i);
  if (cards) {
    return (
      <Stack gap="xs" aria-hidden data-testid="list-skeleton">
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
  return (
    <Table aria-hidden data-testid="list-skeleton" verticalSpacing={8}>
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
