import { QUEUE_PAGE_SIZE, queueRange } from '@dealer/domain';

/** How many pages of 5 a queue of `count` rows has (at least one, so an empty queue has a page). */
export function queuePageCount(count: number): number {
  return Math.max(1, Math.ceil(Math.max(0, count) / QUEUE_PAGE_SIZE));
}

/**
 * The page (0-based) to show: after a move or archive a queue shrinks, and the page the user was on
 * may no longer exist; then the last page that does.
 */
export function clampQueuePage(page: number, count: number): number {
  return Math.min(Math.max(0, Math.floor(page)), queuePageCount(count) - 1);
}

/** The inclusive range for page n (0-based): [0,4], [5,9], ... (spec part 1 sections 2 and 9). */
export function queuePageRange(page: number): [number, number] {
  return queueRange(page);
}

/** "Rows 6-10 of 80": which rows the page shows, for the pagination's caption. */
export function queuePageCaption(page: number, count: number): string {
  if (count <= 0) return '0 rows';
  const [start, end] = queueRange(clampQueuePage(page, count));
  return `${start + 1}-${Math.min(end + 1, count)} of ${count}`;
}
