export { enqueueJob, waitForJob } from './jobs.repository';
export { type JobHandlers, runDueJobs, startJobWorker } from './jobs.worker';
