import { useCallback, useSyncExternalStore } from 'react';

/** Our own writes: the browser's storage event only tells the other tabs. */
const CHANGED_HERE = 'dealer-admin:storage';

/** A stored value's key and format: declare it once, at module level (the setter is stable with it). */
export interface Stored<T> {
  key: string;
  /** Lenient: whatever is stored (null when nothing is) gives a value. */
  parse: (raw: string | null) => T;
  serialize?: (value: T) => string;
}

/** The last value read for each key, with the text it was parsed from. */
const read = new Map<string, { raw: string | null; value: unknown }>();
/** Each key's value when nothing is stored, for a render without a browser (the first views' prerender). */
const defaults = new Map<string, unknown>();

function defaultOf<T>({ key, parse }: Stored<T>): T {
  if (!defaults.has(key)) defaults.set(key, parse(null));
  return defaults.get(key) as T;
}

function rawItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked: every value is its default
  }
}

/** The stored value now: the same object while the stored text is the same. */
export function readStored<T>({ key, parse }: Stored<T>): T {
  const raw = rawItem(key);
  const last = read.get(key);
  if (last && last.raw === raw) return last.value as T;
  const value = parse(raw);
  read.set(key, { raw, value });
  return value;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED_HERE, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED_HERE, onChange);
  };
}

type Update<T> = T | ((prev: T) => T);

/** Stores the new value (or `update`'s result) and tells every component showing the key, in this tab and others. */
export function updateStored<T>(stored: Stored<T>, update: Update<T>): void {
  const value = typeof update === 'function' ? (update as (prev: T) => T)(readStored(stored)) : update;
  try {
    window.localStorage.setItem(stored.key, (stored.serialize ?? JSON.stringify)(value));
  } catch {
    // Not kept (private mode, quota): the page still shows it until it is reloaded.
  }
  read.set(stored.key, { raw: rawItem(stored.key), value });
  window.dispatchEvent(new Event(CHANGED_HERE));
}

/**
 * A value kept in localStorage, read while rendering: the same object while the stored text is
 * the same, shared by every component using the key, followed across tabs. Nothing is written
 * when it mounts. (Mantine's useLocalStorage stored the value again in an effect on mount, a new
 * object each time: the shell and the list were drawn a second time, synchronously, right after a
 * page's first draw.)
 */
export function useStoredValue<T>(stored: Stored<T>): [T, (update: Update<T>) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => readStored(stored),
    () => defaultOf(stored),
  );
  const set = useCallback((update: Update<T>) => updateStored(stored, update), [stored]);
  return [value, set];
}
