import { ERROR_MESSAGES } from '@dealer/domain';
import { Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { showAlert } from '../../../components/alert-dialog';
import type { AppraisalDetail } from '../api/get-appraisal-detail';
import { useSaveFinanceBank } from '../api/save-finance-bank';
import { bankView } from '../lib/header-view';
import { FieldLabel } from './field-label';

/**
 * The finance bank (part 2 section 2.5): free text with the dealer's banks suggested, saved when the
 * field is left or Enter is pressed and the text changed (a suggestion picked, then left: one save); red with 'Not found in dealer banks!'
 * while it matches none of them. Read-only text where the header cannot be edited.
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

  // Choosing a suggestion and then leaving the field is one change, saved once.
  const commit = async (value: string) => {
    const next = value.trim() || null;
    if (next === (record.financeBank?.trim() || null) || next === pending.current) return;
    pending.current = next;
    try {
      await save.mutateAsync(next);
    } catch {
      setText(record.financeBank ?? '');
      await showAlert(ERROR_MESSAGES.generic);
    } finally {
      pending.current = undefined;
    }
  };

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
        onChange={(e) => setText(e.currentTarget.value)}
        onBlur={() => void commit(text)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void commit(text);
        }}
        error={bank?.warning ?? undefined}
      />
      <datalist id={listId}>
        {(record.bankOptions ?? []).map((b) => (
          <option key={b.id} value={b.name} />
        ))}
      </datalist>
    </>
  );
}
