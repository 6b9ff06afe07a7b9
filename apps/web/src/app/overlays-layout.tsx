import './mantine-styles.css';
import '@mantine/notifications/styles.css';
import { Notifications, useNotifications } from '@mantine/notifications';
import { useState } from 'react';
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
      <NotificationsOnceShown />
      <Outlet />
      <DialogHost />
    </>
  );
}

/**
 * Mantine's notifications, mounted with the first one shown (it reads them from its store) and
 * kept after. Mounted with the page, its six position groups each set state as they mounted, a
 * synchronous update that made React run all the page's mount effects in the commit's task.
 */
function NotificationsOnceShown() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? <Notifications position="top-right" classNames={{ root: classes.notifications }} /> : null;
}
