import { Alert, Center, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { paginationLabels } from '../../../components/pagination-labels';
import { useCurrentDealer } from '../../auth';
import { OUTBOX_PAGE_SIZE, useOutbox } from '../api/get-outbox';
import { OutboxTable } from '../components/outbox-table';

/** What the dealer's customers and staff were sent (DESIGN section 5; dealer admins). */
export function OutboxPage() {
  const { dealer } = useCurrentDealer();
  const [page, setPage] = useState(1);
  const outbox = useOutbox(dealer.id, page);
  const total = outbox.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1}>Outbox</Title>
        {outbox.data ? <Text size="sm">{total === 1 ? '1 message' : `${total} messages`}</Text> : null}
      </Group>
      {outbox.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading messages" />
        </Center>
      ) : outbox.isError ? (
        <Alert color="red" role="alert">
          {outbox.error.message}
        </Alert>
      ) : outbox.data.data.length === 0 ? (
        <Text>No messages have been sent yet.</Text>
      ) : (
        <OutboxTable messages={outbox.data.data} />
      )}
      {pages > 1 ? (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} aria-label="Outbox pages" {...paginationLabels} />
        </Group>
      ) : null}
    </Stack>
  );
}
