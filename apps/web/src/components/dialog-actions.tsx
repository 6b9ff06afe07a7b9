import { Button, Group } from '@mantine/core';

interface DialogActionsProps {
  onCancel: () => void;
  submitting: boolean;
  submitLabel?: string;
  /** An edit form's removal (the spec's form footer: "Save, Cancel, Delete"); absent when adding. */
  onDelete?: () => void;
  /** 'Delete', or the spec's own word for the removal ('Deactivate' for a user). */
  deleteLabel?: string;
}

/**
 * A form dialog's footer (part 1 "Shared widgets": "Form footer: Save, Cancel, Delete"): Delete on
 * the left, away from Save; Cancel and the submit button right-aligned. All wait while the form submits.
 */
export function DialogActions({
  onCancel,
  submitting,
  submitLabel = 'Save',
  onDelete,
  deleteLabel = 'Delete',
}: DialogActionsProps) {
  return (
    <Group justify={onDelete ? 'space-between' : 'flex-end'} mt="sm">
      {onDelete ? (
        <Button variant="outline" color="red.9" onClick={onDelete} disabled={submitting}>
          {deleteLabel}
        </Button>
      ) : null}
      <Group gap="sm">
        <Button variant="default" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </Group>
    </Group>
  );
}
