/** Public face of the intake feature: the dialogs other features open. Pages are lazy-loaded by the router. */
export { NewAppraisalDialog } from './components/new-appraisal-dialog';
export { PublicFrame } from './components/public-frame';
export { ShareFormDialog } from './components/share-form-dialog';
export { ShowroomStartButtons } from './components/showroom-start-buttons';
export { START_KINDS, type StartKind } from './lib/start-kind';
