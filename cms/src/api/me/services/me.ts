import type { Me, OwnProfile } from '@newsroom/config';
import { errors } from '@strapi/utils';
import { check, type UploadFile } from '../../../services/upload-policy';
import {
  LAYOUT_DEFAULTS,
  OWN_PROFILE_BOOLEANS,
  OWN_PROFILE_RULES,
  PROFILE_LANGUAGES,
  invalidPreferenceKeys,
  sanitizePreferences,
  tourPreferenceOf,
  validateFields,
} from '@newsroom/config';
import type { AccountUser, Row, WithStrapi } from '../../../strapi-types';

const { ValidationError } = errors;
const PROFILE = 'api::profile.profile';
const PUBLIC_PROFILE_FIELDS = [
  'id',
  'documentId',
  'firstName',
  'lastName',
  'email',
  'language',
  'type',
  'bio',
  'twitter',
  'facebook',
  'instagram',
  'linkedin',
  'website',
  'phoneNumber',
  'screenName',
  'allowMessages',
  'emailNotifications',
  'createdAt',
  'updatedAt',
];

const pick = (row: Row | null, fields: string[]) =>
  row ? Object.fromEntries(fields.filter((f) => f in row).map((f) => [f, row[f]])) : null;
const avatarOf = (row: Row | null) =>
  row?.avatar ? { id: row.avatar.id, url: row.avatar.url, formats: row.avatar.formats ?? null } : null;

export default ({ strapi }: WithStrapi) => {
  const profiles = () => strapi.db.query(PROFILE);

  const profileOf = (userId: number) => profiles().findOne({ where: { user: userId }, populate: ['avatar'] });

  // `locale` repeats `language` (the field's name before it moved off Strapi's reserved i18n name): the
  // console and older scripts read the user's language from it.
  const present = (row: Row | null): OwnProfile | null =>
    row
      ? {
          id: row.id,
          documentId: row.documentId,
          ...pick(row, PUBLIC_PROFILE_FIELDS),
          locale: row.language ?? null,
          avatar: avatarOf(row),
        }
      : null;

  return {
    /** Every console user has a profile; one is made on first sign-in when staff created the account elsewhere. */
    async ensureProfile(user: AccountUser): Promise<Row> {
      const existing = await profiles().findOne({ where: { user: user.id }, select: ['id'] });
      if (existing) return existing;
      // The user just signed in, so the account is confirmed; a profile known by its address is linked.
      const byEmail = await profiles().findOne({
        where: { email: { $eqi: user.email } },
        select: ['id', 'accountStatus'],
      });
      if (byEmail) {
        const accountStatus =
          byEmail.accountStatus === 'UNKNOWN' || !byEmail.accountStatus ? 'CONFIRMED' : byEmail.accountStatus;
        return profiles().update({ where: { id: byEmail.id }, data: { user: user.id, accountStatus } });
      }
      return strapi.documents(PROFILE).create({
        data: { email: user.email, type: 'ACCOUNT', language: 'NL', user: user.id, accountStatus: 'CONFIRMED' } as any,
      });
    },

    async describe(user: AccountUser) {
      const [profile, allowedActions] = await Promise.all([
        profileOf(user.id),
        strapi.service('api::me.permissions').actionsOf(user.role.id),
      ]);
      return {
        id: user.id,
        email: user.email,
        username: user.username ?? user.email,
        profile: present(profile),
        // An action that cannot work here (no meeting server) is not offered, so its menu item stays hidden.
        allowedActions: strapi.service('api::meet.meet').availableActions(allowedActions),
        groups: [user.role.type],
        preferences: {
          ...LAYOUT_DEFAULTS,
          ...sanitizePreferences(profile?.preferences),
          ...tourPreferenceOf(profile?.preferences),
        },
      } satisfies Me;
    },

    async updatePreferences(user: AccountUser, input: unknown) {
      if (!input || typeof input !== 'object' || Array.isArray(input)) {
        throw new ValidationError('preferences must be an object', { code: 'preferences_required' });
      }
      const invalid = invalidPreferenceKeys(input as Record<string, unknown>);
      if (invalid.length) {
        throw new ValidationError(`Invalid preferences: ${invalid.join(', ')}`, {
          code: 'invalid_preferences',
          errors: invalid.map((key) => ({ path: [key], message: 'invalid', code: 'invalid' })),
        });
      }
      const profile = await this.ensureProfile(user);
      const current = await profiles().findOne({ where: { id: profile.id }, select: ['preferences'] });
      const preferences = {
        ...LAYOUT_DEFAULTS,
        ...sanitizePreferences(current?.preferences),
        ...tourPreferenceOf(current?.preferences),
        ...sanitizePreferences(input),
        ...tourPreferenceOf(input),
      };
      await profiles().update({ where: { id: profile.id }, data: { preferences } });
      return preferences;
    },

    async updateProfile(user: AccountUser, input: unknown) {
      if (!input || typeof input !== 'object' || Array.isArray(input)) {
        throw new ValidationError('data must be an object', { code: 'data_required' });
      }
      const data = { ...(input as Record<string, unknown>) };
      // `locale` is still accepted for `language` (its old name; the console's language menu sends it).
      if ('locale' in data && !('language' in data)) data.language = data.locale;
      delete data.locale;
      const allowed = new Set([...Object.keys(OWN_PROFILE_RULES), ...OWN_PROFILE_BOOLEANS, 'language']);
      const refused = Object.keys(data).filter((key) => !allowed.has(key));
      if (refused.length) {
        throw new ValidationError(`These fields cannot be changed here: ${refused.join(', ')}`, {
          code: 'fields_not_allowed',
          errors: refused.map((key) => ({ path: [key], message: 'not_allowed', code: 'not_allowed' })),
        });
      }
      const failures = validateFields(
        data,
        Object.fromEntries(Object.entries(OWN_PROFILE_RULES).filter(([k]) => k in data)),
      );
      for (const key of Object.keys(data)) {
        if ((OWN_PROFILE_BOOLEANS as readonly string[]).includes(key) && typeof data[key] !== 'boolean')
          failures.push({ path: [key], code: 'boolean' });
        else if (
          key !== 'language' &&
          !OWN_PROFILE_BOOLEANS.includes(key as never) &&
          data[key] !== null &&
          typeof data[key] !== 'string'
        )
          failures.push({ path: [key], code: 'string' });
      }
      if ('language' in data) {
        const language = String(data.language ?? '').toUpperCase();
        if (!(PROFILE_LANGUAGES as readonly string[]).includes(language))
          failures.push({ path: ['language'], code: 'language' });
        data.language = language;
      }
      if (failures.length) {
        throw new ValidationError('Some fields are not valid', {
          code: 'invalid_fields',
          errors: failures.map((f) => ({ path: f.path, message: f.code, code: f.code, params: f.params })),
        });
      }
      const profile = await this.ensureProfile(user);
      await profiles().update({ where: { id: profile.id }, data });
      return present(await profileOf(user.id));
    },

    async setAvatar(user: AccountUser, file: UploadFile | undefined) {
      if (!file) throw new ValidationError('Choose an image file to upload', { code: 'file_required' });
      // By the file's bytes, not its name or declared type (src/services/upload-policy.ts).
      await check(file, 'image');
      const [uploaded] = await strapi.plugin('upload').service('upload').upload({ data: {}, files: file });
      const profile = await this.ensureProfile(user);
      await profiles().update({ where: { id: profile.id }, data: { avatar: uploaded.id } });
      return present(await profileOf(user.id));
    },
  };
};
