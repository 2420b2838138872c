/**
 * Whether this process is one of several (REDIS_URL set) and the Redis key prefix they share. Without
 * REDIS_URL everything the cluster module offers stays in process memory, as for a single process.
 */
export type ClusterSettings = { url: string; prefix: string };

export function clusterSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): ClusterSettings | null {
  if (!env.REDIS_URL) return null;
  // One prefix for the queue and the cluster's keys: an installation (or a test) keeps all of its keys apart.
  return { url: env.REDIS_URL, prefix: env.BULLMQ_PREFIX || 'newsroom' };
}
