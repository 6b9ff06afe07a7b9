import { type AppraisalDetail, formatDate, formatPhone, type LeaseContact } from '@dealer/domain';
import { Stack, Text } from '@mantine/core';
import { FieldLabel } from './field-label';

/** The contact beside an address: name, phone (when it is one) and e-mail on one line. */
const contactLine = (c: LeaseContact) =>
  [[c.firstName, c.lastName].filter(Boolean).join(' '), formatPhone(c.phone), c.email].filter(Boolean).join(' · ');

function AddressField({ label, contact, extra }: { label: string; contact: LeaseContact; extra?: string }) {
  const contactText = contactLine(contact);
  return (
    <Stack gap={2} data-testid={label}>
      <FieldLabel>{label}</FieldLabel>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {contact.address}
      </Text>
      {extra ? <Text size="sm">{extra}</Text> : null}
      {contactText ? (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {contactText}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * A lease return's pickup location (Location dialog) and return address with its turn-in date
 * (Return dialog), on the record's header: staff look for them here, not in the activity.
 */
export function LeaseAddresses({ record }: { record: Pick<AppraisalDetail, 'lrtnInfo' | 'turninDate'> }) {
  const { location, returned } = record.lrtnInfo ?? {};
  const turnin = formatDate(record.turninDate);
  return (
    <>
      {location?.address ? <AddressField label="Pickup location" contact={location} /> : null}
      {returned?.address ? (
        <AddressField label="Returned to" contact={returned} extra={turnin ? `Turned in ${turnin}` : undefined} />
      ) : null}
    </>
  );
}
