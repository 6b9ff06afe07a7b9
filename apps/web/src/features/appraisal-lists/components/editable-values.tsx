import { Group, SimpleGrid, Table, Text } from '@mantine/core';
import type { AppraisalRow } from '../api/get-appraisals';
import { useRowEditor } from '../hooks/use-row-editor';
import type { ValueColumn } from '../lib/list-columns';
import { ValueCell } from './row-cells';

interface EditableValuesProps {
  row: AppraisalRow;
  values: readonly ValueColumn[];
}

/**
 * A row's value columns with its inline editor (assess: recon parts; payoff: payoff). Loaded on
 * demand: only editable rows need the form library and the schemas.
 */
export function EditableValueCells({ row, values }: EditableValuesProps) {
  const editor = useRowEditor(row, values.find((c) => c.edit)?.edit ?? null, true);
  return (
    <>
      {values.map((c) => (
        <Table.Td key={c.id} ta="right">
          <ValueCell row={row} column={c} editor={editor} />
        </Table.Td>
      ))}
    </>
  );
}

/** The same for a card (phones): one value per line, so the inputs have room. */
export function EditableValueGrid({ row, values }: EditableValuesProps) {
  const editor = useRowEditor(row, values.find((c) => c.edit)?.edit ?? null, true);
  return (
    <SimpleGrid cols={1} spacing="xs" verticalSpacing={4}>
      {values.map((c) => (
        <Group key={c.id} justify="space-between" gap={4} wrap="nowrap">
          <Text size="xs" c="dimmed">
            {c.label}
          </Text>
          <ValueCell row={row} column={c} editor={editor} />
        </Group>
      ))}
    </SimpleGrid>
  );
}
