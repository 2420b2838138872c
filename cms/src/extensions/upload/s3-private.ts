/**
 * Private files on S3 (docs/files.md): with `UPLOAD_PROVIDER=s3` the provider writes every upload to the public
 * bucket (public-read). A file that becomes private (a CV, a form upload: `markPrivate`) is moved to a second
 * bucket, `S3_PRIVATE_BUCKET`, which grants no public access; its row then names that bucket, and the product's
 * download routes hand out a short-lived signed URL for it (`signFileUrls`). Deleting the file deletes the object
 * there. On the local provider none of this applies: `/uploads` answers 404 for private files instead.
 */
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Row, Strapi } from '../../strapi-types';

const FILE = 'plugin::upload.file';
const PROVIDER = 'aws-s3';

type ProviderOptions = {
  rootPath?: string;
  s3Options?: S3ClientConfig & { params?: { Bucket?: string; signedUrlExpires?: number } };
};
type Stored = { hash: string; ext?: string | null; path?: string | null; url?: string };

function settings(strapi: Strapi) {
  const config = strapi.config.get('plugin::upload') as { provider?: string; providerOptions?: ProviderOptions };
  const privateBucket = process.env.S3_PRIVATE_BUCKET;
  if (config.provider !== PROVIDER || !privateBucket) return null;
  const { params, ...clientConfig } = config.providerOptions?.s3Options ?? {};
  return {
    client: new S3Client(clientConfig),
    publicBucket: String(params?.Bucket),
    privateBucket,
    expires: params?.signedUrlExpires ?? 15 * 60,
    prefix: config.providerOptions?.rootPath ? `${config.providerOptions.rootPath.replace(/\/+$/, '')}/` : '',
    endpoint: typeof clientConfig.endpoint === 'string' ? clientConfig.endpoint.replace(/\/+$/, '') : null,
  };
}
type Settings = NonNullable<ReturnType<typeof settings>>;

let cached: { strapi: Strapi; value: Settings | null } | null = null;
const settingsOf = (strapi: Strapi) => {
  if (cached?.strapi !== strapi) cached = { strapi, value: settings(strapi) };
  return cached.value;
};

/** The object key the provider used (its getFileKey: root path, path, hash and extension). */
const keyOf = (s: Settings, file: Stored) =>
  `${s.prefix}${file.path ? `${file.path}/` : ''}${file.hash}${String(file.ext ?? '').replace(/[^a-zA-Z0-9.]/g, '')}`;

const urlIn = (s: Settings, bucket: string, key: string) =>
  s.endpoint ? `${s.endpoint}/${bucket}/${key}` : `https://${bucket}.s3.amazonaws.com/${key}`;

const isInPrivateBucket = (s: Settings, row: Row) => row.provider_metadata?.bucket === s.privateBucket;

async function moveObject(s: Settings, file: Stored) {
  const key = keyOf(s, file);
  await s.client.send(
    new CopyObjectCommand({ Bucket: s.privateBucket, Key: key, CopySource: `${s.publicBucket}/${encodeURI(key)}` }),
  );
  await s.client.send(new DeleteObjectCommand({ Bucket: s.publicBucket, Key: key }));
  return urlIn(s, s.privateBucket, key);
}

/** Moves these files (and their formats) to the private bucket; files already there or stored elsewhere stay. */
export async function storePrivately(strapi: Strapi, ids: number[]) {
  const s = settingsOf(strapi);
  if (!s || ids.length === 0) return;
  const rows: Row[] = await strapi.db.query(FILE).findMany({ where: { id: { $in: ids }, provider: PROVIDER } });
  for (const row of rows) {
    if (isInPrivateBucket(s, { provider_metadata: row.provider_metadata })) continue;
    const url = await moveObject(s, row as Stored);
    const formats = { ...(row.formats ?? {}) } as Record<string, Stored>;
    for (const [name, format] of Object.entries(formats))
      formats[name] = { ...format, url: await moveObject(s, format) };
    await strapi.db.query(FILE).update({
      where: { id: row.id },
      data: { url, formats, provider_metadata: { ...(row.provider_metadata ?? {}), bucket: s.privateBucket } },
    });
  }
}

/** A signed URL for a file in the private bucket (null for any other file: the caller's own way applies). */
export async function signPrivate(strapi: Strapi, file: Row): Promise<Row | null> {
  const s = settingsOf(strapi);
  if (!s || file.provider !== PROVIDER || !isInPrivateBucket(s, file)) return null;
  const sign = (stored: Stored) =>
    getSignedUrl(s.client, new GetObjectCommand({ Bucket: s.privateBucket, Key: keyOf(s, stored) }), {
      expiresIn: s.expires,
    });
  const formats = Object.fromEntries(
    await Promise.all(
      Object.entries((file.formats ?? {}) as Record<string, Stored>).map(async ([name, f]) => [
        name,
        { ...f, url: await sign(f) },
      ]),
    ),
  );
  return { ...file, url: await sign(file as Stored), formats, isUrlSigned: true };
}

/** Deletes a private file's objects from the private bucket (the provider only knows the public one). */
export async function deletePrivate(strapi: Strapi, file: Row) {
  const s = settingsOf(strapi);
  if (!s || file.provider !== PROVIDER || !isInPrivateBucket(s, file)) return;
  for (const stored of [file, ...Object.values(file.formats ?? {})] as Stored[])
    await s.client.send(new DeleteObjectCommand({ Bucket: s.privateBucket, Key: keyOf(s, stored) }));
}
