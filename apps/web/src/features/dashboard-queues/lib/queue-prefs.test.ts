import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUEUE_ORDER,
  isQueueCode,
  parseDragCollapse,
  parseDragOrder,
  reorderQueues,
  toggleCollapsed,
} from './queue-prefs';

describe('parseDragOrder (localStorage dragOrder)', () => {
  it('defaults to the spec order mp, ai, ro, he, then ours (eo)', () => {
    expect(DEFAULT_QUEUE_ORDER).toEqual(['mp', 'ai', 'ro', 'he', 'eo']);
    expect(parseDragOrder(null)).toEqual(['mp', 'ai', 'ro', 'he', 'eo']);
    expect(parseDragOrder(undefined)).toEqual(['mp', 'ai', 'ro', 'he', 'eo']);
  });

  it('keeps a stored order', () => {
    expect(parseDragOrder('["he","ro","ai","mp","eo"]')).toEqual(['he', 'ro', 'ai', 'mp', 'eo']);
    // A stored order from before the fifth queue: it follows.
    expect(parseDragOrder('["he","ro","ai","mp"]')).toEqual(['he', 'ro', 'ai', 'mp', 'eo']);
  });

  it('drops unknown and repeated codes and appends the missing ones in default order', () => {
    expect(parseDragOrder('["ro","xx","ro",7,null,"mp"]')).toEqual(['ro', 'mp', 'ai', 'he', 'eo']);
    expect(parseDragOrder('["he"]')).toEqual(['he', 'mp', 'ai', 'ro', 'eo']);
    expect(parseDragOrder('[]')).toEqual(['mp', 'ai', 'ro', 'he', 'eo']);
  });

  it('falls back to the default for bad JSON or a non-array', () => {
    expect(parseDragOrder('not json')).toEqual(['mp', 'ai', 'ro', 'he', 'eo']);
    expect(parseDragOrder('{"mp":1}')).toEqual(['mp', 'ai', 'ro', 'he', 'eo']);
    expect(parseDragOrder('"mp"')).toEqual(['mp', 'ai', 'ro', 'he', 'eo']);
  });
});

describe('parseDragCollapse (localStorage dragCollapse)', () => {
  it('reads the collapsed codes, ignoring anything else', () => {
    expect(parseDragCollapse(null)).toEqual([]);
    expect(parseDragCollapse('["ai","he"]')).toEqual(['ai', 'he']);
    expect(parseDragCollapse('["ai","zz","ai",true]')).toEqual(['ai']);
    expect(parseDragCollapse('{oops')).toEqual([]);
    expect(parseDragCollapse('{"ai":true}')).toEqual([]);
  });
});

describe('reorderQueues', () => {
  it('moves the dragged queue to the place of the one it was dropped on', () => {
    expect(reorderQueues(['mp', 'ai', 'ro', 'he'], 'mp', 'ai')).toEqual(['ai', 'mp', 'ro', 'he']);
    expect(reorderQueues(['mp', 'ai', 'ro', 'he'], 'mp', 'he')).toEqual(['ai', 'ro', 'he', 'mp']);
    expect(reorderQueues(['mp', 'ai', 'ro', 'he'], 'he', 'mp')).toEqual(['he', 'mp', 'ai', 'ro']);
  });

  it('leaves the order alone when dropped on itself or outside', () => {
    expect(reorderQueues(['mp', 'ai', 'ro', 'he'], 'ro', 'ro')).toEqual(['mp', 'ai', 'ro', 'he']);
    expect(reorderQueues(['mp', 'ai', 'ro', 'he'], 'ro', null)).toEqual(['mp', 'ai', 'ro', 'he']);
  });
});

describe('toggleCollapsed', () => {
  it('adds and removes a code, keeping the default order', () => {
    expect(toggleCollapsed([], 'he')).toEqual(['he']);
    expect(toggleCollapsed(['he'], 'mp')).toEqual(['mp', 'he']);
    expect(toggleCollapsed(['mp', 'he'], 'mp')).toEqual(['he']);
  });
});

describe('isQueueCode', () => {
  it('knows the four codes', () => {
    expect(['mp', 'ai', 'ro', 'he'].every(isQueueCode)).toBe(true);
    expect(isQueueCode('MP')).toBe(false);
    expect(isQueueCode(1)).toBe(false);
  });
});
