/**
 * Strapi's upload plugin, held to our upload policy (src/services/upload-policy.ts) on every path:
 * - the upload service's `upload` and `replace` (media library REST, the Strapi panel, the avatar, demo
 *   covers, scripts) judge each file by its bytes and store the detected MIME type; an upload linked to a
 *   field (`ref`/`field`) must also fit that field's `allowedTypes`, and its user may update that entry;
 * - files get a `isPrivate` flag (src/services/private-files.ts): the content API's file list and file
 *   leave private files out, and refuse to replace them, for roles without the profile permission.
 */
import { errors } from '@strapi/utils';
import { check, kindsOfAllowedTypes, labelOf, refuseFileType, storedFits } from '../../services/upload-policy';
import { actionsOfUser, mayReadPrivate, notPrivate, requestUser } from '../../services/private-files';
import { registerFileGraphql } from './graphql';
import { ensureFileIndexes } from './indexes';
import { deletePrivate, signPrivate } from './s3-private';

const FILE = 'plugin::upload.file';

/**
 * An upload linked to an entry (`ref`, `refId`, `field`) writes that entry, which Strapi does not check: a
 * signed-in user needs the right to update it (an editor may not set a profile's avatar or CV this way).
 */
async function assertMayLink(strapi, data) {
  const user = requestUser(strapi);
  // Strapi panel users (`roles`, not `role`) and internal calls are not content-API users.
  if (!data?.ref || !user?.role) return;
  const actions = await actionsOfUser(strapi, user);
  if (!String(data.ref).startsWith('api::') || !actions.includes(`${data.ref}.update`)) {
    // A PolicyError: Strapi's authorize step turns any other ForbiddenError into a bare "Forbidden".
    throw new errors.PolicyError('You may not attach files to this entry.', { code: 'upload_link_not_allowed' });
  }
}

async function checkAll(strapi, files, data) {
  await assertMayLink(strapi, data);
  const list = (Array.isArray(files) ? files : [files]).filter(Boolean);
  const field = data?.ref && data?.field ? strapi.getModel(data.ref)?.attributes?.[data.field] : null;
  const kinds = field?.type === 'media' ? kindsOfAllowedTypes(field.allowedTypes) : null;
  for (const file of list) {
    const verdict = await check(file, 'media');
    if (kinds && !storedFits(verdict, kinds)) refuseFileType(labelOf(kinds), file.originalFilename ?? file.name);
    // The upload service stores `detectedMimeType` as the file's MIME type.
    file.detectedMimeType = verdict.mime;
    file.mimetype = verdict.mime;
  }
}

async function assertVisible(strapi, id) {
  const row = await strapi.db.query(FILE).findOne({ where: { id }, select: ['id', 'isPrivate'] });
  if (row?.isPrivate && !(await mayReadPrivate(strapi, requestUser(strapi))))
    throw new errors.NotFoundError('File not found');
}

export default (plugin) => {
  plugin.contentTypes.file.schema.attributes.isPrivate = { type: 'boolean', default: false, configurable: false };

  // The file manager (docs/files.md): its GraphQL listing and the indexes its folder pages read.
  const baseRegister = plugin.register;
  plugin.register = async (context) => {
    await baseRegister?.(context);
    registerFileGraphql(context.strapi);
  };
  const baseBootstrap = plugin.bootstrap;
  plugin.bootstrap = async (context) => {
    await baseBootstrap?.(context);
    await ensureFileIndexes(context.strapi);
  };

  const baseService = plugin.services.upload;
  plugin.services.upload = ({ strapi }) => {
    const service = baseService({ strapi });
    return {
      ...service,
      async upload(input, opts) {
        await checkAll(strapi, input?.files, input?.data);
        return service.upload(input, opts);
      },
      // A private file on S3 lives in the private bucket the provider does not know (./s3-private.ts).
      async remove(file) {
        await deletePrivate(strapi, file);
        return service.remove(file);
      },
      async replace(id, input, opts) {
        await assertVisible(strapi, id);
        await checkAll(strapi, input?.file, input?.data);
        return service.replace(id, input, opts);
      },
    };
  };

  // Private files on S3 are signed on the private bucket whatever the provider's own setting (./s3-private.ts).
  const baseFile = plugin.services.file;
  plugin.services.file = {
    ...baseFile,
    async signFileUrls(file) {
      return (await signPrivate(strapi, file)) ?? baseFile.signFileUrls(file);
    },
  };

  const baseController = plugin.controllers['content-api'];
  plugin.controllers['content-api'] = ({ strapi }) => {
    const controller = baseController({ strapi });
    return {
      ...controller,
      async find(ctx) {
        if (!(await mayReadPrivate(strapi, ctx.state.user))) {
          ctx.query = {
            ...ctx.query,
            filters: ctx.query?.filters ? { $and: [ctx.query.filters, notPrivate] } : notPrivate,
          };
        }
        return controller.find.call(this, ctx);
      },
      async findOne(ctx) {
        await assertVisible(strapi, ctx.params.id);
        return controller.findOne.call(this, ctx);
      },
    };
  };
  return plugin;
};
