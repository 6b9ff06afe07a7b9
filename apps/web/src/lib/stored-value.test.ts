import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readStored, type Stored, updateStored } from './stored-value';

/** The browser's side, as far as stored values use it: localStorage and window events. */
function fakeWindow(storage: { getItem(k: string): string | null; setItem(k: string, v: string): void }) {
  const events: string[] = [];
  return {
    events,
    window: {
      localStorage: storage,
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: (e: Event) => events.push(e.type) > 0,
    },
  };
}

const items = new Map<string, string>();
const memory = { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => items.set(k, v) };
let parses = 0;
const PREFS: Stored<{ open: boolean }> = {
  key: 'prefs-test',
  parse: (raw) => {
    parses += 1;
    return { open: raw === null ? false : (JSON.parse(raw) as { open: boolean }).open };
  },
};

let win: ReturnType<typeof fakeWindow>;
beforeEach(() => {
  items.clear();
  parses = 0;
  win = fakeWindow(memory);
  (globalThis as { window?: unknown }).window = win.window;
});
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('stored values', () => {
  it('are the same object while the stored text is the same, parsed again when it changes', () => {
    const first = readStored(PREFS);
    expect(readStored(PREFS)).toBe(first);
    items.set('prefs-test', '{"open":true}'); // another tab wrote it
    const second = readStored(PREFS);
    expect(second).toEqual({ open: true });
    expect(readStored(PREFS)).toBe(second);
    expect(parses).toBe(2);
  });

  it('are written as JSON and announced to this tab, from the previous value', () => {
    updateStored(PREFS, (prev) => ({ open: !prev.open }));
    expect(items.get('prefs-test')).toBe('{"open":true}');
    expect(win.events).toEqual(['dealer-admin:storage']);
    const now = readStored(PREFS);
    expect(now).toEqual({ open: true });
    // What was written is what is read: no parse, the same object.
    updateStored(PREFS, { open: false });
    expect(readStored(PREFS)).toBe(readStored(PREFS));
    expect(readStored(PREFS)).toEqual({ open: false });
  });

  it('keep a change for the page when the browser refuses to store it', () => {
    const refusing = fakeWindow({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    (globalThis as { window?: unknown }).window = refusing.window;
    updateStored(PREFS, { open: true });
    expect(readStored(PREFS)).toEqual({ open: true });
  });
});
