/**
 * 422 for a rule tree that is well-formed JSON but not a segment (SPEC 5 refusals carry `details.code`; the
 * console translates it). Strapi's ValidationError is 400 and cannot carry another status, so this error
 * joins the HttpError prototype chain the way services/errors.ts does for 409.
 */
import { errors } from '@strapi/utils';
import { segmentRuleMessage, type SegmentRuleFailure } from '@newsroom/config';

class UnprocessableError extends Error {
  readonly status = 422;
  readonly statusCode = 422;
  readonly expose = true;
  constructor(
    message: string,
    public details: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'UnprocessableEntityError';
  }
}
Object.setPrototypeOf(UnprocessableError.prototype, (errors as any).HttpError.prototype);

/** Refuses a tree with 422: the first failure's code and message, every failure in `details.errors`. */
export function refuseRules(failures: SegmentRuleFailure[]): never {
  const first = failures[0];
  throw new UnprocessableError(segmentRuleMessage(first), {
    code: first.code,
    params: first.params ?? {},
    path: ['rules', ...first.path.map(String)],
    errors: failures.map((f) => ({
      path: ['rules', ...f.path.map(String)],
      code: f.code,
      message: segmentRuleMessage(f),
      params: f.params ?? {},
    })),
  });
}
