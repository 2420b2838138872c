import { ApiError } from '@/providers/apiError';
import { errorText } from '@/providers/errorText';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Why an add or import was refused, in the user's language, for the dialog's alert. */
export const refusalText = (error: unknown, translate: Translate) =>
  error instanceof ApiError ? errorText(error, translate) : String(error);
