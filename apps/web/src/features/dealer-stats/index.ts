/** Dealer dashboard, dealer-stats drill-down and /my/stats. The pages are lazy-loaded by the router. */
export { drillDownHref } from './lib/stats-window';
