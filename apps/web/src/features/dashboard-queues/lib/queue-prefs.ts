import { DASHBOARD_QUEUES, type DashboardQueueCode } from '@dealer/domain';

/** The queue codes in the spec's order: mp, ai, ro, he. */
export const DEFAULT_QUEUE_ORDER: readonly DashboardQueueCode[] = DASHBOARD_QUEUES.map((q) => q.code);

export function isQueueCode(value: unknown): value is DashboardQueueCode {
  return typeof value === 'string' && (DEFAULT_QUEUE_ORDER as readonly string[]).includes(value);
}

function parseCodes(raw: string | null | undefined): DashboardQueueCode[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter(isQueueCode))];
}

/**
 * The stored `dragOrder` (an array of codes) read leniently: unknown and repeated codes are
 * dropped, and queues the stored order lacks (a new queue, a hand-edited value) follow in the
 * default order, so every queue always shows exactly once.
 */
export function parseDragOrder(raw: string | null | undefined): DashboardQueueCode[] {
  const stored = parseCodes(raw);
  return [...stored, ...DEFAULT_QUEUE_ORDER.filter((code) => !stored.includes(code))];
}

/** The stored `dragCollapse` (the codes of collapsed queues); anything else is ignored. */
export function parseDragCollapse(raw: string | null | undefined): DashboardQueueCode[] {
  return parseCodes(raw);
}

/** The order after dragging `active` onto `over`'s place (dnd-kit's onDragEnd ids). */
export function reorderQueues(
  order: readonly DashboardQueueCode[],
  active: DashboardQueueCode,
  over: DashboardQueueCode | null | undefined,
): DashboardQueueCode[] {
  const from = order.indexOf(active);
  const to = over ? order.indexOf(over) : -1;
  if (from < 0 || to < 0 || from === to) return [...order];
  const next = [...order];
  next.splice(from, 1);
  next.splice(to, 0, active);
  return next;
}

/** Collapses or expands one queue; the result keeps the default order so the stored value is stable. */
export function toggleCollapsed(
  collapsed: readonly DashboardQueueCode[],
  code: DashboardQueueCode,
): DashboardQueueCode[] {
  const set = new Set(collapsed);
  if (set.has(code)) set.delete(code);
  else set.add(code);
  return DEFAULT_QUEUE_ORDER.filter((c) => set.has(c));
}
