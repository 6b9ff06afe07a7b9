/**
 * Runs the item chosen in a menu only after the menu has closed, plus a delay (spec part 1
 * section 9: "Move/transfer confirmation delayed 250 ms after the menu closes"), so the menu's own
 * closing and focus return finish before a dialog opens. `choose` on item click, `menuClosed` from
 * the menu's onClose; `cancel` on unmount.
 */
export class DeferredAction<A> {
  private pending: A | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly run: (action: A) => void,
    private readonly delayMs: number,
  ) {}

  choose(action: A): void {
    this.pending = action;
  }

  menuClosed(): void {
    const action = this.pending;
    this.pending = null;
    if (action === null) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.run(action), this.delayMs);
  }

  cancel(): void {
    this.pending = null;
    clearTimeout(this.timer);
  }
}
