/** Spec part 1 section 9: "Vin length 17; plate minimum 4; VIN decode minimum 11; passwords minimum 8." */
export const VIN_LENGTH = 17;
export const PLATE_MIN_LENGTH = 4;
export const VIN_DECODE_MIN_LENGTH = 11;

/** "Dashboard queue page size 5": "the first range is 0 to 4 and later ranges advance in steps of 5". */
export const QUEUE_PAGE_SIZE = 5;

/** "Global search first range 0 to 24 (25 results), "Show more" advances by 25, search starts above 2 characters." */
export const SEARCH_PAGE_SIZE = 25;
export const SEARCH_MIN_CHARS = 3;

/** Largest page a list call may ask for (our limit, DESIGN section 4: lists are paged by range). */
export const MAX_LIST_PAGE_ROWS = 1000;

/** A list's first page when the caller sends no range (our choice, the search page size). */
export const DEFAULT_LIST_RANGE: readonly [number, number] = [0, SEARCH_PAGE_SIZE - 1];

/** Part 2 section 9: "Notification rows: 6 notifications are assumed for the text and web counts." */
export const NOTIFICATION_COUNT_ASSUMED = 6;

/** Part 2 section 2.5: "a Notes field (2 to 4 rows)". */
export const NOTES_ROWS = { min: 2, max: 4 } as const;

/** Part 1 section 2: "Document grid: cells 200 px". */
export const DOCUMENT_CELL_PX = 200;

/** Page n (0-based) of a queue: [5n, 5n + 4]. */
export function queueRange(page: number): [number, number] {
  const start = Math.max(0, Math.floor(page)) * QUEUE_PAGE_SIZE;
  return [start, start + QUEUE_PAGE_SIZE - 1];
}

/** Page n (0-based) of global search: [25n, 25n + 24]. */
export function searchRange(page: number): [number, number] {
  const start = Math.max(0, Math.floor(page)) * SEARCH_PAGE_SIZE;
  return [start, start + SEARCH_PAGE_SIZE - 1];
}

/** "Results appear after more than 2 characters." */
export function isSearchable(q: string): boolean {
  return q.trim().length > 2;
}

/** Part 1 section 2: "Showing N of M results". */
export function searchSummary(shown: number, total: number): string {
  return `Showing ${shown} of ${total} results`;
}
