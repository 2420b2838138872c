/**
 * Web push (issue #22, docs/push.md): the VAPID keys (`keys.ts`) and sending one message to one browser with its
 * outcome recorded (`send.ts`). The public registration and the staff routes are api::push-subscription's.
 */
export {
  vapidDetails,
  vapidPublicKey,
  vapidSubject,
  vapidKeysFromEnv,
  VAPID_STORE_KEY,
  type VapidDetails,
} from './keys';
export {
  DEFAULT_TTL_SECONDS,
  PUSH_SUBSCRIPTION,
  deliver,
  endpointPolicy,
  goneNote,
  record,
  removeGone,
  sendPush,
  type Delivery,
  type SendOptions,
  type SendableSubscription,
} from './send';
