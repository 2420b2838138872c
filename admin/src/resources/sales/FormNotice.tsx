import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';

/** A note above a sales form on what may no longer change, e.g. a channel that has issued invoices. */
export const FormNotice = ({ text, testId }: { text: string; testId: string }) => {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mb: 2, width: '100%' }} data-testid={testId}>
      {translate(text)}
    </Alert>
  );
};
