// npm run storage:copy-to-s3 (in apps/server): copies the files kept on local disk under DATA_DIR
// into the S3 bucket the S3_* variables name, before switching a running install to the bucket.
import { loadConfig } from '../../config';
import { copyLocalFiles } from './copy-to-bucket';
import { s3Storage } from './s3';

const config = loadConfig();
if (!config.s3) {
  console.error('Set S3_BUCKET (and S3_REGION, S3_ENDPOINT, credentials) to the bucket to copy into.');
  process.exit(1);
}
const report = await copyLocalFiles(config.dataDir, s3Storage(config.s3));
console.log(`${report.copied} file(s) copied to s3://${config.s3.bucket}, ${report.skipped} already there.`);
