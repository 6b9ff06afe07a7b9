import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { Outlet } from 'react-router';

/**
 * Dialogs (confirmations, alerts, the record's dialogs) and notifications for the pages below it.
 * A lazy route of its own: the sign-in pages use neither, so the login page does not download the
 * modal, drawer and scroll-area code they bring (about 40 kB gzip).
 */
export function OverlaysLayout() {
  return (
    <ModalsProvider labels={{ confirm: 'OK', cancel: 'Cancel' }}>
      {/* Below the 60 px top bar, so a notice never covers the dealer switcher or the user menu. */}
      <Notifications position="top-right" styles={{ root: { top: 'calc(3.75rem + var(--mantine-spacing-xs))' } }} />
      <Outlet />
    </ModalsProvider>
  );
}
