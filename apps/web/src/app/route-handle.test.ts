import { describe, expect, it } from 'vitest';
import { declaredRoles, documentTitle, resolveTitle } from './route-handle';

describe('route handles', () => {
  const matches = [
    { handle: undefined, params: {} },
    { handle: { roles: ['DEALER_ADMIN'] }, params: { dslug: 'metro' } },
    { handle: { title: ({ dealerName }: { dealerName: string }) => `${dealerName}'s Dashboard` }, params: {} },
  ];

  it('takes the deepest declared roles', () => {
    expect(declaredRoles(matches)).toEqual(['DEALER_ADMIN']);
    expect(declaredRoles([...matches, { handle: { roles: ['GROUP_ADMIN'] }, params: {} }])).toEqual(['GROUP_ADMIN']);
    expect(declaredRoles([{ handle: {}, params: {} }])).toBeUndefined();
  });

  it('resolves static and computed titles from the deepest titled route', () => {
    expect(resolveTitle(matches, 'Metro Motors')).toBe("Metro Motors's Dashboard");
    expect(resolveTitle([{ handle: { title: 'Outbox' }, params: {} }], '')).toBe('Outbox');
    expect(
      resolveTitle(
        [
          {
            handle: { title: ({ params }: { params: { vin?: string } }) => `VIN ${params.vin}` },
            params: { vin: 'X1' },
          },
        ],
        '',
      ),
    ).toBe('VIN X1');
    const windowed = {
      handle: { title: ({ search }: { search: URLSearchParams }) => `Window ${search.get('days')}` },
      params: {},
    };
    expect(resolveTitle([windowed], '', new URLSearchParams('days=90'))).toBe('Window 90');
  });

  it('suffixes the product name', () => {
    expect(documentTitle('Outbox')).toBe('Outbox | Dealer Admin');
    expect(documentTitle(undefined)).toBe('Dealer Admin');
  });
});
