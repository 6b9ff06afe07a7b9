import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../../config';
import { type FileStorage, isStorageKey } from './port';

/** The client the config describes (also used by the copy command). */
export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // No checksum of an empty body baked into a presigned PUT (S3 would refuse the real bytes).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Where a presigned URL of this bucket points, for the Content-Security-Policy. */
export function s3Origin(config: S3Config): string {
  if (config.endpoint) {
    const url = new URL(config.endpoint);
    return config.forcePathStyle ? url.origin : `${url.protocol}//${config.bucket}.${url.host}`;
  }
  return `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
}

const notFound = (err: unknown) =>
  err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404);

/**
 * Files in an S3-compatible bucket under the same random keys as on local disk (`files/<key>`).
 * Browsers PUT and GET through presigned URLs whose signature covers the content type and length.
 */
export function s3Storage(config: S3Config, client: S3Client = s3Client(config)): FileStorage {
  const Bucket = config.bucket;
  const objectKey = (key: string) => {
    if (!isStorageKey(key)) throw new Error('Invalid storage key.');
    return `files/${key}`;
  };
  return {
    name: 's3',
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes }));
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!out.Body) return null;
        return { body: out.Body as Readable, size: out.ContentLength ?? 0, type: out.ContentType };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    direct: {
      origin: s3Origin(config),
      uploadUrl: (key, file, expiresIn) =>
        getSignedUrl(
          client,
          new PutObjectCommand({ Bucket, Key: objectKey(key), ContentType: file.type, ContentLength: file.size }),
          // Signed, so the store itself refuses another type or length.
          { expiresIn, signableHeaders: new Set(['content-type', 'content-length']) },
        ),
      downloadUrl: (key, served, expiresIn) =>
        getSignedUrl(
          client,
          new GetObjectCommand({
            Bucket,
            Key: objectKey(key),
            ResponseContentType: served.type,
            ResponseContentDisposition: served.disposition,
          }),
          { expiresIn },
        ),
    },
  };
}
