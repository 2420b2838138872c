import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { FORM_HONEYPOT_FIELD } from '@newsroom/config';
import { useRecordContext, useTranslate } from 'react-admin';
import { apiOrigin } from '@/providers/apiBase';

/** How a website uses the form: the public definition and submission URLs, and the honeypot to leave empty. */
export const PublicApiNote = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.slug) return null;
  const base = `${apiOrigin()}/api/forms/public/${record.slug}`;
  return (
    <Alert severity="info" sx={{ width: '100%' }} data-testid="form-public-api">
      <AlertTitle>{translate('app.forms.public_api')}</AlertTitle>
      {translate('app.forms.public_api_text', {
        definition: base,
        submit: `${base}/submissions`,
        honeypot: FORM_HONEYPOT_FIELD,
      })}
    </Alert>
  );
};
