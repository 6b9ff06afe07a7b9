import { ERROR_MESSAGES } from '@dealer/domain';
import { Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { showAlert } from '../../../components/alert-dialog';

export interface HeaderOption {
  value: number;
  label: string;
}

interface HeaderSelectProps {
  label: string;
  value: number | null;
  options: readonly HeaderOption[];
  disabled: boolean;
  clearable?: boolean;
  placeholder?: string;
  /** Saves the choice; resolves false when the user backed out (a confirmation said no). */
  onSave: (next: number | null) => Promise<boolean | undefined>;
}

/**
 * One header choice (deal type, affiliate, owner status, sell strategy): saves as soon as it
 * changes, shows the choice while the call runs, says "<label> saved" when it is, and goes back to
 * the record's value with the spec's alert when the call fails.
 */
export function HeaderSelect({ label, value, options, disabled, clearable, placeholder, onSave }: HeaderSelectProps) {
  const [pending, setPending] = useState<{ value: number | null } | null>(null);
  const shown = pending ? pending.value : value;

  const change = async (raw: string | null) => {
    const next = raw === null || raw === '' ? null : Number(raw);
    if (next === value) return;
    setPending({ value: next });
    try {
      // Each save is acknowledged: a select that quietly keeps its value says nothing of the call.
      if ((await onSave(next)) !== false) notifications.show({ message: `${label} saved` });
    } catch {
      await showAlert(ERROR_MESSAGES.generic);
    } finally {
      setPending(null);
    }
  };

  // A value the options do not list (a lookup removed since) still shows, by its id.
  const data = options.map((o) => ({ value: String(o.value), label: o.label }));
  if (shown !== null && !options.some((o) => o.value === shown))
    data.push({ value: String(shown), label: `#${shown}` });

  return (
    <Select
      label={label}
      data={data}
      value={shown === null ? null : String(shown)}
      onChange={(raw) => void change(raw)}
      disabled={disabled || pending !== null}
      clearable={clearable}
      allowDeselect={false}
      placeholder={placeholder ?? 'Not set'}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
