import type { MailingListRow } from '@dealer/domain';
import { Badge, Table, Text } from '@mantine/core';
import { TableScroll } from '../../../components/table-scroll';
import { VERDICT_VIEW } from '../lib/verdicts';

/** More rows than this are summed up, not drawn: a phone does not need 10,000 table rows. */
const SHOWN = 500;

/** The parsed rows, each with its verdict and, for the others than ready, why. */
export function MailingRowsTable({ rows }: { rows: MailingListRow[] }) {
  const shown = rows.slice(0, SHOWN);
  return (
    <>
      <TableScroll label="Rows of the uploaded list" minWidth={640}>
        <Table striped>
          <Table.Caption>Rows of the uploaded list and whether each will be sent</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Row</Table.Th>
              <Table.Th scope="col">VIN</Table.Th>
              <Table.Th scope="col">Email</Table.Th>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col">Verdict</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((r) => {
              const view = VERDICT_VIEW[r.verdict];
              const reasons = Object.values(r.errors);
              return (
                <Table.Tr key={r.line}>
                  <Table.Td>{r.line}</Table.Td>
                  <Table.Td ff="monospace">{r.values.vin ?? ''}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.values.email ?? ''}</Table.Td>
                  <Table.Td>{[r.values.first_name, r.values.last_name].filter(Boolean).join(' ')}</Table.Td>
                  <Table.Td>
                    <Badge color={view.color} variant="outline">
                      {view.label}
                    </Badge>
                    {reasons.length > 0 ? <Text size="sm">{reasons.join(' ')}</Text> : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {rows.length > SHOWN ? (
        <Text size="sm">
          Showing the first {SHOWN.toLocaleString('en-US')} of {rows.length.toLocaleString('en-US')} rows.
        </Text>
      ) : null}
    </>
  );
}
