import type { TranslateFunction } from 'react-admin';
import { ApiError } from '@/providers/apiError';

/**
 * Why the server refused an import call, in the user's language: the text of its code
 * (app.users.import.codes.{code}), else the server's message, else "unknown error".
 */
export const importRefusalText = (failure: unknown, translate: TranslateFunction): string => {
  const code = failure instanceof ApiError ? failure.code : undefined;
  const message = failure instanceof Error ? failure.message : '';
  if (code) return translate(`app.users.import.codes.${code}`, { _: message });
  return message || translate('app.errors.unknown');
};

/** The job already importing the same upload, when that is why a run was refused. */
export const runningImportJob = (failure: unknown): unknown =>
  failure instanceof ApiError && failure.code === 'import_running' ? failure.details.jobId : undefined;
