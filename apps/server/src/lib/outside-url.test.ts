import { describe, expect, it } from 'vitest';
import { outsideUrl } from './outside-url';

const sandbox = 'http://localhost:3000/sandbox/inspection';

describe('outsideUrl', () => {
  it('keeps https anywhere, and http only to the configured service origin', () => {
    expect(outsideUrl('https://cdn.example.com/a.jpg', sandbox)).toBe('https://cdn.example.com/a.jpg');
    expect(outsideUrl('http://localhost:3000/sandbox/inspection/sessions/k/report', sandbox)).toBe(
      'http://localhost:3000/sandbox/inspection/sessions/k/report',
    );
    expect(outsideUrl('http://localhost:3001/x', sandbox)).toBeNull();
    expect(outsideUrl('http://evil.test/x', sandbox)).toBeNull();
    // A real provider over https: plain http to its own host is not kept either.
    expect(outsideUrl('http://inspect.example.com/r', 'https://inspect.example.com/api')).toBeNull();
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.test/x',
    'not a url',
    '',
  ])('drops %j', (value) => {
    expect(outsideUrl(value, sandbox)).toBeNull();
  });
});
