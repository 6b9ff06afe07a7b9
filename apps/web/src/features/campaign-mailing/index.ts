// The public face of the campaign-mailing feature: the live channel hands it send progress.
export { applyMailingProgress } from './api/get-campaign-lists';
