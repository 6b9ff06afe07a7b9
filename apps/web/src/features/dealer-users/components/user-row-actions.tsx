import { Badge, Button, Group } from '@mantine/core';
import type { DealerUser } from '../api/get-dealer-users';

interface UserRowActionsProps {
  user: DealerUser;
  isSelf: boolean;
  onEdit: (user: DealerUser) => void;
  onDeactivate: (user: DealerUser) => void;
}

/** Edit and Deactivate for one user; nobody deactivates themselves, so their own row says "You". */
export function UserRowActions({ user, isSelf, onEdit, onDeactivate }: UserRowActionsProps) {
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button size="xs" variant="default" onClick={() => onEdit(user)} aria-label={`Edit ${user.name}`}>
        Edit
      </Button>
      {isSelf ? (
        <Badge variant="outline" color="gray.8">
          You
        </Badge>
      ) : (
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          onClick={() => onDeactivate(user)}
          aria-label={`Deactivate ${user.name}`}
        >
          Deactivate
        </Button>
      )}
    </Group>
  );
}
