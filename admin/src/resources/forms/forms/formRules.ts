import { formFailures } from '@newsroom/config';
import { validationKey } from '@/providers/validationMessages';

/**
 * The builder's validator for any input: the shared form rules (`formFailures`, the server's own) run over the
 * whole form, and the input shows the failure at its own path (`fields.2.options`), with the server's text.
 */
export const formRule = (value: unknown, allValues: Record<string, unknown>, props?: { source?: string }) => {
  const failure = formFailures(allValues).find((f) => f.path.join('.') === props?.source);
  return failure
    ? { message: validationKey(failure.code), args: { ...(failure.params ?? {}), _: failure.code } }
    : undefined;
};

/** Choices are stored as a list; the builder edits them one per line. */
export const optionsFormat = (value: unknown) => (Array.isArray(value) ? value.join('\n') : '');
export const optionsParse = (text: string) =>
  String(text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line, i, all) => line !== '' || i < all.length - 1);
