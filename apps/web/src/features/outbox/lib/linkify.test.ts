import { describe, expect, it } from 'vitest';
import { outboxRange } from '../api/get-outbox';
import { linkifyBody } from './linkify';

describe('linkifyBody', () => {
  it('turns the listed links into link segments', () => {
    const link = 'http://127.0.0.1:3100/auth/new-password?token=abc';
    const { segments, extra } = linkifyBody(`Hello,\nReset here: ${link}\nThanks`, [link]);
    expect(segments).toEqual([
      { kind: 'text', text: 'Hello,\nReset here: ' },
      { kind: 'link', href: link },
      { kind: 'text', text: '\nThanks' },
    ]);
    expect(extra).toEqual([]);
  });

  it('also finds bare URLs and keeps listed links missing from the body', () => {
    const { segments, extra } = linkifyBody('See https://a.test/x.', ['https://b.test/y']);
    expect(segments).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://a.test/x' },
      { kind: 'text', text: '.' },
    ]);
    expect(extra).toEqual(['https://b.test/y']);
  });

  it('prefers the longest listed link when links overlap', () => {
    const { segments } = linkifyBody('Go https://a.test/x/y now', ['https://a.test/x', 'https://a.test/x/y']);
    expect(segments[1]).toEqual({ kind: 'link', href: 'https://a.test/x/y' });
  });

  it('handles plain text', () => {
    expect(linkifyBody('Just text', [])).toEqual({ segments: [{ kind: 'text', text: 'Just text' }], extra: [] });
  });
});

describe('outboxRange', () => {
  it('pages by 50, inclusive', () => {
    expect(outboxRange(1)).toEqual([0, 49]);
    expect(outboxRange(3)).toEqual([100, 149]);
    expect(outboxRange(0)).toEqual([0, 49]);
  });
});
