/**
 * List totals already counted, each with the dealer's appraisal version it was counted at
 * (table appraisal_versions, moved on by every committed change to the dealer's appraisals or
 * settings). While the version stays the same the total is still exact, so a list reloaded,
 * paged or re-sorted does not count up to 50,000 rows again. One memo per database, bounded:
 * the least recently used totals go first.
 */
export interface Counted {
  version: number;
  total: number;
}

export class ListTotals {
  private readonly entries = new Map<string, Counted>();
  private readonly recounts = new Map<string, Promise<Counted>>();

  constructor(private readonly capacity = 20_000) {}

  /** The total counted for `key` at exactly `version`, if any. */
  at(key: string, version: number): number | undefined {
    const entry = this.entries.get(key);
    if (entry?.version !== version) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.total;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /**
   * The total counted again, at `version` or later. Requests that find the same total stale at
   * once (a change just landed and ten people are on that list) share one count.
   */
  async recount(key: string, version: number, count: () => Promise<Counted>): Promise<number> {
    let pending = this.recounts.get(key);
    if (!pending) {
      pending = count()
        .then((counted) => {
          this.remember(key, counted.version, counted.total);
          return counted;
        })
        .finally(() => this.recounts.delete(key));
      this.recounts.set(key, pending);
    }
    const counted = await pending;
    // A count already under way when this request read a newer version does not vouch for it.
    return counted.version >= version ? counted.total : this.recount(key, version, count);
  }

  remember(key: string, version: number, total: number): void {
    this.entries.delete(key);
    this.entries.set(key, { version, total });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }
}

const memos = new WeakMap<object, ListTotals>();

/** The memo of one database handle (tests run many apps, each on its own database, in one process). */
export function listTotalsOf(db: object): ListTotals {
  let memo = memos.get(db);
  if (!memo) {
    memo = new ListTotals();
    memos.set(db, memo);
  }
  return memo;
}
