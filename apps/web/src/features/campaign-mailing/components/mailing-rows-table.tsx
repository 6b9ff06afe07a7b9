import type { MailingListRow, MailingSendProgress } from '@dealer/domain';
import { Badge, Table, Text } from '@mantine/core';
import { CardList, CardListItem, useCardLayout } from '../../../components/card-list';
import { TableScroll } from '../../../components/table-scroll';
import { rowOutcome } from '../lib/verdicts';

/** More rows than this are summed up, not drawn: a phone does not need 10,000 table rows. */
const SHOWN = 500;

const nameOf = (r: MailingListRow) => [r.values.first_name, r.values.last_name].filter(Boolean).join(' ');

function Outcome({ row, index, send }: { row: MailingListRow; index: number; send: MailingSendProgress | null }) {
  const view = rowOutcome(row, index, send);
  return (
    <>
      <Badge color={view.color} variant="outline">
        {view.label}
      </Badge>
      {view.reasons.length > 0 ? <Text size="sm">{view.reasons.join(' ')}</Text> : null}
    </>
  );
}

/**
 * The parsed rows, each with its verdict and, for the others than ready, why; once the list was
 * sent, what became of each row. Cards below 768 px, so the verdict is never off the screen.
 */
export function MailingRowsTable({ rows, send }: { rows: MailingListRow[]; send: MailingSendProgress | null }) {
  const cards = useCardLayout();
  const shown = rows.slice(0, SHOWN);
  const label = send
    ? 'Rows of the list and what became of each'
    : 'Rows of the uploaded list and whether each will be sent';
  return (
    <>
      {cards ? (
        <CardList label={label}>
          {shown.map((r, i) => (
            <CardListItem key={r.line}>
              <Text size="sm" fw={600}>
                Row {r.line}
                {nameOf(r) ? `: ${nameOf(r)}` : ''}
              </Text>
              <Text size="sm">{r.values.email ?? ''}</Text>
              <Text size="sm" ff="monospace">
                {r.values.vin ?? ''}
              </Text>
              <div>
                <Outcome row={r} index={i} send={send} />
              </div>
            </CardListItem>
          ))}
        </CardList>
      ) : (
        <TableScroll label={label} minWidth={640}>
          <Table striped>
            <Table.Caption>{label}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Row</Table.Th>
                <Table.Th scope="col">VIN</Table.Th>
                <Table.Th scope="col">Email</Table.Th>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">{send ? 'Outcome' : 'Verdict'}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((r, i) => (
                <Table.Tr key={r.line}>
                  <Table.Td>{r.line}</Table.Td>
                  <Table.Td ff="monospace">{r.values.vin ?? ''}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.values.email ?? ''}</Table.Td>
                  <Table.Td>{nameOf(r)}</Table.Td>
                  <Table.Td>
                    <Outcome row={r} index={i} send={send} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      {rows.length > SHOWN ? (
        <Text size="sm">
          Showing the first {SHOWN.toLocaleString('en-US')} of {rows.length.toLocaleString('en-US')} rows.
        </Text>
      ) : null}
    </>
  );
}
