import { useCallback, useState } from 'react';
import { useSaveContext, useTranslate, type SaveHandler } from 'react-admin';
import { ApiError, toFieldErrors } from '../../../providers/apiError';
import { issueText } from '../../../providers/validationMessages';
import { conflictText, soldOutLineErrors } from './orderConflicts';
import { toOrderInput } from './orderPayload';

/**
 * onSubmit of the create form: the server's 400s land on their inputs (`lines.2.quantity` too) in the
 * user's language with the typed values kept; a 409 (sold out, sale closed, numbers used up) becomes
 * a readable message above the save button, and "sold out" also marks the line's quantity.
 */
export const useOrderSubmit = () => {
  const { save } = useSaveContext();
  const translate = useTranslate();
  const [conflict, setConflict] = useState<string | null>(null);
  const onSubmit = useCallback(
    async (values: Record<string, unknown>) => {
      setConflict(null);
      let failure: unknown;
      await (save as SaveHandler<Record<string, unknown>>)(toOrderInput(values), {
        onError: (error: unknown) => {
          failure = error;
        },
      });
      if (!(failure instanceof ApiError)) return undefined;
      if (failure.issues.length > 0) return toFieldErrors(failure.issues, (issue) => issueText(issue, translate));
      if (failure.status === 409) {
        setConflict(conflictText(failure, translate));
        return soldOutLineErrors(failure, values.lines, translate);
      }
      return undefined;
    },
    [save, translate],
  );
  return { onSubmit, conflict };
};
