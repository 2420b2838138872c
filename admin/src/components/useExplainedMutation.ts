import { useState } from 'react';
import { useApiMutation, type ApiMutationOptions } from './useApiMutation';

/**
 * useApiMutation for a call whose refusal the screen explains in place (an alert beside its buttons)
 * instead of in a toast: `refusal` is why the last call was refused, cleared as the next one starts.
 */
export const useExplainedMutation = <Vars = void, Result = unknown>(
  call: (vars: Vars) => Promise<Result>,
  {
    explain,
    onError,
    ...options
  }: ApiMutationOptions<Vars, Result> & { explain: (error: unknown, vars: Vars) => string },
) => {
  const [refusal, setRefusal] = useState<string | null>(null);
  const { run, busy } = useApiMutation(call, {
    ...options,
    onError: (error, vars) => {
      setRefusal(explain(error, vars));
      onError?.(error, vars);
    },
  });
  const start = (vars: Vars) => {
    setRefusal(null);
    run(vars);
  };
  return { run: start, busy, refusal };
};
