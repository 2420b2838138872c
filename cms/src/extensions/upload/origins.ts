/**
 * Where stored files are served from when they are not on this origin (UPLOAD_PROVIDER=s3): the bucket's public
 * URL, or its endpoint. The console's Content-Security-Policy lets images and media load from there (previews
 * in the file manager, covers in forms); private files never are, they leave the public bucket.
 */
export function uploadOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.UPLOAD_PROVIDER !== 's3') return [];
  const candidates = [env.S3_PUBLIC_URL, env.S3_ENDPOINT];
  if (!env.S3_PUBLIC_URL && !env.S3_ENDPOINT && env.S3_BUCKET)
    candidates.push(`https://${env.S3_BUCKET}.s3.amazonaws.com`);
  return candidates.flatMap((url) => {
    try {
      return url ? [new URL(url).origin] : [];
    } catch {
      return [];
    }
  });
}
