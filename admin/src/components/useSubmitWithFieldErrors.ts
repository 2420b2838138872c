import { useCallback } from 'react';
import { useSaveContext, useTranslate, type SaveHandler } from 'react-admin';
import { ApiError, toFieldErrors } from '../providers/apiError';
import { issueText } from '../providers/validationMessages';

/**
 * onSubmit for a react-admin Create/Edit form (pessimistic mode): saves through the page's save
 * context and returns the server's field errors in the user's language, so they land on the
 * inputs and the typed values stay.
 */
export const useSubmitWithFieldErrors = (transform?: (values: Record<string, unknown>) => Record<string, unknown>) => {
  const { save } = useSaveContext();
  const translate = useTranslate();
  return useCallback(
    async (values: Record<string, unknown>) => {
      let failure: unknown;
      const data = transform ? transform(values) : values;
      const result = await (save as SaveHandler<Record<string, unknown>>)(data, {
        onError: (error: unknown) => {
          failure = error;
        },
      });
      if (failure instanceof ApiError && failure.issues.length > 0) {
        return toFieldErrors(failure.issues, (issue) => issueText(issue, translate));
      }
      return result;
    },
    [save, translate, transform],
  );
};
