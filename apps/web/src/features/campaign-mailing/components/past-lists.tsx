import { formatDate } from '@dealer/domain';
import { Button, Group, Table, Text } from '@mantine/core';
import { CardList, CardListItem, useCardLayout } from '../../../components/card-list';
import { TableScroll } from '../../../components/table-scroll';
import type { MailingListSummary } from '../api/get-campaign-lists';

interface PastListsProps {
  lists: MailingListSummary[];
  onOpen: (uid: string) => void;
}

const n = (value: number) => value.toLocaleString('en-US');

/** Where a list stands: not sent yet, sending, sent, or cancelled part way. */
function sendOutcome(l: MailingListSummary): string {
  if (l.send?.state === 'sending') return `Sending: ${n(l.send.sent)} sent`;
  // A send the live channel reported ended before the list was read again has no date yet.
  if (!l.sentAt && !l.send) return 'Not sent';
  const sent = `${n(l.sentCount ?? 0)} sent`;
  const failed = l.failedCount ? `, ${n(l.failedCount)} not sent` : '';
  const outcome = `${l.send?.state === 'cancelled' ? `cancelled, ${sent}` : sent}${failed}`;
  return l.sentAt ? `${formatDate(l.sentAt)}: ${outcome}` : outcome;
}

/**
 * The campaign's latest uploads, each with an Open link: an unsent one to check and send it, a
 * sent one to read what became of each row.
 */
export function PastLists({ lists, onOpen }: PastListsProps) {
  const cards = useCardLayout();
  const open = (l: MailingListSummary) => (
    <Button size="compact-sm" variant="subtle" onClick={() => onOpen(l.uid)} aria-label={`Open ${l.name}`}>
      Open
    </Button>
  );
  if (cards)
    return (
      <CardList label="Uploaded mailing lists">
        {lists.map((l) => (
          <CardListItem key={l.uid}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm" fw={600}>
                {l.name}
              </Text>
              {open(l)}
            </Group>
            <Text size="sm">
              {n(l.rowCount)} rows, uploaded {formatDate(l.createdAt)}
            </Text>
            <Text size="sm">{sendOutcome(l)}</Text>
          </CardListItem>
        ))}
      </CardList>
    );
  return (
    <TableScroll label="Uploaded mailing lists" minWidth={480}>
      <Table striped>
        <Table.Caption>Uploaded mailing lists</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">File</Table.Th>
            <Table.Th scope="col">Rows</Table.Th>
            <Table.Th scope="col">Uploaded</Table.Th>
            <Table.Th scope="col">Sent</Table.Th>
            <Table.Th scope="col">Rows and outcomes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lists.map((l) => (
            <Table.Tr key={l.uid}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{l.name}</Table.Td>
              <Table.Td>{n(l.rowCount)}</Table.Td>
              <Table.Td>{formatDate(l.createdAt)}</Table.Td>
              <Table.Td>{sendOutcome(l)}</Table.Td>
              <Table.Td>{open(l)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
