/** What other modules use of notifications: raise an event inside the transaction of its cause. */

export { announceProgress } from './live-progress';
export { raiseNotification } from './notification-delivery';
export type { NotificationEvent, NotifiedRecord } from './notification-messages';
