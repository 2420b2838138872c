import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SystemEmailLanguage, SystemEmailText } from '@newsroom/config';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ApiError } from '@/providers/apiError';
import { errorText } from '@/providers/errorText';
import { systemEmailApi } from './api';

/** The texts after the user stopped typing for a moment: one preview call per pause, not per key. */
const useSettled = <T,>(value: T, ms = 400): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};

/**
 * The live preview of the texts being edited, rendered by the server with the sample values. The HTML sits in an
 * iframe with an empty sandbox (no scripts, no forms, no same-origin access), as the outbox shows mails.
 */
export const SystemEmailPreview = ({
  emailKey,
  language,
  texts,
}: {
  emailKey: string;
  language: SystemEmailLanguage;
  texts: SystemEmailText;
}) => {
  const translate = useTranslate();
  const settled = useSettled(texts);
  const preview = useQuery({
    queryKey: ['system-email-preview', emailKey, language, settled.subject, settled.body],
    queryFn: () => systemEmailApi.preview(emailKey, language, settled),
    enabled: !!settled.subject.trim() && !!settled.body.trim(),
    placeholderData: keepPreviousData,
  });
  return (
    <Box data-testid="system-email-preview">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {translate('app.system_emails.preview')}
      </Typography>
      {preview.error instanceof ApiError && (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="system-email-preview-error">
          {errorText(preview.error, translate)}
        </Alert>
      )}
      {preview.data && (
        <>
          <Typography sx={{ mb: 1, wordBreak: 'break-word' }} data-testid="system-email-preview-subject">
            <strong>{translate('app.system_emails.subject')}:</strong> {preview.data.subject}
          </Typography>
          <Box
            component="iframe"
            sandbox=""
            referrerPolicy="no-referrer"
            srcDoc={preview.data.html}
            title={translate('app.system_emails.preview')}
            data-testid="system-email-preview-html"
            sx={{ width: '100%', minHeight: 360, border: '1px solid #e9ebec', borderRadius: 1, background: '#fff' }}
          />
        </>
      )}
    </Box>
  );
};
