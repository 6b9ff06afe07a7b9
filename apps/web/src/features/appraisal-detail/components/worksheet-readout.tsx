import { formatCurrency } from '@dealer/domain';
import { Group, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

interface WorksheetReadoutProps {
  label: string;
  value: number | null;
  /** A colour band on the field (the equity colour); the text keeps its contrast. */
  color?: string;
  level?: string;
  /** A mark beside the label (a manual valuation's). */
  mark?: ReactNode;
}

/** A computed figure shown as a labelled read-only field (screen readers read it with its label). */
export function WorksheetReadout({ label, value, color, level, mark }: WorksheetReadoutProps) {
  return (
    <TextInput
      label={
        mark ? (
          <Group gap={6} component="span" display="inline-flex">
            {label}
            {mark}
          </Group>
        ) : (
          label
        )
      }
      value={value === null ? '' : formatCurrency(value)}
      placeholder="—"
      readOnly
      variant="filled"
      data-level={level}
      styles={color ? { input: { borderLeft: `6px solid ${color}`, fontWeight: 700 } } : undefined}
    />
  );
}
