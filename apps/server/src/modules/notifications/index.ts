/** What other modules use of notifications: raise an event inside the transaction of its cause. */
export { raiseNotification } from './notification-delivery';
export type { NotificationEvent, NotifiedRecord } from './notification-messages';
