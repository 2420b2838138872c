/**
 * The users-permissions content-API strategy, same decisions, less work per request: Strapi's
 * version reads the role's permissions and builds a CASL ability on every request, ours keeps
 * one ability per role (api::me.permissions, dropped whenever a permission or role changes) and
 * the advanced settings and the user row for a few seconds. Any write to a user row forgets
 * that user at once (lifecycle), so blocking or a role change applies to the next request.
 */
const SETTINGS_TTL_MS = 5_000;

export function fastAuthenticate(strapi) {
  const up = () => strapi.plugin('users-permissions');
  let settings: { value: Promise<any>; until: number } | null = null;
  const advancedSettings = () => {
    if (!settings || settings.until < Date.now()) {
      settings = {
        value: strapi.store({ type: 'plugin', name: 'users-permissions' }).get({ key: 'advanced' }),
        until: Date.now() + SETTINGS_TTL_MS,
      };
    }
    return settings.value;
  };
  const abilityOf = (roleId: number | 'public') => strapi.service('api::me.permissions').abilityOf(roleId);

  return async function authenticate(ctx) {
    try {
      const token = await up().service('jwt').getToken(ctx);
      if (token) {
        const { id, sessionId } = token;
        if (id === undefined) return { authenticated: false };
        const user = await strapi.service('api::me.permissions').authenticatedUser(id);
        if (!user) return { error: 'Invalid credentials' };
        const advanced = await advancedSettings();
        if ((advanced?.email_confirmation && !user.confirmed) || user.blocked) return { error: 'Invalid credentials' };
        ctx.state.user = user;
        if (sessionId) ctx.state.session = { id: sessionId };
        return { authenticated: true, credentials: user, ability: await abilityOf(user.role.id) };
      }
      const ability = await abilityOf('public');
      return ability ? { authenticated: true, credentials: null, ability } : { authenticated: false };
    } catch {
      return { authenticated: false };
    }
  };
}

/** header.payload.signature: a users-permissions JWT. Strapi's API tokens are hex, without dots. */
const JWT_SHAPE = /^Bearer\s+[\w-]+\.[\w-]+\.[\w-]+$/i;

/**
 * Strapi asks its API-token strategy first on every content-API request, which looks the bearer up in
 * `strapi_api_tokens`: a database round trip per request for every signed-in user. A bearer shaped like
 * a JWT cannot be an API token, so that lookup is skipped for it. Wraps `auth.register` before the
 * plugins register their strategies (called when this extension loads).
 */
export function skipApiTokenLookupForJwts(auth) {
  const register = auth.register;
  auth.register = function (type, strategy) {
    if (type !== 'content-api' || strategy?.name !== 'content-api-token') return register.call(this, type, strategy);
    const authenticate = strategy.authenticate;
    return register.call(this, type, {
      ...strategy,
      authenticate: (ctx) =>
        JWT_SHAPE.test(String(ctx.request?.header?.authorization ?? '')) ? { authenticated: false } : authenticate(ctx),
    });
  };
}
