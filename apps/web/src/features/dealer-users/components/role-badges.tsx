import { Badge, Group } from '@mantine/core';
import type { DealerUserRole } from '../api/get-dealer-users';
import { badgeRoles, roleLabel } from '../lib/role-options';

/** A user's roles at this dealer as badges: the abbreviation, spelled out in its title. */
export function RoleBadges({ roles }: { roles: readonly DealerUserRole[] }) {
  return (
    <Group gap={4}>
      {badgeRoles(roles).map((role) => (
        <Badge
          key={role.id}
          component="abbr"
          title={roleLabel(role.name)}
          variant="light"
          color="blue"
          c="blue.9"
          style={{ textDecoration: 'none' }}
        >
          {role.abbrev}
        </Badge>
      ))}
    </Group>
  );
}
