import type { ApiError } from './apiError';
import { issueText, validationKey } from './validationMessages';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const MISSING = '\u0000';
/** A catalog text, or null when the key is not there (or still needs a detail the refusal does not carry). */
const lookUp = (translate: Translate, key: string, params: Record<string, unknown>): string | null => {
  const text = translate(key, { ...params, _: MISSING });
  return text === MISSING || /%\{\w+\}/.test(text) ? null : text;
};

/** Status → the code the server gives it (cms/src/middlewares/error-codes.ts), for answers that lack one. */
const CODE_BY_STATUS: Record<number, string> = {
  0: 'network_error',
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  429: 'too_many_requests',
  501: 'not_implemented',
  502: 'upstream_failed',
  503: 'unavailable',
};
const codeOfStatus = (status: number) => CODE_BY_STATUS[status] ?? (status >= 500 ? 'server_error' : 'request_failed');

/**
 * A refusal in the user's language (issue #17 C5), never the server's English: its code (app.errors.codes), a
 * single field code (app.validation.codes), its field errors one by one, and else what its status means.
 */
export const errorText = (error: ApiError, translate?: Translate): string => {
  if (!translate) return error.message;
  // A refusal's values sit beside its code or in `details.params` (both forms are in use): either fills the text.
  const flat = (entries: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(entries).map(([key, value]) => [key, Array.isArray(value) ? value.join(', ') : value]),
    );
  const params = { ...flat(error.details), ...flat(Object(error.details.params)) };
  const code = error.code;
  const byCode = code && code !== 'invalid_fields' ? lookUp(translate, `app.errors.codes.${code}`, params) : null;
  if (byCode) return byCode;
  if (error.issues.length > 0) {
    // Forms show these at their fields; the toast names them too, for the fields a screen does not show.
    const fields = error.issues.map((issue) => `${issue.path.join('.')}: ${issueText(issue, translate)}`);
    return `${translate('app.errors.codes.invalid_fields')} ${fields.join('; ')}`;
  }
  const byRule = code ? lookUp(translate, validationKey(code), params) : null;
  if (byRule) return byRule;
  return lookUp(translate, `app.errors.codes.${codeOfStatus(error.status)}`, params) ?? error.message;
};

/** The toast's title: the error's name in the user's language (SPEC section 8 titles the toast with the name). */
export const errorTitle = (error: ApiError, translate?: Translate): string =>
  translate ? translate(`app.errors.names.${error.name}`, { _: error.name }) : error.name;
