import { canEditContact, formatPhone, type RoleName } from '@dealer/domain';
import { ActionIcon, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { MountedOnceOpened } from '../../../components/mounted-once-opened';
import touch from '../../../components/touch-target.module.css';
import type { AppraisalDetail } from '../api/get-appraisal-detail';
import { customerName } from '../lib/header-view';
import { ContactDialog } from './contact-dialog';
import { FieldLabel } from './field-label';

/** The customer contact with its edit icon (part 2 section 2.5). */
export function ContactBlock({ record, roles }: { record: AppraisalDetail; roles: readonly RoleName[] }) {
  const [editing, setEditing] = useState(false);
  const name = customerName(record);
  // Part 1 section 5: "(xxx) xxx-xxxx ... otherwise blank": a text that is no phone number shows nothing.
  const phone = formatPhone(record.phoneNumber);
  return (
    <Stack gap={2}>
      <Group gap={4} wrap="nowrap">
        <FieldLabel>Customer</FieldLabel>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label="Edit contact"
          disabled={!canEditContact(roles, record)}
          onClick={() => setEditing(true)}
        >
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      </Group>
      <Text fw={500} data-testid="customer-name">
        {name || 'No name'}
      </Text>
      {record.vendorName ? <Text size="sm">{record.vendorName}</Text> : null}
      {record.email ? (
        <Anchor
          href={`mailto:${record.email}`}
          size="sm"
          className={touch.target}
          style={{ overflowWrap: 'break-word' }}
        >
          {record.email}
        </Anchor>
      ) : null}
      {phone ? (
        <Anchor href={`tel:${record.phoneNumber}`} size="sm" className={touch.target}>
          {phone}
        </Anchor>
      ) : null}
      <MountedOnceOpened opened={editing}>
        {(opened) => <ContactDialog record={record} opened={opened} onClose={() => setEditing(false)} />}
      </MountedOnceOpened>
    </Stack>
  );
}
