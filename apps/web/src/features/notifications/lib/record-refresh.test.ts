import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batchedRecordRefresh } from './record-refresh';

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
