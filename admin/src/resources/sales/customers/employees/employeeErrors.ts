import { EMPLOYEE_ELSEWHERE } from '@newsroom/config';
import { ApiError } from '@/providers/apiError';
import { issueText } from '@/providers/validationMessages';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Why adding an employee failed, in the user's language: SPEC section 8's sentence when the person
 * works for another customer, "already an employee" for this one, field messages for bad input.
 */
export const employeeAddError = (
  error: unknown,
  translate: Translate,
  email: string,
): { message: string | null; fields: Record<string, string> } => {
  if (!(error instanceof ApiError))
    return { message: translate('app.customers.employees.failed', { error: String(error) }), fields: {} };
  if (error.code === EMPLOYEE_ELSEWHERE) return { message: translate('app.customers.employees.elsewhere'), fields: {} };
  if (error.code === 'employee_exists')
    return { message: translate('app.customers.employees.exists', { email }), fields: {} };
  if (error.issues.length) {
    const fields: Record<string, string> = {};
    for (const issue of error.issues) fields[issue.path[issue.path.length - 1]] ??= issueText(issue, translate);
    return { message: null, fields };
  }
  return { message: translate('app.customers.employees.failed', { error: error.message }), fields: {} };
};

/** One warning of POST /api/customers meta.warnings as a sentence. */
export const createWarningText = (warning: { code?: string; email?: string }, translate: Translate) =>
  translate(
    warning.code === 'employee_exists'
      ? 'app.customers.employees.warning_exists'
      : 'app.customers.employees.warning_elsewhere',
    { email: warning.email ?? '' },
  );
