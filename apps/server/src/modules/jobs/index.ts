export { enqueueJob, waitForJob } from './jobs.repository';
export { JOB_YIELDED, type JobHandlers, type JobRun, runDueJobs, startJobWorker } from './jobs.worker';
