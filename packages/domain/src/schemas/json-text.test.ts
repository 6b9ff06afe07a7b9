import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './field-errors';
import { NUL_MESSAGE } from './fields';
import { looksLikeJson, nulPathIn, parseJsonText } from './json-text';
import { adminListQuerySchema, globalSearchQuerySchema, listQuerySchema, stageCountsQuerySchema } from './list-query';

describe('JSON query parameters get the checks of any other string (issue #35 point 6)', () => {
  it('finds a NUL in a decoded string or key, with its path', () => {
    expect(nulPathIn({ a: [{ b: 'x\u0000' }] })).toBe('a.0.b');
    expect(nulPathIn({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(nulPathIn('\u0000')).toBe('_');
    expect(nulPathIn({ a: ['clean', 1, null] })).toBeNull();
  });

  it('parseJsonText: bad JSON and a NUL both fail; the NUL with its path', () => {
    expect(parseJsonText('{"q":"abc"}')).toEqual({ ok: true, value: { q: 'abc' } });
    expect(parseJsonText('{oops')).toEqual({ ok: false });
    expect(parseJsonText('{"q":"\\u0000abc"}')).toEqual({ ok: false, nulPath: 'q' });
    expect(looksLikeJson(' {"q":1}')).toBe(true);
    expect(looksLikeJson('accord')).toBe(false);
  });

  it('every list query schema answers the NUL on its field, never passes it on', () => {
    const filter = '{"q":"\\u0000abc"}';
    for (const schema of [listQuerySchema, adminListQuerySchema, globalSearchQuerySchema, stageCountsQuerySchema]) {
      const r = schema.safeParse({ filter });
      expect(r.success).toBe(false);
      if (!r.success) expect(toFieldErrors(r.error)).toEqual({ 'filter.q': NUL_MESSAGE });
    }
    const sort = listQuerySchema.safeParse({ sort: '["id\\u0000","ASC"]' });
    expect(sort.success || toFieldErrors(sort.error)).toEqual({ 'sort.0': NUL_MESSAGE });
  });
});
