/**
 * Values worked out from a dealer's appraisals, each with the dealer's appraisal version it was
 * worked out at (table appraisal_versions, moved on by every committed change to the dealer's
 * appraisals or settings, and by a rebuild of its rollups). While the version stays the same the
 * value is still exact: a list's total, reloaded, paged or re-sorted, is not counted up to 50,000
 * rows again, nor a group's statistics summed again for dealers that did not change. One memo per
 * database and kind, bounded: the least recently used values go first.
 */
export interface Versioned<T> {
  version: number;
  value: T;
}

export class VersionedMemo<T> {
  private readonly entries = new Map<string, Versioned<T>>();
  private readonly pending = new Map<string, Promise<Versioned<T>>>();

  constructor(private readonly capacity = 20_000) {}

  /** The value worked out for `key` at exactly `version`, if any. */
  at(key: string, version: number): T | undefined {
    const entry = this.entries.get(key);
    if (entry?.version !== version) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /**
   * The value worked out again, at `version` or later. Requests that find the same value stale at
   * once (a change just landed and ten people are on that list) share one computation.
   */
  async refresh(key: string, version: number, compute: () => Promise<Versioned<T>>): Promise<T> {
    let pending = this.pending.get(key);
    if (!pending) {
      pending = compute()
        .then((computed) => {
          this.remember(key, computed.version, computed.value);
          return computed;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    const computed = await pending;
    // A computation already under way when this request read a newer version does not vouch for it.
    return computed.version >= version ? computed.value : this.refresh(key, version, compute);
  }

  remember(key: string, version: number, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }
}

const memos = new WeakMap<object, Map<string, VersionedMemo<unknown>>>();

/** The memo of one kind for one database handle (tests run many apps, each on its own database, in one process). */
export function versionedMemoOf<T>(db: object, kind: string): VersionedMemo<T> {
  let kinds = memos.get(db);
  if (!kinds) {
    kinds = new Map();
    memos.set(db, kinds);
  }
  let memo = kinds.get(kind);
  if (!memo) {
    memo = new VersionedMemo<unknown>();
    kinds.set(kind, memo);
  }
  return memo as VersionedMemo<T>;
}
