import { Badge, Group, Tooltip } from '@mantine/core';
import type { DealerUserRole } from '../api/get-dealer-users';
import { badgeRoles, roleLabel } from '../lib/role-options';

/** A user's roles at this dealer as badges (abbreviations, the full name on hover and for readers). */
export function RoleBadges({ roles }: { roles: readonly DealerUserRole[] }) {
  return (
    <Group gap={4}>
      {badgeRoles(roles).map((role) => (
        <Tooltip key={role.id} label={roleLabel(role.name)} withinPortal>
          <Badge variant="light" color="blue.9" aria-label={roleLabel(role.name)}>
            {role.abbrev}
          </Badge>
        </Tooltip>
      ))}
    </Group>
  );
}
