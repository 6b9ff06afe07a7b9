import { formatDate } from '@dealer/domain';
import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { CardList, CardListItem, useCardLayout } from '../../../components/card-list';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';
import type { DealerListItem } from '../api/dealer-list';

interface DealerListRowsProps {
  /** 'Affiliates', 'Banks': the list's name for screen readers. */
  title: string;
  items: readonly DealerListItem[];
  onEdit: (item: DealerListItem) => void;
  onDelete: (item: DealerListItem) => void;
}

/** The affiliates or banks as a table, or as cards below 768 px so a long name never pushes Delete off the screen. */
export function DealerListRows({ title, items, onEdit, onDelete }: DealerListRowsProps) {
  const cards = useCardLayout();
  const actions = (item: DealerListItem) => (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <EditDeleteButtons name={item.name} onEdit={() => onEdit(item)} onDelete={() => onDelete(item)} />
    </Group>
  );
  if (cards)
    return (
      <CardList label={title}>
        {items.map((item) => (
          <CardListItem key={item.id}>
            <Text fw={600}>{item.name}</Text>
            <Text size="xs">Updated {formatDate(item.updatedAt)}</Text>
            {actions(item)}
          </CardListItem>
        ))}
      </CardList>
    );
  return (
    <Table striped highlightOnHover aria-label={title}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Updated</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>{item.name}</Table.Td>
            <Table.Td>{formatDate(item.updatedAt)}</Table.Td>
            <Table.Td>{actions(item)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
