/**
 * Rules that hold whichever path writes a document (REST, GraphQL, the Strapi panel, scripts):
 * the document service calls the owning service before create and update, and after a content
 * write that set a cover, the cover gets its configured size (api::content.cover).
 * Profiles: field rules and a unique e-mail on create/update, and on delete the cascade (notes,
 * login account, registered handlers such as comment anonymisation) in one transaction.
 * Channels: field rules, one default, numbering and identity frozen once invoicing started.
 * Products: field and per-type rules, unique SKU, access tags for new subscribers fixed after creation.
 * Customers: field rules, unique debtor id, no delete while orders point at it.
 * Orders: created in one transaction (rules, new customer, tickets, serial, totals), then mostly fixed; never deleted.
 * Invoices: drafts follow the rules and get server totals; a finalised invoice never changes and is never deleted.
 * Every api:: content type, first of all: text fields without control characters or bidi overrides (services/text-input.ts).
 * Every type: a media field holds only files of its allowedTypes (src/services/media-fields.ts).
 */
import { coverIdOf } from '../api/content/services/cover';
import { ConflictError, refuseFields } from '../services/errors';
import { checkMediaFields } from '../services/media-fields';
import { textFailures } from '../services/text-input';
import { SERVER_OWNED } from './server-owned';

const PROFILE = 'api::profile.profile';
const SLUGGED = [
  'api::profile-tag.profile-tag',
  'api::newsletter.newsletter',
  'api::product-category.product-category',
];
const PRODUCT = 'api::product.product';
const NOTE = 'api::profile-note.profile-note';
const CHANNEL = 'api::channel.channel';
const CUSTOMER = 'api::customer.customer';
const ORDER = 'api::order.order';
const INVOICE = 'api::invoice.invoice';
const isWrite = (action: string) => action === 'create' || action === 'update';

export function registerDocumentRules(strapi) {
  // Every media field holds only the kinds of file its allowedTypes names (avatars, product images, covers).
  strapi.documents.use(async (context, next) => {
    if (isWrite(context.action)) await checkMediaFields(strapi, context.uid, context.params?.data);
    return next();
  });

  strapi.documents.use(async (context, next) => {
    if (!context.uid.startsWith('api::') || !isWrite(context.action)) return next();
    const failures = textFailures(
      strapi.components,
      strapi.contentType(context.uid),
      context.params?.data,
      SERVER_OWNED[context.uid],
    );
    if (failures.length) refuseFields(failures);
    return next();
  });

  strapi.documents.use(async (context, next) => {
    if (context.uid !== 'api::content.content' || !isWrite(context.action)) return next();
    const params = context.params ?? {};
    params.data = await strapi.service('api::content.content').prepareWrite({
      action: context.action,
      data: params.data ?? {},
      documentId: params.documentId,
      locale: params.locale,
    });
    const result = await next();
    const coverId = coverIdOf(params.data?.cover);
    if (coverId) {
      // The item is saved either way; a cover that cannot be resized keeps its original only.
      await strapi
        .service('api::content.cover')
        .ensureCoverFormat(coverId)
        .catch((error) => strapi.log.error(`Cover ${coverId} not resized: ${error.message}`));
    }
    return result;
  });

  strapi.documents.use(async (context, next) => {
    const { uid, action } = context;
    const params = context.params ?? {};
    if (uid === PROFILE) {
      const profiles = strapi.service(PROFILE);
      if (action === 'delete') return strapi.service('api::profile.removal').cascade(params.documentId, next);
      if (!isWrite(action)) return next();
      params.data = await profiles.prepareWrite({ action, data: params.data ?? {}, documentId: params.documentId });
      return profiles.guardUniqueEmail(params.data.email, params.documentId, next);
    }
    if (SLUGGED.includes(uid) && isWrite(action)) {
      params.data = await strapi
        .service(uid)
        .prepareWrite({ action, data: params.data ?? {}, documentId: params.documentId });
      return strapi.service(uid).guardUniqueSlug(next);
    }
    if (uid === PRODUCT && isWrite(action)) {
      params.data = await strapi
        .service(PRODUCT)
        .prepareWrite({ action, data: params.data ?? {}, documentId: params.documentId });
      return strapi.service(PRODUCT).guardUniqueSku(next);
    }
    if (uid === CHANNEL && (isWrite(action) || action === 'delete')) {
      const channels = strapi.service(CHANNEL);
      if (action === 'delete') {
        await channels.assertDeletable(params.documentId);
        return next();
      }
      params.data = await channels.prepareWrite({ action, data: params.data ?? {}, documentId: params.documentId });
      return channels.writeWithDefault(params.data, params.documentId, next);
    }
    if (uid === CUSTOMER && (isWrite(action) || action === 'delete')) {
      const customers = strapi.service(CUSTOMER);
      if (action === 'delete') {
        await customers.assertDeletable(params.documentId);
        return next();
      }
      params.data = await customers.prepareWrite({ action, data: params.data ?? {}, documentId: params.documentId });
      return customers.guardUniqueDebtorId(next);
    }
    if (uid === ORDER && (isWrite(action) || action === 'delete')) {
      const orders = strapi.service(ORDER);
      if (action === 'delete')
        throw new ConflictError('Orders are kept: cancel the order instead of deleting it.', {
          code: 'order_not_deletable',
        });
      if (action === 'create') return orders.createWith(params, strapi.requestContext.get()?.state?.user ?? null, next);
      params.data = await orders.prepareUpdate(params.data ?? {}, params.documentId);
      return next();
    }
    if (uid === INVOICE && (isWrite(action) || action === 'delete')) {
      const invoices = strapi.service(INVOICE);
      if (action === 'delete') await invoices.assertDeletable(params.documentId);
      else
        params.data = await invoices.prepareWrite({ action, data: params.data ?? {}, documentId: params.documentId });
      return next();
    }
    if (uid === NOTE && (isWrite(action) || action === 'delete')) {
      const notes = strapi.service(NOTE);
      if (action === 'delete') await notes.assertMayChange(params.documentId);
      else params.data = await notes.prepareWrite({ action, data: params.data ?? {}, documentId: params.documentId });
      return next();
    }
    return next();
  });
}
