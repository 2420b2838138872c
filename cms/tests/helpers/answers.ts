/** Reading results back in API tests: the failure codes of a refusal, the latest mail to an address, the code in a mail. */
import type { TestApp } from './app';
import type { Res } from './client';

const OUTBOX = 'api::outbox-message.outbox-message';

/** path → code of every failure, e.g. {'addresses.1.defaultBilling': 'default_billing_once'}. */
export const codes = (res: Res) =>
  Object.fromEntries(
    (res.body?.error?.details?.errors ?? []).map((e: { path: (string | number)[]; code: string }) => [
      e.path.join('.'),
      e.code,
    ]),
  );

export const latestMail = async (app: TestApp, to: string) =>
  (await app.strapi.db.query(OUTBOX).findMany({ where: { to }, orderBy: { id: 'desc' }, limit: 1 }))[0];

/** The `code=` parameter of the link in a mail's text. */
export const codeIn = (text: string | undefined) => /code=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];
