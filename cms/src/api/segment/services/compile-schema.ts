/**
 * Where the segment compiler (compile.ts) reads: the profile table and its link tables, the address component
 * and the records a condition names, by Strapi's metadata (names are never spelled out in the SQL).
 */
import { dbModel } from '../../../services/db-model';
import type { Strapi } from '../../../strapi-types';

export const PROFILE = 'api::profile.profile';
const SUBSCRIPTION = 'api::subscription.subscription';

/** Table and column names from Strapi's metadata, resolved once per compilation. */
export function schemaOf(strapi: Strapi) {
  const profile = dbModel(strapi, PROFILE);
  const linkOf = (uid: string, relation: string) => {
    const join = dbModel(strapi, uid).link(relation);
    return { table: join.name, owner: join.joinColumn.name, target: join.inverseJoinColumn.name };
  };
  const addresses = profile.link('addresses') as ReturnType<typeof profile.link> & {
    on?: Record<string, string>;
    pivotColumns?: string[];
  };
  const fieldColumn = Object.keys(addresses.on ?? { field: 'addresses' })[0];
  const typeColumn =
    addresses.pivotColumns?.find(
      (c) => ![addresses.joinColumn.name, addresses.inverseJoinColumn.name, fieldColumn].includes(c),
    ) ?? 'component_type';
  return {
    profile,
    tags: linkOf(PROFILE, 'tags'),
    newsletters: linkOf(PROFILE, 'newsletters'),
    customer: linkOf(PROFILE, 'customer'),
    addresses: {
      table: addresses.name,
      owner: addresses.joinColumn.name,
      target: addresses.inverseJoinColumn.name,
      field: fieldColumn,
      type: typeColumn,
      component: dbModel(strapi, 'profile.address'),
    },
    tag: dbModel(strapi, 'api::profile-tag.profile-tag'),
    newsletter: dbModel(strapi, 'api::newsletter.newsletter'),
    list: dbModel(strapi, 'api::mail-list.mail-list'),
    campaign: dbModel(strapi, 'api::campaign.campaign'),
    product: dbModel(strapi, 'api::product.product'),
    subscription: dbModel(strapi, SUBSCRIPTION),
    subscriptionCustomer: linkOf(SUBSCRIPTION, 'customer'),
    subscriptionProduct: linkOf(SUBSCRIPTION, 'product'),
    content: dbModel(strapi, 'api::content.content'),
    contentTags: linkOf('api::content.content', 'tags'),
    contentCategories: linkOf('api::content.content', 'categories'),
    contentTag: dbModel(strapi, 'api::tag.tag'),
    category: dbModel(strapi, 'api::category.category'),
  };
}
export type Schema = ReturnType<typeof schemaOf>;
