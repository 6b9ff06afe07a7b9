import type { DashboardQueueCode } from '@dealer/domain';
import { STORAGE_KEYS } from '../../../lib/storage';
import { type Stored, useStoredValue } from '../../../lib/stored-value';
import { parseDragCollapse, parseDragOrder, reorderQueues, toggleCollapsed } from '../lib/queue-prefs';

export interface QueuePrefs {
  order: DashboardQueueCode[];
  collapsed: DashboardQueueCode[];
  move: (active: DashboardQueueCode, over: DashboardQueueCode | null | undefined) => void;
  toggle: (code: DashboardQueueCode) => void;
}

const ORDER: Stored<DashboardQueueCode[]> = { key: STORAGE_KEYS.dragOrder, parse: parseDragOrder };
const COLLAPSED: Stored<DashboardQueueCode[]> = { key: STORAGE_KEYS.dragCollapse, parse: parseDragCollapse };

/** Queue order and collapse, persisted under the spec's keys `dragOrder` and `dragCollapse`. */
export function useQueuePrefs(): QueuePrefs {
  const [order, setOrder] = useStoredValue(ORDER);
  const [collapsed, setCollapsed] = useStoredValue(COLLAPSED);
  return {
    order,
    collapsed,
    move: (active, over) => setOrder((prev) => reorderQueues(prev, active, over)),
    toggle: (code) => setCollapsed((prev) => toggleCollapsed(prev, code)),
  };
}
