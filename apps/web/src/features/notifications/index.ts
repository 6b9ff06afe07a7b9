/** Public face of notifications: the bell (with the live channel) for the shell. Pages are lazy-loaded by the router. */
export { NotificationBell } from './components/notification-bell';
