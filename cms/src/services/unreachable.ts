/** Why a `fetch` to another service got no answer, for a message a person can act on. */
export function unreachableReason(error: unknown, timeoutMs: number): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return (error as Error).name === 'TimeoutError'
    ? `no answer within ${timeoutMs / 1000} s`
    : (cause?.code ?? cause?.message ?? (error as Error).message);
}
