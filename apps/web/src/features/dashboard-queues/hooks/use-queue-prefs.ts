import type { DashboardQueueCode } from '@dealer/domain';
import { useLocalStorage } from '@mantine/hooks';
import { STORAGE_KEYS } from '../../../lib/storage';
import {
  DEFAULT_QUEUE_ORDER,
  parseDragCollapse,
  parseDragOrder,
  reorderQueues,
  toggleCollapsed,
} from '../lib/queue-prefs';

export interface QueuePrefs {
  order: DashboardQueueCode[];
  collapsed: DashboardQueueCode[];
  move: (active: DashboardQueueCode, over: DashboardQueueCode | null | undefined) => void;
  toggle: (code: DashboardQueueCode) => void;
}

/** Queue order and collapse, persisted under the spec's keys `dragOrder` and `dragCollapse`. */
export function useQueuePrefs(): QueuePrefs {
  const [order, setOrder] = useLocalStorage<DashboardQueueCode[]>({
    key: STORAGE_KEYS.dragOrder,
    defaultValue: [...DEFAULT_QUEUE_ORDER],
    getInitialValueInEffect: false,
    deserialize: (raw) => parseDragOrder(raw),
    serialize: (value) => JSON.stringify(value),
  });
  const [collapsed, setCollapsed] = useLocalStorage<DashboardQueueCode[]>({
    key: STORAGE_KEYS.dragCollapse,
    defaultValue: [],
    getInitialValueInEffect: false,
    deserialize: (raw) => parseDragCollapse(raw),
    serialize: (value) => JSON.stringify(value),
  });
  return {
    order,
    collapsed,
    move: (active, over) => setOrder((prev) => reorderQueues(prev, active, over)),
    toggle: (code) => setCollapsed((prev) => toggleCollapsed(prev, code)),
  };
}
