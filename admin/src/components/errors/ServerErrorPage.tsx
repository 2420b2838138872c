import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ErrorMessage } from './ErrorMessage';

export const SUPPORT_EMAIL = 'support@example.com';

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : '';

/** Generic message, support link, Home button and the technical details behind a toggle. */
export const ServerErrorPage = ({ error, embedded = false }: { error?: unknown; embedded?: boolean }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const message = messageOf(error) || translate('app.errors.unknown');
  return (
    <ErrorMessage
      code="500"
      titleKey="app.errors.server_title"
      textKey="app.errors.server_text"
      testId="error-server"
      embedded={embedded}
      homeKey="app.errors.home"
    >
      <Box sx={{ mb: 3, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
        <Link href={`mailto:${SUPPORT_EMAIL}`} data-testid="error-support">
          {translate('app.errors.support')}
        </Link>
        <Button
          size="small"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls="error-technical"
          data-testid="error-technical-toggle"
        >
          {translate('app.errors.technical')}
        </Button>
        <Collapse in={open} id="error-technical">
          <Box
            component="pre"
            data-testid="error-technical"
            sx={{ whiteSpace: 'pre-wrap', fontSize: 12, background: '#f3f3f9', p: 1.5, borderRadius: 1, m: 0 }}
          >
            {message}
          </Box>
        </Collapse>
      </Box>
    </ErrorMessage>
  );
};

/** For react-admin's `error` prop (render errors outside the shell). */
export const AdminErrorPage = ({ error }: { error?: Error }) => <ServerErrorPage error={error} />;
