import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';
import { ApiError } from '@/providers/apiError';
import { useApi } from '@/providers/useMe';
import { AuthCard } from './AuthCard';
import { LinkOutcome } from './LinkOutcome';
import { useLinkCode } from './useLinkCode';

type State = 'busy' | 'confirmed' | 'email_done' | 'invalid' | 'limit' | 'email_taken' | 'failed';

const REFUSALS: Record<string, State> = {
  invalid_code: 'invalid',
  attempt_limit: 'limit',
  email_taken_by_account: 'email_taken',
};

/** /confirm-account?code=...: the link of the confirmation e-mail staff can (re)send, or of a new e-mail address. */
export const ConfirmAccountPage = () => {
  const translate = useTranslate();
  const api = useApi();
  const { state } = useLinkCode<State>(
    (code) =>
      api.confirmAccount(code).then(
        (answer) => (answer?.emailChanged ? 'email_done' : 'confirmed'),
        (error) => {
          const reason = error instanceof ApiError ? (error.details?.code as string | undefined) : undefined;
          return (reason && REFUSALS[reason]) || 'failed';
        },
      ),
    { busy: 'busy', missing: 'invalid' },
  );

  return (
    <AuthCard titleKey="app.auth.confirm.title" textKey="app.auth.confirm.text">
      {state === 'busy' && (
        <CircularProgress aria-label={translate('app.auth.confirm.busy')} data-testid="confirm-busy" />
      )}
      {(state === 'confirmed' || state === 'email_done') && (
        <LinkOutcome done testId="confirm-done" signInKey="app.auth.confirm.to_login">
          {translate(state === 'email_done' ? 'app.auth.confirm.email_done' : 'app.auth.confirm.done')}
        </LinkOutcome>
      )}
      {(state === 'invalid' || state === 'limit' || state === 'email_taken' || state === 'failed') && (
        <LinkOutcome done={false} testId="confirm-error">
          {translate(`app.auth.confirm.${state}`)}
        </LinkOutcome>
      )}
    </AuthCard>
  );
};
