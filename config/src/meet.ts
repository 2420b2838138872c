/**
 * The video meeting with support (`/meet`, issue #23): a Jitsi Meet server by configuration, one signed room token
 * per person per meeting, support asked by e-mail to join within SPEC 9's five minutes. Shared by console and server.
 */
export const MEET_SUPPORT_MINUTES = 5;
/** How long a meeting's tokens stay valid: long enough for a support call, short enough that a forwarded link dies. */
export const MEET_TOKEN_HOURS = 2;
export const MEET_TOPIC_MAX = 200;
/** Starting a meeting mails support: a few per user per quarter of an hour is plenty for a person. */
export const MEET_STARTS_PER_WINDOW = 5;
export const MEET_START_WINDOW_MS = 15 * 60_000;
/** Room names are ours, never the user's: `nb-` and 20 random lowercase hex digits. */
export const MEET_ROOM_PATTERN = /^nb-[0-9a-f]{20}$/;

/** The answer of `POST /api/meet/auth`: where the console embeds the meeting, and the user's own token. */
export type MeetStart = {
  /** The Jitsi server's host name, the `sub` of the token. */
  domain: string;
  room: string;
  /** The room's address on the Jitsi server, without the token. */
  roomUrl: string;
  /** The user's signed token (HS256, Jitsi's token authentication). */
  jwt: string;
  expiresAt: string;
  /** False when support could not be mailed: the console says so and the meeting still runs. */
  supportNotified: boolean;
  supportMinutes: number;
};

/** The address to embed: the room with the user's token, and the pre-join screen skipped (the user asked already). */
export const meetEmbedUrl = (start: Pick<MeetStart, 'roomUrl' | 'jwt'>): string =>
  `${start.roomUrl}?jwt=${encodeURIComponent(start.jwt)}#config.prejoinConfig.enabled=false`;

export type MeetTopicFailure = 'meet_topic_type' | 'meet_topic_length';

/** The optional topic the user types ("what do you need help with"); trimmed, at most MEET_TOPIC_MAX characters. */
export function meetTopicFailure(topic: unknown): MeetTopicFailure | null {
  if (topic === undefined || topic === null) return null;
  if (typeof topic !== 'string') return 'meet_topic_type';
  return topic.trim().length > MEET_TOPIC_MAX ? 'meet_topic_length' : null;
}
