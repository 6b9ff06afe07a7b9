/** Public face of the appraisal detail. The page is lazy-loaded by the router. */
export type { AppraisalDetail } from './api/get-appraisal-detail';
export { appraisalDetailQueryOptions, appraisalKey } from './api/get-appraisal-detail';
