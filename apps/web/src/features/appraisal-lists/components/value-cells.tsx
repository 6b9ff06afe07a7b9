import type { Roles } from '@dealer/domain';
import { Group, SimpleGrid, Table, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { AppraisalRow } from '../api/get-appraisals';
import { canEditRow, type ValueColumn } from '../lib/list-columns';
import { ValueCell } from './row-cells';

const EditableValueCells = lazy(() => import('./editable-values').then((m) => ({ default: m.EditableValueCells })));
const EditableValueGrid = lazy(() => import('./editable-values').then((m) => ({ default: m.EditableValueGrid })));

interface ValuesProps {
  row: AppraisalRow;
  values: readonly ValueColumn[];
  roles: Roles;
}

const editable = ({ row, values, roles }: ValuesProps) => values.some((c) => c.edit) && canEditRow(roles, row);

function ReadOnlyCells({ row, values }: Omit<ValuesProps, 'roles'>) {
  return (
    <>
      {values.map((c) => (
        <Table.Td key={c.id} ta="right">
          <ValueCell row={row} column={c} editor={null} />
        </Table.Td>
      ))}
    </>
  );
}

function ReadOnlyGrid({ row, values }: Omit<ValuesProps, 'roles'>) {
  return (
    <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
      {values.map((c) => (
        <Group key={c.id} justify="space-between" gap={4} wrap="nowrap">
          <Text size="xs" c="dimmed">
            {c.label}
          </Text>
          <ValueCell row={row} column={c} editor={null} />
        </Group>
      ))}
    </SimpleGrid>
  );
}

/** A table row's value cells: read-only, or with the inline editor when this row may be edited here. */
export function RowValueCells(props: ValuesProps) {
  const readOnly = <ReadOnlyCells row={props.row} values={props.values} />;
  if (!editable(props)) return readOnly;
  return (
    <Suspense fallback={readOnly}>
      <EditableValueCells row={props.row} values={props.values} />
    </Suspense>
  );
}

/** A card's values, the same way. */
export function RowValueGrid(props: ValuesProps) {
  if (props.values.length === 0) return null;
  const readOnly = <ReadOnlyGrid row={props.row} values={props.values} />;
  if (!editable(props)) return readOnly;
  return (
    <Suspense fallback={readOnly}>
      <EditableValueGrid row={props.row} values={props.values} />
    </Suspense>
  );
}
