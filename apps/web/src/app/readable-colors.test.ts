import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn } from './readable-colors';
import { lightColorVariables } from './theme';

describe('readable light and subtle controls', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // Mantine's blue 9 on blue 2: a light button's text when hovered.
    expect(contrastRatio('#1864ab', '#a5d8ff')).toBeCloseTo(4.02, 2);
  });

  it('darkens only as far as needed', () => {
    expect(readableOn('#000000', '#a5d8ff')).toBe('#000000');
    expect(contrastRatio(readableOn('#1864ab', '#a5d8ff'), '#a5d8ff')).toBeGreaterThanOrEqual(4.5);
  });

  it("keeps every theme colour's light-button text at 4.5:1 or more on its hover, its rest and white", () => {
    const vars = lightColorVariables(DEFAULT_THEME);
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
      const text = vars[`--mantine-color-${name}-light-color`]!;
      for (const background of [shades[2], shades[1], '#ffffff'])
        expect(contrastRatio(text, background), `${name} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
