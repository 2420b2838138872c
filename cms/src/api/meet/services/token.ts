/**
 * Jitsi Meet's token authentication (prosody `token` auth, HS256): `aud` "jitsi", `iss` the app id, `sub` the
 * server's host name, `room` the room, and the person in `context.user`. Signed with node:crypto, no dependency.
 */
import crypto from 'node:crypto';

export type MeetPerson = { id: string; name: string; email: string; moderator: boolean };

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

export function signMeetToken(
  claims: { appId: string; domain: string; room: string; person: MeetPerson; expiresAt: Date; now?: Date },
  secret: string,
): string {
  const now = Math.floor((claims.now ?? new Date()).getTime() / 1000);
  const payload = {
    aud: 'jitsi',
    iss: claims.appId,
    sub: claims.domain,
    room: claims.room,
    iat: now,
    nbf: now - 10,
    exp: Math.floor(claims.expiresAt.getTime() / 1000),
    context: { user: { ...claims.person } },
    moderator: claims.person.moderator,
  };
  const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
  const signature = crypto.createHmac('sha256', secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}
