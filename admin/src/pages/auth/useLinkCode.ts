import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The code of an e-mailed link (`?code=...`), handed to the server once when the page opens: a code works
 * only once, so never twice under React's double effects in development. `open` turns the answer (or the
 * refusal) into the page's state; until then the state is `busy`, and `missing` when the link has no code.
 */
export const useLinkCode = <State>(
  open: (code: string) => Promise<State>,
  { busy, missing }: { busy: State; missing: State },
) => {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [state, setState] = useState<State>(code ? busy : missing);
  const opened = useRef(false);

  useEffect(() => {
    if (!code || opened.current) return;
    opened.current = true;
    void open(code).then(setState);
  }, [open, code]);

  return { code, state, setState };
};
