import { Checkbox, SimpleGrid, Text } from '@mantine/core';
import { type RoleOption, roleLabel } from '../lib/role-options';

interface RoleCheckboxesProps {
  options: readonly RoleOption[];
  /** The checked role ids. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

/** One checkbox per role with its one-line summary, so a dealer knows what each role may do. */
export function RoleCheckboxes({ options, value, onChange, error }: RoleCheckboxesProps) {
  return (
    <Checkbox.Group label="Roles" error={error} value={value.map(String)} onChange={(ids) => onChange(ids.map(Number))}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs" mt={4}>
        {options.map((role) => (
          <Checkbox
            key={role.id}
            value={String(role.id)}
            disabled={role.locked}
            label={
              <>
                <Text span fw={500} size="sm">
                  {roleLabel(role.name)}
                </Text>{' '}
                <Text span size="xs">
                  ({role.abbrev})
                </Text>
              </>
            }
            description={role.note ? `${role.summary} ${role.note}` : role.summary}
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
