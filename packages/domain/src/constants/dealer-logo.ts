/**
 * The dealer's logo (Profile tab, issue 15): what customers see on our pages. Raster images only:
 * an SVG can carry script, so it is refused like any other type.
 */
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoMimeType = (typeof LOGO_MIME_TYPES)[number];
export const LOGO_MAX_BYTES = 1024 * 1024;

export const LOGO_MESSAGES = {
  type: 'The logo must be a PNG, JPEG or WebP image.',
  size: 'The logo must be 1 MB or smaller.',
  empty: 'Choose an image file for the logo.',
} as const;

export const isLogoMimeType = (type: string): type is LogoMimeType =>
  (LOGO_MIME_TYPES as readonly string[]).includes(type);
