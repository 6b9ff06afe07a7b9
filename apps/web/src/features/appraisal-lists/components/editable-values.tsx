import { vehicleTitle } from '@dealer/domain';
import { Table } from '@mantine/core';
import { useId } from 'react';
import type { AppraisalRow } from '../api/get-appraisals';
import { type EditField, type RowEditor, useRowEditor } from '../hooks/use-row-editor';
import type { ListColumn, ValuePart } from '../lib/list-columns';
import classes from './editable-values.module.css';
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
}

/** A `$` amount input and its error. */
function AmountInput({ row, part, editor }: AmountInputProps) {
  const { error, ...field } = editor.field(part.field as EditField);
  const errorId = useId();
  return (
    <div className={classes.amount}>
      <span className={classes.currency} aria-hidden>
        $
      </span>
      <input
        className={classes.input}
        inputMode="decimal"
        autoComplete="off"
        aria-label={`${part.label}, ${vehicleTitle(row, `appraisal ${row.id}`)}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...field}
      />
      {error ? (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The edited column: the payoff input, or the three recon inputs stacked as one row edit. */
function ColumnEditor({ row, column, editor }: { row: AppraisalRow; column: ListColumn; editor: RowEditor }) {
  const parts = column.parts ?? [];
  return (
    <div className={classes.stack}>
      {parts.map((p) => (
        <div key={p.field} className={classes.part}>
          {parts.length > 1 ? (
            <span className={classes.short} aria-hidden>
              {SHORT[p.field] ?? p.label}
            </span>
          ) : null}
          <AmountInput row={row} part={p} editor={editor} />
        </div>
      ))}
    </div>
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
    <div className={classes.cardValues}>
      <CardAmounts row={row} values={values} />
      {edited && editor ? (
        <div className={classes.cardParts}>
          {(edited.parts ?? []).map((p) => (
            <div key={p.field}>
              <span className={classes.short} aria-hidden>
                {SHORT[p.field] ?? p.label}
              </span>
              <AmountInput row={row} part={p} editor={editor} />
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
