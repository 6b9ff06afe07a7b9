import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The browser tab a request writes for (issue 38 point 8). A tab sends its own random id with each
 * change (WRITER_HEADER); while the request runs, every write it makes sets `da.writer` for its
 * transaction, so the live channel's record-changed notice (migration 0031) names that tab, and that
 * tab alone skips it as the echo of its own change. Work a request only starts (a worker pass it
 * kicks) runs without it: its changes are news to the tab too.
 */
const writer = new AsyncLocalStorage<string | undefined>();

export const WRITER_HEADER = 'x-live-writer';
/** A tab's id: random, URL-safe; anything else is ignored (the change is then news to every tab). */
export const WRITER_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function writerIdOf(value: unknown): string | null {
  return typeof value === 'string' && WRITER_ID.test(value) ? value : null;
}

export function runAsWriter<T>(id: string, fn: () => T): T {
  return writer.run(id, fn);
}

/** Runs `fn` as no tab's: background work started from inside a request. */
export function withoutWriter<T>(fn: () => T): T {
  return writer.run(undefined, fn);
}

export function currentWriter(): string | undefined {
  return writer.getStore();
}

/** A statement that may change rows (and so fire the notice): anything but a plain SELECT. */
export const mayWrite = (text: string): boolean => !/^\s*select\b/i.test(text);

/** Sets the writer for the rest of the transaction it runs in. */
export const SET_WRITER_SQL = "select set_config('da.writer', $1, true)";
