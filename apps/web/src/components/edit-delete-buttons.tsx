import { Button } from '@mantine/core';

/** A list row's Edit and Delete buttons, named by the row's item for screen readers. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <Button size="xs" variant="light" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button size="xs" variant="light" color="red" onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </>
  );
}
