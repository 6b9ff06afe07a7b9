/** Public face of dealer users for other features. Pages are lazy-loaded by the router. */
export { roleLabel } from './lib/role-options';
