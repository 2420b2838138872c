/**
 * users-permissions, bent to our session model:
 * - a token is valid only while its server-side session is active (see api::auth-session);
 * - sign-in, sign-out and the password flows run through api::account, which sets the
 *   httpOnly session cookie, throttles per IP and per account and revokes other sessions;
 * - registration and the public resend of a confirmation mail are closed;
 * - passwords are checked and hashed off the event loop (./passwords).
 * The JWT returned by POST /api/auth/local still works as `Authorization: Bearer` for scripts.
 */
import { fastAuthenticate, skipApiTokenLookupForJwts } from './strategy';
import { hashUserPasswordsOffLoop, withAsyncPasswords } from './passwords';

/**
 * Checking a token's signature costs about half a millisecond (a key object per call) and gives the
 * same answer for the same token until it expires: remembered per token, up to this many.
 */
const VERIFIED_MAX = 5_000;

export default (plugin) => {
  // Extensions load before any plugin registers, so the API-token strategy is wrapped as it comes in.
  const auth = (globalThis as any).strapi?.get?.('auth');
  if (auth) skipApiTokenLookupForJwts(auth);
  const baseJwt = plugin.services.jwt;
  plugin.services.jwt = ({ strapi }) => {
    const base = baseJwt({ strapi });
    const verified = new Map<string, any>();
    const signatureChecked = async (token: string) => {
      const known = verified.get(token);
      if (known && (!known.exp || known.exp * 1000 > Date.now())) return known;
      const payload = await base.verify(token);
      if (verified.size >= VERIFIED_MAX) verified.clear();
      verified.set(token, payload);
      return payload;
    };
    return {
      ...base,
      async verify(token: string) {
        // The session is checked on every request (api::auth-session memoises it for a few seconds only).
        const payload = await signatureChecked(token);
        const active = await strapi.service('api::auth-session.auth-session').isActive(payload.sid, payload.id);
        if (!active) throw new Error('Invalid token.');
        // `sessionId` is what the users-permissions strategy copies to ctx.state.session.
        return { ...payload, sessionId: payload.sid };
      },
    };
  };

  plugin.services.user = withAsyncPasswords(plugin.services.user);

  const baseAuth = plugin.controllers.auth;
  plugin.controllers.auth = ({ strapi }) => {
    const account = () => strapi.service('api::account.account');
    // What a signed-in user may read of its own account: the model's public scalar fields (no private ones,
    // no relations). Picked directly: the generic sanitiser walks the schema asynchronously on every sign-in.
    let publicFields: string[] | undefined;
    const sanitizeUser = (user) => {
      publicFields ??= Object.entries(strapi.getModel('plugin::users-permissions.user').attributes)
        .filter(
          ([, attribute]: [string, any]) =>
            !attribute.private && attribute.type !== 'relation' && attribute.type !== 'password',
        )
        .map(([name]) => name)
        .concat(['id', 'documentId']);
      return Object.fromEntries(publicFields.filter((name) => name in user).map((name) => [name, user[name]]));
    };
    return {
      ...baseAuth({ strapi }),
      async callback(ctx) {
        if (ctx.params.provider && ctx.params.provider !== 'local')
          return ctx.badRequest('Only local sign-in is enabled');
        const { jwt, user } = await account().login(ctx, ctx.request.body);
        ctx.body = { jwt, user: sanitizeUser(user) };
      },
      async logout(ctx) {
        await account().logout(ctx);
        ctx.status = 204;
      },
      async forgotPassword(ctx) {
        await account().forgotPassword(ctx, ctx.request.body);
        ctx.body = { ok: true };
      },
      async resetPassword(ctx) {
        await account().resetPassword(ctx, ctx.request.body);
        ctx.body = { ok: true };
      },
      async changePassword(ctx) {
        await account().changePassword(ctx, ctx.request.body);
        ctx.body = { ok: true };
      },
      async register(ctx) {
        return ctx.forbidden('Registration is closed; staff accounts are created by an administrator.');
      },
      // Strapi's resend told a confirmed address (400) from an unknown one (200). Confirmation links are sent
      // by staff (profile account actions), so the public resend is closed like registration.
      async sendEmailConfirmation(ctx) {
        return ctx.forbidden('Confirmation links are sent by an administrator.');
      },
    };
  };

  // Swap in the cached-ability authenticate (./strategy) as users-permissions registers its strategy.
  const baseRegister = plugin.register;
  plugin.register = async (deps) => {
    const auth = deps.strapi.get('auth');
    const register = auth.register;
    auth.register = function (type, strategy) {
      const replaced =
        type === 'content-api' && strategy?.name === 'users-permissions'
          ? { ...strategy, authenticate: fastAuthenticate(deps.strapi) }
          : strategy;
      return register.call(this, type, replaced);
    };
    try {
      await baseRegister(deps);
    } finally {
      auth.register = register;
    }
    hashUserPasswordsOffLoop(deps.strapi);
  };

  return plugin;
};
