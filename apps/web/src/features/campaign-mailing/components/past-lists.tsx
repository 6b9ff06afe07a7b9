import { formatDate } from '@dealer/domain';
import { Button, Table } from '@mantine/core';
import { TableScroll } from '../../../components/table-scroll';
import type { MailingListSummary } from '../api/get-campaign-lists';

interface PastListsProps {
  lists: MailingListSummary[];
  onOpen: (uid: string) => void;
}

/** When a list went and how: sent, or cancelled part way. */
function sendOutcome(l: MailingListSummary): string {
  const sent = `${(l.sentCount ?? 0).toLocaleString('en-US')} sent`;
  const failed = l.failedCount ? `, ${l.failedCount.toLocaleString('en-US')} failed` : '';
  return `${formatDate(l.sentAt)}: ${l.send?.state === 'cancelled' ? `cancelled, ${sent}` : sent}${failed}`;
}

/** The campaign's latest uploads: an unsent one can be opened again to check and send it. */
export function PastLists({ lists, onOpen }: PastListsProps) {
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
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lists.map((l) => (
            <Table.Tr key={l.uid}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{l.name}</Table.Td>
              <Table.Td>{l.rowCount.toLocaleString('en-US')}</Table.Td>
              <Table.Td>{formatDate(l.createdAt)}</Table.Td>
              <Table.Td>
                {l.send?.state === 'sending' ? `Sending: ${l.send.sent.toLocaleString('en-US')} sent ` : null}
                {l.sentAt && l.send?.state !== 'sending' ? (
                  sendOutcome(l)
                ) : (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => onOpen(l.uid)}
                    aria-label={`Open ${l.name}`}
                  >
                    Open
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
