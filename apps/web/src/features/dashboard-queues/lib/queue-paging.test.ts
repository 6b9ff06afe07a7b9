import { describe, expect, it } from 'vitest';
import { clampQueuePage, queuePageCaption, queuePageCount, queuePageRange } from './queue-paging';

describe('queue paging (page size 5)', () => {
  it('asks for [0,4] first, then advances in steps of 5', () => {
    expect(queuePageRange(0)).toEqual([0, 4]);
    expect(queuePageRange(1)).toEqual([5, 9]);
    expect(queuePageRange(15)).toEqual([75, 79]);
  });

  it('counts the pages of a queue', () => {
    expect(queuePageCount(0)).toBe(1);
    expect(queuePageCount(5)).toBe(1);
    expect(queuePageCount(6)).toBe(2);
    expect(queuePageCount(80)).toBe(16);
    expect(queuePageCount(83)).toBe(17);
  });

  it('falls back to the last page that still exists when a queue shrinks', () => {
    expect(clampQueuePage(3, 80)).toBe(3);
    expect(clampQueuePage(16, 80)).toBe(15);
    expect(clampQueuePage(1, 5)).toBe(0);
    expect(clampQueuePage(2, 0)).toBe(0);
    expect(clampQueuePage(-1, 20)).toBe(0);
  });

  it('captions the rows shown', () => {
    expect(queuePageCaption(0, 80)).toBe('1-5 of 80');
    expect(queuePageCaption(1, 80)).toBe('6-10 of 80');
    expect(queuePageCaption(16, 83)).toBe('81-83 of 83');
    expect(queuePageCaption(0, 0)).toBe('0 rows');
  });
});
