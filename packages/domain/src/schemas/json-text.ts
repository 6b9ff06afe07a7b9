import { hasNul } from './fields';

/** Past this depth the schema decides (it refuses what it does not expect anyway). */
const MAX_DEPTH = 64;

/**
 * The path (dotted, from `path`) of the first string or key holding a NUL inside a decoded value,
 * or null. JSON may carry a NUL as the escape \u0000, which no raw-byte check sees.
 */
export function nulPathIn(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return hasNul(value) ? path || '_' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (hasNul(key)) return at;
    const found = nulPathIn(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

export type JsonText = { ok: true; value: unknown } | { ok: false; nulPath?: string };

/**
 * A JSON query parameter decoded, with the checks every other string gets: a string (or key)
 * inside it holding a NUL fails with its path (relative to the parameter), as bad JSON fails.
 */
export function parseJsonText(raw: unknown): JsonText {
  if (typeof raw !== 'string') return { ok: false };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false };
  }
  const nulPath = nulPathIn(value);
  return nulPath === null ? { ok: true, value } : { ok: false, nulPath };
}

/** Whether a query string looks like JSON (an object, array or string): only those are decoded to be checked. */
export const looksLikeJson = (raw: string): boolean => /^\s*[[{"]/.test(raw);
