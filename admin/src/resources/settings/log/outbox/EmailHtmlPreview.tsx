import Box from '@mui/material/Box';
import { useRecordContext, useTranslate } from 'react-admin';

/**
 * The e-mail's HTML in an iframe with an empty sandbox: no scripts, no forms, no same-origin access,
 * so whatever the message contains cannot touch the console or its session.
 */
export const EmailHtmlPreview = (_props: { label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const html = typeof record?.html === 'string' ? record.html : '';
  if (!html) return <Box sx={{ color: 'text.secondary' }}>{translate('app.outbox.no_html')}</Box>;
  return (
    <Box
      component="iframe"
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={html}
      title={translate('resources.settings/log.fields.html')}
      data-testid="email-html"
      sx={{ width: '100%', minHeight: 420, border: '1px solid #e9ebec', borderRadius: 1, background: '#fff' }}
    />
  );
};

export const EmailTextVersion = (_props: { label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const text = typeof record?.text === 'string' ? record.text : '';
  if (!text) return <Box sx={{ color: 'text.secondary' }}>{translate('app.outbox.no_text')}</Box>;
  // Rendered as text, never as markup.
  return (
    <Box
      component="pre"
      data-testid="email-text"
      sx={{
        whiteSpace: 'pre-wrap',
        fontFamily: 'monospace',
        fontSize: 13,
        m: 0,
        p: 1.5,
        background: '#f3f3f9',
        borderRadius: 1,
      }}
    >
      {text}
    </Box>
  );
};
