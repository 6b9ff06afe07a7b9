/** Public face of the auth feature for the app and other features. Pages are lazy-loaded by the router. */
export { sessionQueryOptions, useSessionQuery } from './api/get-user';
export { type CurrentDealer, useCurrentDealer, useSession } from './hooks/use-current-dealer';
