import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

type LinkOutcomeProps = { testId: string; children: ReactNode } & (
  { done: true; signInKey: string; signInTestId?: string } | { done: false }
);

/**
 * How an e-mailed link ended (account confirmed, invitation accepted, or why not), with the way on to the
 * sign-in page: a button after success, a plain link back after a failure.
 */
export const LinkOutcome = (props: LinkOutcomeProps) => {
  const translate = useTranslate();
  return (
    <>
      <Alert severity={props.done ? 'success' : 'error'} data-testid={props.testId} sx={{ mb: 2 }}>
        {props.children}
      </Alert>
      {props.done ? (
        <Button component={RouterLink} to="/login" variant="contained" fullWidth data-testid={props.signInTestId}>
          {translate(props.signInKey)}
        </Button>
      ) : (
        <Link component={RouterLink} to="/login">
          {translate('app.auth.forgot.back')}
        </Link>
      )}
    </>
  );
};
