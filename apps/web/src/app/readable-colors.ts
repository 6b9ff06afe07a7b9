/**
 * WCAG contrast of two '#rrggbb' colours, and the darkest-needed shade of a text colour that keeps
 * 4.5:1 on a background: Mantine's light and subtle buttons write shade 9 on shade 2 when hovered,
 * 4.0:1 for blue and 3.8:1 for red.
 */
const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const hex = (values: number[]) => `#${values.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** `text` as it is, or darkened in small steps until it reads at `ratio` (AA: 4.5) on `background`. */
export function readableOn(text: string, background: string, ratio = 4.5): string {
  let out = text;
  for (let k = 1; contrastRatio(out, background) < ratio && k < 100; k++)
    out = hex(channels(text).map((c) => c * (1 - k / 100)));
  return out;
}
