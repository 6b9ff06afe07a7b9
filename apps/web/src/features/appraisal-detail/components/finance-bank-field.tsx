import { ERROR_MESSAGES } from '@dealer/domain';
import { Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { showAlert } from '../../../components/alert-dialog';
import type { AppraisalDetail } from '../api/get-appraisal-detail';
import { useSaveFinanceBank } from '../api/save-finance-bank';
import { bankView } from '../lib/header-view';
import { FieldLabel } from './field-label';

/** Said under the field while its text is not the record's: leaving it does not save what was typed. */
export const FINANCE_BANK_UNSAVED = 'Not saved: press Enter to save, Esc to undo.';

/**
 * The finance bank (part 2 section 2.5): free text with the dealer's banks suggested, red with
 * 'Not found in dealer banks!' while it matches none of them. Only a chosen or confirmed value is
 * saved: a suggestion picked (or the name of one of the dealer's banks, when the field is left),
 * or any text with Enter. Leaving half-typed text ("C") keeps it unsaved, saying so; Esc undoes it.
 * Each save is acknowledged. Read-only text where the header cannot be edited.
 */
export function FinanceBankField({ record, editable }: { record: AppraisalDetail; editable: boolean }) {
  const save = useSaveFinanceBank(record.id);
  const [text, setText] = useState(record.financeBank ?? '');
  const pending = useRef<string | null | undefined>(undefined);
  useEffect(() => setText(record.financeBank ?? ''), [record.financeBank]);
  const bank = bankView(record);

  if (!editable)
    return (
      <div>
        <FieldLabel>Finance bank</FieldLabel>
        {bank ? (
          <Text size="sm" c={bank.warning ? 'red.9' : undefined} fw={bank.warning ? 600 : undefined}>
            {bank.name}
            {bank.warning ? (
              <Text component="span" display="block" size="sm" c="red.9">
                {bank.warning}
              </Text>
            ) : null}
          </Text>
        ) : (
          <Text size="sm">None</Text>
        )}
      </div>
    );

  const saved = record.financeBank?.trim() || null;
  const options = record.bankOptions ?? [];
  const isBankName = (value: string) => options.some((b) => b.name === value.trim());
  // Choosing a suggestion and then leaving the field is one change, saved once.
  const commit = async (value: string) => {
    const next = value.trim() || null;
    if (next === saved || next === pending.current) return;
    pending.current = next;
    try {
      await save.mutateAsync(next);
      notifications.show({ message: 'Finance bank saved' });
    } catch {
      setText(record.financeBank ?? '');
      await showAlert(ERROR_MESSAGES.generic);
    } finally {
      pending.current = undefined;
    }
  };

  const unsaved = (text.trim() || null) !== saved && !save.isPending;
  // The dealer's banks as the browser's own suggestions (a datalist): free text stays allowed.
  const listId = `dealer-banks-${record.id}`;
  return (
    <>
      <TextInput
        label="Finance bank"
        placeholder="None"
        list={listId}
        autoComplete="off"
        value={text}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setText(value);
          // A suggestion picked from the list arrives as one replacement, not as typing.
          if ((e.nativeEvent as InputEvent).inputType === 'insertReplacementText' && isBankName(value))
            void commit(value);
        }}
        onBlur={() => {
          if (isBankName(text)) void commit(text);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void commit(text);
          if (e.key === 'Escape') setText(record.financeBank ?? '');
        }}
        description={unsaved ? FINANCE_BANK_UNSAVED : undefined}
        error={bank?.warning ?? undefined}
      />
      <datalist id={listId}>
        {options.map((b) => (
          <option key={b.id} value={b.name} />
        ))}
      </datalist>
    </>
  );
}
