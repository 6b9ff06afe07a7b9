import { type CSSVariablesResolver, createTheme, type MantineTheme } from '@mantine/core';
import { readableOn } from './readable-colors';

/**
 * Shade 8 of blue as the primary colour and darker "dimmed"/"error" text: Mantine's defaults
 * (blue 6, gray 6, red 6 on white) fall below the WCAG AA contrast that the axe scans require.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  components: {
    // The close buttons are icons: give them a name for screen readers. Plain objects, not
    // Modal.extend(...): importing the components here would put the modal, drawer and scroll-area
    // code (about 40 kB gzip) in the entry every page downloads, the login page too.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close navigation' } } },
    // A notice with a title writes its text in gray 6 (3.3:1 on white): the theme's dimmed instead.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
    // A select's options are drawn when it opens. Kept mounted (Mantine's default), every closed
    // select on a page placed its hidden list as the page mounted: a layout read and a second draw each.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/**
 * Light and subtle controls write shade 9 on shade 1, and on shade 2 when hovered: 4.0:1 for blue,
 * 3.8:1 for red. Their text is shade 9 darkened as far as it takes to keep 4.5:1 on either.
 */
export function lightColorVariables(theme: MantineTheme): Record<string, string> {
  return Object.fromEntries(
    Object.entries(theme.colors).map(([name, shades]) => [
      `--mantine-color-${name}-light-color`,
      readableOn(shades[9], shades[2]),
    ]),
  );
}

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    ...lightColorVariables(resolved),
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
