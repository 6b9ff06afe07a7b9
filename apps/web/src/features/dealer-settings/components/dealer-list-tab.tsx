import { CONFIRMATIONS, DEALER_LIST_DELETE_NOTE, ERROR_MESSAGES, formatDate } from '@dealer/domain';
import { Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { z } from 'zod';
import { showAlert } from '../../../components/alert-dialog';
import { showConfirm } from '../../../components/confirm-dialog';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';
import { QueryState } from '../../../components/query-state';
import { useCurrentDealer } from '../../auth';
import { type DealerListItem, type DealerListKind, useDealerList, useDealerListMutations } from '../api/dealer-list';
import { ListItemDialog } from './list-item-dialog';

interface DealerListTabProps {
  kind: DealerListKind;
  /** 'Affiliates', 'Banks'. */
  title: string;
  /** 'Affiliate', 'Bank'. */
  noun: string;
  schema: z.ZodType<{ name: string }, { name: string }>;
}

/**
 * The Affiliates and Banks tabs: the dealer's names with an add button, an edit dialog and Delete
 * after "Are you sure?" with the note that the name leaves every appraisal that references it.
 */
export function DealerListTab({ kind, title, noun, schema }: DealerListTabProps) {
  const { dealer } = useCurrentDealer();
  const list = useDealerList(kind, dealer.id);
  const { save, remove } = useDealerListMutations(kind);
  const [editing, setEditing] = useState<DealerListItem | null | undefined>(undefined);

  /** From the row or the edit dialog's footer; true when the row was deleted. */
  const onDelete = async (item: DealerListItem): Promise<boolean> => {
    if (!(await showConfirm(`${CONFIRMATIONS.areYouSure} ${DEALER_LIST_DELETE_NOTE}`))) return false;
    try {
      await remove.mutateAsync(item.id);
      notifications.show({ message: `${noun} ${item.name} deleted` });
      return true;
    } catch {
      await showAlert(ERROR_MESSAGES.generic);
      return false;
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{title}</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
          Add {noun.toLowerCase()}
        </Button>
      </Group>
      <QueryState query={list} label={title.toLowerCase()}>
        {({ data }) =>
          data.length === 0 ? (
            <Text>No {title.toLowerCase()} yet.</Text>
          ) : (
            <Table.ScrollContainer minWidth={360}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th visibleFrom="sm">Updated</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td>{item.name}</Table.Td>
                      <Table.Td visibleFrom="sm">{formatDate(item.updatedAt)}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" justify="flex-end" wrap="nowrap">
                          <EditDeleteButtons
                            name={item.name}
                            onEdit={() => setEditing(item)}
                            onDelete={() => void onDelete(item)}
                          />
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
      <ListItemDialog
        item={editing}
        noun={noun}
        schema={schema}
        onSave={(values) => save.mutateAsync(values)}
        onDelete={onDelete}
        onClose={() => setEditing(undefined)}
      />
    </Stack>
  );
}
