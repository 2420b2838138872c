import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';

export interface ApiMutationOptions<Vars, Result> {
  onSuccess?: (result: Result, vars: Vars) => unknown;
  /**
   * The toast for a refusal of a silent call (one the transport does not toast itself): the text or catalog
   * key to show, or undefined to show nothing. Calls that are not silent are toasted by the transport.
   */
  refusal?: (error: unknown, vars: Vars) => string | undefined;
  /** A refusal the screen explains in place (a dialog's alert, a field's message) instead of a toast. */
  onError?: (error: unknown, vars: Vars) => unknown;
  /** After success and failure alike, e.g. closing the dialog that asked. */
  onSettled?: () => unknown;
}

/**
 * One API call a button or dialog makes, through react-query: `busy` while it runs (buttons disable
 * themselves), the refusal toasted once, no hand-written busy/try/finally. `run` never throws;
 * `runAsync` rejects for a caller that needs to react to the failure itself.
 */
export const useApiMutation = <Vars = void, Result = unknown>(
  call: (vars: Vars) => Promise<Result>,
  { onSuccess, refusal, onError, onSettled }: ApiMutationOptions<Vars, Result> = {},
) => {
  const notify = useNotify();
  const mutation = useMutation<Result, unknown, Vars>({
    mutationFn: call,
    onSuccess: (result, vars) => onSuccess?.(result, vars),
    onError: (error, vars) => {
      onError?.(error, vars);
      const text = refusal?.(error, vars);
      if (text) notify(text, { type: 'error' });
    },
    onSettled: () => onSettled?.(),
  });
  return { run: mutation.mutate, runAsync: mutation.mutateAsync, busy: mutation.isPending };
};
