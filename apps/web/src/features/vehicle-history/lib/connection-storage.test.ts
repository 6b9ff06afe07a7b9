import { describe, expect, it } from 'vitest';
import { NOT_CONNECTED, parseCarfaxConnection } from './connection-storage';

describe('parseCarfaxConnection', () => {
  it('reads connected and until when, nothing else', () => {
    const raw = JSON.stringify({ connected: true, expiresAt: '2026-01-01T10:00:00.000Z', refreshToken: 'x' });
    expect(parseCarfaxConnection(raw)).toEqual({ connected: true, expiresAt: '2026-01-01T10:00:00.000Z' });
  });

  it('treats missing or broken storage as not connected', () => {
    expect(parseCarfaxConnection(null)).toEqual(NOT_CONNECTED);
    expect(parseCarfaxConnection('{oops')).toEqual(NOT_CONNECTED);
    expect(parseCarfaxConnection(JSON.stringify({ connected: 'yes' }))).toEqual(NOT_CONNECTED);
  });
});
