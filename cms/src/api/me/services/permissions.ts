/**
 * The actions a role grants, cached per role. The cache is dropped whenever a permission
 * row changes (lifecycle in src/bootstrap/lifecycles.ts), so grants take effect at once.
 */
export default ({ strapi }) => {
  const cache = new Map<number, Promise<string[]>>();
  return {
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
    },
  };
};
