import { Button, Group } from '@mantine/core';

interface FormFooterProps {
  dirty: boolean;
  submitting: boolean;
  onCancel: () => void;
}

/** Save/Cancel under a settings form: Cancel puts the saved values back; both wait for a change. */
export function FormFooter({ dirty, submitting, onCancel }: FormFooterProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={!dirty || submitting}>
        Cancel
      </Button>
      <Button type="submit" loading={submitting} disabled={!dirty}>
        Save
      </Button>
    </Group>
  );
}
