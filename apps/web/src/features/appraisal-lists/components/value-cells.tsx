import {
  formatCurrency,
  MANUAL_VALUATION_MARK,
  type Roles,
  VALUATION_FIELDS,
  VALUATION_PROVIDER_KEYS,
} from '@dealer/domain';
import { Table } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { AppraisalRow } from '../api/get-appraisals';
import { canEditRow, type ListColumn, type ValuePart } from '../lib/list-columns';
import classes from './value-cells.module.css';

const EditableValueCells = lazy(() => import('./editable-values').then((m) => ({ default: m.EditableValueCells })));
const EditableCardValues = lazy(() => import('./editable-values').then((m) => ({ default: m.EditableCardValues })));

export interface ValuesProps {
  row: AppraisalRow;
  /** The value columns shown (those with parts), in order. */
  values: readonly ListColumn[];
  roles: Roles;
}

/**
 * An amount as money, or a dash when there is none yet (a blank would read as a missing value); a
 * provider's value entered by hand says so ("$15,250.00 (manual)").
 */
export const amountOf = (row: AppraisalRow, part: ValuePart) => {
  const amount = formatCurrency(row[part.field as keyof AppraisalRow] as number | null | undefined) || '—';
  const provider = VALUATION_PROVIDER_KEYS.find((p) => VALUATION_FIELDS[p] === part.field);
  return provider && row.manualValuations?.includes(provider) ? `${amount} (${MANUAL_VALUATION_MARK})` : amount;
};

/** A card's shorter labels, where four share a phone's width. */
const CARD_LABEL: Readonly<Record<string, string>> = {
  'Wholesale valuation': 'Wholesale',
  'Expected profit': 'Profit',
};

/** A value column's amounts: one right-aligned, or several (the book values) as labelled lines. */
export function ValueAmounts({ row, column }: { row: AppraisalRow; column: ListColumn }) {
  const parts = column.parts ?? [];
  if (parts.length === 1) return <div className={classes.amount}>{amountOf(row, parts[0]!)}</div>;
  return (
    <div className={classes.lines}>
      {parts.map((p) => (
        <div key={p.field} className={classes.line}>
          <span className={classes.label}>{p.label}</span>
          <span>{amountOf(row, p)}</span>
        </div>
      ))}
    </div>
  );
}

function ReadOnlyCells({ row, values }: Omit<ValuesProps, 'roles'>) {
  return (
    <>
      {values.map((c) => (
        <Table.Td key={c.id} ta="right">
          <ValueAmounts row={row} column={c} />
        </Table.Td>
      ))}
    </>
  );
}

/** A card's amounts, four to a line, label above amount; the edited column is left to the editor. */
export function CardAmounts({ row, values }: Omit<ValuesProps, 'roles'>) {
  const parts = values.filter((c) => !c.edit).flatMap((c) => c.parts ?? []);
  if (parts.length === 0) return null;
  return (
    <div className={classes.grid}>
      {parts.map((p) => (
        <div key={p.field} className={classes.cell}>
          <span className={classes.label}>{CARD_LABEL[p.label] ?? p.label}</span>
          <span>{amountOf(row, p)}</span>
        </div>
      ))}
    </div>
  );
}

const editable = ({ row, values, roles }: ValuesProps) => values.some((c) => c.edit) && canEditRow(roles, row);

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
export function CardValues(props: ValuesProps) {
  if (props.values.length === 0) return null;
  const readOnly = <CardAmounts row={props.row} values={props.values} />;
  if (!editable(props)) return readOnly;
  return (
    <Suspense fallback={readOnly}>
      <EditableCardValues row={props.row} values={props.values} />
    </Suspense>
  );
}
