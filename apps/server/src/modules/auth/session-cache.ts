import type { RoleName } from '@dealer/domain';
import type { Subscriber } from '../../db/listen';

/** What a request needs of its session: who, until when, and the roles at the x-dealer-id dealer. */
export interface CachedSession {
  userId: number;
  expiresAt: Date;
  roles: RoleName[];
}

interface Entry extends CachedSession {
  cachedAt: number;
}

/** The channel whose payload is a user id whose sessions or roles changed (migrations 0013 and 0025). */
export const SESSIONS_CHANNEL = 'da_sessions';

/**
 * Live sessions this instance resolved lately, so a request costs one database round trip instead
 * of two (the session, then the work). It only serves while it hears revocations:
 * - every write that ends a session, deactivates a user or changes a membership NOTIFYs the user id
 *   on commit (database triggers, so no code path and no other instance can forget it), and this
 *   instance's own revoking services also forget the user before they answer;
 * - while the LISTEN connection is down nothing is served, and what was kept is dropped (messages
 *   may have been missed);
 * - a lookup that raced a revocation is not kept (`epoch`);
 * - an entry is kept at most `maxAgeMs`, the bound on staleness should a connection die silently.
 */
export class SessionCache implements Subscriber {
  private readonly entries = new Map<string, Entry>();
  private readonly keysOfUser = new Map<number, Set<string>>();
  private hearing = false;
  /** Moves on every revocation: a lookup begun before one is not kept. */
  epoch = 0;

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(idHash: string, dealerId: number | null, now: Date): CachedSession | null {
    if (!this.hearing) return null;
    const key = keyOf(idHash, dealerId);
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= now || Date.now() - entry.cachedAt >= this.maxAgeMs) {
      this.drop(key, entry.userId);
      return null;
    }
    return entry;
  }

  /** Keeps a lookup's answer, unless a revocation came since `epoch` was read. */
  set(idHash: string, dealerId: number | null, session: CachedSession, epoch: number): void {
    if (!this.hearing || epoch !== this.epoch || this.maxAgeMs <= 0) return;
    if (this.entries.size >= this.maxEntries) this.dropOldest();
    const key = keyOf(idHash, dealerId);
    this.entries.set(key, { ...session, cachedAt: Date.now() });
    const keys = this.keysOfUser.get(session.userId) ?? new Set();
    keys.add(key);
    this.keysOfUser.set(session.userId, keys);
  }

  /** The user's sessions or roles changed: their next request asks the database. */
  forgetUser(userId: number): void {
    this.epoch++;
    for (const key of this.keysOfUser.get(userId) ?? []) this.entries.delete(key);
    this.keysOfUser.delete(userId);
  }

  message(channel: string, payload: string): void {
    if (channel !== SESSIONS_CHANNEL) return;
    const userId = Number(payload);
    if (Number.isSafeInteger(userId)) this.forgetUser(userId);
    else this.forgetAll();
  }

  /** Listening (again): anything kept before may have missed a revocation. */
  resumed(): void {
    this.forgetAll();
    this.hearing = true;
  }

  lost(): void {
    this.hearing = false;
    this.forgetAll();
  }

  get size(): number {
    return this.entries.size;
  }

  private forgetAll(): void {
    this.epoch++;
    this.entries.clear();
    this.keysOfUser.clear();
  }

  private drop(key: string, userId: number): void {
    this.entries.delete(key);
    const keys = this.keysOfUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOfUser.delete(userId);
  }

  private dropOldest(): void {
    const [key, entry] = this.entries.entries().next().value ?? [];
    if (key && entry) this.drop(key, entry.userId);
  }
}

const keyOf = (idHash: string, dealerId: number | null) => `${idHash}:${dealerId ?? ''}`;
