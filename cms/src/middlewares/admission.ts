/**
 * At most REQUEST_CONCURRENCY requests past the body parser at once, the rest in order (src/services/admission.ts
 * says why). After the body parser, so a slow upload does not hold a place while its bytes arrive.
 * REQUEST_CONCURRENCY=0 switches it off.
 */
import { createAdmission } from '../services/admission';

export const DEFAULT_REQUEST_CONCURRENCY = 10;
export const DEFAULT_REQUEST_QUEUE_MAX_WAIT_MS = 1_000;

const setting = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
};

export default () => {
  const limit = setting(process.env.REQUEST_CONCURRENCY, DEFAULT_REQUEST_CONCURRENCY);
  if (limit === 0) return (_ctx, next) => next();
  const admission = createAdmission({
    limit,
    maxWaitMs: setting(process.env.REQUEST_QUEUE_MAX_WAIT_MS, DEFAULT_REQUEST_QUEUE_MAX_WAIT_MS),
  });
  return async (_ctx, next) => {
    const done = await admission.enter();
    try {
      await next();
    } finally {
      done();
    }
  };
};
