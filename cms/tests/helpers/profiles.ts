/** Shortcuts the profile test files share: profiles made through the API, accounts made directly, mails read back. */
import { expect } from 'vitest';
import type { TestApp } from './app';
import type { Client } from './client';
import { codeIn, codes, latestMail as latestMailTo } from './answers';

export const PROFILE = 'api::profile.profile';
export const USER = 'plugin::users-permissions.user';
export const ROLE = 'plugin::users-permissions.role';
export const COMMENT = 'plugin::comments.comment';

/** `current` answers the file's app and signed-in administrator (set in its beforeAll). */
export function profileHelpers(current: () => { app: TestApp; admin: Client }) {
  let seq = 0;
  const email = (prefix = 'profiel') => `${prefix}${++seq}@example.com`;
  const db = (uid: string) => current().app.strapi.db.query(uid);
  const create = (data: Record<string, unknown>, client = current().admin) =>
    client.post('/api/profiles', { data: { type: 'LEAD', ...data } });
  const update = (documentId: string, data: Record<string, unknown>, client = current().admin) =>
    client.put(`/api/profiles/${documentId}`, { data });

  async function profileId(data: Record<string, unknown> = {}) {
    const res = await create({ email: email(), ...data });
    expect(res.status).toBe(201);
    return res.body.data.documentId as string;
  }

  /** A profile with a login account (authenticated role unless told otherwise). */
  async function account(options: { confirmed?: boolean; accountStatus?: string; role?: string } = {}) {
    const address = email('account');
    const password = 'Account123!';
    const role = await db(ROLE).findOne({ where: { type: options.role ?? 'authenticated' } });
    const user = await current()
      .app.strapi.plugin('users-permissions')
      .service('user')
      .add({
        username: address,
        email: address,
        password,
        provider: 'local',
        confirmed: options.confirmed ?? true,
        role: role.id,
      });
    const profile = await db(PROFILE).create({
      data: {
        email: address,
        firstName: 'Kim',
        lastName: `Account ${seq}`,
        type: 'ACCOUNT',
        user: user.id,
        accountStatus: options.accountStatus ?? 'CONFIRMED',
      },
    });
    return { email: address, password, userId: user.id as number, documentId: profile.documentId as string };
  }
  const signIn = (who: { email: string; password: string }) =>
    current().app.client().post('/api/auth/local', { identifier: who.email, password: who.password });
  const action = (documentId: string, name: string, client = current().admin) =>
    client.post(`/api/profiles/${documentId}/account/${name}`);
  const latestMail = (to: string) => latestMailTo(current().app, to);
  /** A number no other call in this file got (for unique names). */
  const sequence = () => ++seq;

  return { email, db, create, update, codes, profileId, account, signIn, action, latestMail, codeIn, sequence };
}
