/** Database-level reactions that must hold whichever path (API, Strapi panel, script) made the change. */
export function subscribeLifecycles(strapi) {
  strapi.db.lifecycles.subscribe({
    models: ['plugin::users-permissions.permission', 'plugin::users-permissions.role'],
    afterCreate: () => strapi.service('api::me.permissions').invalidate(),
    afterUpdate: () => strapi.service('api::me.permissions').invalidate(),
    afterDelete: () => strapi.service('api::me.permissions').invalidate(),
    afterCreateMany: () => strapi.service('api::me.permissions').invalidate(),
    afterDeleteMany: () => strapi.service('api::me.permissions').invalidate(),
  });

  // Blocking a user, or setting their password from outside the account flows, ends their sessions.
  // The authentication memo (api::me.permissions) forgets a user whenever their row changes.
  const forgetUser = (event) =>
    strapi.service('api::me.permissions').forgetUser(event.result?.id ?? event.params?.where?.id);
  const forgetAllUsers = () => strapi.service('api::me.permissions').forgetUser();
  strapi.db.lifecycles.subscribe({
    models: ['plugin::users-permissions.user'],
    afterDelete: forgetUser,
    afterUpdateMany: forgetAllUsers,
    afterDeleteMany: forgetAllUsers,
  });

  strapi.db.lifecycles.subscribe({
    models: ['plugin::users-permissions.user'],
    async afterUpdate(event) {
      strapi.service('api::me.permissions').forgetUser(event.result?.id);
      const { data } = event.params;
      const id = event.result?.id;
      if (!id || !(data?.blocked === true || typeof data?.password === 'string')) return;
      const ctx = strapi.requestContext.get();
      const keep = ctx?.state?.user?.id === id && !data.blocked ? ctx.state.session?.id : undefined;
      await strapi.service('api::auth-session.auth-session').revokeAllFor(id, keep);
    },
  });
}
