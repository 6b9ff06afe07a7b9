import { EMPTY_STATES, formatActivityDetails, formatDateTime } from '@dealer/domain';
import { Alert, Table, Text } from '@mantine/core';
import { TableScroll } from '../../../components/table-scroll';
import { useActivity } from '../api/get-activity';

/** Activity tab (part 2 section 2.5): "table with columns Activity, Details, Time", plus who did it. */
export function ActivityTab({ dealerId, appraisalId }: { dealerId: number; appraisalId: number }) {
  const activity = useActivity(dealerId, appraisalId);
  if (activity.isPending) return <Text role="status">{EMPTY_STATES.loading}</Text>;
  if (activity.isError)
    return (
      <Alert color="red" role="alert">
        {activity.error.message}
      </Alert>
    );
  if (activity.data.length === 0) return <Text>No activity yet.</Text>;
  return (
    <TableScroll label="Activity table" minWidth={560}>
      <Table striped verticalSpacing="xs" aria-label="Activity">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Activity</Table.Th>
            <Table.Th>Details</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>User</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {activity.data.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>{a.action}</Table.Td>
              <Table.Td style={{ overflowWrap: 'break-word' }}>{formatActivityDetails(a.details)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(a.createdAt)}</Table.Td>
              <Table.Td>{a.user ? `${a.user.firstName} ${a.user.lastName}` : ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
