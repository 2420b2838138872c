import { ApiError, toFieldErrors, type FieldErrors } from '@/providers/apiError';
import { issueText } from '@/providers/validationMessages';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Turns a failed save into what react-admin's Form expects from onSubmit: translated messages on
 * the fields (the typed values stay). Without a field to point at, a root error keeps the form
 * "unsaved" and the API toast says why. Anything that is not an API error is rethrown.
 */
export const fieldErrorsOrThrow = (error: unknown, translate: Translate): FieldErrors => {
  if (!(error instanceof ApiError)) throw error;
  return toFieldErrors(error.issues, (issue) => issueText(issue, translate)) ?? { root: { server: error.message } };
};
