/**
 * Background jobs: `enqueue(type, params, owner)`, `registerJobHandler(type, handler)` and a runner
 * behind the JobBackend interface (in-process by default). The engine is the service `api::job.job`.
 */
import type { JobEngine } from './engine';
import type { JobHandler, JobView } from './types';
import type { Strapi } from '../../strapi-types';

export * from './types';
export { createJobEngine, toJobView, JOB_UID, MAX_JOB_ATTEMPTS, type JobEngine, type ExecuteOutcome } from './engine';
export { InProcessBackend } from './in-process';
export { BullmqBackend, bullmqSettingsFromEnv, QUEUE_NAME, type BullmqSettings } from './bullmq';

export const jobsOf = (strapi: Strapi): JobEngine => strapi.service('api::job.job') as unknown as JobEngine;

export function registerJobHandler<P = any, C = any>(strapi: Strapi, type: string, handler: JobHandler<P, C>) {
  jobsOf(strapi).registerHandler(type, handler);
}

export function enqueueJob(
  strapi: Strapi,
  type: string,
  params: Record<string, unknown>,
  owner?: number | null,
): Promise<JobView> {
  return jobsOf(strapi).enqueue(type, params, owner);
}
