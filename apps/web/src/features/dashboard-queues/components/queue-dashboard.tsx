import { AREA_LABELS, DASHBOARD_QUEUES, ERROR_MESSAGES, QUEUE_DASHBOARD_TITLE } from '@dealer/domain';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { showAlert } from '../../../components/alert-dialog';
import { showConfirm } from '../../../components/confirm-dialog';
import { isApiError } from '../../../lib/api-error';
import { useCurrentDealer } from '../../auth';
import { useArchiveAppraisal } from '../api/archive-appraisal';
import type { QueueRow } from '../api/get-queue';
import { useMoveArea } from '../api/move-area';
import { useQueuePrefs } from '../hooks/use-queue-prefs';
import { isQueueCode } from '../lib/queue-prefs';
import type { RowAction } from '../lib/row-actions';
import { QueueSection } from './queue-section';

const TITLES = Object.fromEntries(DASHBOARD_QUEUES.map((q) => [q.code, q.title])) as Record<string, string>;
const titleOf = (id: string | number) => TITLES[String(id)] ?? String(id);

/** What screen readers hear while a queue is moved (dnd-kit's defaults would read the codes). */
const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
  onDragOver: ({ active, over }) =>
    over ? `${titleOf(active.id)} is over ${titleOf(over.id)}.` : `${titleOf(active.id)} is no longer over a queue.`,
  onDragEnd: ({ active, over }) =>
    over ? `${titleOf(active.id)} was dropped in place of ${titleOf(over.id)}.` : `${titleOf(active.id)} was dropped.`,
  onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
};

function failureMessage(error: unknown): string {
  // A business rule (already archived) has its own words; anything else is the spec's generic error.
  return isApiError(error) && error.status === 422 ? error.message : ERROR_MESSAGES.generic;
}

/**
 * Spec part 1 section 2, "Dashboard queues": "Don't miss these opportunities", four collapsible,
 * draggable queues (mouse, touch and keyboard), order and collapse kept in localStorage.
 */
export function QueueDashboard() {
  const { dealer, roles } = useCurrentDealer();
  const prefs = useQueuePrefs();
  const moveArea = useMoveArea(dealer.id);
  const archive = useArchiveAppraisal(dealer.id);
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (isQueueCode(active.id) && isQueueCode(over?.id)) prefs.move(active.id, over.id);
  };

  const runAction = async (row: QueueRow, action: RowAction) => {
    if (!(await showConfirm(action.confirmation))) return;
    try {
      if (action.kind === 'move') {
        await moveArea.mutateAsync({ id: row.id, toArea: action.area });
        notifications.show({ message: `Record moved to ${AREA_LABELS[action.area]}` });
      } else {
        await archive.mutateAsync(row.id);
        notifications.show({ message: 'Record archived' });
      }
    } catch (error) {
      await showAlert(failureMessage(error));
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="queue-dashboard-title">
      <Title order={2} id="queue-dashboard-title">
        {QUEUE_DASHBOARD_TITLE}
      </Title>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements }}
      >
        <SortableContext items={prefs.order} strategy={verticalListSortingStrategy}>
          <Stack gap="sm">
            {prefs.order.map((code) => (
              <QueueSection
                key={code}
                code={code}
                title={titleOf(code)}
                collapsed={prefs.collapsed.includes(code)}
                onToggle={() => prefs.toggle(code)}
                dealerId={dealer.id}
                slug={dealer.slug}
                roles={roles}
                onAction={runAction}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
    </Stack>
  );
}
