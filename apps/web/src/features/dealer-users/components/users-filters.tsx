import type { RoleName } from '@dealer/domain';
import { Group, Select, TextInput } from '@mantine/core';
import type { DealerUserFilter, DealerUserRole } from '../api/get-dealer-users';
import { roleLabel } from '../lib/role-options';

interface UsersFiltersProps {
  value: DealerUserFilter;
  roles: readonly DealerUserRole[];
  onChange: (filter: DealerUserFilter) => void;
}

/** Filter the users by name, e-mail and role (GET /users filter). */
export function UsersFilters({ value, roles, onChange }: UsersFiltersProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Name"
        type="search"
        value={value.name ?? ''}
        onChange={(e) => onChange({ ...value, name: e.currentTarget.value })}
        w={{ base: '100%', sm: 200 }}
      />
      <TextInput
        label="Email"
        type="search"
        value={value.email ?? ''}
        onChange={(e) => onChange({ ...value, email: e.currentTarget.value })}
        w={{ base: '100%', sm: 220 }}
      />
      <Select
        label="Role"
        placeholder="Any role"
        clearable
        data={roles.map((r) => ({ value: r.name, label: roleLabel(r.name) }))}
        value={value.role ?? null}
        onChange={(role) => onChange({ ...value, role: (role as RoleName | null) ?? undefined })}
        w={{ base: '100%', sm: 220 }}
      />
    </Group>
  );
}
