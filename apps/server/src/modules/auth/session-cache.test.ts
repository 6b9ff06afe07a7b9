import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSIONS_CHANNEL, SessionCache } from './session-cache';

const now = new Date('2026-11-24T12:00:00Z');
const later = new Date(now.getTime() + 3_600_000);
const alice = { userId: 7, expiresAt: later, roles: ['APPRAISER' as const] };
const bob = { userId: 8, expiresAt: later, roles: ['DEALER_ADMIN' as const] };

function hearing(maxAgeMs = 30_000, maxEntries?: number) {
  const cache = new SessionCache(maxAgeMs, maxEntries);
  cache.resumed();
  return cache;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SessionCache', () => {
  it('serves a kept session per session and dealer', () => {
    const cache = hearing();
    cache.set('a', 1, alice, cache.epoch);
    expect(cache.get('a', 1, now)).toMatchObject(alice);
    expect(cache.get('a', 2, now)).toBeNull();
    expect(cache.get('a', null, now)).toBeNull();
  });

  it('serves nothing before it listens, and nothing once the connection is lost', () => {
    const cache = new SessionCache(30_000);
    cache.set('a', 1, alice, cache.epoch);
    expect(cache.get('a', 1, now)).toBeNull();
    cache.resumed();
    cache.set('a', 1, alice, cache.epoch);
    cache.lost();
    expect(cache.get('a', 1, now)).toBeNull();
    cache.resumed();
    expect(cache.get('a', 1, now)).toBeNull();
  });

  it('forgets a user named on the sessions channel, and only that user', () => {
    const cache = hearing();
    cache.set('a', 1, alice, cache.epoch);
    cache.set('a', null, alice, cache.epoch);
    cache.set('b', 1, bob, cache.epoch);
    cache.message(SESSIONS_CHANNEL, '7');
    expect(cache.get('a', 1, now)).toBeNull();
    expect(cache.get('a', null, now)).toBeNull();
    expect(cache.get('b', 1, now)).toMatchObject(bob);
    cache.message('da_records', '8');
    expect(cache.get('b', 1, now)).toMatchObject(bob);
  });

  it('forgets everyone on a payload it cannot read', () => {
    const cache = hearing();
    cache.set('b', 1, bob, cache.epoch);
    cache.message(SESSIONS_CHANNEL, 'x');
    expect(cache.size).toBe(0);
  });

  it('does not keep a lookup that began before a revocation', () => {
    const cache = hearing();
    const epoch = cache.epoch;
    cache.forgetUser(99);
    cache.set('a', 1, alice, epoch);
    expect(cache.get('a', 1, now)).toBeNull();
  });

  it('drops a session past its expiry or kept longer than its age limit', () => {
    vi.useFakeTimers({ now });
    const cache = hearing(30_000);
    cache.set('a', 1, alice, cache.epoch);
    expect(cache.get('a', 1, later)).toBeNull();
    cache.set('a', 1, alice, cache.epoch);
    vi.advanceTimersByTime(29_999);
    expect(cache.get('a', 1, now)).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(cache.get('a', 1, now)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('keeps nothing with an age limit of 0', () => {
    const cache = hearing(0);
    cache.set('a', 1, alice, cache.epoch);
    expect(cache.get('a', 1, now)).toBeNull();
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const cache = hearing(30_000, 2);
    cache.set('a', 1, alice, cache.epoch);
    cache.set('b', 1, bob, cache.epoch);
    cache.set('a', 2, alice, cache.epoch);
    expect(cache.size).toBe(2);
    expect(cache.get('a', 1, now)).toBeNull();
    expect(cache.get('b', 1, now)).not.toBeNull();
  });
});
