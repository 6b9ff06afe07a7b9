import type { DashboardQueueCode, RoleName } from '@dealer/domain';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  ActionIcon,
  Alert,
  Badge,
  Center,
  Collapse,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronDown, IconGripVertical } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { paginationLabels } from '../../../components/pagination-labels';
import { type QueueRow as QueueRowModel, useQueue } from '../api/get-queue';
import { clampQueuePage, queuePageCaption, queuePageCount } from '../lib/queue-paging';
import { type RowAction, rowActions } from '../lib/row-actions';
import { QueueRow } from './queue-row';
import classes from './queues.module.css';

interface QueueSectionProps {
  code: DashboardQueueCode;
  title: string;
  collapsed: boolean;
  onToggle: () => void;
  dealerId: number;
  slug: string;
  roles: readonly RoleName[];
  onAction: (row: QueueRowModel, action: RowAction) => void;
}

/** One queue: a draggable, collapsible section with its count, five rows a page and pagination. */
export function QueueSection({ code, title, collapsed, onToggle, dealerId, slug, roles, onAction }: QueueSectionProps) {
  const sortable = useSortable({ id: code });
  const [page, setPage] = useState(0);
  const queue = useQueue(dealerId, code, page);
  const count = queue.data?.count;
  const headingId = useId();
  const bodyId = useId();

  // A move or archive can shrink the queue below the page being shown: go to its last page.
  useEffect(() => {
    if (count !== undefined && clampQueuePage(page, count) !== page) setPage(clampQueuePage(page, count));
  }, [count, page]);

  return (
    <Paper
      ref={sortable.setNodeRef}
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="sm"
      className={classes.section}
      data-dragging={sortable.isDragging || undefined}
      data-queue={code}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          ref={sortable.setActivatorNodeRef}
          variant="subtle"
          color="gray.8"
          className={classes.handle}
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={`Drag to reorder ${title}`}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <Title order={3} id={headingId} fz="lg" style={{ flex: 1 }}>
          <UnstyledButton
            className={classes.toggle}
            aria-expanded={!collapsed}
            aria-controls={bodyId}
            onClick={onToggle}
          >
            <IconChevronDown size={18} className={classes.chevron} aria-hidden />
            <span>{title}</span>
            {count === undefined ? null : (
              <Badge variant="filled" color="blue" data-testid="queue-count">
                {count}
                <VisuallyHidden>{count === 1 ? ' record' : ' records'}</VisuallyHidden>
              </Badge>
            )}
          </UnstyledButton>
        </Title>
      </Group>
      <Collapse expanded={!collapsed} id={bodyId} keepMounted={false}>
        <Stack gap="xs" pt="xs">
          {queue.isPending ? (
            <Center py="md">
              <Loader size="sm" aria-label={`Loading ${title}`} />
            </Center>
          ) : queue.isError ? (
            <Alert color="red" role="alert">
              {queue.error.message}
            </Alert>
          ) : queue.data.data.length === 0 ? (
            <Text c="dimmed" px="sm">
              Nothing to do here right now
            </Text>
          ) : (
            <ul aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {queue.data.data.map((row) => (
                <QueueRow key={row.id} row={row} slug={slug} actions={rowActions(roles, row)} onAction={onAction} />
              ))}
            </ul>
          )}
          {count !== undefined && queuePageCount(count) > 1 ? (
            <Group component="nav" aria-label={`${title} pages`} justify="space-between" gap="xs" px="sm">
              <Text size="sm" c="dimmed">
                {queuePageCaption(page, count)}
              </Text>
              <Pagination
                size="sm"
                siblings={0}
                total={queuePageCount(count)}
                value={clampQueuePage(page, count) + 1}
                onChange={(p) => setPage(p - 1)}
                {...paginationLabels}
              />
            </Group>
          ) : null}
        </Stack>
      </Collapse>
    </Paper>
  );
}
