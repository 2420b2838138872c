import { PASSWORD_MIN_LENGTH, RESET_CODE_MIN_LENGTH } from '@newsroom/config';
import { email, minLength, required } from 'react-admin';

/** Client checks for comfort only; the server enforces the same rules (SPEC section 5). */
export const emailRules = [required(), email()];
export const passwordRules = [required(), minLength(PASSWORD_MIN_LENGTH)];
export const resetCodeRules = [required(), minLength(RESET_CODE_MIN_LENGTH)];

/** For the "repeat password" field: must equal the field named `other`. */
export const matches =
  (other: string) =>
  (value: unknown, values: Record<string, unknown>): string | undefined =>
    value === values[other] ? undefined : 'app.validation.passwords_must_match';

export const repeatPasswordRules = (other: string) => [required(), matches(other)];
