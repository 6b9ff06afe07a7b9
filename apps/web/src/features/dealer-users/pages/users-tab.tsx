import { EMPTY_STATES, ERROR_MESSAGES, TIMING, USER_ADMIN_MESSAGES } from '@dealer/domain';
import { Alert, Button, Center, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { showAlert } from '../../../components/alert-dialog';
import { useCardLayout } from '../../../components/card-list';
import { showConfirm } from '../../../components/confirm-dialog';
import { paginationLabels } from '../../../components/pagination-labels';
import { isApiError } from '../../../lib/api-error';
import { useCurrentDealer, useSession } from '../../auth';
import { useDeactivateDealerUser } from '../api/deactivate-dealer-user';
import {
  cleanFilter,
  type DealerUser,
  type DealerUserFilter,
  USERS_PAGE_SIZE,
  useDealerUsers,
} from '../api/get-dealer-users';
import { useRoles } from '../api/get-roles';
import { UserDialog } from '../components/user-dialog';
import { UsersFilters } from '../components/users-filters';
import { UsersTable } from '../components/users-table';
import { deactivateConfirmation, invitedNote } from '../lib/user-texts';

const NO_MATCH = 'No users match these filters.';

/**
 * The Users tab of dealer settings (part 2 section 2.6; dealer admins): the dealer's users, add and
 * edit in a dialog, Deactivate with a confirmation. The settings layout renders the page's h1.
 */
export function UsersTab() {
  const { dealer, roles: actorRoles } = useCurrentDealer();
  const session = useSession();
  const compact = useCardLayout();
  const [filter, setFilter] = useState<DealerUserFilter>({});
  const [debounced] = useDebouncedValue(filter, TIMING.debounceMs);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<DealerUser | null | undefined>(undefined);
  // The e-mail last invited (POST /users answered 202): said on the page, not in a toast.
  const [invited, setInvited] = useState<string | null>(null);
  const users = useDealerUsers(dealer.id, debounced, page);
  const roles = useRoles();
  const deactivate = useDeactivateDealerUser(dealer.id);
  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));

  const onFilter = (next: DealerUserFilter) => {
    setFilter(next);
    setPage(1);
  };

  /** From the row or the edit dialog's footer; true when the user was deactivated. */
  const onDeactivate = async (user: DealerUser): Promise<boolean> => {
    if (!(await showConfirm(deactivateConfirmation(user, dealer.name)))) return false;
    try {
      await deactivate.mutateAsync(user.id);
      notifications.show({ message: `${user.name} was deactivated` });
      return true;
    } catch (error) {
      await showAlert(isApiError(error) && error.status === 409 ? error.message : ERROR_MESSAGES.generic);
      return false;
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2}>Users</Title>
        <Button
          onClick={() => {
            setInvited(null);
            setEditing(null);
          }}
          disabled={!roles.data}
        >
          Add user
        </Button>
      </Group>
      {invited ? (
        <Alert
          role="status"
          color="blue"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setInvited(null)}
          title={USER_ADMIN_MESSAGES.invitationSent}
        >
          {invitedNote(invited, dealer.name)}
        </Alert>
      ) : null}
      <UsersFilters value={filter} roles={roles.data ?? []} onChange={onFilter} />
      {users.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading users" />
        </Center>
      ) : users.isError ? (
        <Alert color="red" role="alert">
          {users.error.message}
        </Alert>
      ) : users.data.data.length === 0 ? (
        <Text>{Object.keys(cleanFilter(debounced)).length > 0 ? NO_MATCH : EMPTY_STATES.list}</Text>
      ) : (
        <UsersTable
          users={users.data.data}
          selfId={session.user.id}
          compact={compact}
          onEdit={setEditing}
          onDeactivate={(user) => void onDeactivate(user)}
        />
      )}
      {pages > 1 ? (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} aria-label="User pages" {...paginationLabels} />
        </Group>
      ) : null}
      <UserDialog
        dealerId={dealer.id}
        user={editing}
        roles={roles.data ?? []}
        actorRoles={actorRoles}
        selfId={session.user.id}
        onClose={() => setEditing(undefined)}
        onDeactivate={onDeactivate}
        onInvited={setInvited}
      />
    </Stack>
  );
}
