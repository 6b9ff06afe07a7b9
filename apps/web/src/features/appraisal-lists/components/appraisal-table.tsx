import type { Roles } from '@dealer/domain';
import { Table } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { AppraisalRow } from '../api/get-appraisals';
import { INFO_COLUMN_LABELS, type InfoColumnId, type ValueColumn } from '../lib/list-columns';
import {
  CustomerCell,
  DetailsCell,
  detailPath,
  GradeCell,
  RowThumb,
  StageCell,
  TeamCell,
  VehicleCell,
} from './row-cells';
import { RowValueCells } from './value-cells';

export interface RowsProps {
  rows: readonly AppraisalRow[];
  info: readonly InfoColumnId[];
  values: readonly ValueColumn[];
  slug: string;
  roles: Roles;
}

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"]';

/** Minimum widths, so the text columns stay readable beside the value columns (the table scrolls). */
const MIN_WIDTH: Readonly<Record<InfoColumnId, number>> = {
  photo: 72,
  vehicle: 190,
  grade: 64,
  stage: 150,
  customer: 180,
  people: 130,
  details: 200,
};
const VALUE_MIN_WIDTH = 104;

export function infoCell(id: InfoColumnId, row: AppraisalRow, slug: string): ReactNode {
  switch (id) {
    case 'photo':
      return <RowThumb row={row} />;
    case 'vehicle':
      return <VehicleCell row={row} slug={slug} />;
    case 'grade':
      return <GradeCell row={row} />;
    case 'stage':
      return <StageCell row={row} />;
    case 'customer':
      return <CustomerCell row={row} />;
    case 'people':
      return <TeamCell row={row} />;
    case 'details':
      return <DetailsCell row={row} />;
  }
}

function TableRow({ row, info, values, slug, roles }: Omit<RowsProps, 'rows'> & { row: AppraisalRow }) {
  const navigate = useNavigate();
  // The whole row opens the record; keyboard users have the vehicle link. Clicks on the row's own
  // links and inputs keep their meaning.
  const open = (event: MouseEvent<HTMLTableRowElement>) => {
    if ((event.target as HTMLElement).closest(INTERACTIVE)) return;
    navigate(detailPath(slug, row));
  };
  return (
    <Table.Tr onClick={open} style={{ cursor: 'pointer' }} data-row-id={row.id}>
      {info.map((id) => (
        <Table.Td key={id} miw={MIN_WIDTH[id]}>
          {infoCell(id, row, slug)}
        </Table.Td>
      ))}
      <RowValueCells row={row} values={values} roles={roles} />
    </Table.Tr>
  );
}

/** The list as a table (768 px and wider); a wide list scrolls sideways. */
export function AppraisalTable({ rows, info, values, slug, roles }: RowsProps) {
  return (
    <Table.ScrollContainer
      minWidth={info.reduce((sum, id) => sum + MIN_WIDTH[id] + 20, 0) + values.length * (VALUE_MIN_WIDTH + 20)}
    >
      <Table highlightOnHover verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            {info.map((id) => (
              <Table.Th key={id}>{INFO_COLUMN_LABELS[id]}</Table.Th>
            ))}
            {values.map((c) => (
              <Table.Th key={c.id} ta="right" miw={VALUE_MIN_WIDTH}>
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <TableRow key={row.id} row={row} info={info} values={values} slug={slug} roles={roles} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
