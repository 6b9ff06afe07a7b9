import { describe, expect, it } from 'vitest';
import { sealer } from './sealed-text';

const SECRET = 'a-server-secret-of-at-least-32-characters';

describe('sealed text', () => {
  it('opens with the same secret and purpose only', () => {
    const sealed = sealer(SECRET, 'tokens').seal('refresh-token-value');
    expect(sealed).not.toContain('refresh-token-value');
    expect(sealer(SECRET, 'tokens').open(sealed)).toBe('refresh-token-value');
    expect(sealer(SECRET, 'other-purpose').open(sealed)).toBeNull();
    expect(sealer(`${SECRET}!`, 'tokens').open(sealed)).toBeNull();
  });

  it('seals the same text differently each time and refuses altered values', () => {
    const s = sealer(SECRET, 'tokens');
    const a = s.seal('same');
    expect(s.seal('same')).not.toBe(a);
    const parts = a.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(s.open(parts.join('.'))).toBeNull();
    expect(s.open('not sealed')).toBeNull();
  });

  it('opens only exactly what it sealed: no trailing parts, padding, stray characters or short tags', () => {
    const s = sealer(SECRET, 'tokens');
    const sealed = s.seal('1:ana@example.test');
    const [v, iv, tag, body] = sealed.split('.') as [string, string, string, string];
    for (const bad of [
      `${sealed}.x`,
      `${sealed}.`,
      `${sealed}=`,
      `${sealed}\n`,
      ` ${sealed}`,
      [v, iv, tag.slice(0, 16), body].join('.'),
      [v, iv, tag, `${body}!`].join('.'),
      [v, `${iv}==`, tag, body].join('.'),
    ]) {
      expect(s.open(bad), bad).toBeNull();
    }
    expect(s.open(sealed)).toBe('1:ana@example.test');
  });
});
