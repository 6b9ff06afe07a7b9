import type { RoleName } from '@dealer/domain';

/** The dealers a user belongs to, with their roles at each. */
export type Memberships = ReadonlyMap<number, readonly RoleName[]>;

/**
 * What an open live stream may deliver: the user's dealers and roles there as last read. A
 * membership notice (da_sessions, heard by every instance) re-reads them; events that arrive while
 * a re-read is under way wait for its answer, so nothing of a dealer just left slips through in
 * between. A re-read that fails calls `failed` (the stream ends; the browser reconnects afresh).
 */
export class StreamAccess {
  private reading = false;
  private again = false;
  private held: (() => void)[] = [];

  constructor(
    private current: Memberships,
    private readonly read: () => Promise<Memberships>,
    private readonly changed: (now: Memberships) => void,
    private readonly failed: () => void,
  ) {}

  /** The roles at the dealer, or undefined when the user is not (any more) one of its users. */
  rolesAt(dealerId: number): readonly RoleName[] | undefined {
    return this.current.get(dealerId);
  }

  /** Runs `deliver` under the current memberships: now, or once the re-read under way answers. */
  when(deliver: () => void): void {
    if (this.reading) this.held.push(deliver);
    else deliver();
  }

  /** Resolves when no re-read is under way. */
  settled(): Promise<void> {
    return new Promise((resolve) => this.when(resolve));
  }

  refresh(): void {
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = true;
    void this.reread();
  }

  private async reread(): Promise<void> {
    try {
      do {
        this.again = false;
        const next = await this.read();
        const before = this.current;
        this.current = next;
        if (!sameMemberships(before, next)) this.changed(next);
      } while (this.again);
    } catch {
      this.held = [];
      this.reading = false;
      this.failed();
      return;
    }
    this.reading = false;
    const held = this.held;
    this.held = [];
    for (const deliver of held) deliver();
  }
}

export function sameMemberships(a: Memberships, b: Memberships): boolean {
  if (a.size !== b.size) return false;
  for (const [dealerId, roles] of a) {
    const other = b.get(dealerId);
    if (!other || other.length !== roles.length || roles.some((r, i) => other[i] !== r)) return false;
  }
  return true;
}
