import { TIMINGS } from '@newsroom/config';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ApiError } from '../providers/apiError';
import { subscribeToApiErrors } from '../providers/errorBus';
import { errorText, errorTitle } from '../providers/errorText';

interface Toast {
  id: number;
  title: string;
  text: string;
  signature: string;
  createdAt: number;
}

let nextId = 1;
const DUPLICATE_WINDOW_MS = 1000;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The refusal in the user's language (providers/errorText.ts); kept under this name for the screens that use it. */
export const errorMessage = errorText;

export const toastFromError = (error: ApiError, now = Date.now(), translate?: Translate): Toast => ({
  id: nextId++,
  title: errorTitle(error, translate),
  text: `${error.status} ${errorText(error, translate)}`,
  signature: `${error.status}|${error.name}|${error.message}|${error.url}`,
  createdAt: now,
});

/** A progress bar that empties over the toast's lifetime. */
const Countdown = ({ durationMs }: { durationMs: number }) => {
  const [left, setLeft] = useState(100);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setLeft(Math.max(0, 100 - ((Date.now() - started) / durationMs) * 100)), 100);
    return () => clearInterval(timer);
  }, [durationMs]);
  return (
    <LinearProgress
      variant="determinate"
      value={left}
      color="inherit"
      aria-hidden
      sx={{ mt: 1, height: 3, borderRadius: 1, backgroundColor: 'rgba(255,255,255,0.3)' }}
    />
  );
};

/**
 * SPEC section 8: every API error the transport reports becomes a toast at the top right,
 * titled with the error name, "status message" as text, error icon, timer bar, no button, 10 s.
 */
export const ErrorToastHost = ({ durationMs = TIMINGS.errorToastMs }: { durationMs?: number }) => {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const translate = useTranslate();

  useEffect(
    () =>
      subscribeToApiErrors((error) => {
        const toast = toastFromError(error, Date.now(), translate);
        setToasts((current) =>
          // The same failure twice within a second (parallel queries) is one message.
          current.some((t) => t.signature === toast.signature && toast.createdAt - t.createdAt < DUPLICATE_WINDOW_MS)
            ? current
            : [...current, toast],
        );
        setTimeout(() => setToasts((current) => current.filter((t) => t.id !== toast.id)), durationMs);
      }),
    [durationMs, translate],
  );

  if (toasts.length === 0) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        top: 16,
        right: 16,
        zIndex: (theme) => theme.zIndex.snackbar + 1,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        width: 360,
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      {toasts.map((toast) => (
        <Alert
          key={toast.id}
          severity="error"
          variant="filled"
          role="alert"
          data-testid="error-toast"
          sx={{ boxShadow: 3, '& .MuiAlert-message': { width: '100%' } }}
        >
          <AlertTitle data-testid="error-toast-title">{toast.title}</AlertTitle>
          <span data-testid="error-toast-text">{toast.text}</span>
          <Countdown durationMs={durationMs} />
        </Alert>
      ))}
    </Box>
  );
};
