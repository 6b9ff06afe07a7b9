import { formatPhone } from '@dealer/domain';
import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { CardList, CardListItem } from '../../../components/card-list';
import type { DealerUser } from '../api/get-dealer-users';
import { lastSignInText } from '../lib/user-texts';
import { RoleBadges } from './role-badges';
import { UserRowActions } from './user-row-actions';

interface UsersTableProps {
  users: readonly DealerUser[];
  selfId: number;
  compact: boolean;
  onEdit: (user: DealerUser) => void;
  onDeactivate: (user: DealerUser) => void;
}

/** The Users tab list: name, e-mail, phone, roles as badges, last sign-in; cards on a phone. */
export function UsersTable({ users, selfId, compact, onEdit, onDeactivate }: UsersTableProps) {
  const actions = (user: DealerUser) => (
    <UserRowActions user={user} isSelf={user.id === selfId} onEdit={onEdit} onDeactivate={onDeactivate} />
  );
  if (compact) {
    return (
      <CardList label="Users">
        {users.map((user) => (
          <CardListItem key={user.id}>
            <Text fw={600}>{user.name}</Text>
            <Text size="sm">{user.email}</Text>
            {formatPhone(user.phoneNumber) ? <Text size="sm">{formatPhone(user.phoneNumber)}</Text> : null}
            <RoleBadges roles={user.roles} />
            <Text size="xs">Last sign-in: {lastSignInText(user)}</Text>
            <Group justify="flex-end">{actions(user)}</Group>
          </CardListItem>
        ))}
      </CardList>
    );
  }
  return (
    <Table striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Email</Table.Th>
          <Table.Th>Phone</Table.Th>
          <Table.Th>Roles</Table.Th>
          <Table.Th>Last sign-in</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => (
          <Table.Tr key={user.id}>
            <Table.Td fw={500}>{user.name}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPhone(user.phoneNumber)}</Table.Td>
            <Table.Td>
              <RoleBadges roles={user.roles} />
            </Table.Td>
            <Table.Td>{lastSignInText(user)}</Table.Td>
            <Table.Td>{actions(user)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
