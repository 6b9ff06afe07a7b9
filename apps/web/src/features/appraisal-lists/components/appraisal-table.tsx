import type { Roles, Stage } from '@dealer/domain';
import { Box, Table } from '@mantine/core';
import { type MouseEvent, memo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { AppraisalRow } from '../api/get-appraisals';
import type { RowActionsOfRows } from '../hooks/use-row-actions';
import type { ColumnId, ListColumn } from '../lib/list-columns';
import classes from './appraisal-table.module.css';
import { RowActionsCell } from './row-actions-cell';
import { CustomerCell, DetailsCell, detailPath, StageCell, TeamCell, VehicleCell } from './row-cells';
import { RowValueCells } from './value-cells';

export interface RowsProps {
  rows: readonly AppraisalRow[];
  /** The columns after the pinned Vehicle column, in order (text columns, then value columns). */
  columns: readonly ListColumn[];
  slug: string;
  roles: Roles;
  /** The stage tab on screen (a row an edit moved off it says where it went). */
  tab: Stage | null;
  /** The rows' actions (management, service and showroom lists); absent elsewhere. */
  actions?: RowActionsOfRows;
}

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"]';

/** Widths the columns need to stay readable; the table scrolls sideways when they add up to more. */
const VEHICLE_WIDTH = 230;
const WIDTH: Readonly<Record<ColumnId, number>> = {
  stage: 150,
  customer: 160,
  team: 90,
  details: 150,
  books: 140,
  mmr: 88,
  jdp: 88,
  galves: 88,
  blackbook: 88,
  wholesale: 88,
  profit: 80,
  payoff: 88,
  recon: 88,
};
/** Horizontal padding of a cell, both sides. */
const CELL_SPACING = 8;
const CELL_PADDING = 2 * CELL_SPACING;
const EDITOR_WIDTH = { recon: 150, payoff: 112 } as const;

const widthOf = (c: ListColumn) => (c.edit ? EDITOR_WIDTH[c.edit] : WIDTH[c.id]);

/** The table's minimum width: the sum of its columns (the stage is a line of the Vehicle cell). */
export function tableMinWidth(columns: readonly ListColumn[]): number {
  return columns
    .filter((c) => c.id !== 'stage')
    .reduce((sum, c) => sum + widthOf(c) + CELL_PADDING, VEHICLE_WIDTH + CELL_PADDING);
}

function textCell(id: ColumnId, row: AppraisalRow): ReactNode {
  switch (id) {
    case 'customer':
      return <CustomerCell row={row} />;
    case 'team':
      return <TeamCell row={row} />;
    case 'details':
      return <DetailsCell row={row} />;
    default:
      return null;
  }
}

function TableRow({ row, columns, slug, roles, tab, actions }: Omit<RowsProps, 'rows'> & { row: AppraisalRow }) {
  const navigate = useNavigate();
  // The whole row opens the record; keyboard users have the vehicle link. Clicks on the row's own
  // links and inputs keep their meaning.
  const open = (event: MouseEvent<HTMLTableRowElement>) => {
    if ((event.target as HTMLElement).closest(INTERACTIVE)) return;
    navigate(detailPath(slug, row));
  };
  const text = columns.filter((c) => !c.parts && c.id !== 'stage');
  const values = columns.filter((c) => c.parts);
  return (
    <Table.Tr onClick={open} style={{ cursor: 'pointer' }} data-row-id={row.id} className={classes.row}>
      <Table.Td className={classes.pinned}>
        <VehicleCell row={row} slug={slug} tab={tab} />
        {columns.some((c) => c.id === 'stage') ? <StageCell row={row} /> : null}
        {/* In the pinned column, so the row's actions stay in view when the table scrolls sideways. */}
        {actions ? (
          <Box mt={6}>
            <RowActionsCell row={row} controller={actions} />
          </Box>
        ) : null}
      </Table.Td>
      {text.map((c) => (
        <Table.Td key={c.id}>{textCell(c.id, row)}</Table.Td>
      ))}
      <RowValueCells row={row} values={values} roles={roles} />
    </Table.Tr>
  );
}

/**
 * The list as a table (768 px and wider). The Vehicle column is pinned: when chosen columns make
 * the table wider than the page and it scrolls sideways, the car being edited stays in view. On
 * pages without stage tabs it also says the record's stage, under the vehicle.
 */
export const AppraisalTable = memo(function AppraisalTable({ rows, columns, slug, roles, tab, actions }: RowsProps) {
  return (
    <Table.ScrollContainer minWidth={tableMinWidth(columns)} type="native" className={classes.scroller}>
      <Table highlightOnHover verticalSpacing={8} horizontalSpacing={CELL_SPACING} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.pinned} w={VEHICLE_WIDTH}>
              Vehicle
            </Table.Th>
            {columns
              .filter((c) => c.id !== 'stage')
              .map((c) => (
                <Table.Th key={c.id} ta={c.parts ? 'right' : undefined} w={widthOf(c)}>
                  {c.label}
                </Table.Th>
              ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <TableRow key={row.id} row={row} columns={columns} slug={slug} roles={roles} tab={tab} actions={actions} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});
