import type { FieldIssue } from './apiError';

/** Catalog key of a validation code shared by the CMS and the console (config/src/validation.ts). */
export const validationKey = (code: string): string => `app.validation.codes.${code}`;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A server field error in the user's language; unknown codes show the server's own text. */
export const issueText = (issue: FieldIssue, translate: Translate): string =>
  translate(validationKey(issue.code), { ...issue.params, _: issue.message });
