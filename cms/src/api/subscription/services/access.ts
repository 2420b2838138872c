/**
 * What a subscription gives its subscriber (service `api::subscription.access`): the profiles whose
 * `customer` is the subscription's customer. On activation they get the product's `tagsBirth` and become
 * SUBSCRIBER (SUBSCRIBER_NO_ACCOUNT without a login account); on deactivation the product's `tagsWill` go,
 * and when the customer has no other ACTIVE subscription they are CUSTOMER (CUSTOMER_NO_ACCOUNT) again.
 * Written through the query layer inside the caller's transaction, so the profile caches (which listen
 * to every profile write, services/read-cache.ts `emptyOnWrites`) are emptied, also at the commit; the
 * content access evaluator reads the profile's type and tags on each request and follows at once.
 */
import { customerProfileType, subscriberType } from '@newsroom/config';
import type { Row, WithStrapi } from '../../../strapi-types';

const UID = 'api::subscription.subscription';
const PROFILE = 'api::profile.profile';
const SUBSCRIBER_TYPES = ['SUBSCRIBER', 'SUBSCRIBER_NO_ACCOUNT'];

const ids = (rows: Row[] | undefined) => (rows ?? []).map((row) => Number(row.id));

export default ({ strapi }: WithStrapi) => {
  const profilesOf = (customerId: number) =>
    strapi.db.query(PROFILE).findMany({
      where: { customer: { id: customerId } },
      select: ['id', 'type'],
      populate: { user: { select: ['id'] }, tags: { select: ['id'] } },
    });

  return {
    /** On activation; answers the number of profiles changed. */
    async grant(customerId: number, product: Row): Promise<number> {
      const birth = ids(product.tagsBirth);
      const profiles = await profilesOf(customerId);
      for (const profile of profiles) {
        const tags = [...new Set([...ids(profile.tags), ...birth])];
        await strapi.db.query(PROFILE).update({
          where: { id: profile.id },
          data: { type: subscriberType(!!profile.user), tags },
        });
      }
      return profiles.length;
    },

    /** On deactivation (the subscription is ENDED already, so it does not count as another active one). */
    async revoke(customerId: number, product: Row): Promise<number> {
      const will = new Set(ids(product.tagsWill));
      const stillActive = await strapi.db.query(UID).count({ where: { customerKey: customerId, status: 'ACTIVE' } });
      const profiles = await profilesOf(customerId);
      for (const profile of profiles) {
        const data: Row = { tags: ids(profile.tags).filter((id) => !will.has(id)) };
        if (!stillActive && SUBSCRIBER_TYPES.includes(profile.type)) data.type = customerProfileType(!!profile.user);
        await strapi.db.query(PROFILE).update({ where: { id: profile.id }, data });
      }
      return profiles.length;
    },
  };
};
