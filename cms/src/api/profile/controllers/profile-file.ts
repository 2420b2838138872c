/**
 * GET /api/profiles/{documentId}/files/{fileId}: a file that belongs to a profile (its CV or avatar), for
 * signed-in users allowed to read profiles (action api::profile.profile-file.download, administrators).
 * Private files are not served from /uploads (src/services/private-files.ts). The local provider's file
 * is streamed as a sandboxed attachment; a provider with private storage (S3) answers a short-lived signed URL.
 */
import { errors } from '@strapi/utils';
import { mayReadPrivate } from '../../../services/private-files';
import { sendStoredFile } from '../../../services/file-download';
import type { Ctx, WithStrapi } from '../../../strapi-types';

const UID = 'api::profile.profile';

export default ({ strapi }: WithStrapi) => ({
  async download(ctx: Ctx) {
    if (!(await mayReadPrivate(strapi, ctx.state.user))) throw new errors.ForbiddenError('You may not read profiles.');
    const profile = await strapi.db.query(UID).findOne({
      where: { documentId: ctx.params.documentId },
      select: ['id'],
      populate: { avatar: true, cv: { populate: { file: true } } },
    });
    const wanted = String(ctx.params.fileId);
    const file = [profile?.cv?.file, profile?.avatar].find(
      (f) => f && (String(f.id) === wanted || f.documentId === wanted),
    );
    if (!file) throw new errors.NotFoundError('This profile has no such file.');

    await sendStoredFile(strapi, ctx, file);
  },
});
