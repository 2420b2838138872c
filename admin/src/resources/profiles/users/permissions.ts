import { useAllowedActions } from '@/providers/useMe';

/**
 * The users-permissions actions behind every button of the profile screens (GET /api/me
 * allowedActions). Administrators hold all of them; the demo editor none.
 */
export const PROFILE_PERMISSIONS = {
  find: 'api::profile.profile.find',
  findOne: 'api::profile.profile.findOne',
  create: 'api::profile.profile.create',
  update: 'api::profile.profile.update',
  delete: 'api::profile.profile.delete',
  block: 'api::profile.profile.block',
  unblock: 'api::profile.profile.unblock',
  forcePasswordReset: 'api::profile.profile.forcePasswordReset',
  resendConfirmation: 'api::profile.profile.resendConfirmation',
  archive: 'api::profile.profile.archive',
  restore: 'api::profile.profile.restore',
  bulkTags: 'api::profile.profile.bulkTags',
  export: 'api::profile-export.profile-export.export',
  importAnalyze: 'api::profile-import.profile-import.analyze',
  importDryRun: 'api::profile-import.profile-import.dryRun',
  importRun: 'api::profile-import.profile-import.run',
  importErrors: 'api::profile-import.profile-import.errors',
  job: 'api::job.job.findOne',
  notesFind: 'api::profile-note.profile-note.find',
  notesCreate: 'api::profile-note.profile-note.create',
  notesUpdate: 'api::profile-note.profile-note.update',
  notesDelete: 'api::profile-note.profile-note.delete',
  tagsFind: 'api::profile-tag.profile-tag.find',
  newslettersFind: 'api::newsletter.newsletter.find',
} as const;

export type ProfilePermission = keyof typeof PROFILE_PERMISSIONS;

/** can.block, can.export, ...: whether the signed-in user holds each action. */
export const useProfileCan = (): Record<ProfilePermission, boolean> => {
  const allowed = useAllowedActions();
  return Object.fromEntries(
    Object.entries(PROFILE_PERMISSIONS).map(([key, action]) => [key, allowed.includes(action)]),
  ) as Record<ProfilePermission, boolean>;
};
