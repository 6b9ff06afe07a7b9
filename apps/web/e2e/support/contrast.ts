import type { Locator } from '@playwright/test';

/**
 * The WCAG contrast ratio of an element's text against what is drawn behind it: its own and its
 * ancestors' backgrounds, translucent ones blended over those beneath. axe leaves a text over a
 * translucent background unanswered ("incomplete"), so a light-variant control whose text took its
 * background's colour passed every scan.
 */
export function textContrast(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const rgba = (css: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a: css.startsWith('rgba') ? a : 1 };
    };
    const layers = [];
    for (let node: Element | null = el; node; node = node.parentElement) {
      const layer = rgba(getComputedStyle(node).backgroundColor);
      if (layer.a > 0) layers.push(layer);
      if (layer.a >= 1) break;
    }
    const back = layers.reduceRight(
      (under, over) => ({
        r: over.r * over.a + under.r * (1 - over.a),
        g: over.g * over.a + under.g * (1 - over.a),
        b: over.b * over.a + under.b * (1 - over.a),
        a: 1,
      }),
      { r: 255, g: 255, b: 255, a: 1 },
    );
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const [hi, lo] = [luminance(rgba(getComputedStyle(el).color)), luminance(back)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  });
}
