import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import type { ColumnId, ListColumn } from '../lib/list-columns';

interface ColumnChooserProps {
  available: readonly ListColumn[];
  shown: readonly ListColumn[];
  /** The column the tab edits in place: always shown. */
  edited: ColumnId | null;
  onChange: (id: ColumnId, shown: boolean) => void;
}

/** The columns after Vehicle, each on or off; the choice is kept in dlrapp. */
export function ColumnChooser({ available, shown, edited, onChange }: ColumnChooserProps) {
  const isShown = (id: ColumnId) => shown.some((c) => c.id === id);
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label="Columns shown">
          <Text size="xs" c="dimmed">
            Vehicle is always shown
          </Text>
          {available.map((c) => (
            <Checkbox
              key={c.id}
              label={c.label}
              checked={isShown(c.id)}
              disabled={c.id === edited}
              onChange={(e) => onChange(c.id, e.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
