import { formatCurrency } from '@dealer/domain';
import { TextInput } from '@mantine/core';

interface WorksheetReadoutProps {
  label: string;
  value: number | null;
  /** A colour band on the field (the equity colour); the text keeps its contrast. */
  color?: string;
  level?: string;
}

/** A computed figure shown as a labelled read-only field (screen readers read it with its label). */
export function WorksheetReadout({ label, value, color, level }: WorksheetReadoutProps) {
  return (
    <TextInput
      label={label}
      value={value === null ? '' : formatCurrency(value)}
      placeholder="—"
      readOnly
      variant="filled"
      data-level={level}
      styles={color ? { input: { borderLeft: `6px solid ${color}`, fontWeight: 700 } } : undefined}
    />
  );
}
