import { canEditHeader, ERROR_MESSAGES, type RoleName } from '@dealer/domain';
import { ActionIcon, Avatar, Button, Group, MultiSelect, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { showAlert } from '../../../components/alert-dialog';
import { useAppraisalUsers } from '../../dealer-lookups';
import type { AppraisalDetail } from '../api/get-appraisal-detail';
import { useSaveUsers } from '../api/save-users';
import { usersChanged } from '../lib/header-view';
import { FieldLabel } from './field-label';

interface AssignedUsersProps {
  record: AppraisalDetail;
  roles: readonly RoleName[];
  dealerId: number;
}

/**
 * Assigned users (part 2 sections 2.5 and 5: "editor saves only when changed; Escape cancels").
 * The pencil opens a multi-select of the dealer's staff; Save posts only a changed set. Save and
 * Cancel sit beside the caption, so the options list never covers them.
 */
export function AssignedUsers({ record, roles, dealerId }: AssignedUsersProps) {
  const [editing, setEditing] = useState(false);
  if (editing) return <UsersEditor record={record} dealerId={dealerId} onDone={() => setEditing(false)} />;
  return (
    <Stack gap={4}>
      <Group gap={4} wrap="nowrap">
        <FieldLabel id="assigned-users-label">Assigned users</FieldLabel>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label="Edit assigned users"
          disabled={!canEditHeader(roles, record)}
          onClick={() => setEditing(true)}
        >
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      </Group>
      {record.users.length === 0 ? (
        <Text size="sm">Nobody assigned</Text>
      ) : (
        <Group gap={6} aria-labelledby="assigned-users-label" role="list">
          {record.users.map((u) => (
            <Tooltip key={u.id} label={`${u.firstName} ${u.lastName}`}>
              <Avatar role="listitem" size="sm" color="blue" aria-label={`${u.firstName} ${u.lastName}`}>
                {u.initials}
              </Avatar>
            </Tooltip>
          ))}
        </Group>
      )}
    </Stack>
  );
}

function UsersEditor({ record, dealerId, onDone }: { record: AppraisalDetail; dealerId: number; onDone: () => void }) {
  const staff = useAppraisalUsers(dealerId);
  const save = useSaveUsers(record.id);
  const initial = record.users.map((u) => u.id);
  const [selected, setSelected] = useState<string[]>(initial.map(String));
  const dropdownOpen = useRef(false);

  const data = (staff.data ?? []).map((u) => ({
    value: String(u.id),
    label: u.name || `${u.firstName} ${u.lastName}`,
  }));
  // Assigned users the staff list no longer has (left the dealer) still show.
  for (const u of record.users)
    if (!data.some((d) => d.value === String(u.id)))
      data.push({ value: String(u.id), label: `${u.firstName} ${u.lastName}` });

  const submit = async () => {
    const next = selected.map(Number);
    if (!usersChanged(initial, next)) {
      onDone();
      return;
    }
    try {
      await save.mutateAsync(next);
      onDone();
    } catch {
      await showAlert(ERROR_MESSAGES.generic);
    }
  };

  // Capture phase: an Escape with the options open only closes them (Mantine's own handling); the next cancels.
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !dropdownOpen.current) {
      event.preventDefault();
      event.stopPropagation();
      onDone();
    }
  };

  return (
    <Stack gap={4} onKeyDownCapture={onKeyDownCapture}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <FieldLabel>Assigned users</FieldLabel>
        <Group gap={6} wrap="nowrap">
          <Button size="compact-sm" onClick={() => void submit()} loading={save.isPending}>
            Save
          </Button>
          <Button size="compact-sm" variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
        </Group>
      </Group>
      <MultiSelect
        aria-label="Assigned users"
        data={data}
        value={selected}
        onChange={setSelected}
        searchable
        clearable
        disabled={save.isPending}
        placeholder={staff.isPending ? 'Loading...' : 'Choose users'}
        onDropdownOpen={() => {
          dropdownOpen.current = true;
        }}
        onDropdownClose={() => {
          dropdownOpen.current = false;
        }}
        autoFocus
        comboboxProps={{ withinPortal: true }}
      />
    </Stack>
  );
}
