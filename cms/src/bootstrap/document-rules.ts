/**
 * Rules that hold whichever path writes a document (REST, GraphQL, the Strapi panel, scripts), as
 * document-service middlewares, in this order:
 * 1. Every type: a media field holds only files of its allowedTypes (src/services/media-fields.ts).
 * 2. Every api:: content type: text fields without control characters or bidi overrides (services/text-input.ts).
 * 3. The rules the owning API registered for the type, in `src/api/<name>/document-rules.ts`
 *    (see services/document-rules.ts): beforeWrite, then aroundWrite around the write, then afterWrite;
 *    beforeDelete, then aroundDelete around the delete. Other actions (publish, find ...) pass through.
 */
import type { ContentTypeUid } from '../strapi-types';
import type { Core } from '@strapi/strapi';
import {
  collectDocumentRules,
  type DocumentRules,
  type Row,
  type RulesStrapi,
  type WriteInput,
} from '../services/document-rules';
import { refuseFields } from '../services/errors';
import { checkMediaFields } from '../services/media-fields';
import { textFailures } from '../services/text-input';
import { SERVER_OWNED } from './server-owned';

const isWrite = (action: string) => action === 'create' || action === 'update';

type DocumentContext = { uid: string; action: string; params?: Row };

async function runRules(
  strapi: RulesStrapi,
  rules: DocumentRules,
  context: DocumentContext,
  next: () => Promise<unknown>,
) {
  const { action } = context;
  const params = (context.params ??= {});
  if (action === 'delete') {
    await rules.beforeDelete?.(strapi, params.documentId);
    return rules.aroundDelete ? rules.aroundDelete(strapi, params.documentId, next) : next();
  }
  if (action !== 'create' && action !== 'update') return next();
  const input: WriteInput = { action, data: params.data ?? {}, documentId: params.documentId, locale: params.locale };
  if (rules.beforeWrite) params.data = await rules.beforeWrite(strapi, input);
  const result = await (rules.aroundWrite ? rules.aroundWrite(strapi, { action, params }, next) : next());
  await rules.afterWrite?.(strapi, { ...input, data: params.data ?? {} });
  return result;
}

type DocumentMiddleware = (context: DocumentContext, next: () => Promise<unknown>) => Promise<unknown>;
type TextSchemas = Parameters<typeof textFailures>[0];

export function registerDocumentRules(strapi: Core.Strapi) {
  // Strapi types a middleware per content type; these run for every type and read only uid, action and params.
  const use = (middleware: DocumentMiddleware) => strapi.documents.use(middleware as never);

  // Every media field holds only the kinds of file its allowedTypes names (avatars, product images, covers).
  use(async (context, next) => {
    if (isWrite(context.action)) await checkMediaFields(strapi, context.uid as ContentTypeUid, context.params?.data);
    return next();
  });

  use(async (context, next) => {
    if (!context.uid.startsWith('api::') || !isWrite(context.action)) return next();
    const failures = textFailures(
      strapi.components as unknown as TextSchemas,
      strapi.contentType(context.uid as never),
      context.params?.data,
      SERVER_OWNED[context.uid as keyof typeof SERVER_OWNED],
    );
    if (failures.length) refuseFields(failures);
    return next();
  });

  const registry = collectDocumentRules(strapi.dirs.dist.api);
  use(async (context, next) => {
    const rules = registry.get(context.uid);
    return rules ? runRules(strapi, rules, context, next) : next();
  });
}
