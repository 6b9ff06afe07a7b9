import { describe, expect, it } from 'vitest';
import { authFailureRedirect, serializeParams } from './api-client';
import { toApiError } from './api-error';
import { resolveDealer } from './session';

describe('serializeParams', () => {
  it('sends filter, range and sort as JSON and dates as ISO strings', () => {
    const query = serializeParams({
      filter: { q: 'civic', since: new Date('2024-01-02T03:04:05.000Z') },
      range: [0, 49],
      sort: ['id', 'DESC'],
      tab: 'offered',
      skip: undefined,
      none: null,
    });
    const params = new URLSearchParams(query.slice(1));
    expect(JSON.parse(params.get('filter') ?? '')).toEqual({ q: 'civic', since: '2024-01-02T03:04:05.000Z' });
    expect(params.get('range')).toBe('[0,49]');
    expect(params.get('sort')).toBe('["id","DESC"]');
    expect(params.get('tab')).toBe('offered');
    expect(params.has('skip')).toBe(false);
    expect(params.has('none')).toBe(false);
    expect(serializeParams({ at: new Date('2024-01-02T00:00:00.000Z') })).toBe('?at=2024-01-02T00%3A00%3A00.000Z');
  });

  it('is empty without params', () => {
    expect(serializeParams()).toBe('');
  });
});

describe('authFailureRedirect', () => {
  it('adds after only for 401', () => {
    expect(authFailureRedirect(401, '/metro/appraisals', '?tab=x')).toBe(
      `/auth/login?after=${encodeURIComponent('/metro/appraisals?tab=x')}`,
    );
    expect(authFailureRedirect(403, '/metro/outbox', '')).toBe('/auth/login');
  });

  it('does nothing for other statuses or on the auth pages', () => {
    expect(authFailureRedirect(404, '/metro/x', '')).toBeNull();
    expect(authFailureRedirect(401, '/auth/login', '')).toBeNull();
  });
});

describe('toApiError', () => {
  it('reads the error envelope', () => {
    const e = toApiError(400, {
      error: { code: 'VALIDATION', message: 'Bad', fields: { email: 'Enter a valid email' } },
    });
    expect(e).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Bad',
      fields: { email: 'Enter a valid email' },
    });
  });

  it('copes with bodies that are not envelopes', () => {
    expect(toApiError(502, 'Bad gateway')).toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'Request failed (502)',
    });
  });
});

describe('resolveDealer', () => {
  const dealers = [
    { id: 1, slug: 'metro', name: 'Metro', logoUrl: null, roles: [] },
    { id: 2, slug: 'harbor', name: 'Harbor', logoUrl: null, roles: [] },
  ];

  it('takes the dealer of the slug in the path, else the first', () => {
    expect(resolveDealer(dealers, '/harbor/appraisals')?.id).toBe(2);
    expect(resolveDealer(dealers, '/my/settings/profile')?.id).toBe(1);
    expect(resolveDealer(dealers, '/')?.id).toBe(1);
    expect(resolveDealer([], '/harbor')).toBeUndefined();
  });
});
