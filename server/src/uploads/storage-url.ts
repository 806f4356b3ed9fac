/** Where uploads go with STORAGE_URL=s3://bucket/prefix, and how to reach that bucket. */
export interface S3StorageConfig {
  bucket: string;
  /** Key prefix without slashes at either end ('' for the bucket's root). */
  prefix: string;
  /** An S3-compatible service's URL (MinIO, R2…); undefined for AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** https://endpoint/bucket/key rather than https://bucket.endpoint/key (MinIO and most local servers). */
  forcePathStyle: boolean;
  /** Undefined: the AWS SDK's own default chain (~/.aws, an instance role…). A secret: never logged. */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
}

const QUERY_PARAMETERS = ['endpoint', 'region', 'forcePathStyle'];
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const isHttpUrl = (v: string) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol);

/** `s3://bucket/prefix` (or `…/prefix/name`): the bucket's address as shown, without keys or parameters. */
export function bucketAddress(settings: Pick<S3StorageConfig, 'bucket' | 'prefix'>, name?: string): string {
  return `s3://${[settings.bucket, settings.prefix, name].filter(Boolean).join('/')}`;
}

/**
 * STORAGE_URL=s3://bucket/prefix?endpoint=…&region=…&forcePathStyle=true, with AWS_ENDPOINT_URL,
 * AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN) from `env`. A
 * parameter in the URL wins over its variable; the region is us-east-1 when neither names one.
 * Returns the settings, or what is wrong (never echoing a key).
 */
export function parseStorageUrl(
  value: string,
  env: Record<string, string | undefined>,
  /** The variable the messages name (BACKUP_DIR takes the same addresses). */
  variable = 'STORAGE_URL',
): { storage: S3StorageConfig } | { problem: string } {
  const problem = (text: string) => ({ problem: `${variable}: ${text}` });
  if (!URL.canParse(value) || !value.startsWith('s3://')) return problem('must be s3://bucket or s3://bucket/prefix');
  const url = new URL(value);
  if (url.username || url.password) {
    return problem('must not hold keys: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
  }
  if (!BUCKET.test(url.hostname) || url.port) return problem(`"${url.hostname}" is not a bucket name`);
  const unknown = [...url.searchParams.keys()].filter((k) => !QUERY_PARAMETERS.includes(k));
  if (unknown.length) return problem(`unknown parameter ${unknown[0]} (known: ${QUERY_PARAMETERS.join(', ')})`);
  const endpoint = url.searchParams.get('endpoint') ?? env.AWS_ENDPOINT_URL;
  if (endpoint !== undefined && !isHttpUrl(endpoint)) {
    return problem('the endpoint (?endpoint= or AWS_ENDPOINT_URL) must be an http(s):// URL');
  }
  const pathStyle = url.searchParams.get('forcePathStyle') ?? 'false';
  if (!['true', 'false'].includes(pathStyle)) return problem('forcePathStyle must be true or false');
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    return { problem: 'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY: set both or neither' };
  }
  let prefix: string;
  try {
    prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  } catch {
    return problem('the prefix has a broken %-escape');
  }
  return {
    storage: {
      bucket: url.hostname,
      prefix,
      endpoint,
      region: url.searchParams.get('region') ?? env.AWS_REGION ?? 'us-east-1',
      forcePathStyle: pathStyle === 'true',
      credentials:
        accessKeyId && secretAccessKey
          ? { accessKeyId, secretAccessKey, ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}) }
          : undefined,
    },
  };
}
