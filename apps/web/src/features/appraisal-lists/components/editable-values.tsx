import { vehicleTitle } from '@dealer/domain';
import { Box, Group, Input, Stack, Table, Text } from '@mantine/core';
import { useId } from 'react';
import type { AppraisalRow } from '../api/get-appraisals';
import { type EditField, type RowEditor, useRowEditor } from '../hooks/use-row-editor';
import type { ListColumn, ValuePart } from '../lib/list-columns';
import { CardAmounts, ValueAmounts } from './value-cells';

interface EditableValuesProps {
  row: AppraisalRow;
  values: readonly ListColumn[];
}

/** The short label beside a recon input; the input's own name says it in full. */
const SHORT: Readonly<Record<string, string>> = {
  reconBodyCost: 'Body',
  reconMechCost: 'Mech.',
  reconOtherCost: 'Other',
};

interface AmountInputProps {
  row: AppraisalRow;
  part: ValuePart;
  editor: RowEditor;
  width?: number | string;
}

/**
 * Mantine's Input and its error, not TextInput: TextInput's wrapper gives itself an id in a layout
 * effect, a synchronous re-render of each of a list's 25-75 inputs right after the list is drawn.
 */
function AmountInput({ row, part, editor, width = 100 }: AmountInputProps) {
  const { error, ...field } = editor.field(part.field as EditField);
  const errorId = useId();
  return (
    <Box w={width}>
      <Input
        size="xs"
        leftSection="$"
        inputMode="decimal"
        autoComplete="off"
        aria-label={`${part.label}, ${vehicleTitle(row, `appraisal ${row.id}`)}`}
        error={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...field}
      />
      {error ? (
        <Input.Error id={errorId} size="xs" mt={4} ta="left">
          {error}
        </Input.Error>
      ) : null}
    </Box>
  );
}

/** The edited column: the payoff input, or the three recon inputs stacked as one row edit. */
function ColumnEditor({ row, column, editor }: { row: AppraisalRow; column: ListColumn; editor: RowEditor }) {
  const parts = column.parts ?? [];
  if (parts.length === 1) return <AmountInput row={row} part={parts[0]!} editor={editor} />;
  return (
    <Stack gap={4} align="flex-end">
      {parts.map((p) => (
        <Group key={p.field} gap={6} wrap="nowrap" align="flex-start">
          <Text size="xs" c="dimmed" aria-hidden mt={6}>
            {SHORT[p.field] ?? p.label}
          </Text>
          <AmountInput row={row} part={p} editor={editor} />
        </Group>
      ))}
    </Stack>
  );
}

function useEditor(row: AppraisalRow, values: readonly ListColumn[]) {
  return useRowEditor(row, values.find((c) => c.edit)?.edit ?? null, true);
}

/**
 * A row's value columns with its inline editor (assess: recon parts; payoff: payoff). Loaded on
 * demand: only editable rows need the editor and the schemas.
 */
export function EditableValueCells({ row, values }: EditableValuesProps) {
  const editor = useEditor(row, values);
  return (
    <>
      {values.map((c) => (
        <Table.Td key={c.id} ta="right">
          {c.edit && editor ? (
            <ColumnEditor row={row} column={c} editor={editor} />
          ) : (
            <ValueAmounts row={row} column={c} />
          )}
        </Table.Td>
      ))}
    </>
  );
}

/** The same for a card (phones): the amounts, then the edited column's inputs side by side. */
export function EditableCardValues({ row, values }: EditableValuesProps) {
  const editor = useEditor(row, values);
  const edited = values.find((c) => c.edit);
  return (
    <Stack gap={6}>
      <CardAmounts row={row} values={values} />
      {edited && editor ? (
        <Group gap={6} wrap="nowrap" grow>
          {(edited.parts ?? []).map((p) => (
            <Stack key={p.field} gap={0} style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed" aria-hidden>
                {SHORT[p.field] ?? p.label}
              </Text>
              <AmountInput row={row} part={p} editor={editor} width="100%" />
            </Stack>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
