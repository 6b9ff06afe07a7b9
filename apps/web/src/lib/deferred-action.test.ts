import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeferredAction } from './deferred-action';

describe('DeferredAction', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the chosen item 250 ms after the menu closes, not before', () => {
    const run = vi.fn();
    const deferred = new DeferredAction<string>(run, 250);
    deferred.choose('archive');
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    deferred.menuClosed();
    vi.advanceTimersByTime(249);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledWith('archive');
  });

  it('does nothing when the menu closes without a choice (Escape, click outside)', () => {
    const run = vi.fn();
    const deferred = new DeferredAction<string>(run, 250);
    deferred.menuClosed();
    vi.advanceTimersByTime(500);
    expect(run).not.toHaveBeenCalled();
  });

  it('runs a choice once, and cancel drops a pending one', () => {
    const run = vi.fn();
    const deferred = new DeferredAction<string>(run, 250);
    deferred.choose('move');
    deferred.menuClosed();
    deferred.menuClosed();
    vi.advanceTimersByTime(250);
    expect(run).toHaveBeenCalledTimes(1);
    deferred.choose('transfer');
    deferred.menuClosed();
    deferred.cancel();
    vi.advanceTimersByTime(250);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
