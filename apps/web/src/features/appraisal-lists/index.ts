/** Public face of the appraisal lists. The pages are lazy-loaded by the router. */
export type { AppraisalRow } from './api/get-appraisals';
export { APPRAISALS_QUERY_KEY } from './api/get-appraisals';
export { AppraisalList } from './components/appraisal-list';
export { type ListPageId, listPageConfig } from './lib/list-page-config';
