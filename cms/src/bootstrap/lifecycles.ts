import { onWrites } from '../services/cluster/writes';

/** Database-level reactions that must hold whichever path (API, Strapi panel, script) made the change. */
export function subscribeLifecycles(strapi) {
  // Grants take effect at once in every process (services/cluster/writes.ts tells the others).
  const PERMISSION_MODELS = ['plugin::users-permissions.permission', 'plugin::users-permissions.role'];
  onWrites(
    strapi,
    (uid) => PERMISSION_MODELS.includes(uid),
    () => strapi.service('api::me.permissions').invalidate(),
  );
  // Another process's change to a user, or the end of a session, is forgotten here as well.
  onWrites(
    strapi,
    (uid) => uid === 'plugin::users-permissions.user',
    () => strapi.service('api::me.permissions').forgetUser(),
  );
  onWrites(
    strapi,
    (uid) => uid === 'api::auth-session.auth-session',
    () => strapi.service('api::auth-session.auth-session').forgetAll(),
  );

  // Blocking a user, or setting their password from outside the account flows, ends their sessions.
  strapi.db.lifecycles.subscribe({
    models: ['plugin::users-permissions.user'],
    async afterUpdate(event) {
      const { data } = event.params;
      const id = event.result?.id;
      if (!id || !(data?.blocked === true || typeof data?.password === 'string')) return;
      const ctx = strapi.requestContext.get();
      const keep = ctx?.state?.user?.id === id && !data.blocked ? ctx.state.session?.id : undefined;
      await strapi.service('api::auth-session.auth-session').revokeAllFor(id, keep);
    },
  });
}
