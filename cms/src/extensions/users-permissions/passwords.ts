/**
 * Every password users-permissions checks or hashes goes through services/passwords, off the event loop:
 * the user service's `validatePassword` and `ensureHashedPasswords`, and, for any path that writes a user
 * through the document service (REST, GraphQL, the panel, our account flows), a middleware that hashes the
 * new password itself. Strapi's own `password` transform hashes synchronously on the main thread, so the
 * middleware takes the password out of the write and stores the hash in the same transaction.
 */
import { hashPassword, verifyPassword } from '../../services/passwords';

const USER = 'plugin::users-permissions.user';

export function withAsyncPasswords(baseFactory) {
  return ({ strapi }) => {
    const base = baseFactory({ strapi });
    return {
      ...base,
      validatePassword: (password: string, hash: string) => verifyPassword(password, hash),
      async ensureHashedPasswords(values: Record<string, unknown>) {
        const attributes = strapi.getModel(USER).attributes;
        for (const key of Object.keys(values)) {
          if (attributes[key]?.type === 'password' && typeof values[key] === 'string')
            values[key] = await hashPassword(values[key] as string);
        }
        return values;
      },
    };
  };
}

export function hashUserPasswordsOffLoop(strapi) {
  strapi.documents.use(async (context, next) => {
    const data = context.params?.data;
    if (
      context.uid !== USER ||
      (context.action !== 'create' && context.action !== 'update') ||
      typeof data?.password !== 'string'
    )
      return next();
    const hash = await hashPassword(data.password);
    delete data.password;
    return strapi.db.transaction(async () => {
      const result = await next();
      if (result?.id) await strapi.db.query(USER).update({ where: { id: result.id }, data: { password: hash } });
      return result;
    });
  });
}
