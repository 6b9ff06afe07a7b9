import { type CSSVariablesResolver, createTheme } from '@mantine/core';

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
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    // A select's options are drawn when it opens. Kept mounted (Mantine's default), every closed
    // select on a page placed its hidden list as the page mounted: a layout read and a second draw each.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
