import { Card, Stack } from '@mantine/core';
import { memo } from 'react';
import type { AppraisalRow } from '../api/get-appraisals';
import classes from './appraisal-cards.module.css';
import type { RowsProps } from './appraisal-table';
import { RowActionsCell } from './row-actions-cell';
import { CustomerCell, DetailsCell, StageCell, VehicleCell } from './row-cells';
import { CardValues } from './value-cells';

function RowCard({ row, columns, slug, roles, tab, actions }: Omit<RowsProps, 'rows'> & { row: AppraisalRow }) {
  const shows = (id: string) => columns.some((c) => c.id === id);
  return (
    <Card withBorder padding={8} component="li" data-row-id={row.id} className={classes.card}>
      <Stack gap={4}>
        <VehicleCell row={row} slug={slug} tab={tab} historyLogin={false} />
        {shows('stage') ? <StageCell row={row} /> : null}
        {shows('customer') ? <CustomerCell row={row} inline /> : null}
        {shows('details') ? <DetailsCell row={row} /> : null}
        <CardValues row={row} values={columns.filter((c) => c.parts)} roles={roles} />
        {actions ? <RowActionsCell row={row} controller={actions} /> : null}
      </Stack>
    </Card>
  );
}

/**
 * The list as cards, below 768 px: compact, so a phone screen holds several. The vehicle, the
 * customer and phone on one line, the row's notes, then the amounts four to a line.
 */
export const AppraisalCards = memo(function AppraisalCards({ rows, ...props }: RowsProps) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <RowCard key={row.id} row={row} {...props} />
      ))}
    </Stack>
  );
});
