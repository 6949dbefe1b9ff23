import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createDiskStorage, type FileStorage } from './storage.js';

export type S3StorageOptions = {
  /** A custom endpoint (MinIO, Ceph, R2, ...); undefined = AWS S3 for the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both or neither; neither = the AWS SDK's default credential chain (instance role, AWS_* variables). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `https://host/bucket/key` instead of `https://bucket.host/key`: what MinIO needs. */
  forcePathStyle: boolean;
};

// The same rule as the disk storage: keys are '<owner uuid>/<document uuid>', built by the server.
const SAFE_KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

function assertSafeKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

const isMissing = (error: unknown): boolean =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException &&
    // A missing bucket is a deployment mistake, not a missing file: it must fail loudly.
    (error.name === 'NoSuchKey' ||
      (error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket')));

/**
 * Document files in an S3-compatible store (AWS S3, MinIO, ...), one object per key, so any number of
 * instances share them. The bucket must exist; Astor never creates or lists buckets.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage & { close: () => void } {
  if ((options.accessKeyId === undefined) !== (options.secretAccessKey === undefined)) {
    throw new Error('S3 storage needs both an access key id and a secret access key, or neither');
  }
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // Only the checksums S3 requires: the newer default (CRC32 on every upload) is not understood by
    // every S3-compatible store, and the SigV4 payload hash already protects the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const { bucket } = options;

  return {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: assertSafeKey(key),
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: 'application/octet-stream',
        }),
      );
    },
    async get(key) {
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: assertSafeKey(key) }));
        if (!response.Body) return Buffer.alloc(0);
        return Buffer.from(await response.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers 204 for a missing key too: deleting is idempotent, as on disk.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: assertSafeKey(key) }));
    },
    close() {
      client.destroy();
    },
  };
}

/**
 * The configured storage (config.storage): the S3-compatible bucket when `s3` is set (STORAGE=s3),
 * otherwise files under `root` (DATA_DIR/files). The server and the backup tool both use this.
 */
export function createStorage(settings: { root: string; s3?: S3StorageOptions | undefined }): FileStorage {
  return settings.s3 ? createS3Storage(settings.s3) : createDiskStorage(settings.root);
}
