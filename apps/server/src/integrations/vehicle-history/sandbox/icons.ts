/** The pillar icons: a coloured disc with a glyph; good is green, bad red, neutral grey-blue. */
const COLOURS = { good: '#1a7f37', bad: '#cf222e', neutral: '#57606a' } as const;
const GLYPHS = {
  accident: '<path d="M7 15l2-5h6l2 5M6 15h12v3H6z" fill="none" stroke="#fff" stroke-width="1.6"/>',
  owner: '<circle cx="12" cy="9" r="3" fill="#fff"/><path d="M6 18c1-4 11-4 12 0" fill="#fff"/>',
  use: '<path d="M5 13h14l-2-4H7zM7 16a1 1 0 1 0 0 .1M17 16a1 1 0 1 0 0 .1" fill="#fff" stroke="#fff"/>',
  service: '<path d="M8 7h8v11H8zM10 10h4M10 13h4" fill="none" stroke="#fff" stroke-width="1.6"/>',
} as const;

export const ICON_NAMES = new Set(Object.keys(GLYPHS).flatMap((g) => Object.keys(COLOURS).map((c) => `${g}-${c}`)));

/** The SVG of an icon name such as `accident-bad`; undefined for unknown names. */
export function pillarIcon(name: string): string | undefined {
  if (!ICON_NAMES.has(name)) return undefined;
  const [glyph, tone] = name.split('-') as [keyof typeof GLYPHS, keyof typeof COLOURS];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24"><circle cx="12" cy="12" r="11" fill="${COLOURS[tone]}"/>${GLYPHS[glyph]}</svg>`;
}
