import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batchedRecordRefresh, refreshRecords } from './record-refresh';

describe("a colleague's change is read again even right after this tab's own (issue 38 point 8)", () => {
  const detailKey = ['appraisal-detail', 1, 7];
  /** The record's detail on screen: an active query, fetched once. */
  async function recordOnScreen() {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    const fetches = vi.fn(async () => ({ adjustedPayoffAmount: 4444 }));
    const observer = new QueryObserver(client, { queryKey: detailKey, queryFn: fetches });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(1));
    fetches.mockClear();
    return { client, fetches, unsubscribe };
  }

  it("refetches on someone else's change a moment after this tab saved", async () => {
    const { client, fetches, unsubscribe } = await recordOnScreen();
    // This tab has just saved (a mutation submitted a moment ago).
    await client
      .getMutationCache()
      .build(client, { mutationFn: async () => 'saved' })
      .execute(undefined);
    refreshRecords(client, 1, [7]);
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(1));
    unsubscribe();
  });

  it('only marks the record stale on the echo of its own change', async () => {
    const { client, fetches, unsubscribe } = await recordOnScreen();
    refreshRecords(client, 1, [7], true);
    await new Promise((r) => setTimeout(r, 20));
    expect(fetches).not.toHaveBeenCalled();
    expect(client.getQueryState(detailKey)?.isInvalidated).toBe(true);
    unsubscribe();
  });
});

describe('record-changed events are read again in batches', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('joins a burst per dealer; "all" wins over ids', () => {
    const flush = vi.fn();
    const changed = batchedRecordRefresh(flush, 300);
    changed(1, [5]);
    changed(1, [6, 5]);
    changed(2, [9]);
    changed(2, null);
    changed(2, [10]);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(flush.mock.calls).toEqual([
      [1, [5, 6]],
      [2, null],
    ]);
    changed(1, [7]);
    vi.advanceTimersByTime(300);
    expect(flush).toHaveBeenLastCalledWith(1, [7]);
  });
});
