/**
 * The actions a role grants, cached per role. The cache is dropped whenever a permission
 * row changes (lifecycle in src/bootstrap/lifecycles.ts), so grants take effect at once.
 */
import type { AccountUser, Row, WithStrapi } from '../../../strapi-types';
const USER_MEMO_MS = 5_000;

export default ({ strapi }: WithStrapi) => {
  const cache = new Map<number, Promise<string[]>>();
  const abilities = new Map<number | 'public', Promise<unknown>>();
  const users = new Map<number, { user: Promise<any>; until: number }>();
  return {
    /**
     * The signed-in user with their role, as users-permissions loads it, remembered for a few
     * seconds: any change to the user row forgets it (lifecycle in src/bootstrap/lifecycles.ts).
     */
    authenticatedUser(id: number) {
      const memo = users.get(Number(id));
      if (memo && memo.until > Date.now()) return memo.user;
      const user = strapi.plugin('users-permissions').service('user').fetchAuthenticatedUser(id);
      user.catch(() => users.delete(Number(id)));
      if (users.size > 10_000) users.clear();
      users.set(Number(id), { user, until: Date.now() + USER_MEMO_MS });
      return user;
    },
    forgetUser(id?: number) {
      if (id === undefined) users.clear();
      else users.delete(Number(id));
    },
    /** The content-API ability of a role (or of the public), as users-permissions builds it; null when the public may do nothing. */
    abilityOf(roleId: number | 'public'): Promise<unknown> {
      if (!abilities.has(roleId)) {
        const permissions = strapi.plugin('users-permissions').service('permission');
        const load = (
          roleId === 'public' ? permissions.findPublicPermissions() : permissions.findRolePermissions(roleId)
        ).then((rows: Row[]) => {
          const mapped = rows.map((row) => permissions.toContentAPIPermission(row));
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
    async can(user: AccountUser | null | undefined, action: string) {
      if (!user?.role?.id) return false;
      return (await this.actionsOf(user.role.id)).includes(action);
    },
    invalidate() {
      cache.clear();
      abilities.clear();
      users.clear();
    },
  };
};
