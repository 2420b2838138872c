import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef, useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { forgetMe } from '@/providers/session';
import { useApi } from '@/providers/useMe';
import { AuthCard } from './AuthCard';

/**
 * /logout (SPEC section 2, "a logout page"): ends the session on the server (which clears the cookies),
 * empties what the console kept of the user, then says so with a way back in. Opening the page signs out
 * too, also after a reload, when this tab no longer knows whether a session is alive.
 */
export const LogoutPage = () => {
  const translate = useTranslate();
  const api = useApi();
  const logout = useLogout();
  const [done, setDone] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // Once, also under React's double effects in development.
    if (started.current) return;
    started.current = true;
    const signOut = async () => {
      // Silent: without a session the server answers 401, and signed out is what the visitor wants anyway.
      await api.logout().catch(() => undefined);
      forgetMe();
      // react-admin's own sign-out: its store and query cache are emptied; `false` keeps us on this page.
      await logout({}, false).catch(() => undefined);
      setDone(true);
    };
    void signOut();
  }, [api, logout]);

  return (
    <AuthCard titleKey="app.auth.logout.title" textKey="app.auth.logout.text">
      {done ? (
        <>
          <Alert severity="success" data-testid="logout-done" sx={{ mb: 2 }}>
            {translate('app.auth.logout.done')}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained" fullWidth data-testid="logout-sign-in">
            {translate('app.auth.logout.sign_in')}
          </Button>
        </>
      ) : (
        <CircularProgress aria-label={translate('app.auth.logout.busy')} data-testid="logout-busy" />
      )}
    </AuthCard>
  );
};
