import { Card, Group, Stack } from '@mantine/core';
import type { AppraisalRow } from '../api/get-appraisals';
import type { RowsProps } from './appraisal-table';
import { CustomerCell, DetailsCell, GradeCell, RowThumb, StageCell, TeamCell, VehicleCell } from './row-cells';
import { RowValueGrid } from './value-cells';

function RowCard({ row, info, values, slug, roles }: Omit<RowsProps, 'rows'> & { row: AppraisalRow }) {
  return (
    <Card withBorder padding="sm" component="li" data-row-id={row.id}>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <RowThumb row={row} />
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <VehicleCell row={row} slug={slug} />
            <Group gap="md">
              <GradeCell row={row} />
              {info.includes('stage') ? <StageCell row={row} /> : null}
            </Group>
          </Stack>
        </Group>
        <CustomerCell row={row} />
        <TeamCell row={row} />
        <DetailsCell row={row} />
        <RowValueGrid row={row} values={values} roles={roles} />
      </Stack>
    </Card>
  );
}

/** The list as cards, below 768 px. */
export function AppraisalCards({ rows, ...props }: RowsProps) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <RowCard key={row.id} row={row} {...props} />
      ))}
    </Stack>
  );
}
