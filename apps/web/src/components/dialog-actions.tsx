import { Button, Group } from '@mantine/core';

interface DialogActionsProps {
  onCancel: () => void;
  submitting: boolean;
  submitLabel?: string;
}

/** A form dialog's Cancel and submit buttons, right-aligned; Cancel waits while the form submits. */
export function DialogActions({ onCancel, submitting, submitLabel = 'Save' }: DialogActionsProps) {
  return (
    <Group justify="flex-end" mt="sm">
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        Cancel
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}
