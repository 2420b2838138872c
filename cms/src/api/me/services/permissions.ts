/**
 * The actions a role grants, cached per role. The cache is dropped whenever a permission
 * row changes (lifecycle in src/bootstrap/lifecycles.ts), so grants take effect at once.
 */
export default ({ strapi }) => {
  const cache = new Map<number, Promise<string[]>>();
  const abilities = new Map<number | 'public', Promise<unknown>>();
  return {
    /** The content-API ability of a role (or of the public), as users-permissions builds it; null when the public may do nothing. */
    abilityOf(roleId: number | 'public'): Promise<unknown> {
      if (!abilities.has(roleId)) {
        const permissions = strapi.plugin('users-permissions').service('permission');
        const load = (roleId === 'public' ? permissions.findPublicPermissions() : permissions.findRolePermissions(roleId)).then((rows) => {
          const mapped = rows.map(permissions.toContentAPIPermission);
          if (roleId === 'public' && mapped.length === 0) return null;
          return strapi.contentAPI.permissions.engine.generateAbility(mapped);
        });
        load.catch(() => abilities.delete(roleId));
        abilities.set(roleId, load);
      }
      return abilities.get(roleId)!;
    },
    actionsOf(roleId: number): Promise<string[]> {
      if (!cache.has(roleId)) {
        const load = strapi.db
          .query('plugin::users-permissions.permission')
          .findMany({ where: { role: roleId }, select: ['action'] })
          .then((rows) => rows.map((r) => r.action).sort());
        load.catch(() => cache.delete(roleId));
        cache.set(roleId, load);
      }
      return cache.get(roleId)!;
    },
    async can(user, action: string) {
      if (!user?.role?.id) return false;
      return (await this.actionsOf(user.role.id)).includes(action);
    },
    invalidate() {
      cache.clear();
      abilities.clear();
    },
  };
};
