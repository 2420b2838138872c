/**
 * Internal notes on a profile. The author is whoever is signed in (never taken from the request
 * body) with a snapshot of their name; only the author or an administrator changes or deletes a note.
 * Scripts, API tokens and the Strapi panel (no console user) are not restricted.
 */
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { PROFILE_NOTE_RULES, validateFields, type FieldFailure } from '@newsroom/config';
import { refuseFields } from '../../../services/errors';

const UID = 'api::profile-note.profile-note';
type Row = Record<string, any>;

export default factories.createCoreService(UID, ({ strapi }) => ({
  /** The console user making this request, or null (scripts, API tokens, the Strapi panel). */
  signedInUser(): Row | null {
    const ctx = strapi.requestContext.get();
    return ctx?.state?.auth?.strategy?.name === 'users-permissions' && ctx.state.user ? ctx.state.user : null;
  },

  mayChange(note: Row | null, user: Row | null) {
    if (!user) return true;
    return user.role?.type === 'administrator' || (note?.author?.id ?? note?.author) === user.id;
  },

  async assertMayChange(documentId: string) {
    const user = this.signedInUser();
    if (!user || user.role?.type === 'administrator') return;
    const note = await strapi.db
      .query(UID)
      .findOne({ where: { documentId }, select: ['id'], populate: { author: { select: ['id'] } } });
    if (note && !this.mayChange(note, user)) {
      throw new errors.ForbiddenError(
        'Alleen de schrijver van deze notitie of een beheerder kan haar wijzigen of verwijderen.',
        { code: 'not_note_author' },
      );
    }
  },

  async prepareWrite({ action, data, documentId }: { action: 'create' | 'update'; data: Row; documentId?: string }) {
    const input: Row = { ...(data ?? {}) };
    if (typeof input.text === 'string') input.text = input.text.trim();
    const failures: FieldFailure[] = validateFields(
      input,
      action === 'create'
        ? PROFILE_NOTE_RULES
        : Object.fromEntries(Object.entries(PROFILE_NOTE_RULES).filter(([f]) => f in input)),
    );
    if (action === 'create') {
      const profile = input.profile;
      const empty =
        profile === undefined ||
        profile === null ||
        profile === '' ||
        (typeof profile === 'object' &&
          !Array.isArray(profile) &&
          !profile.documentId &&
          !profile.id &&
          !(profile.connect?.length || profile.set?.length));
      if (empty) failures.push({ path: ['profile'], code: 'required' });
      const user = this.signedInUser();
      if (user) {
        input.author = user.id;
        input.authorName = await this.nameOf(user);
      }
    } else {
      await this.assertMayChange(documentId);
      // A note stays with the profile it was written on, and with its author.
      delete input.profile;
      delete input.author;
      delete input.authorName;
    }
    if (failures.length) refuseFields(failures);
    return input;
  },

  async nameOf(user: Row) {
    const profile = await strapi.db
      .query('api::profile.profile')
      .findOne({ where: { user: user.id }, select: ['firstName', 'lastName'] });
    return [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || user.username || user.email || null;
  },

  /** Adds `canEdit` to notes of a REST answer: whether the signed-in user may change them. */
  async withPermissions(notes: Row[], user: Row | null) {
    const list = notes.filter(Boolean);
    if (!list.length) return notes;
    const rows = await strapi.db.query(UID).findMany({
      where: { documentId: { $in: list.map((n) => n.documentId) } },
      select: ['documentId'],
      populate: { author: { select: ['id'] } },
    });
    const authorOf = new Map(rows.map((r) => [r.documentId, r]));
    return notes.map((note) =>
      note ? { ...note, canEdit: this.mayChange(authorOf.get(note.documentId) ?? null, user) } : note,
    );
  },
}));
