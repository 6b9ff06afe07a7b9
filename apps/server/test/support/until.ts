import { expect } from 'vitest';

/** Waits (up to 2 s) for work running in the background to reach a state, then asserts it did. */
export async function until(done: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200 && !(await done()); i++) await new Promise((r) => setTimeout(r, 10));
  expect(await done()).toBe(true);
}
