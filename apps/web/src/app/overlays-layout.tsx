import './mantine-styles.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { Outlet } from 'react-router';
import { DialogHost } from '../components/dialog-host';
import classes from './overlays-layout.module.css';

/**
 * Dialogs (confirmations, alerts, the record's dialogs) and notifications for the pages below it.
 * A lazy route of its own: the sign-in pages use neither, so the login page does not download the
 * modal, drawer and scroll-area code they bring (about 40 kB gzip).
 */
export function OverlaysLayout() {
  return (
    <>
      <Notifications position="top-right" classNames={{ root: classes.notifications }} />
      <Outlet />
      <DialogHost />
    </>
  );
}
