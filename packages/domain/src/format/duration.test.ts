import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

const H = 3600 * 1000;

describe('durations in row warnings ("No offer sent in ...!", "Matures in ...!")', () => {
  it('minutes under an hour, hours under two days, then days', () => {
    expect(formatDuration(59 * 60 * 1000)).toBe('59 minutes');
    expect(formatDuration(60 * 1000)).toBe('1 minute');
    expect(formatDuration(H)).toBe('1 hour');
    expect(formatDuration(25.5 * H)).toBe('25 hours');
    expect(formatDuration(47.9 * H)).toBe('47 hours');
    expect(formatDuration(48 * H)).toBe('2 days');
    expect(formatDuration(-73 * H)).toBe('3 days');
  });
});
