/**
 * Wiring of the profile import/export and the background jobs (issue "Profiles"): route order, the
 * list's count cache, GraphQL, the import job handler, and the job runner's start and stop.
 */
import { PROFILE_IMPORT_JOB } from '@newsroom/config';
import { jobsOf, registerJobHandler } from '../services/jobs';
import { registerProfileCountCache, watchProfileWrites } from '../services/profile-count-cache';
import { registerProfileListCache, watchProfileListWrites } from '../services/profile-list-cache';
import { announceWrite } from '../services/cluster/writes';
import { PROFILE_UID } from '../api/profile-import/importer/schema';
import type { Strapi } from '../strapi-types';

export function registerProfileTransfer(strapi: Strapi) {
  // Routes are matched in the order of the API folders and `profile` sorts before `profile-export`,
  // so Strapi's GET /profiles/:id would take GET /profiles/export (as id "export"). Registering the
  // profile API last puts the static paths first; nothing else depends on this order.
  const apis = strapi.get('apis').getAll();
  if (apis.profile && apis['profile-export']) {
    const profile = apis.profile;
    delete apis.profile;
    apis.profile = profile;
  }
  registerProfileCountCache(strapi);
  registerProfileListCache(strapi);
  // Jobs are read through GET /api/jobs (own jobs only); generated GraphQL would show everyone's.
  strapi.plugin('graphql')?.service('extension')?.shadowCRUD('api::job.job').disable();
}

export async function bootstrapProfileTransfer(strapi: Strapi) {
  watchProfileWrites(strapi);
  watchProfileListWrites(strapi);
  const imports = strapi.service('api::profile-import.profile-import');
  await imports.bootstrap();
  registerJobHandler(strapi, PROFILE_IMPORT_JOB, imports.jobHandler());
}

/** Last step of bootstrap: resume what a dead process left, then run queued jobs. */
export const startJobs = (strapi: Strapi) => jobsOf(strapi).start();
/** On shutdown: the running job stops after its current chunk and resumes at the next start. */
export const stopJobs = (strapi: Strapi) => jobsOf(strapi).stop();

/** Empties the profile list and count caches (after writes behind Strapi's back, like an import chunk). */
export function invalidateProfileReads(strapi: Strapi) {
  announceWrite(strapi, PROFILE_UID); // in every process (services/cluster/writes.ts)
}
